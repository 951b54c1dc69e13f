import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyBrands, storyReports, STORY_ZONE } from './manage.story-data.js';
import { ReportForm } from './ReportForm.js';

const meta = {
  title: 'Benchmark/Manage/ReportForm',
  component: ReportForm,
  args: {
    brands: storyBrands,
    defaultTimeZone: STORY_ZONE,
    zones: ['Europe/London', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC'],
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new report: weekly on Monday at 09:00 in the person's zone. */
export const New: Story = {};

/** Changing a weekly report with two recipients. */
export const Editing: Story = { args: { report: storyReports[0] } };

/** A paused monthly report, with the server's refusal shown. */
export const PausedWithError: Story = {
  args: { report: storyReports[1], error: 'This is not an e-mail address: board@.' },
};
