import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Allow OpenAI features for the organisation' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: {
    description: 'Message texts are sent to OpenAI to suggest replies and summaries to everyone.',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
