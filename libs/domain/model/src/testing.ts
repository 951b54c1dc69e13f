/**
 * @smm/model/testing: valid sample values of every entity, for tests of code that reads them.
 * Rule authors build items with {@link makeEngageItem} and override only what their rule reads.
 */
import type {
  Channel,
  CurrentUser,
  EngageBlock,
  EngageItem,
  Feed,
  ItemMeta,
  Team,
  User,
} from './index.js';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const DATE = '2026-11-20T09:30:00.000Z';

/**
 * Overrides of an engage item: the item's own fields, with `engage` and `meta` merged field by
 * field. An optional field given as `undefined` is removed (e.g. `{ sender: undefined }`).
 */
export type EngageItemOverrides = {
  readonly [K in keyof Omit<EngageItem, 'engage' | 'meta'>]?: EngageItem[K] | undefined;
} & {
  readonly engage?: Partial<EngageBlock>;
  readonly meta?: Partial<ItemMeta>;
};

/**
 * A published Facebook comment by a customer, which can be responded to; override what a test
 * is about.
 *
 * @example
 * makeEngageItem({ engage: { network: 'twitter', type: 'message' }, sender: { name: 'Ann', visibility: 'PRIVATE', isOwn: false } })
 */
export function makeEngageItem(overrides: EngageItemOverrides = {}): EngageItem {
  const { engage, meta, ...rest } = overrides;
  const item = {
    id: 'item-1',
    channelId: 'facebook-channel-1',
    engage: {
      type: 'comment',
      network: 'facebook',
      networkStatus: 'published',
      canRespond: true,
      context: 'ENGAGE',
      labels: [],
      ...engage,
    },
    meta: { createdDate: DATE, ...meta },
    sender: { id: 'customer-1', name: 'Ada Customer', visibility: 'PUBLIC', isOwn: false },
    message: 'Where is my order?',
    ...rest,
  };
  for (const key of Object.keys(item) as (keyof typeof item)[]) {
    if (item[key] === undefined) delete item[key];
  }
  return item as EngageItem;
}

/** A user of the demo organisation; override what a test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    uuid: UUID,
    email: 'ada@example.com',
    name: 'Ada Admin',
    orgId: 'org-1',
    isAdmin: false,
    defaultChannelRole: 'EDITOR',
    ...overrides,
  };
}

/** The current user as access checks see it. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    uuid: UUID,
    orgId: 'org-1',
    isAdmin: false,
    channelIds: ['facebook-channel-1'],
    teamIds: ['team-1'],
    userIds: ['user-1'],
    channelRoleIds: [],
    ...overrides,
  };
}

/** A connected Facebook channel. */
export function makeChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 'facebook-channel-1',
    name: 'Acme Coffee',
    type: 'facebook',
    state: 'CONNECTED',
    status: 'INDEXED',
    lastAddedDate: DATE,
    ...overrides,
  };
}

/** A team with one user and one channel. */
export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 'team-1',
    name: 'Care',
    orgId: 'org-1',
    channelIds: ['facebook-channel-1'],
    userIds: ['user-1'],
    ...overrides,
  };
}

/** A feed of unread Facebook comments. */
export function makeFeed(overrides: Partial<Feed> = {}): Feed {
  return {
    id: 'feed-1',
    name: 'Unread comments',
    networks: ['facebook'],
    types: ['comment'],
    readFilter: { status: 'unread' },
    ...overrides,
  };
}

/** Shared sample values. */
export const SAMPLE_UUID = UUID;
export const SAMPLE_DATE = DATE;
