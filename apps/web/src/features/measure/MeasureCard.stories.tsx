import type { TeamPerformanceSummary } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Loaded } from '../settings/use-loaded.js';
import { MeasureCard } from './MeasureCard.js';
import { FAILED, LOADING, ready, STORY_SUMMARY } from './measure.story-data.js';
import { SummaryFigures } from './SummaryFigures.js';

/** The summary card: a Measure card around the summary's figures. */
function SummaryCard(props: { loaded: Loaded<TeamPerformanceSummary>; onRetry: () => void }) {
  return (
    <MeasureCard
      part="summary"
      title="Summary"
      loaded={props.loaded}
      onRetry={props.onRetry}
      onExport={() => Promise.resolve()}
      lines={2}
    >
      {(summary) => <SummaryFigures summary={summary} locale="en" />}
    </MeasureCard>
  );
}

const meta = {
  title: 'Measure/Summary card',
  component: SummaryCard,
  args: { loaded: ready(STORY_SUMMARY), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received, handled, answered, and the median and p90 first response in words. */
export const Ready: Story = {};

/** Items came in, none answered. */
export const NothingAnswered: Story = {
  args: {
    loaded: ready({
      ...STORY_SUMMARY,
      answered: 0,
      firstResponse: { count: 0, median: null, p90: null },
    }),
  },
};

export const Loading: Story = { args: { loaded: LOADING } };

/** The part failed: the reason and "Try again". */
export const Failed: Story = { args: { loaded: FAILED } };
