import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAILED, FETCHING, received, STORY_INSIGHTS } from './benchmark.story-data.js';
import { BrandInsightsCards } from './BrandInsightsCards.js';

const meta = {
  title: 'Benchmark/Brand insights',
  component: BrandInsightsCards,
  args: {
    fragments: ['overview', 'fans', 'reach', 'impressions', 'engagement'],
    entry: received(STORY_INSIGHTS),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BrandInsightsCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview and the charts of three brands over 30 days. */
export const ThreeBrands: Story = {};

/** With YouTube: no reach or impressions. */
export const WithYouTube: Story = {
  args: {
    fragments: ['overview', 'fans', 'engagement'],
    entry: received({
      ...STORY_INSIGHTS,
      hasReach: false,
      networks: ['facebook', 'youtube'],
    }),
  },
};

export const Loading: Story = { args: { entry: FETCHING } };

export const Failed: Story = { args: { entry: FAILED } };
