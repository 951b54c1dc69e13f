import fc from 'fast-check';
import {
  type EngageItem,
  type Feed,
  HiddenStatus,
  ItemType,
  NetworkStatus,
  SpamStatus,
  SupportedNetwork,
} from '@smm/model';
import { type EngageItemOverrides, makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { isOwnReply, type MatchContext, matchesFeed } from './index.js';

const ctx: MatchContext = {
  user: { id: 'me', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' },
  teamIds: ['team-care'],
  now: '2026-11-20T12:00:00.000Z',
};
const feedOf = (filters: Partial<Feed>): Feed => ({ id: 'f', name: 'Feed', ...filters });
const item = (overrides: EngageItemOverrides = {}) => makeEngageItem(overrides);
const matches = (filters: object, overrides: EngageItemOverrides = {}) =>
  matchesFeed(feedOf(filters as Partial<Feed>), item(overrides), ctx);

describe('matchesFeed: one table per filter field (engage §3)', () => {
  it.each([
    [{ networks: ['facebook'] }, {}, true],
    [{ networks: ['instagram', 'twitter'] }, {}, false],
    [{ networks: ['linkedIn'] }, { engage: { network: 'linkedin' as 'linkedIn' } }, true],
    [{ networks: [] }, {}, true],
  ] as const)('networks %j', (filters, overrides, expected) => {
    expect(matches(filters, overrides)).toBe(expected);
  });

  it.each([
    [{ channels: ['facebook-channel-1'] }, true],
    [{ channels: ['other'] }, false],
  ])('channels %j → %s', (filters, expected) => {
    expect(matches(filters)).toBe(expected);
  });

  it.each([
    ['comment', 'comment', true],
    ['reply', 'reply', true],
    ['message', 'message', true],
    ['message', 'conversation', true],
    ['message', 'messagethread', true],
    ['post', 'video', true],
    ['post', 'mention', true],
    ['review', 'review', true],
    ['post', 'comment', false],
  ] as const)('types [%s] with a %s → %s', (type, itemType, expected) => {
    expect(matches({ types: [type] }, { engage: { type: itemType } })).toBe(expected);
  });

  it.each([
    [['PUBLISHED'], 'published', true],
    [['DELETED'], 'deleted', true],
    [['VANISHED'], 'vanished', true],
    [['PUBLISHED'], 'vanished', false],
  ] as const)('states %j with %s → %s', (states, networkStatus, expected) => {
    expect(matches({ states: [...states] }, { engage: { networkStatus } })).toBe(expected);
  });

  it.each([
    [['refund'], 'I want a REFUND', true],
    [['crème brûlée'], 'Creme Brulee was cold', true],
    [['café'], 'CAFE', true],
    [['返品'], '商品を返品したいです', true],
    [['🔥'], 'this is 🔥🔥', true],
    [['ＡＢＣ'], 'abc', true],
    [['refund', 'return'], 'please return it', true],
    [['refund'], 'thanks!', false],
    [[' ', ''], 'anything', true],
  ])('keywords %j in %j → %s', (keywords, message, expected) => {
    expect(matches({ keywords }, { message })).toBe(expected);
  });

  it('looks for keywords in the latest comment too', () => {
    expect(
      matches(
        { keywords: ['delivery'] },
        { message: 'Post', engage: { latestCommentText: 'Delivery late' } },
      ),
    ).toBe(true);
  });

  it.each([
    [['spam'], 'Great SPAM offer', false],
    [['Ünsinn'], 'das ist unsinn', false],
    [['spam'], 'hello', true],
  ])('notKeywords %j in %j → %s', (notKeywords, message, expected) => {
    expect(matches({ notKeywords }, { message })).toBe(expected);
  });

  it('status matches the moderator status', () => {
    expect(matches({ status: 'open' }, { engage: { moderatorStatus: 'open' } })).toBe(true);
    expect(matches({ status: 'open' }, { engage: { moderatorStatus: 'done' } })).toBe(false);
    expect(matches({ status: 'open' })).toBe(false);
  });

  it.each([
    [['positive'], { sentiment: 'POSITIVE' }, true],
    [['negative'], { sentiment: 'NEGATIVE' }, true],
    [['negative'], { sentiment: 'NEGATIVE', userSentiment: 'POSITIVE' }, false],
    [['neutral'], {}, true],
    [['uncategorized'], undefined, true],
    [['positive'], undefined, false],
  ] as const)('sentiments %j with prediction %j → %s', (sentiments, prediction, expected) => {
    expect(matches({ sentiments: [...sentiments] }, { prediction })).toBe(expected);
  });

  it.each([
    [{ labels: ['vip'] }, ['vip', 'x'], true],
    [{ labels: ['vip'] }, [], false],
    [{ labelsFilter: { status: 'labelled', values: [] } }, ['x'], true],
    [{ labelsFilter: { status: 'labelled', values: [] } }, [], false],
    [{ labelsFilter: { status: 'labelled', values: ['vip'] } }, ['x'], false],
    [{ labelsFilter: { status: 'notLabelled', values: [] } }, [], true],
    [{ labelsFilter: { status: 'notLabelled', values: [] } }, ['x'], false],
    [{ labelsFilter: { status: 'notLabelled', values: ['vip'] } }, ['x'], true],
    [{ labelsFilter: { status: 'notLabelled', values: ['vip'] } }, ['vip'], false],
    [{ labelsFilter: { values: ['vip'] } }, ['vip'], true],
  ] as const)('labels %j with %j → %s', (filters, labels, expected) => {
    expect(matches(filters, { engage: { labels: [...labels] } })).toBe(expected);
  });

  it.each([
    [{ priorityLevel: 2 }, true],
    [{ priorityLevel: 0 }, false],
    [{ priorityLevel: 2, userPriorityLevel: 0 }, false],
    [{ userPriorityLevel: 1 }, true],
    [undefined, false],
  ])('onlyPriority with %j → %s', (prediction, expected) => {
    expect(matches({ onlyPriority: true }, { prediction })).toBe(expected);
    expect(matches({ onlyPriority: false }, { prediction })).toBe(true);
  });

  it('withoutUnpublished drops unpublished (dark) posts', () => {
    expect(matches({ withoutUnpublished: true }, { facebook: { unpublished: true } })).toBe(false);
    expect(matches({ withoutUnpublished: true }, { engage: { displayType: 'darkPost' } })).toBe(
      false,
    );
    expect(matches({ withoutUnpublished: true })).toBe(true);
  });

  it.each([
    [['de'], { detectedLanguage: 'de' }, true],
    [['DE'], { detectedLanguage: 'de' }, true],
    [['en'], { detectedLanguage: 'de', correctedLanguage: 'en' }, true],
    [['en'], { detectedLanguage: 'de' }, false],
    [['ja'], {}, false],
  ])('languages %j with %j → %s', (languages, meta, expected) => {
    expect(matches({ languages }, { meta })).toBe(expected);
  });

  it.each([
    [true, 1, true],
    [true, 0, false],
    [false, 0, true],
    [false, 2, false],
  ])('hasOpenCase %s with %i open cases → %s', (hasOpenCase, openCaseCount, expected) => {
    expect(matches({ hasOpenCase }, { meta: { openCaseCount } })).toBe(expected);
  });

  it.each([
    [['manuallySpam'], 'manuallySpam', true],
    [['notSpam'], undefined, true],
    [['automatedSpam'], 'manuallySpam', false],
  ] as const)('spamStatus %j with %s → %s', (spamStatus, value, expected) => {
    const prediction = value === undefined ? undefined : { spamStatus: { value } };
    expect(matches({ spamStatus: [...spamStatus] }, { prediction })).toBe(expected);
  });

  it.each([
    [['hidden'], 'hidden', true],
    [['notHidden'], undefined, true],
    [['hiddenByAutomation'], 'hidden', false],
  ] as const)('hideStatus %j with %s → %s', (hideStatus, value, expected) => {
    const engage = value === undefined ? {} : { hideStatus: { value } };
    expect(matches({ hideStatus: [...hideStatus] }, { engage })).toBe(expected);
  });

  it.each([
    ['assignedToMe', 'me', true],
    ['assignedToMe', '0f8fad5bd9cb469fa16570867728950e', true],
    ['me', 'me', true],
    ['assignedToMe', 'someone', false],
    ['assignedToTeam', 'team-care', true],
    ['my team', 'team-care', true],
    ['assignedToTeam', 'team-sales', false],
    ['assignedToOthers', 'someone', true],
    ['others', 'team-sales', true],
    ['assignedToOthers', 'me', false],
    ['assignedToOthers', 'team-care', false],
    ['unassigned', undefined, true],
    ['nobody', null, true],
    ['unassigned', 'me', false],
  ] as const)('assignFilter [%s] with assignee %s → %s', (state, assigneeId, expected) => {
    const engage = assigneeId === undefined ? {} : { assigneeId };
    expect(
      matches({ assignFilter: { status: [state as 'assignedToMe'], values: [] } }, { engage }),
    ).toBe(expected);
  });

  it('assignFilter states are alternatives, values narrow to assignees', () => {
    const filter = {
      assignFilter: { status: ['assignedToMe', 'unassigned'] as const, values: [] },
    };
    expect(matches(filter, {})).toBe(true);
    expect(matches(filter, { engage: { assigneeId: 'me' } })).toBe(true);
    expect(matches(filter, { engage: { assigneeId: 'x' } })).toBe(false);
    expect(matches({ assignFilter: { values: ['x'] } }, { engage: { assigneeId: 'x' } })).toBe(
      true,
    );
    expect(matches({ assignFilter: { values: ['x'] } }, { engage: { assigneeId: 'y' } })).toBe(
      false,
    );
  });

  it('assignFilter note states read the notes', () => {
    const notesData = (notes: Record<string, unknown>[]) => ({
      moreToFetch: false,
      noteCount: notes.length,
      notes,
    });
    expect(
      matches(
        { assignFilter: { status: ['hasNotesV2'], values: [] } },
        { notesData: notesData([{}]) },
      ),
    ).toBe(true);
    expect(matches({ assignFilter: { status: ['hasNotesV2'], values: [] } })).toBe(false);
    expect(
      matches(
        { assignFilter: { status: ['hasNoteMentioningMe'], values: [] } },
        { notesData: notesData([{ mentionedUserIds: ['me'] }]) },
      ),
    ).toBe(true);
    expect(
      matches(
        { assignFilter: { status: ['hasNoteMentioningTeam'], values: [] } },
        { notesData: notesData([{ mentionedTeamIds: ['team-care'] }]) },
      ),
    ).toBe(true);
    expect(
      matches(
        { assignFilter: { status: ['hasNoteMentioningMe'], values: [] } },
        { notesData: notesData([{ mentionedUserIds: ['x'] }]) },
      ),
    ).toBe(false);
  });

  it.each([
    ['readByMe', { readBy: ['me'] }, true],
    ['readByMe', { readBy: ['x'] }, false],
    ['read', { meta: { displayReadStatus: 'read' } }, true],
    ['unread', { meta: { displayReadStatus: 'unread' } }, true],
    ['unread', { meta: { displayReadStatus: 'read' } }, false],
    ['automation', { readBy: ['automation'], meta: { displayReadStatus: 'read' } }, true],
    ['automation', { readBy: ['me'], meta: { displayReadStatus: 'read' } }, false],
  ] as const)('readFilter %s with %j → %s', (status, overrides, expected) => {
    const { meta, readBy } = overrides as {
      meta?: { displayReadStatus: 'read' | 'unread' };
      readBy?: string[];
    };
    expect(
      matches(
        { readFilter: { status } },
        { ...(readBy ? { readBy } : {}), ...(meta ? { meta: { ...meta } } : {}) },
      ),
    ).toBe(expected);
  });

  it.each([
    [{ from: '2026-11-20T00:00:00Z', to: null }, true],
    [{ from: '2026-11-21T00:00:00Z' }, false],
    [{ to: '2026-11-20T09:30:00.000Z' }, true],
    [{ to: '2026-11-19T00:00:00Z' }, false],
    [{}, true],
  ])('dateFilter %j → %s', (dateFilter, expected) => {
    expect(matches({ dateFilter })).toBe(expected);
  });

  it('a feed with an end date stops collecting after it', () => {
    expect(matches({ endDate: '2026-12-01T00:00:00Z' })).toBe(true);
    expect(matches({ endDate: '2026-11-01T00:00:00Z' })).toBe(false);
  });

  const us = {
    id: 'facebook-channel-1',
    name: 'Demo Coffee',
    visibility: 'PUBLIC',
    isOwn: true,
  } as const;
  const customer = { id: 'c1', name: 'Sam Sandbox', visibility: 'PUBLIC', isOwn: false } as const;
  // Our own replies are rows only where a feed asks for them (decision 0055).
  it.each([
    ['our comment', us, 'comment', {}, false],
    ['our reply', us, 'reply', {}, false],
    ['our direct message', us, 'message', {}, false],
    ['our comment, own replies asked for', us, 'comment', { withOwnReplies: true }, true],
    ['our reply, own replies switched off', us, 'reply', { withOwnReplies: false }, false],
    ['our post', us, 'post', {}, true],
    ['our video', us, 'video', {}, true],
    ['our conversation', us, 'conversation', {}, true],
    ['a customer comment', customer, 'comment', {}, true],
    [
      'a customer comment, own replies asked for',
      customer,
      'comment',
      { withOwnReplies: true },
      true,
    ],
    ['a customer message', customer, 'message', {}, true],
  ] as const)('%s → %s', (_, sender, type, filters, expected) => {
    expect(matches(filters, { sender, engage: { type } })).toBe(expected);
  });

  it('needs every set filter to hold', () => {
    const feed = {
      networks: ['facebook'],
      keywords: ['order'],
      sentiments: ['negative'],
    } as Partial<Feed>;
    expect(matches(feed, { prediction: { sentiment: 'NEGATIVE' } })).toBe(true);
    expect(matches(feed, { prediction: { sentiment: 'POSITIVE' } })).toBe(false);
  });
});

const anyItem: fc.Arbitrary<EngageItem> = fc
  .record({
    network: fc.constantFrom(...SupportedNetwork.values),
    type: fc.constantFrom(...ItemType.values),
    networkStatus: fc.constantFrom(...NetworkStatus.values),
    message: fc.oneof(
      fc.string(),
      fc.constantFrom('Refund please', 'Crème brûlée', '返品したい', '🔥 great'),
    ),
    labels: fc.subarray(['vip', 'bug', 'lead']),
    assigneeId: fc.option(fc.constantFrom('me', 'team-care', 'x'), { nil: undefined }),
    spam: fc.option(fc.constantFrom(...SpamStatus.values), { nil: undefined }),
    hidden: fc.option(fc.constantFrom(...HiddenStatus.values), { nil: undefined }),
    sentiment: fc.option(
      fc.constantFrom('POSITIVE', 'NEGATIVE') as fc.Arbitrary<'POSITIVE' | 'NEGATIVE'>,
      { nil: undefined },
    ),
    priority: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    language: fc.option(fc.constantFrom('en', 'de', 'ja'), { nil: undefined }),
    read: fc.constantFrom('read', 'unread', 'none') as fc.Arbitrary<'read' | 'unread' | 'none'>,
    own: fc.boolean(),
    created: fc.constantFrom(
      '2026-11-01T00:00:00Z',
      '2026-11-20T09:00:00Z',
      '2026-11-25T00:00:00Z',
    ),
  })
  .map((a) =>
    makeEngageItem({
      engage: {
        network: a.network,
        type: a.type,
        networkStatus: a.networkStatus,
        labels: a.labels,
        ...(a.assigneeId === undefined ? {} : { assigneeId: a.assigneeId }),
        ...(a.hidden === undefined ? {} : { hideStatus: { value: a.hidden } }),
      },
      message: a.message,
      sender: {
        id: a.own ? 'facebook-channel-1' : 'c1',
        name: 'S',
        visibility: 'PUBLIC',
        isOwn: a.own,
      },
      meta: {
        createdDate: a.created,
        displayReadStatus: a.read,
        ...(a.language === undefined ? {} : { detectedLanguage: a.language }),
      },
      prediction: {
        ...(a.sentiment === undefined ? {} : { sentiment: a.sentiment }),
        ...(a.priority === undefined ? {} : { priorityLevel: a.priority }),
        ...(a.spam === undefined ? {} : { spamStatus: { value: a.spam } }),
      },
    }),
  );

const anyFilter = fc.oneof(
  fc.record({ networks: fc.subarray([...SupportedNetwork.values]) }),
  fc.record({ types: fc.subarray(['post', 'comment', 'reply', 'message', 'review'] as const) }),
  fc.record({
    keywords: fc.array(fc.constantFrom('refund', 'creme', '返品', '🔥', 'x'), { maxLength: 3 }),
  }),
  fc.record({ notKeywords: fc.array(fc.constantFrom('refund', 'great'), { maxLength: 2 }) }),
  fc.record({ labels: fc.subarray(['vip', 'bug']) }),
  fc.record({
    sentiments: fc.subarray(['positive', 'neutral', 'negative', 'uncategorized'] as const),
  }),
  fc.record({ onlyPriority: fc.boolean() }),
  fc.record({ spamStatus: fc.subarray([...SpamStatus.values]) }),
  fc.record({ hideStatus: fc.subarray([...HiddenStatus.values]) }),
  fc.record({ languages: fc.subarray(['en', 'de', 'ja']) }),
  fc.record({
    assignFilter: fc.record({
      status: fc.subarray([
        'assignedToMe',
        'assignedToTeam',
        'assignedToOthers',
        'unassigned',
      ] as const),
      values: fc.constant([]),
    }),
  }),
  fc.record({
    readFilter: fc.record({
      status: fc.constantFrom('read', 'unread') as fc.Arbitrary<'read' | 'unread'>,
    }),
  }),
  fc.record({ dateFilter: fc.record({ from: fc.constant('2026-11-10T00:00:00Z') }) }),
) as fc.Arbitrary<Partial<Feed>>;

describe('matchesFeed invariants', () => {
  it('a feed with no filters accepts every item but our own replies', () => {
    fc.assert(
      fc.property(anyItem, (subject) => {
        expect(matchesFeed(feedOf({}), subject, ctx)).toBe(!isOwnReply(subject));
        expect(matchesFeed(feedOf({ withOwnReplies: true }), subject, ctx)).toBe(true);
      }),
    );
  });

  it('asking for own replies adds exactly our own replies to any feed', () => {
    fc.assert(
      fc.property(anyFilter, fc.array(anyItem, { maxLength: 20 }), (filters, items) => {
        const without = feedOf(filters);
        const withOwn = feedOf({ ...filters, withOwnReplies: true });
        for (const subject of items) {
          const kept = matchesFeed(withOwn, subject, ctx);
          expect(matchesFeed(without, subject, ctx)).toBe(kept && !isOwnReply(subject));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('adding a filter never widens the result', () => {
    fc.assert(
      fc.property(
        anyFilter,
        anyFilter,
        fc.array(anyItem, { maxLength: 20 }),
        (first, second, items) => {
          // Adding: the extra filter is on a field the feed does not filter yet.
          fc.pre(Object.keys(first).every((key) => !(key in second)));
          const narrow = feedOf({ ...second, ...first });
          const wide = feedOf(second);
          for (const subject of items) {
            if (matchesFeed(narrow, subject, ctx))
              expect(matchesFeed(wide, subject, ctx)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
