import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/** Whose items Measure counts and when: the organisation's customers' items on some channels. */
export interface MeasureScope {
  readonly orgId: string;
  readonly channelIds: readonly string[];
  readonly since: Date;
  readonly until: Date;
  /** Only items of these networks; all when absent. */
  readonly networks?: readonly string[];
}

/** Delivery states of an answer the network refused: it does not count as an answer. */
const REFUSED = ['MESSAGE_FAILED', 'DELIVERY_FAILED'];

/**
 * The customers' items of the scope (decision 0077) as a SQL query, one row each: `id`,
 * `network`, `type`, `sentiment`, `created_at`; `first_answer`, when our first answer the network
 * did not refuse was created (null without one), and `first_answer_by`, the person who wrote it
 * (null when automation did); `closed`, whether the organisation marked it read, hidden or spam.
 * Home's measure widget and Measure both count from it, so they agree.
 */
export function customerItems(scope: MeasureScope): RawBuilder<unknown> {
  const networks =
    scope.networks === undefined || scope.networks.length === 0
      ? sql``
      : sql`AND i.network = ANY(${[...scope.networks]}::text[])`;
  return sql`
    SELECT i.id, i.network, i.type, i.sentiment, i.created_at,
      answer.created_at AS first_answer, answer.author AS first_answer_by,
      (i.read_status = 'read' OR i.hide_status IN ('hidden', 'hiddenByAutomation')
        OR i.spam_status = 'manuallySpam') AS closed
    FROM engage_items i
    LEFT JOIN LATERAL (
      SELECT a.created_at,
        CASE WHEN a.item->'engage'->>'moderatorSource' = 'user'
          THEN a.item->'engage'->>'moderatorId' END AS author
      FROM engage_items a
      WHERE a.parent_id = i.id AND a.org_id = i.org_id
        AND a.item->'sender'->>'isOwn' = 'true'
        AND coalesce(a.item->'meta'->>'delivery', '') <> ALL(${REFUSED}::text[])
      ORDER BY a.created_at, a.id
      LIMIT 1
    ) answer ON true
    WHERE i.org_id = ${scope.orgId} AND i.listed
      AND i.channel_id = ANY(${[...scope.channelIds]}::text[])
      AND i.created_at >= ${scope.since.toISOString()}::timestamptz
      AND i.created_at <= ${scope.until.toISOString()}::timestamptz
      AND coalesce(i.item->'sender'->>'isOwn', 'false') <> 'true'
      ${networks}
  `;
}

/** Seconds from an item to its first answer (never negative), as SQL over `customerItems`. */
export const WAIT_SECONDS = sql`greatest(0, extract(epoch FROM first_answer - created_at))`;

/** Totals of the scope: received, answered, handled, and the first-response median and p90. */
export interface FirstResponseTotals {
  readonly received: number;
  readonly answered: number;
  readonly handled: number;
  /** Whole seconds; null without answers. */
  readonly median: number | null;
  readonly p90: number | null;
}

const seconds = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Math.round(Number(value));

/**
 * Received, answered and handled items of the scope and the median and 90th percentile of the
 * first-response times (`percentile_cont`, whole seconds): the one definition of Home's measure
 * widget and Measure's summary (decision 0077).
 */
export async function firstResponseTotals(
  db: Db,
  scope: MeasureScope,
): Promise<FirstResponseTotals> {
  const result = await sql<{
    received: string;
    answered: string;
    handled: string;
    median: number | null;
    p90: number | null;
  }>`
    WITH received AS (${customerItems(scope)})
    SELECT count(*) AS received, count(first_answer) AS answered,
      count(*) FILTER (WHERE first_answer IS NOT NULL OR closed) AS handled,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${WAIT_SECONDS})
        FILTER (WHERE first_answer IS NOT NULL) AS median,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY ${WAIT_SECONDS})
        FILTER (WHERE first_answer IS NOT NULL) AS p90
    FROM received
  `.execute(db);
  const row = result.rows[0];
  return {
    received: Number(row?.received ?? 0),
    answered: Number(row?.answered ?? 0),
    handled: Number(row?.handled ?? 0),
    median: seconds(row?.median),
    p90: seconds(row?.p90),
  };
}
