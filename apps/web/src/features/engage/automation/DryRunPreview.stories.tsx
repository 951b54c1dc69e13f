import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyDryRun } from './automation.story-data.js';
import { DryRunPreview } from './DryRunPreview.js';

const meta = {
  title: 'Engage/Automation/DryRunPreview',
  component: DryRunPreview,
  args: {
    state: { status: 'done', result: storyDryRun },
    days: 7,
    onDays: fn(),
    describe: (action) =>
      action.type === 'engage.assign'
        ? 'Assign to Customer Care'
        : action.type === 'engage.label'
          ? 'Label Order issue'
          : action.type,
    itemHref: (id) => `#/engage/feeds/adhoc/items/${id}`,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DryRunPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Would have matched 37 of 4,210 items in the last 7 days", with the items. */
export const Matched: Story = {};

/** Nothing matched in the period. */
export const NoneMatched: Story = {
  args: {
    state: {
      status: 'done',
      result: { ...storyDryRun, matchedCount: 0, actionCounts: {}, items: [] },
    },
  },
};

/** While the dry run runs. */
export const Running: Story = { args: { state: { status: 'running' } } };

/** The definition is not valid yet: the preview says what to fix. */
export const Waiting: Story = {
  args: { state: { status: 'invalid', message: 'conditions.0: give at least one value' } },
};
