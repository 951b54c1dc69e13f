import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAILED, LOADING, ready, STORY_NOW, STORY_POSTS, STORY_ZONE } from './home.story-data.js';
import { PublishingWidget } from './PublishingWidget.js';

const meta = {
  title: 'Home/Publishing widget',
  component: PublishingWidget,
  args: {
    data: ready(STORY_POSTS),
    onRetry: fn(),
    locale: 'en',
    timeZone: STORY_ZONE,
    now: STORY_NOW,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PublishingWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week around today by local day: published, scheduled and a post a network refused. */
export const Loaded: Story = {};

/** Tokyo's days and times: the same posts fall on other days. */
export const InTokyo: Story = { args: { timeZone: 'Asia/Tokyo' } };

/** Nothing this week: the empty state leads to creating a post. */
export const Empty: Story = { args: { data: ready([]) } };

export const Loading: Story = { args: { data: LOADING } };

export const Failed: Story = { args: { data: FAILED } };
