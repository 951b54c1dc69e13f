import { activeRows, performanceRows, type AttributedItem } from '@smm/measure';
import type {
  ItemType,
  Network,
  TeamPerformanceBreakdown,
  TeamPerformanceCreatedAt,
  TeamPerformanceRows,
  TeamPerformanceSummary,
} from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MeasureRequest } from './measure.scope.js';
import { customerItems, firstResponseTotals, WAIT_SECONDS } from './measure.sql.js';

/** What a person does to close an item (engage events' actions). */
const CLOSING_ACTIONS = ['read', 'hide', 'spam'];

/** Team performance, summary: received, handled, answered and first-response times. */
export async function teamSummary(
  db: Db,
  request: MeasureRequest,
): Promise<TeamPerformanceSummary> {
  const totals = await firstResponseTotals(db, request.scope);
  return {
    received: totals.received,
    handled: totals.handled,
    answered: totals.answered,
    firstResponse: { count: totals.answered, median: totals.median, p90: totals.p90 },
  };
}

/**
 * The scope's items as team performance attributes them (decision 0086): who wrote the first
 * answer and how long it took, and who closed the item (their read, hide or spam is what left it
 * closed).
 */
async function attributedItems(db: Db, request: MeasureRequest): Promise<AttributedItem[]> {
  const result = await sql<{
    firstAnswerBy: string | null;
    wait: number | string | null;
    closedBy: string[] | null;
  }>`
    WITH received AS (${customerItems(request.scope)})
    SELECT r.first_answer_by,
      CASE WHEN r.first_answer IS NULL THEN NULL ELSE ${WAIT_SECONDS} END AS wait,
      CASE WHEN r.closed THEN (
        SELECT array_agg(DISTINCT e.moderator_id::text) FROM engage_events e
        WHERE e.item_id = r.id AND e.org_id = ${request.scope.orgId}
          AND e.moderator_source = 'user' AND e.moderator_id IS NOT NULL
          AND e.payload->>'action' = ANY(${CLOSING_ACTIONS}::text[])
      ) END AS closed_by
    FROM received r
  `.execute(db);
  return result.rows.map((row) => ({
    firstAnswerBy: row.firstAnswerBy,
    waitSeconds: row.wait === null ? null : Number(row.wait),
    closedBy: row.closedBy ?? [],
  }));
}

/**
 * Team performance by team (`all`): every team of the organisation (those the query names, when
 * it names some), by name, with the work of its members.
 */
export async function teamRows(db: Db, request: MeasureRequest): Promise<TeamPerformanceRows> {
  const wanted = request.teamIds && request.teamIds.length > 0 ? new Set(request.teamIds) : null;
  const teams = request.viewer.teams
    .filter((team) => wanted === null || wanted.has(team.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const items = await attributedItems(db, request);
  return {
    rows: performanceRows(
      items,
      teams.map((team) => ({ id: team.id, name: team.name, memberIds: team.userIds ?? [] })),
    ),
  };
}

/** Team performance by person (`users`): the people who handled anything, most first. */
export async function userRows(db: Db, request: MeasureRequest): Promise<TeamPerformanceRows> {
  const items = await attributedItems(db, request);
  const groups = request.viewer.users.map((user) => ({
    id: user.id,
    name: user.name,
    memberIds: [user.id],
  }));
  return { rows: activeRows(performanceRows(items, groups)) };
}

/** Team performance, breakdown: the scope's items by network and item type, most first. */
export async function teamBreakdown(
  db: Db,
  request: MeasureRequest,
): Promise<TeamPerformanceBreakdown> {
  const result = await sql<{ network: string; type: string; count: string }>`
    WITH received AS (${customerItems(request.scope)})
    SELECT network, type, count(*) AS count FROM received
    GROUP BY network, type ORDER BY count(*) DESC, network, type
  `.execute(db);
  return {
    rows: result.rows.map((row) => ({
      network: row.network as Network,
      type: row.type as ItemType,
      count: Number(row.count),
    })),
  };
}

/**
 * Team performance, createdAt: every day of the period in the query's time zone (days without
 * items too), with the items received that day, how many are handled, and their sentiment.
 */
export async function teamCreatedAt(
  db: Db,
  request: MeasureRequest,
): Promise<TeamPerformanceCreatedAt> {
  const { since, until } = request.scope;
  const zone = request.timeZone;
  const result = await sql<{
    day: string;
    received: string;
    handled: string;
    positive: string;
    neutral: string;
    negative: string;
    uncategorized: string;
  }>`
    WITH received AS (${customerItems(request.scope)}),
    days AS (
      SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series(
        (${since.toISOString()}::timestamptz AT TIME ZONE ${zone})::date,
        (${until.toISOString()}::timestamptz AT TIME ZONE ${zone})::date,
        interval '1 day'
      ) d
    ),
    counted AS (
      SELECT to_char(created_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day,
        count(*) AS received,
        count(*) FILTER (WHERE first_answer IS NOT NULL OR closed) AS handled,
        count(*) FILTER (WHERE sentiment = 'positive') AS positive,
        count(*) FILTER (WHERE sentiment = 'neutral') AS neutral,
        count(*) FILTER (WHERE sentiment = 'negative') AS negative,
        count(*) FILTER (WHERE sentiment NOT IN ('positive', 'neutral', 'negative')) AS uncategorized
      FROM received GROUP BY 1
    )
    SELECT days.day, coalesce(c.received, 0) AS received, coalesce(c.handled, 0) AS handled,
      coalesce(c.positive, 0) AS positive, coalesce(c.neutral, 0) AS neutral,
      coalesce(c.negative, 0) AS negative, coalesce(c.uncategorized, 0) AS uncategorized
    FROM days LEFT JOIN counted c ON c.day = days.day
    ORDER BY days.day
  `.execute(db);
  return {
    days: result.rows.map((row) => ({
      day: row.day,
      received: Number(row.received),
      handled: Number(row.handled),
      positive: Number(row.positive),
      neutral: Number(row.neutral),
      negative: Number(row.negative),
      uncategorized: Number(row.uncategorized),
    })),
  };
}
