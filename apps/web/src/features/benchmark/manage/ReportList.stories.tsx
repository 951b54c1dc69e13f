import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyBrands, storyQueries, storyReports, STORY_ZONE } from './manage.story-data.js';
import { QueryList } from './QueryList.js';
import { ReportList } from './ReportList.js';

const meta = {
  title: 'Benchmark/Manage/Lists',
  component: ReportList,
  args: {
    reports: storyReports,
    brands: storyBrands,
    zone: STORY_ZONE,
    canManage: true,
    onEdit: fn(),
    onToggle: fn(),
    onSend: fn(),
    onDelete: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReportList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active, paused and daily reports, as an administrator sees them. */
export const Reports: Story = {};

/** A person who may not manage reports sees them without actions. */
export const ReportsReadOnly: Story = { args: { canManage: false } };

/** Saved queries: the person may change their own. */
export const Queries: Story = {
  render: () => (
    <QueryList
      queries={storyQueries}
      brands={storyBrands}
      canChange={(query) => query.createdBy.name === 'Ada Admin'}
      onApply={fn()}
      onRename={fn()}
      onDelete={fn()}
    />
  ),
};
