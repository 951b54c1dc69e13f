import type { Meta, StoryObj } from '@storybook/react-vite';
import { monthGrid } from '@smm/publish';
import { fn } from 'storybook/test';
import { STORY_NOW, STORY_ZONE, storyPost, storyWeek } from '../publish.story-data.js';
import { MonthView } from './MonthView.js';

const busyDay = [
  storyPost('m1', 'scheduled', '2026-11-30T07:00:00.000Z', ['facebook'], 'Advent calendar, door 1'),
  storyPost(
    'm2',
    'scheduled',
    '2026-11-30T09:00:00.000Z',
    ['instagram'],
    'Advent: our gingerbread latte',
  ),
  storyPost(
    'm3',
    'pendingApproval',
    '2026-11-30T11:00:00.000Z',
    ['twitter'],
    'Advent giveaway rules',
  ),
  storyPost('m4', 'draft', '2026-11-30T13:00:00.000Z', ['linkedIn'], 'December hiring round'),
  storyPost('m5', 'draft', '2026-11-30T15:00:00.000Z', ['facebook'], 'Gift cards are back'),
];

const meta = {
  title: 'Publish/MonthView',
  component: MonthView,
  args: {
    weeks: monthGrid('2026-11-26', 1),
    month: '2026-11-26',
    posts: [...storyWeek, ...busyDay],
    zone: STORY_ZONE,
    now: STORY_NOW,
    today: '2026-11-26',
    onCreate: fn(),
    onOpen: fn(),
    onMore: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MonthView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** November 2026: six Monday weeks, today highlighted, a busy last day with "+2 more". */
export const Month: Story = {};

/** Weeks starting on Sunday. */
export const SundayFirst: Story = { args: { weeks: monthGrid('2026-11-26', 7) } };
