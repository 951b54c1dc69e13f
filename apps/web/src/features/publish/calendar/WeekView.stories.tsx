import type { Meta, StoryObj } from '@storybook/react-vite';
import { weekDates } from '@smm/publish';
import { fn } from 'storybook/test';
import { STORY_NOW, STORY_ZONE, storyWeek, weekPost } from '../publish.story-data.js';
import { WeekView } from './WeekView.js';

const meta = {
  title: 'Publish/WeekView',
  component: WeekView,
  args: {
    days: weekDates('2026-11-26', 1),
    posts: storyWeek,
    zone: STORY_ZONE,
    now: STORY_NOW,
    today: '2026-11-26',
    onCreate: fn(),
    onOpen: fn(),
    onMore: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WeekView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of posts in Berlin, Monday first; Thursday is today, the hours before 10:20 are over. */
export const Week: Story = {};

/** The same week where weeks start on Sunday (Japanese). */
export const SundayFirst: Story = { args: { days: weekDates('2026-11-26', 7) } };

/** The week the clocks go back in Berlin (25 October 2026): two 02:30s in one row. */
export const ClocksGoBack: Story = {
  args: {
    days: weekDates('2026-10-25', 1),
    today: '2026-10-21',
    now: '2026-10-21T08:00:00.000Z',
    posts: [
      {
        ...weekPost('p4'),
        id: 'summer',
        at: '2026-10-25T00:30:00.000Z',
        scheduledAt: '2026-10-25T00:30:00.000Z',
      },
      {
        ...weekPost('p6'),
        id: 'winter',
        at: '2026-10-25T01:30:00.000Z',
        scheduledAt: '2026-10-25T01:30:00.000Z',
      },
    ],
  },
};

/** A week without posts. */
export const Empty: Story = { args: { posts: [] } };
