import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartFigure } from './ChartFigure.js';
import { STORY_EMPTY, STORY_LINE, STORY_STACKED } from './chart.story-data.js';

const meta = {
  title: 'Charts/Chart with its table',
  component: ChartFigure,
  args: { title: 'Fans', axisLabel: 'Day', data: STORY_LINE },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChartFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Values over days, one line per brand; "Show as table" shows the same values as a table. */
export const OverTime: Story = {};

/** Parts of a whole by category. */
export const Stacked: Story = {
  args: { title: 'Inbox volume by network', axisLabel: 'Network', data: STORY_STACKED },
};

/** Durations formatted by the caller. */
export const Durations: Story = {
  args: {
    title: 'First response',
    axisLabel: 'Network',
    data: { ...STORY_STACKED, kind: 'bar', series: STORY_STACKED.series.slice(0, 1) },
    formatValue: (seconds: number) => `${Math.round(seconds / 60)} min`,
  },
};

/** Nothing in the period: it says so. */
export const Empty: Story = { args: { title: 'Reach', axisLabel: 'Day', data: STORY_EMPTY } };
