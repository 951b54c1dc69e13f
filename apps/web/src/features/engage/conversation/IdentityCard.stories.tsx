import type { AudienceIdentity, SavedItem } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdentityCardView } from './IdentityCard.js';

const item = makeEngageItem({
  id: 'c1',
  engage: { type: 'comment', network: 'facebook' },
  sender: {
    id: 'fb-sam',
    name: 'Sam Sandbox',
    handle: 'sam.sandbox',
    visibility: 'PUBLIC',
    isOwn: false,
  },
  channel: { id: 'facebook-demo', name: 'Demo Coffee' },
  message: 'Is the winter blend decaf?',
});
const other = (id: string, network: SavedItem['engage']['network'], message: string): SavedItem =>
  makeEngageItem({
    id,
    engage: { type: network === 'instagram' ? 'comment' : 'conversation', network },
    channel: { id: `${network}-demo`, name: 'Demo Coffee' },
    message,
    meta: { createdDate: '2026-11-18T14:30:00.000Z' },
  });
const identity: AudienceIdentity = {
  itemId: 'c1',
  profile: {
    network: 'facebook',
    name: 'Sam Sandbox',
    senderId: 'fb-sam',
    address: '@sam.sandbox',
    profileUrl: 'https://www.facebook.com/fb-sam',
  },
  items: [
    other('i1', 'instagram', 'Love the new mugs!'),
    other('i2', 'facebook', 'Where is my order #1042? It has been two weeks.'),
  ],
  moreItems: false,
  notes: [
    {
      id: 'n1',
      conversationUuid: 'i2',
      conversationItemUuids: ['i2'],
      noteText: 'Regular customer, prefers oat milk. Refunded order #1042 once.',
      noteLimitPerItem: 2,
      authorId: 'u1',
      authorName: 'Ada Admin',
      createdAt: '2026-11-18T15:00:00.000Z',
      updatedAt: '2026-11-18T15:00:00.000Z',
    },
  ],
};

const meta = {
  title: 'Engage/Conversation/IdentityCard',
  component: IdentityCardView,
  args: { item, identity, readOnly: false, onAddNote: async () => true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IdentityCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile, their items on other networks, the notes about them and a note form. */
export const Full: Story = {};

/** The read-only variant, for view-only people: no note form. */
export const ReadOnly: Story = { args: { readOnly: true } };

/** A private LinkedIn user: the spec's notice, no profile. */
export const PrivateLinkedIn: Story = {
  args: {
    item: makeEngageItem({
      engage: { type: 'comment', network: 'linkedIn' },
      sender: { name: '', visibility: 'PRIVATE', isOwn: false },
    }),
    identity: { itemId: 'c2', profile: null, items: [], moreItems: false, notes: [] },
  },
};

/** A Facebook user the network does not identify. */
export const UnknownFacebook: Story = {
  args: {
    item: makeEngageItem({
      engage: { type: 'comment', network: 'facebook' },
      sender: { name: 'Facebook user', visibility: 'PUBLIC', isOwn: false },
    }),
    identity: { itemId: 'c3', profile: null, items: [], moreItems: false, notes: [] },
  },
};

/** While loading, and when loading failed. */
export const Loading: Story = { args: { identity: null } };
export const Failed: Story = { args: { identity: null, error: 'Item c1 not found' } };
