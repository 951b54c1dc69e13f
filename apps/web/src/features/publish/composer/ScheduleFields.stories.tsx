import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ScheduleFields } from './ScheduleFields.js';

const meta = {
  title: 'Publish/Composer/ScheduleFields',
  component: ScheduleFields,
  args: {
    date: '',
    time: '',
    onDate: fn(),
    onTime: fn(),
    onClear: fn(),
    timeZone: 'Europe/London',
    timing: { kind: 'none' },
    now: new Date('2026-03-20T12:00:00Z'),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ScheduleFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No time: the post goes out when it is sent. */
export const NoTime: Story = {};

/** A time that exists once. */
export const Scheduled: Story = {
  args: {
    date: '2026-07-02',
    time: '10:00',
    timing: { kind: 'at', instant: '2026-07-02T09:00:00.000Z', resolution: 'exact', timing: 'ok' },
  },
};

/** 01:30 on the day the clocks go forward in London: moved to 02:00. */
export const MovedForward: Story = {
  args: {
    date: '2026-03-29',
    time: '01:30',
    timing: {
      kind: 'at',
      instant: '2026-03-29T01:00:00.000Z',
      resolution: 'movedForward',
      timing: 'ok',
    },
  },
};

/** 01:30 on the day the clocks go back: the first of the two. */
export const Ambiguous: Story = {
  args: {
    date: '2026-10-25',
    time: '01:30',
    timing: {
      kind: 'at',
      instant: '2026-10-25T00:30:00.000Z',
      resolution: 'earlierOffset',
      timing: 'ok',
    },
  },
};

/** A time that has passed. */
export const Past: Story = {
  args: {
    date: '2026-03-19',
    time: '09:00',
    timing: {
      kind: 'at',
      instant: '2026-03-19T09:00:00.000Z',
      resolution: 'exact',
      timing: 'past',
    },
  },
};

/** Only a date. */
export const Incomplete: Story = { args: { date: '2026-07-02', timing: { kind: 'incomplete' } } };
