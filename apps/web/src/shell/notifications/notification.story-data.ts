import type { NotificationEntry } from '@smm/model';

/** The moment the stories tell times from. */
export const STORY_NOW = Date.parse('2026-11-20T10:00:00Z');

const ago = (minutes: number) => new Date(STORY_NOW - minutes * 60_000).toISOString();

/** Notices of each kind, as the server sends them (worded by the app from type and params). */
export const storyNotices: readonly NotificationEntry[] = [
  {
    id: '101',
    unreadStatus: 'UNREAD',
    product: 'ENGAGE',
    relevance: 'ME',
    type: 'mention',
    params: {
      author: 'Lee Lead',
      excerpt: 'Can you answer this customer before noon? They wrote twice.',
    },
    message: 'Lee Lead mentioned you in a note: Can you answer this customer before noon?',
    link: '/engage/feeds/adhoc/items/7b0c',
    originatingEventCreatedDate: ago(0.5),
  },
  {
    id: '100',
    unreadStatus: 'UNREAD',
    product: 'ENGAGE',
    type: 'feedAlert',
    params: { feed: 'VIP customers', count: 3 },
    message: '3 new items in VIP customers',
    link: '/engage/feeds/42',
    originatingEventCreatedDate: ago(12),
  },
  {
    id: '99',
    unreadStatus: 'READ',
    product: 'ENGAGE',
    relevance: 'ME',
    type: 'exportReady',
    params: { count: 1250 },
    message: 'Your export of 1250 items is ready to download for 24 hours',
    link: '/v2/exports/9/download?token=abc',
    originatingEventCreatedDate: ago(95),
  },
  {
    id: '98',
    unreadStatus: 'READ',
    product: 'PLATFORM',
    type: 'channelReconnect',
    params: { channel: 'Demo Coffee on Instagram' },
    message: 'Demo Coffee on Instagram needs to be connected again',
    link: '/settings/channels/12',
    originatingEventCreatedDate: ago(60 * 26),
  },
  {
    id: '97',
    unreadStatus: 'READ',
    product: 'PUBLISH',
    message: 'A notice of a kind this app does not know yet, in English',
    originatingEventCreatedDate: ago(60 * 24 * 9),
  },
];
