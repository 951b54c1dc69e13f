import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { STORY_BRANDS, STORY_NOW, STORY_SINCE, STORY_UNTIL } from './benchmark.story-data.js';
import type { BenchmarkSelection } from './benchmark.selection.js';
import { SelectionBar } from './SelectionBar.js';

const selection: BenchmarkSelection = {
  brandIds: STORY_BRANDS.map((b) => b.id),
  networks: ['facebook', 'instagram', 'twitter'],
  since: STORY_SINCE,
  until: STORY_UNTIL,
};

const meta = {
  title: 'Benchmark/Selection bar',
  component: SelectionBar,
  args: { brands: STORY_BRANDS, selection, now: STORY_NOW, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three brands, their networks but YouTube, the last 30 days. */
export const LastThirtyDays: Story = {};

/** One brand on one network over dates of one's own. */
export const CustomDates: Story = {
  args: {
    selection: {
      ...selection,
      brandIds: [STORY_BRANDS[1]?.id ?? ''],
      networks: ['youtube'],
      since: '2026-09-01',
      until: '2026-09-30',
    },
  },
};

/** Changes for real. */
export const Interactive: Story = {
  render: (args) => {
    const [chosen, setChosen] = useState(args.selection);
    return <SelectionBar {...args} selection={chosen} onChange={setChosen} />;
  },
};
