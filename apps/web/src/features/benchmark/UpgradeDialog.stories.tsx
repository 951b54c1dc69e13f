import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UpgradeDialog } from './UpgradeDialog.js';

const meta = {
  title: 'Benchmark/Upgrade dialog',
  component: UpgradeDialog,
  args: { entry: 'Scheduled reports', onClose: fn() },
} satisfies Meta<typeof UpgradeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A standard-package user chose Scheduled reports. */
export const ScheduledReports: Story = {};
