import type { Meta, StoryObj } from '@storybook/react-vite';
import { ONLY_NECESSARY } from '@smm/model';
import { fn } from 'storybook/test';
import { ConsentDialog } from './ConsentDialog.js';

const meta = {
  title: 'Consent/Choose dialog',
  component: ConsentDialog,
  args: { open: true, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof ConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Choose": only strictly necessary on, and it cannot be switched off. */
export const Choosing: Story = {};

/** Performance chosen. */
export const PerformanceOnly: Story = {
  args: { initial: { ...ONLY_NECESSARY, C0002: true } },
};

/** The save failed: the reason is announced. */
export const SaveFailed: Story = {
  args: { error: 'The server could not be reached. Try again in a moment.' },
};
