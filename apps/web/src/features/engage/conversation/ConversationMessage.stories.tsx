import { makeEngageItem } from '@smm/model/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConversationMessage } from './ConversationMessage.js';
import { OwnMessageMark } from './OwnMessageMark.js';

const meta = {
  title: 'Engage/Conversation message',
  component: ConversationMessage,
  args: {
    item: makeEngageItem({
      message: 'Habt ihr am Feiertag geöffnet?',
      sender: { name: 'Jonas Weber', handle: 'jonas.weber', visibility: 'PUBLIC', isOwn: false },
      meta: { createdDate: '2026-11-20T09:30:00Z' },
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 560, display: 'flex', flexDirection: 'column' }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof ConversationMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's message. */
export const FromCustomer: Story = {};

/** What the channel sent, delivered. */
export const SentAndDelivered: Story = {
  args: {
    item: makeEngageItem({
      message: 'Yes, from 9 to 5. See you!',
      sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
      meta: { delivery: 'DELIVERED' },
    }),
  },
};

/** Our reply, marked ours, with the colleague who sent it. */
export const OurReplySentByColleague: Story = (() => {
  const item = makeEngageItem({
    message: 'Yes, within three days!',
    sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
    engage: { type: 'reply', moderatorId: 'u2', moderatorSource: 'user' },
    meta: { delivery: 'DELIVERED' },
  });
  return {
    args: {
      item,
      ownMark: <OwnMessageMark item={item} viewerId="u1" names={new Map([['u2', 'Ada Admin']])} />,
    },
  };
})();

/** An away message automation sent outside opening hours. */
export const AutomatedMessage: Story = {
  args: {
    item: makeEngageItem({
      message: 'Thanks for writing! Our team answers from 9:00 on the next working day.',
      sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
      engage: { moderatorSource: 'automation', moderatorId: 'group-1' },
      meta: { delivery: 'DELIVERED' },
    }),
  },
};

/** A reply the network refused, with the retry. */
export const FailedWithRetry: Story = {
  args: {
    item: makeEngageItem({
      message: 'Thanks for your patience!',
      sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
      meta: { delivery: 'DELIVERY_FAILED' },
    }),
    status: {
      id: 'item-1',
      networkStatus: 'published',
      moderatorStatus: null,
      delivery: 'DELIVERY_FAILED',
      error: 'The network rate limit was reached',
    },
    onRetry: fn(),
  },
};

/** Media blurred by the feed until shown. */
export const BlurredMedia: Story = {
  args: {
    blurMedia: true,
    item: makeEngageItem({
      message: 'Look at this latte art',
      media: [
        {
          type: 'image',
          url: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="%23c89f7a"/></svg>',
        },
        { type: 'document', url: '#', link: '#' },
      ],
    }),
  },
};

/** The identity notice of a Facebook user the network does not name. */
export const FacebookUnknownIdentity: Story = {
  args: {
    item: makeEngageItem({
      message: 'Hello?',
      sender: { name: 'Facebook user', visibility: 'PUBLIC', isOwn: false },
      engage: { network: 'facebook' },
    }),
  },
};
