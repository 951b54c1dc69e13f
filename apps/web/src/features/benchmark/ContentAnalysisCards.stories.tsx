import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAILED, received, STORY_CONTENT } from './benchmark.story-data.js';
import { ContentAnalysisCards } from './ContentAnalysisCards.js';

const meta = {
  title: 'Benchmark/Content analysis',
  component: ContentAnalysisCards,
  args: {
    fragments: [
      'analysis-summary',
      'publishing-activity',
      'reach',
      'impressions',
      'sentiment',
      'engagement',
    ],
    entry: received(STORY_CONTENT),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContentAnalysisCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Summary, publishing activity, reach, impressions, sentiment and engagement of three brands. */
export const ThreeBrands: Story = {};

export const Failed: Story = { args: { entry: FAILED } };
