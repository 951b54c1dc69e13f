import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormActions } from './FormActions.js';

const meta = {
  title: 'Settings/FormActions',
  component: FormActions,
  args: { submitLabel: 'Save', saving: false, onCancel: fn() },
  decorators: [
    (Story) => (
      <form style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
        <Story />
      </form>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to send. */
export const Ready: Story = {};

/** Being saved: the submit button is busy. */
export const Saving: Story = { args: { saving: true } };

/** The last attempt failed: the reason is announced above the buttons. */
export const Failed: Story = {
  args: { error: 'A team named Customer Care exists already.', submitLabel: 'Create' },
};

/** Nothing chosen yet: the submit button waits. */
export const Waiting: Story = { args: { submitDisabled: true, submitLabel: 'Merge' } };
