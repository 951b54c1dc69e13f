import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAILED, LOADING, ready, STORY_LISTEN } from './home.story-data.js';
import { ListenWidget } from './ListenWidget.js';

const meta = {
  title: 'Home/Listening widget',
  component: ListenWidget,
  args: { data: ready(STORY_LISTEN), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ListenWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active queries with their volume in the last 7 days and keywords; one leaves words out. */
export const Loaded: Story = {};

/** No active queries. */
export const Empty: Story = { args: { data: ready({ queries: [] }) } };

export const Loading: Story = { args: { data: LOADING } };

export const Failed: Story = { args: { data: FAILED } };
