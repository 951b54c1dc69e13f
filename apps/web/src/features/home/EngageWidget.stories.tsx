import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EngageWidget } from './EngageWidget.js';
import { FAILED, LOADING, ready, STORY_ENGAGE, STORY_ZONE } from './home.story-data.js';

const meta = {
  title: 'Home/Inbox widget',
  component: EngageWidget,
  args: { data: ready(STORY_ENGAGE), onRetry: fn(), locale: 'en', timeZone: STORY_ZONE },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EngageWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread and assigned items, and the customers waiting longest (a long message clamped). */
export const Loaded: Story = {};

/** Nothing unread, nobody waiting. */
export const Empty: Story = {
  args: { data: ready({ unread: 0, assignedToMe: 0, waiting: [] }) },
};

export const Loading: Story = { args: { data: LOADING } };

export const Failed: Story = { args: { data: FAILED } };
