import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LabelJobProgress } from './LabelJobProgress.js';
import { storyJob } from './labels.story-data.js';

const meta = {
  title: 'Settings/Labels/Label job progress',
  component: LabelJobProgress,
  args: { job: storyJob, onDismiss: fn() },
  decorators: [
    (Story) => (
      <ul aria-label="Progress" style={{ width: 720, margin: 0, padding: 0, listStyle: 'none' }}>
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof LabelJobProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A deletion on its way: 120 of 400 items done. */
export const Deleting: Story = {};

/** A merge on its way: the items move to the label kept. */
export const Merging: Story = {
  args: {
    job: { ...storyJob, kind: 'merge', targetId: 'label-complaint', targetName: 'Complaint' },
  },
};

/** Done: what it did, and a button to dismiss it. */
export const Done: Story = {
  args: { job: { ...storyJob, state: 'done', processed: 400, finishedAt: storyJob.createdAt } },
};
