import {
  cutText,
  type EngageItem,
  type HomeAudience,
  type HomeEngage,
  type HomeListen,
  type HomeMeasure,
  type Network,
} from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EngageViewer } from '../engage/engage.viewer.js';
import { matchingItems } from '../engage/items.store.js';
import { firstResponseTotals } from '../measure/measure.sql.js';
import { lastWeekVolumes } from '../listen/listen.queries.js';

/** How far back the measure and audience widgets look: the last 7 days. */
export const HOME_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

/** How many items the engage widget lists as waiting longest. */
export const HOME_WAITING_ITEMS = 5;

/** How long a waiting item's excerpt is. */
const EXCERPT_LENGTH = 140;

const NO_FILTERS = {};

/** The channels the viewer sees, as a SQL array of ids. */
const channelList = (viewer: EngageViewer) => sql`${[...viewer.channels.keys()]}::text[]`;

/** A customer's item: not written by the channel itself (our posts and answers). */
const byCustomer = (alias: string) =>
  sql<boolean>`coalesce(${sql.ref(`${alias}.item`)}->'sender'->>'isOwn', 'false') <> 'true'`;

async function count(query: ReturnType<typeof matchingItems>): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The engage widget (decision 0073), over the inbox entries of the channels the viewer sees as
 * the inbox's "All items" lists them: how many are unread and how many assigned to the viewer
 * (the inbox's quick filters), and the five whose customers wait longest for an answer.
 */
export async function engageSummary(db: Db, viewer: EngageViewer): Promise<HomeEngage> {
  const refine = (quick: { unread?: true; assignment?: 'me' }) => ({
    quick,
    responseTargetMinutes: null,
  });
  const [unread, assignedToMe, waiting] = await Promise.all([
    count(matchingItems(db, viewer, NO_FILTERS, refine({ unread: true }))),
    count(matchingItems(db, viewer, NO_FILTERS, refine({ assignment: 'me' }))),
    matchingItems(db, viewer, NO_FILTERS)
      .where('waitingAt', 'is not', null)
      .select(['id', 'channelId', 'network', 'waitingAt', 'item'])
      .orderBy('waitingAt', 'asc')
      .orderBy('id', 'asc')
      .limit(HOME_WAITING_ITEMS)
      .execute(),
  ]);
  return {
    unread,
    assignedToMe,
    waiting: waiting.map((row) => {
      const item = row.item as EngageItem;
      const text = (item.message ?? item.engage.latestCommentText ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      return {
        id: row.id,
        channelId: row.channelId,
        channelName: viewer.channels.get(row.channelId)?.name ?? row.channelId,
        network: row.network as Network,
        sender: item.sender?.name || item.sender?.handle || '',
        excerpt: cutText(text, EXCERPT_LENGTH),
        waitingSince: new Date(row.waitingAt as Date | string).toISOString(),
      };
    }),
  };
}

/** The period the measure and audience widgets look at: the 7 days up to `now`. */
function period(now: Date): { since: Date; until: Date } {
  return { since: new Date(now.getTime() - HOME_PERIOD_MS), until: now };
}

/**
 * The measure widget (decision 0073): the customers' inbox entries received on the channels the
 * viewer sees in the last 7 days, how many of them have an answer of ours (one the network did
 * not refuse), and the median time from an entry to our first answer, in whole seconds — by
 * Measure's one definition (`firstResponseTotals`, decision 0077).
 */
export async function measureSummary(
  db: Db,
  viewer: EngageViewer,
  now: Date,
): Promise<HomeMeasure> {
  const { since, until } = period(now);
  const totals = await firstResponseTotals(db, {
    orgId: viewer.caller.orgId,
    channelIds: [...viewer.channels.keys()],
    since,
    until,
  });
  return {
    since: since.toISOString(),
    until: until.toISOString(),
    received: totals.received,
    answered: totals.answered,
    medianFirstResponseSeconds: totals.median,
  };
}

/**
 * The audience widget (decision 0073): the people who wrote on the channels the viewer sees in
 * the last 7 days (distinct senders per network, messages of conversations included), and how
 * many of them had never written on those channels before.
 */
export async function audienceSummary(
  db: Db,
  viewer: EngageViewer,
  now: Date,
): Promise<HomeAudience> {
  const { since, until } = period(now);
  const channels = channelList(viewer);
  const orgId = viewer.caller.orgId;
  const result = await sql<{ people: string; newPeople: string }>`
    WITH recent AS (
      SELECT DISTINCT i.network, i.item->'sender'->>'id' AS sender
      FROM engage_items i
      WHERE i.org_id = ${orgId} AND i.channel_id = ANY(${channels})
        AND i.created_at >= ${since.toISOString()}::timestamptz
        AND i.created_at <= ${until.toISOString()}::timestamptz
        AND ${byCustomer('i')}
        AND i.item->'sender'->>'id' IS NOT NULL
    )
    SELECT count(*) AS people,
      count(*) FILTER (WHERE NOT EXISTS (
        SELECT 1 FROM engage_items e
        WHERE e.org_id = ${orgId} AND e.item->'sender'->>'id' = recent.sender
          AND e.network = recent.network AND e.channel_id = ANY(${channels})
          AND e.created_at < ${since.toISOString()}::timestamptz
      )) AS new_people
    FROM recent
  `.execute(db);
  const row = result.rows[0];
  return {
    since: since.toISOString(),
    until: until.toISOString(),
    people: Number(row?.people ?? 0),
    newPeople: Number(row?.newPeople ?? 0),
  };
}

/**
 * The listen widget (decisions 0073, 0088): the organisation's active listening queries, by
 * name, with how many posts each found in the last 7 days.
 */
export async function listenSummary(db: Db, orgId: string, now = new Date()): Promise<HomeListen> {
  return { queries: await lastWeekVolumes(db, orgId, now) };
}
