import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.js';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Note', defaultValue: '' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label and an empty box. */
export const Default: Story = {};

/** With help under it. */
export const WithHint: Story = { args: { hint: 'Only your organisation sees notes.' } };

/** A value that is not accepted. */
export const WithError: Story = {
  args: { defaultValue: 'ana@example', error: 'Enter e-mail addresses such as name@example.com.' },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only' } };
