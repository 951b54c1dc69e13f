import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FETCHING, received, STORY_FEED } from './benchmark.story-data.js';
import { ContentFeedCard } from './ContentFeedCard.js';

const meta = {
  title: 'Benchmark/Content feed',
  component: ContentFeedCard,
  args: {
    title: 'Content feed',
    entry: received(STORY_FEED),
    sort: 'newest',
    timeZone: 'Europe/Berlin',
    onSort: fn(),
    onMore: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContentFeedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of posts with more to load. */
export const Posts: Story = {};

/** No posts on the chosen days. */
export const Empty: Story = { args: { entry: received([{ items: [], next: null }]) } };

export const Loading: Story = { args: { entry: FETCHING } };
