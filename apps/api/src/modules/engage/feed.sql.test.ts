import fc from 'fast-check';
import { feedConditions, matchesFeed, type MatchContext } from '@smm/feeds';
import {
  type EngageItem,
  type Feed,
  HiddenStatus,
  ItemType,
  NETWORK_VALUES,
  NetworkStatus,
  SpamStatus,
} from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { feedSql } from './feed.sql.js';
import { projectItem } from './item.projection.js';

const ME = '7d1f6a52-3c55-4a8e-9a0b-2f4b1c9e8d01';
const MY_TEAM = 'a0c2b7e4-1111-4e22-8c33-5d6e7f809102';
const OTHER = 'c9e8d7f6-2222-4b33-9d44-6e7f80910213';
const ctx: MatchContext = {
  user: { id: ME, uuid: ME },
  teamIds: [MY_TEAM],
  now: '2026-11-21T12:00:00Z',
};
const CHANNELS = ['facebook-demo', 'instagram-demo', 'twitter-demo'];
const LABELS = ['vip', 'bug', 'lead'];
const DATES = [
  '2026-11-01T00:00:00Z',
  '2026-11-10T08:30:00.123Z',
  '2026-11-20T23:59:59.999Z',
  '2026-12-24T00:00:00Z',
];
// An id in every spelling `sameId` accepts: with dashes, without, or someone else's.
const PEOPLE = [ME, ME.replaceAll('-', ''), MY_TEAM, MY_TEAM.replaceAll('-', ''), OTHER, ''];
const TEXTS = [
  'Refund please',
  'Crème BRÛLÉE',
  '返品したい',
  '🔥🔥',
  'ＲＥＦＵＮＤ now',
  'nothing',
  '',
];

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Any item the search may hold: every field a feed condition reads, in its edge cases. */
const anyItem: fc.Arbitrary<EngageItem> = fc
  .record({
    channelId: fc.constantFrom(...CHANNELS),
    network: fc.constantFrom(...NETWORK_VALUES, 'linkedin'),
    type: fc.constantFrom(...ItemType.values),
    networkStatus: fc.constantFrom(...NetworkStatus.values),
    message: maybe(
      fc.oneof(fc.constantFrom(...TEXTS), fc.string({ unit: 'grapheme', maxLength: 12 })),
    ),
    latestCommentText: maybe(fc.constantFrom(...TEXTS)),
    moderatorStatus: maybe(fc.constantFrom('open', 'closed', '')),
    labels: fc.subarray(LABELS),
    assigneeId: fc.option(fc.constantFrom(...PEOPLE), { nil: undefined }),
    assigneeNull: fc.boolean(),
    spam: maybe(fc.constantFrom(...SpamStatus.values)),
    hidden: maybe(fc.constantFrom(...HiddenStatus.values)),
    hasPrediction: fc.boolean(),
    sentiment: maybe(fc.constantFrom('POSITIVE' as const, 'NEGATIVE' as const)),
    userSentiment: fc.option(fc.constantFrom('POSITIVE' as const, 'NEGATIVE' as const), {
      nil: null,
    }),
    priority: maybe(fc.integer({ min: 0, max: 3 })),
    userPriority: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    detected: maybe(fc.constantFrom('en', 'DE', 'ja')),
    corrected: maybe(fc.constantFrom('de', 'En', '')),
    read: maybe(fc.constantFrom('read' as const, 'unread' as const, 'none' as const)),
    readBy: fc.subarray([ME, ME.replaceAll('-', ''), OTHER, 'automation']),
    created: fc.constantFrom(...DATES),
    latest: maybe(fc.constantFrom(...DATES)),
    openCases: maybe(fc.nat({ max: 2 })),
    dark: fc.boolean(),
    unpublished: maybe(fc.boolean()),
    noteCount: maybe(fc.nat({ max: 2 })),
    noteMentions: fc.subarray([ME, MY_TEAM.replaceAll('-', ''), OTHER]),
    own: fc.boolean(),
  })
  .map((a) =>
    makeEngageItem({
      channelId: a.channelId,
      engage: {
        network: a.network as EngageItem['engage']['network'],
        type: a.type,
        networkStatus: a.networkStatus,
        labels: a.labels,
        ...(a.assigneeId === undefined
          ? a.assigneeNull
            ? { assigneeId: null }
            : {}
          : { assigneeId: a.assigneeId }),
        ...(a.hidden === undefined ? {} : { hideStatus: { value: a.hidden } }),
        ...(a.moderatorStatus === undefined ? {} : { moderatorStatus: a.moderatorStatus }),
        ...(a.latestCommentText === undefined ? {} : { latestCommentText: a.latestCommentText }),
        ...(a.latest === undefined ? {} : { latestCommentDate: a.latest }),
        ...(a.dark ? { displayType: 'darkPost' } : {}),
      },
      message: a.message,
      sender: {
        id: a.own ? a.channelId : 'customer-1',
        name: a.own ? 'Demo Coffee' : 'Sam Sandbox',
        visibility: 'PUBLIC',
        isOwn: a.own,
      },
      meta: {
        createdDate: a.created,
        ...(a.read === undefined ? {} : { displayReadStatus: a.read }),
        ...(a.detected === undefined ? {} : { detectedLanguage: a.detected }),
        ...(a.corrected === undefined ? {} : { correctedLanguage: a.corrected }),
        ...(a.openCases === undefined ? {} : { openCaseCount: a.openCases }),
      },
      readBy: a.readBy,
      facebook: a.unpublished === undefined ? undefined : { unpublished: a.unpublished },
      notesData:
        a.noteCount === undefined
          ? undefined
          : {
              moreToFetch: false,
              noteCount: a.noteCount,
              notes: [{ mentionedUserIds: a.noteMentions, mentionedTeamIds: a.noteMentions }],
            },
      prediction: a.hasPrediction
        ? {
            ...(a.sentiment === undefined ? {} : { sentiment: a.sentiment }),
            userSentiment: a.userSentiment,
            ...(a.priority === undefined ? {} : { priorityLevel: a.priority }),
            userPriorityLevel: a.userPriority,
            ...(a.spam === undefined ? {} : { spamStatus: { value: a.spam } }),
          }
        : undefined,
    }),
  );

/** Any filter of a feed, each in the shapes users save. */
const anyFilter: fc.Arbitrary<Partial<Feed>> = fc.oneof(
  fc.record({
    networks: fc.subarray(['facebook', 'linkedIn', 'twitter', 'googlemybusiness'] as const),
  }),
  fc.record({ channels: fc.subarray(CHANNELS) }),
  fc.record({ types: fc.subarray(['post', 'comment', 'reply', 'message', 'review'] as const) }),
  fc.record({ states: fc.subarray(['PUBLISHED', 'DELETED', 'VANISHED'] as const) }),
  fc.record({
    keywords: fc.array(fc.constantFrom('refund', 'creme', 'BRULEE', '返品', '🔥', 'x', 'ＲＥ'), {
      maxLength: 3,
    }),
  }),
  fc.record({
    notKeywords: fc.array(fc.constantFrom('refund', 'nothing', '🔥'), { maxLength: 2 }),
  }),
  fc.record({ status: fc.constantFrom('open', 'closed', '') }),
  fc.record({
    sentiments: fc.subarray(['positive', 'neutral', 'negative', 'uncategorized'] as const),
  }),
  fc.record({ labels: fc.subarray(LABELS) }),
  fc.record({
    labelsFilter: fc.record({
      status: maybe(fc.constantFrom('labelled' as const, 'notLabelled' as const)),
      values: fc.subarray(LABELS),
    }),
  }),
  fc.record({ onlyPriority: fc.boolean() }),
  fc.record({ withoutUnpublished: fc.boolean() }),
  fc.record({ withOwnReplies: fc.boolean() }),
  fc.record({ languages: fc.subarray(['en', 'DE', 'ja', 'fr']) }),
  fc.record({ hasOpenCase: fc.boolean() }),
  fc.record({ spamStatus: fc.subarray([...SpamStatus.values]) }),
  fc.record({ hideStatus: fc.subarray([...HiddenStatus.values]) }),
  fc.record({
    assignFilter: fc.record({
      status: fc.subarray([
        'assignedToMe',
        'assignedToTeam',
        'assignedToOthers',
        'unassigned',
        'me',
        'my team',
        'others',
        'nobody',
        'hasNotesV2',
        'hasNoteMentioningMe',
        'hasNoteMentioningTeam',
      ] as const),
      values: fc.subarray([ME.replaceAll('-', ''), MY_TEAM, OTHER]),
    }),
  }),
  fc.record({
    readFilter: fc.record({
      status: maybe(
        fc.constantFrom(
          'readByMe' as const,
          'read' as const,
          'unread' as const,
          'automation' as const,
        ),
      ),
      values: fc.subarray([ME.replaceAll('-', ''), OTHER]),
    }),
  }),
  fc.record({
    dateFilter: fc.record({
      from: maybe(fc.constantFrom(...DATES)),
      to: maybe(fc.constantFrom(...DATES)),
    }),
  }),
  fc.record({ endDate: fc.constantFrom('2026-11-15T00:00:00Z', '2026-12-31T00:00:00Z') }),
) as fc.Arbitrary<Partial<Feed>>;

const anyFeed: fc.Arbitrary<Feed> = fc
  .array(anyFilter, { minLength: 0, maxLength: 3 })
  .map((filters) => Object.assign({ id: 'f', name: 'Feed' }, ...filters) as Feed);

let db: Db;
let url: URL;
let orgId: string;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  const org = await db
    .selectFrom('channels')
    .select('orgId')
    .where('id', '=', CHANNELS[0] as string)
    .executeTakeFirstOrThrow();
  orgId = org.orgId;
});

afterAll(async () => {
  await dropTestDatabase(db, url);
});

async function selectedBySql(feed: Feed): Promise<Set<string>> {
  const rows = await db
    .selectFrom('engageItems')
    .select('networkItemId')
    .where('orgId', '=', orgId)
    .where(feedSql(feedConditions(feed), ctx))
    .execute();
  return new Set(rows.map((row) => row.networkItemId));
}

describe('feeds compiled to SQL', () => {
  it('select exactly the items matchesFeed accepts, for random feeds and items', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyFeed,
        fc.array(anyItem, { minLength: 1, maxLength: 25 }),
        async (feed, items) => {
          await db.deleteFrom('engageItems').where('orgId', '=', orgId).execute();
          await db
            .insertInto('engageItems')
            .values(
              items.map((item, index) => ({
                orgId,
                channelId: item.channelId,
                networkItemId: String(index),
                ...projectItem(item),
              })),
            )
            .execute();
          const expected = new Set(
            items.flatMap((item, index) => (matchesFeed(feed, item, ctx) ? [String(index)] : [])),
          );
          expect(await selectedBySql(feed)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps parameters out of the SQL text (keywords are bound, not spliced)', () => {
    const compiled = feedSql(
      feedConditions({ id: 'f', name: 'F', keywords: ["o'reilly; DROP TABLE x"] }),
      ctx,
    ).compile(db);
    expect(compiled.sql).not.toContain('reilly');
    expect(compiled.parameters).toContain("o'reilly; drop table x");
  });

  it('matches nothing for an unreadable date and everything when own replies are asked for', async () => {
    expect(await selectedBySql({ id: 'f', name: 'F', dateFilter: { from: 'soon' } })).toEqual(
      new Set(),
    );
    const all = await db
      .selectFrom('engageItems')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('orgId', '=', orgId)
      .executeTakeFirstOrThrow();
    expect((await selectedBySql({ id: 'f', name: 'F', withOwnReplies: true })).size).toBe(all.n);
  });

  // Our own replies are rows only where a feed asks for them (decision 0055): SQL and memory agree.
  const us = {
    id: 'facebook-demo',
    name: 'Demo Coffee',
    visibility: 'PUBLIC',
    isOwn: true,
  } as const;
  const customer = { id: 'c1', name: 'Sam Sandbox', visibility: 'PUBLIC', isOwn: false } as const;
  const ROWS = [
    ['our-comment', us, 'comment'],
    ['our-reply', us, 'reply'],
    ['our-message', us, 'message'],
    ['our-post', us, 'post'],
    ['our-video', us, 'video'],
    ['our-conversation', us, 'conversation'],
    ['their-comment', customer, 'comment'],
    ['their-reply', customer, 'reply'],
    ['their-message', customer, 'message'],
  ] as const;
  it.each<[string, Partial<Feed>, readonly string[]]>([
    [
      'no filter leaves our replies out',
      {},
      [
        'our-post',
        'our-video',
        'our-conversation',
        'their-comment',
        'their-reply',
        'their-message',
      ],
    ],
    ['asking for them keeps every item', { withOwnReplies: true }, ROWS.map(([id]) => id)],
    [
      'comments only, our replies asked for',
      { withOwnReplies: true, types: ['comment'] },
      ['our-comment', 'their-comment'],
    ],
    ['comments only', { types: ['comment', 'reply'] }, ['their-comment', 'their-reply']],
  ])('%s', async (_, filters, expected) => {
    await db.deleteFrom('engageItems').where('orgId', '=', orgId).execute();
    const items = ROWS.map(([id, sender, type]) =>
      makeEngageItem({ id, channelId: 'facebook-demo', sender, engage: { type } }),
    );
    await db
      .insertInto('engageItems')
      .values(
        items.map((item) => ({
          orgId,
          channelId: item.channelId,
          networkItemId: item.id,
          ...projectItem(item),
        })),
      )
      .execute();
    const feed: Feed = { id: 'f', name: 'F', ...filters };
    const inMemory = items.filter((item) => matchesFeed(feed, item, ctx)).map((item) => item.id);
    expect(inMemory.sort()).toEqual([...expected].sort());
    expect([...(await selectedBySql(feed))].sort()).toEqual([...expected].sort());
  });
});
