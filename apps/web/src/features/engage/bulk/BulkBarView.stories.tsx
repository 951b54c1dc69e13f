import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BulkBarView } from './BulkBarView.js';

const meta = {
  title: 'Engage/Bulk bar',
  component: BulkBarView,
  args: {
    count: 50,
    actions: ['read', 'spam', 'notSpam', 'priority', 'notPriority', 'assign', 'label', 'unassign'],
    estimate: 'This will take less than a minute.',
    run: { phase: 'idle' },
    onAction: fn(),
    onSelectAll: fn(),
    onClear: fn(),
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof BulkBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fifty items selected. */
export const Selected: Story = {};

/** Every item of the feed selected, over Google Business Profile and Facebook. */
export const AllSelected: Story = {
  args: {
    count: null,
    actions: ['read', 'assign', 'label', 'unassign'],
    estimate: 'This will take a considerable amount of time.',
  },
};

/** A job running. */
export const Running: Story = {
  args: {
    run: {
      phase: 'running',
      accepted: { jobId: 'j1', total: 250, estimate: 'aboutTenMinutes' },
      job: {
        id: 'j1',
        action: 'read',
        state: 'running',
        estimate: 'aboutTenMinutes',
        total: 250,
        processed: 120,
        succeeded: 118,
        refused: 2,
        failed: 0,
        createdAt: '2026-11-21T09:00:00Z',
        finishedAt: null,
        problems: [],
      },
    },
  },
};

/** Done, with the items it left as they were. */
export const DoneWithProblems: Story = {
  args: {
    run: {
      phase: 'done',
      job: {
        id: 'j1',
        action: 'like',
        state: 'done',
        estimate: 'underAMinute',
        total: 3,
        processed: 3,
        succeeded: 1,
        refused: 1,
        failed: 1,
        createdAt: '2026-11-21T09:00:00Z',
        finishedAt: '2026-11-21T09:00:04Z',
        problems: [
          {
            itemId: 'i2',
            status: 'refused',
            errorCode: 'like.network',
            message: 'Instagram comments cannot be liked.',
          },
          {
            itemId: 'i3',
            status: 'failed',
            errorCode: 'NETWORK',
            message: 'The network did not answer.',
          },
        ],
      },
    },
  },
};

/** No action is common to the selected networks. */
export const NoCommonAction: Story = { args: { actions: [] } };
