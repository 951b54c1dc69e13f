import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAILED, LOADING, ready, STORY_MEASURE } from './home.story-data.js';
import { MeasureWidget } from './MeasureWidget.js';

const meta = {
  title: 'Home/Performance widget',
  component: MeasureWidget,
  args: { data: ready(STORY_MEASURE), onRetry: fn(), locale: 'en' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MeasureWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received, answered and the median first response of the last 7 days. */
export const Loaded: Story = {};

/** Messages came in, none answered yet. */
export const NothingAnswered: Story = {
  args: { data: ready({ ...STORY_MEASURE, answered: 0, medianFirstResponseSeconds: null }) },
};

/** No messages in the last 7 days. */
export const Empty: Story = {
  args: {
    data: ready({ ...STORY_MEASURE, received: 0, answered: 0, medianFirstResponseSeconds: null }),
  },
};

export const Loading: Story = { args: { data: LOADING } };

export const Failed: Story = { args: { data: FAILED } };
