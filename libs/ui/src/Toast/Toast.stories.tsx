import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Toast } from './Toast.js';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { type: 'success', message: 'Your profile was updated successfully', onDismiss: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['success', 'info', 'warning', 'error', 'danger'] },
  },
  decorators: [(Story) => <div style={{ width: 380 }}>{Story()}</div>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = { args: { type: 'info', message: 'Your export has started.' } };
export const Warning: Story = {
  args: { type: 'warning', message: 'Scheduled maintenance tonight from 22:00 to 23:00.' },
};
/** Errors are `role="alert"`: read out at once. */
export const ErrorToast: Story = {
  name: 'Error',
  args: { type: 'error', message: 'Request failed' },
};
export const WithoutDismiss: Story = {
  args: { type: 'info' },
  render: ({ type, message }) => <Toast type={type} message={message} />,
};
export const LongMessage: Story = {
  args: {
    type: 'error',
    message:
      'Instagram currently has a problem with its platform infrastructure, so this reply could not be sent. See https://metastatus.com/instagram for details.',
  },
};
export const Dark: Story = { args: { type: 'warning' }, globals: { theme: 'dark' } };
