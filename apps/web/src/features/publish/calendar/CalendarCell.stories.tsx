import type { PublishPostStatus } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STATUS_ORDER } from '../post-status.js';
import { STORY_ZONE, storyPost, storyWeek, weekPost } from '../publish.story-data.js';
import { CalendarCell } from './CalendarCell.js';

const at = '2026-11-27T08:00:00.000Z';
const friday = storyWeek.filter((post) => post.at.startsWith('2026-11-27'));

const meta = {
  title: 'Publish/CalendarCell',
  component: CalendarCell,
  args: {
    kind: 'day',
    date: '2026-11-27',
    posts: [],
    max: 3,
    zone: STORY_ZONE,
    suggestion: { date: '2026-11-27', time: '09:00' },
    onCreate: fn(),
    onOpen: fn(),
    onMore: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <table
        style={{
          width: args.kind === 'day' ? 180 : 150,
          tableLayout: 'fixed',
          borderCollapse: 'separate',
        }}
      >
        <tbody>
          <tr>
            <Story />
          </tr>
        </tbody>
      </table>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CalendarCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty day: hovering shows where a click creates a post at 09:00. */
export const Empty: Story = {};

/** An empty day that is over: nothing to create there. */
export const EmptyPast: Story = { args: { suggestion: null } };

/** One post. */
export const OnePost: Story = { args: { posts: [weekPost('p4')] } };

/** Three posts: all shown. */
export const Several: Story = { args: { posts: friday.slice(0, 3) } };

/** Six posts on a day that shows three: "+3 more". */
export const MorePosts: Story = {
  args: {
    posts: [
      ...friday,
      storyPost('x1', 'scheduled', '2026-11-27T17:00:00.000Z', ['instagram'], 'Evening roast'),
      storyPost('x2', 'draft', '2026-11-27T18:00:00.000Z', ['twitter'], 'Draft for the night owls'),
    ],
  },
};

/** Today, in the month view. */
export const Today: Story = { args: { today: true, posts: [weekPost('p4')] } };

/** A day of the next month in the month view's last row. */
export const OutsideTheMonth: Story = { args: { date: '2026-12-01', outside: true } };

/** An hour of the week view with a post. */
export const Hour: Story = {
  args: {
    kind: 'hour',
    hour: 9,
    posts: [weekPost('p5')],
    suggestion: { date: '2026-11-27', time: '09:00' },
  },
};

/** Each of the seven statuses: a colour, an icon and a word. */
export const EachStatus: Story = {
  args: {
    max: 7,
    posts: STATUS_ORDER.map((status: PublishPostStatus, i) =>
      storyPost(`s${i}`, status, at, ['facebook', 'twitter'], `A post that is ${status}`),
    ),
  },
};
