import { makeEngageItem } from '@smm/model/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ItemCard } from './ItemCard.js';
import { ITEM_ROW_HEIGHT } from './ItemCard.css.js';

const labels = new Map([
  ['l1', { id: 'l1', name: 'Complaint', color: '#d14343' }],
  ['l2', { id: 'l2', name: 'Question', color: '#3b6fd1' }],
]);
const names = new Map([['team-care', 'Customer care']]);

const meta = {
  title: 'Engage/Item card',
  component: ItemCard,
  args: {
    item: makeEngageItem({
      message: 'My flat white was cold again this morning. Third time this week!',
      sender: { name: 'Jonas Weber', visibility: 'PUBLIC', isOwn: false },
      engage: { network: 'facebook', type: 'comment', labels: ['l1'], assigneeId: 'team-care' },
      meta: { displayReadStatus: 'unread', createdDate: '2026-11-20T09:30:00Z' },
      prediction: { sentiment: 'NEGATIVE', priorityLevel: 1 },
    }),
    viewerId: 'u1',
    labels,
    names,
    present: [],
    selected: false,
    open: false,
    current: false,
    onOpen: fn(),
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ width: 420, height: ITEM_ROW_HEIGHT }}>{Story()}</div>],
} satisfies Meta<typeof ItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unread Facebook complaint: labelled, assigned to a team, a priority, negative. */
export const UnreadComplaint: Story = {};

/** Read, selected and open, with two colleagues on it (one replying). */
export const OpenWithColleagues: Story = {
  args: {
    selected: true,
    open: true,
    item: makeEngageItem({
      message: 'Do you have oat milk?',
      sender: { name: 'Lucía García', visibility: 'PUBLIC', isOwn: false },
      engage: { network: 'instagram', type: 'message', labels: ['l2'] },
      meta: { displayReadStatus: 'read' },
    }),
    present: [
      { userId: 'u2', label: 'Eddie Editor', viewing: true, editing: true },
      { userId: 'u3', label: 'Someone else from another team', viewing: true, editing: false },
    ],
  },
};

/** The spec's sender texts: a private user, and no sender at all. */
export const PrivateAndUnknownSender: Story = {
  args: {
    item: makeEngageItem({
      message: 'Great coffee!',
      sender: { name: '', visibility: 'PRIVATE', isOwn: false },
      engage: { network: 'linkedIn', type: 'comment' },
    }),
  },
};

/** An X quote, current under the keyboard. */
export const QuoteOnX: Story = {
  args: {
    current: true,
    item: makeEngageItem({
      message: 'This is the best espresso in town ☕',
      sender: { name: 'Kenji Tanaka', visibility: 'PUBLIC', isOwn: false },
      engage: { network: 'twitter', type: 'post', subtype: 'quote' },
      prediction: { sentiment: 'POSITIVE' },
    }),
  },
};

/** Answered by a colleague: the row names them beside our text, and says it was answered. */
export const AnsweredByColleague: Story = {
  args: {
    names: new Map([['u2', 'Lee Lead']]),
    item: {
      ...makeEngageItem({
        message: 'Do you ship to Oslo?',
        sender: { id: 'sam', name: 'Sam Sandbox', visibility: 'PUBLIC', isOwn: false },
        engage: {
          network: 'facebook',
          type: 'comment',
          latestCommentText: 'Yes, within three days!',
          latestCommentDate: '2026-11-20T10:00:00Z',
        },
        meta: { displayReadStatus: 'read', createdDate: '2026-11-20T09:30:00Z' },
      }),
      latestComment: makeEngageItem({
        id: 'reply-1',
        message: 'Yes, within three days!',
        sender: { id: 'facebook-1', name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
        engage: { type: 'reply', moderatorId: 'u2', moderatorSource: 'user' },
      }),
    },
  },
};
