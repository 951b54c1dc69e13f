import fc from 'fast-check';
import { type Capabilities, capabilitiesOf, type Viewer } from '@smm/engage-rules';
import { type EngageItem, ItemType, NETWORK_VALUES, NetworkStatus } from '@smm/model';
import { type EngageItemOverrides, makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  isHidden,
  isLiked,
  isPrimaryAction,
  isRead,
  isReposted,
  isSpam,
  itemToolbar,
  type ToolbarAction,
  type ToolbarEntry,
} from './index.js';

const ORDER: readonly ToolbarAction[] = [
  'reply',
  'message',
  'privateReply',
  'edit',
  'like',
  'repost',
  'quote',
  'hide',
  'delete',
  'spam',
  'priority',
  'sentiment',
  'assign',
  'label',
  'markRead',
  'forward',
  'ticket',
  'case',
];

/** The capability a toolbar action needs; null for the product's own actions. */
const NEEDS: Readonly<Record<ToolbarAction, keyof Capabilities | null>> = {
  reply: 'reply',
  message: 'sendMessage',
  privateReply: 'privateReply',
  edit: 'edit',
  like: 'like',
  repost: 'repost',
  quote: 'quote',
  hide: 'hide',
  delete: 'delete',
  spam: 'spam',
  priority: 'priority',
  sentiment: 'sentiment',
  assign: 'assign',
  label: 'label',
  markRead: null,
  forward: null,
  ticket: null,
  case: null,
};

const item = (
  network: string,
  type: EngageItem['engage']['type'],
  more: EngageItemOverrides = {},
) =>
  makeEngageItem({
    ...more,
    engage: { network: network as EngageItem['engage']['network'], type, ...more.engage },
  });

const actions = (entries: readonly ToolbarEntry[]) => entries.map((entry) => entry.action);
const entry = (entries: readonly ToolbarEntry[], action: ToolbarAction) =>
  entries.find((found) => found.action === action);

const VIEW_ONLY: Viewer = { id: 'viewer', channelRoles: { 'facebook-channel-1': 'VIEW_ONLY' } };
const PRODUCT: ToolbarAction[] = ['markRead', 'forward', 'ticket', 'case'];

describe('itemToolbar', () => {
  it.each<[string, EngageItem, Viewer | undefined, ToolbarAction[]]>([
    [
      'a Facebook comment that can be hidden',
      item('facebook', 'comment', { facebook: { canHide: true } }),
      undefined,
      [
        'reply',
        'like',
        'hide',
        'delete',
        'spam',
        'priority',
        'sentiment',
        'assign',
        'label',
        ...PRODUCT,
      ],
    ],
    [
      'a Facebook comment that cannot be hidden',
      item('facebook', 'comment'),
      undefined,
      ['reply', 'like', 'delete', 'spam', 'priority', 'sentiment', 'assign', 'label', ...PRODUCT],
    ],
    [
      'an Instagram comment: no like, a private reply',
      item('instagram', 'comment'),
      undefined,
      [
        'reply',
        'privateReply',
        'hide',
        'delete',
        'spam',
        'priority',
        'sentiment',
        'assign',
        'label',
        ...PRODUCT,
      ],
    ],
    [
      'an Instagram DM: the heart',
      item('instagram', 'message'),
      undefined,
      ['message', 'like', 'spam', 'priority', 'sentiment', 'assign', 'label', ...PRODUCT],
    ],
    [
      'an X post not own: repost and quote, no delete',
      item('twitter', 'post'),
      undefined,
      [
        'reply',
        'like',
        'repost',
        'quote',
        'spam',
        'priority',
        'sentiment',
        'assign',
        'label',
        ...PRODUCT,
      ],
    ],
    [
      'a Google comment: edit',
      item('googlemybusiness', 'comment'),
      undefined,
      ['reply', 'edit', 'spam', 'priority', 'sentiment', 'assign', 'label', ...PRODUCT],
    ],
    [
      'a YouTube comment: no sentiment',
      item('youtube', 'comment'),
      undefined,
      ['reply', 'hide', 'delete', 'spam', 'priority', 'assign', 'label', ...PRODUCT],
    ],
    [
      'a deleted Facebook comment',
      item('facebook', 'comment', {
        engage: { networkStatus: 'deleted' },
        facebook: { canHide: true },
      }),
      undefined,
      ['reply', 'spam', 'priority', 'sentiment', 'assign', 'label', ...PRODUCT],
    ],
    [
      'a view-only viewer: only marking read',
      item('facebook', 'comment', { facebook: { canHide: true } }),
      VIEW_ONLY,
      ['markRead'],
    ],
    [
      'a view-only item: only marking read',
      item('facebook', 'comment', { meta: { userPermissions: ['view-only'] } }),
      undefined,
      ['markRead'],
    ],
    [
      'a network without an inbox: assign and label, the product’s own',
      item('pinterest', 'post'),
      undefined,
      ['assign', 'label', ...PRODUCT],
    ],
  ])('%s', (_what, subject, viewer, expected) => {
    expect(actions(itemToolbar(subject, viewer))).toEqual(expected);
  });

  it.each<[string, EngageItem, ToolbarAction, 'reply' | 'comment' | 'message']>([
    ['an X DM', item('twitter', 'conversation'), 'message', 'reply'],
    ['a Facebook DM', item('facebook', 'message'), 'message', 'message'],
    ['a LinkedIn DM', item('linkedIn', 'message'), 'reply', 'comment'],
    ['a LinkedIn DM', item('linkedIn', 'message'), 'message', 'message'],
    ['an X post', item('twitter', 'post'), 'reply', 'comment'],
    ['a Facebook comment', item('facebook', 'comment'), 'reply', 'comment'],
  ])('labels answering %s (%s) "%s" (engage §5)', (_what, subject, action, label) => {
    expect(entry(itemToolbar(subject), action)).toMatchObject({ icon: label, label });
  });

  it('uses the network’s like icon', () => {
    expect(entry(itemToolbar(item('twitter', 'post')), 'like')?.icon).toBe('heart');
    expect(entry(itemToolbar(item('facebook', 'post')), 'like')?.icon).toBe('thumbUp');
  });

  it.each<[ToolbarAction, EngageItemOverrides, Partial<ToolbarEntry>, Partial<ToolbarEntry>]>([
    [
      'like',
      { meta: { reactions: [{ type: 'LIKE', selectedByUser: true }] } },
      { active: false, label: 'like' },
      { active: true, label: 'unlike' },
    ],
    [
      'hide',
      { engage: { hideStatus: { value: 'hidden' } } },
      { active: false, label: 'hide', icon: 'hide' },
      { active: true, label: 'unhide', icon: 'hide' },
    ],
    [
      'spam',
      { prediction: { spamStatus: { value: 'manuallySpam' } } },
      { active: false, label: 'spam' },
      { active: true, label: 'notSpam' },
    ],
    [
      'priority',
      { prediction: { userPriorityLevel: 1 } },
      { active: false, label: 'priority', icon: 'flag' },
      { active: true, label: 'notPriority', icon: 'flag' },
    ],
    [
      'markRead',
      { readBy: ['viewer'] },
      { active: false, label: 'markRead', icon: 'unread' },
      { active: true, label: 'markUnread', icon: 'read' },
    ],
    [
      'delete',
      {},
      { active: false, icon: 'trash', label: 'delete' },
      { active: false, icon: 'trash' },
    ],
    ['label', {}, { active: false, icon: 'tag', label: 'label' }, { icon: 'tag' }],
  ])('%s shows the item’s state', (action, on, off, active) => {
    const viewer = { id: 'viewer' };
    const base = { facebook: { canHide: true } };
    expect(entry(itemToolbar(item('facebook', 'comment', base), viewer), action)).toMatchObject(
      off,
    );
    expect(
      entry(itemToolbar(item('facebook', 'comment', { ...base, ...on }), viewer), action),
    ).toMatchObject(active);
  });

  it('shows an X repost as active once retweeted', () => {
    const retweeted = item('twitter', 'post', { twitter: { retweetedByMe: true } });
    expect(entry(itemToolbar(retweeted), 'repost')).toMatchObject({ active: true, icon: 'repost' });
    expect(entry(itemToolbar(item('twitter', 'post')), 'repost')?.active).toBe(false);
  });

  const anyItem = fc
    .record({
      network: fc.constantFrom(...NETWORK_VALUES, 'linkedin'),
      type: fc.constantFrom(...ItemType.values),
      networkStatus: fc.constantFrom(...NetworkStatus.values),
      canRespond: fc.boolean(),
      isOwn: fc.boolean(),
      canHide: fc.boolean(),
      canReplyPrivately: fc.boolean(),
      viewOnly: fc.boolean(),
    })
    .map((a) =>
      item(a.network, a.type, {
        engage: { networkStatus: a.networkStatus, canRespond: a.canRespond },
        sender: { id: 's', name: 'S', visibility: 'PUBLIC', isOwn: a.isOwn },
        facebook: { canHide: a.canHide, canReplyPrivately: a.canReplyPrivately },
        meta: a.viewOnly ? { userPermissions: ['view-only'] } : {},
      }),
    );
  const anyViewer = fc.option(fc.constantFrom<Viewer>({ id: 'viewer' }, VIEW_ONLY), {
    nil: undefined,
  });

  it('offers exactly what capabilitiesOf allows, in the fixed order', () => {
    fc.assert(
      fc.property(anyItem, anyViewer, (subject, viewer) => {
        const caps = capabilitiesOf(subject, viewer);
        const shown = actions(itemToolbar(subject, viewer));
        const expected = ORDER.filter((action) => {
          const needed = NEEDS[action];
          if (needed !== null) return caps[needed];
          return action === 'markRead' || !caps.viewOnly;
        });
        expect(shown).toEqual(expected);
      }),
    );
  });

  it('never offers a network action the rules forbid', () => {
    fc.assert(
      fc.property(anyItem, anyViewer, (subject, viewer) => {
        const caps = capabilitiesOf(subject, viewer);
        for (const { action } of itemToolbar(subject, viewer)) {
          const needed = NEEDS[action];
          if (needed !== null) expect(caps[needed]).toBe(true);
        }
      }),
    );
  });
});

describe('item state', () => {
  it.each<[string, EngageItemOverrides, boolean]>([
    [
      'a LIKE the viewer chose',
      { meta: { reactions: [{ type: 'LIKE', selectedByUser: true }] } },
      true,
    ],
    [
      'a LIKE by others',
      { meta: { reactions: [{ type: 'LIKE', selectedByUser: false, count: 3 }] } },
      false,
    ],
    [
      'another reaction the viewer chose',
      { meta: { reactions: [{ type: 'LOVE', selectedByUser: true }] } },
      false,
    ],
    ['an X favourite', { twitter: { favorited: true } }, true],
    ['nothing', {}, false],
  ])('isLiked: %s → %s', (_what, more, expected) => {
    expect(isLiked(makeEngageItem(more))).toBe(expected);
  });

  it.each([
    ['hidden', true],
    ['hiddenByAutomation', true],
    ['notHidden', false],
  ] as const)('isHidden: %s → %s', (value, expected) => {
    expect(isHidden(makeEngageItem({ engage: { hideStatus: { value } } }))).toBe(expected);
  });

  it('isHidden: false without a status', () => {
    expect(isHidden(makeEngageItem())).toBe(false);
  });

  it.each([
    ['manuallySpam', true],
    ['automatedSpam', true],
    ['notSpam', false],
  ] as const)('isSpam: %s → %s', (value, expected) => {
    expect(isSpam(makeEngageItem({ prediction: { spamStatus: { value } } }))).toBe(expected);
  });

  it('isSpam: false without a prediction', () => {
    expect(isSpam(makeEngageItem())).toBe(false);
  });

  it.each<[string, EngageItemOverrides, boolean]>([
    ['read by the viewer', { readBy: ['0f8fad5b-d9cb-469f-a165-70867728950e'] }, true],
    ['read status read (someone else read it)', { meta: { displayReadStatus: 'read' } }, true],
    [
      'read by someone else only, status unread',
      { readBy: ['other'], meta: { displayReadStatus: 'unread' } },
      false,
    ],
    ['status unread, read by nobody', { meta: { displayReadStatus: 'unread' } }, false],
    ['nothing known', {}, false],
  ])('isRead: %s → %s', (_what, more, expected) => {
    expect(isRead(makeEngageItem(more), '0f8fad5bd9cb469fa16570867728950e')).toBe(expected);
  });

  it.each<[string, EngageItemOverrides, boolean]>([
    ['an X retweet by the channel', { twitter: { retweetedByMe: true } }, true],
    ['a Threads repost by the channel', { threads: { repostedByMe: true } }, true],
    ['nothing', {}, false],
  ])('isReposted: %s → %s', (_what, more, expected) => {
    expect(isReposted(makeEngageItem(more))).toBe(expected);
  });
});

describe('isPrimaryAction', () => {
  it.each<[ToolbarAction, boolean]>([
    ['reply', true],
    ['message', true],
    ['assign', true],
    ['label', true],
    ['markRead', true],
    ['privateReply', false],
    ['edit', false],
    ['like', false],
    ['repost', false],
    ['quote', false],
    ['hide', false],
    ['delete', false],
    ['spam', false],
    ['priority', false],
    ['sentiment', false],
    ['forward', false],
    ['ticket', false],
    ['case', false],
  ])('%s is named in words: %s', (action, primary) => {
    expect(isPrimaryAction(action)).toBe(primary);
  });

  it('leaves a Facebook comment with its answer, assign, label and read named in words', () => {
    const entries = itemToolbar(
      makeEngageItem({ engage: { network: 'facebook', type: 'comment' } }),
    );
    expect(entries.filter((e) => isPrimaryAction(e.action)).map((e) => e.action)).toEqual([
      'reply',
      'assign',
      'label',
      'markRead',
    ]);
  });
});
