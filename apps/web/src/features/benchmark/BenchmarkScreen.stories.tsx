import type { ApiClient } from '@smm/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BenchmarkCalls } from './benchmark.calls.js';
import {
  STORY_BRANDS,
  STORY_CONTENT,
  STORY_FEED,
  STORY_INSIGHTS,
  STORY_ME,
  STORY_NOW,
} from './benchmark.story-data.js';
import BenchmarkScreen from './BenchmarkScreen.js';

/** Calls answering the story data at once. */
const calls = (overrides: Partial<BenchmarkCalls> = {}): BenchmarkCalls => ({
  flags: async () => ({}),
  brands: async () => STORY_BRANDS,
  insights: async () => STORY_INSIGHTS,
  content: async () => STORY_CONTENT,
  contentFeed: async () => STORY_FEED[0] ?? { items: [], next: null },
  ...overrides,
});

const meta = {
  title: 'Benchmark/Screen',
  component: BenchmarkScreen,
  args: {
    me: STORY_ME,
    teams: [],
    api: {} as ApiClient,
    location: '/benchmark/brand-insights#overview',
    calls: calls(),
    now: STORY_NOW,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BenchmarkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator on brand insights. */
export const BrandInsights: Story = {};

/** Content analysis: the feed, summary, publishing activity and the rest. */
export const ContentAnalysis: Story = {
  args: { location: '/benchmark/content-analysis#content-feed' },
};

/** A standard-package user: Pro entries gated (choosing one explains the upgrade). */
export const StandardPackage: Story = {
  args: { calls: calls({ flags: async () => ({ '@package_standard': true }) }) },
};

/** No brands yet, for an administrator: the way to add one. */
export const NoBrandsAdministrator: Story = {
  args: { calls: calls({ brands: async () => [] }) },
};

/** No brands yet, for someone who cannot add them: who can, and the way home. */
export const NoBrandsMember: Story = {
  args: { me: { ...STORY_ME, isAdmin: false }, calls: calls({ brands: async () => [] }) },
};

/** The insights failed to load: each card offers to try again. */
export const InsightsFailed: Story = {
  args: { calls: calls({ insights: async () => Promise.reject(new Error('Request failed')) }) },
};
