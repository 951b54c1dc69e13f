import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input.js';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: 'Email address', type: 'email', placeholder: 'name@example.com' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We send the sign-in link there.' } };
export const WithError: Story = {
  args: {
    defaultValue: 'ada@',
    hint: 'We send the sign-in link there.',
    error: 'Enter an email address like name@example.com.',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
