import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AudienceWidget } from './AudienceWidget.js';
import { FAILED, LOADING, ready, STORY_AUDIENCE } from './home.story-data.js';

const meta = {
  title: 'Home/Audience widget',
  component: AudienceWidget,
  args: { data: ready(STORY_AUDIENCE), onRetry: fn(), locale: 'en' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AudienceWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** People who wrote in the last 7 days, and the new ones. */
export const Loaded: Story = {};

/** Nobody wrote. */
export const Empty: Story = {
  args: { data: ready({ ...STORY_AUDIENCE, people: 0, newPeople: 0 }) },
};

export const Loading: Story = { args: { data: LOADING } };

export const Failed: Story = { args: { data: FAILED } };
