import type { TeamPerformanceRow } from '@smm/model';
import { responseTimes } from './percentile.rules.js';

/** One customer's item as team performance attributes it (decision 0086). */
export interface AttributedItem {
  /** Who wrote our first answer the network did not refuse; null when no person did. */
  readonly firstAnswerBy: string | null;
  /** Seconds from the item to that answer; null without an answer. */
  readonly waitSeconds: number | null;
  /** The people who closed the item by marking it read, hidden or spam. */
  readonly closedBy: readonly string[];
}

/** A team, or one person, to whom items are attributed: the people whose work counts. */
export interface PerformanceGroup {
  readonly id: string;
  readonly name: string;
  readonly memberIds: readonly string[];
}

/**
 * Team performance of each group (decision 0086): `replies`, the items whose first answer a
 * member wrote; `firstResponse`, those items' first-response times; `handled`, the items a
 * member answered first or closed (marked read, hidden or spam) — each item once per group.
 * Rows keep the groups' order.
 *
 * @example
 * performanceRows([{ firstAnswerBy: 'u1', waitSeconds: 60, closedBy: [] }], [{ id: 't', name: 'Care', memberIds: ['u1'] }])
 * // [{ id: 't', name: 'Care', handled: 1, replies: 1, firstResponse: { count: 1, median: 60, p90: 60 } }]
 */
export function performanceRows(
  items: readonly AttributedItem[],
  groups: readonly PerformanceGroup[],
): TeamPerformanceRow[] {
  return groups.map((group) => {
    const members = new Set(group.memberIds);
    const waits: number[] = [];
    let handled = 0;
    for (const item of items) {
      const answered =
        item.firstAnswerBy !== null && item.waitSeconds !== null && members.has(item.firstAnswerBy);
      if (answered) waits.push(item.waitSeconds as number);
      if (answered || item.closedBy.some((id) => members.has(id))) handled += 1;
    }
    return {
      id: group.id,
      name: group.name,
      handled,
      replies: waits.length,
      firstResponse: responseTimes(waits),
    };
  });
}

/**
 * The rows of the people who did anything (handled at least one item), most handled first, then
 * by name.
 */
export function activeRows(rows: readonly TeamPerformanceRow[]): TeamPerformanceRow[] {
  return rows
    .filter((row) => row.handled > 0)
    .sort((a, b) => b.handled - a.handled || a.name.localeCompare(b.name, 'en'));
}
