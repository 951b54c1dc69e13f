import { simulateRule } from '@smm/automation';
import type {
  AutomationRule,
  DryRunItem,
  DryRunResult,
  EngageItem,
  RuleDefinition,
} from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How many matched items a dry run answers with (the newest). */
export const DRY_RUN_SHOWN = 50;

/** Items read from the database at a time. */
const BATCH = 5_000;

const DAY = 24 * 60 * 60 * 1000;

/** The first characters of an item's text, for the preview. */
const excerptOf = (item: EngageItem): string => {
  const text = (item.message ?? '').replace(/\s+/g, ' ').trim();
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
};

/**
 * What a rule's definition would do over the organisation's inbox entries of the last `days`
 * days, newest first — as if it were active and alone, evaluated and planned by the same
 * `@smm/automation` functions the live run uses, so the plan for an item is what running the
 * rule does to it. Nothing is changed.
 */
export async function dryRun(
  db: Db,
  orgId: string,
  definition: RuleDefinition,
  days: number,
  now = new Date(),
): Promise<DryRunResult> {
  const rule: AutomationRule = {
    id: 'dry-run',
    name: definition.name,
    status: 'active',
    matchMode: definition.matchMode,
    authorKind: definition.authorKind ?? 'CUSTOMER',
    conditions: definition.conditions,
    actions: definition.actions,
    channelIds: definition.channelIds ?? [],
  };
  const since = new Date(now.getTime() - days * DAY);
  const context = { now: now.toISOString() };
  let scanned = 0;
  let matchedCount = 0;
  const actionCounts: Record<string, number> = {};
  const items: DryRunItem[] = [];
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const at: { createdAt: Date; id: string } | null = after;
    const rows: { id: string; item: unknown; createdAt: Date }[] = await db
      .selectFrom('engageItems')
      .select(['id', 'item', 'createdAt'])
      .where('orgId', '=', orgId)
      .where('listed', '=', true)
      .where('createdAt', '>=', since)
      .$if((definition.channelIds ?? []).length > 0, (qb) =>
        qb.where('channelId', 'in', definition.channelIds ?? []),
      )
      .$if(at !== null, (qb) =>
        qb.where(
          sql<boolean>`(created_at, id) < (${at?.createdAt ?? null}, ${at?.id ?? null}::uuid)`,
        ),
      )
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(BATCH)
      .execute();
    const batch = rows.map((row) => row.item as EngageItem);
    const simulation = simulateRule(rule, batch, context);
    scanned += simulation.scanned;
    matchedCount += simulation.matchedCount;
    for (const [type, count] of Object.entries(simulation.actionCounts)) {
      actionCounts[type] = (actionCounts[type] ?? 0) + count;
    }
    const byId = new Map(batch.map((item) => [item.id, item]));
    for (const matched of simulation.matched) {
      if (items.length >= DRY_RUN_SHOWN) break;
      const item = byId.get(matched.itemId);
      items.push({
        itemId: matched.itemId,
        conditions: matched.evaluation.conditions.map((result) => ({
          condition: result.condition,
          matched: result.matched,
        })),
        planned: matched.planned.map((planned) => planned.action),
        skipped: matched.skipped.map(({ action, reason }) => ({ action, reason })),
        ...(item
          ? {
              network: item.engage.network,
              channelId: item.channelId,
              type: item.engage.type,
              sender: item.sender?.name ?? '',
              excerpt: excerptOf(item),
              ...(item.meta.createdDate ? { createdAt: item.meta.createdDate } : {}),
            }
          : {}),
      });
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = { createdAt: last.createdAt, id: last.id };
  }
  return { days, scanned, matchedCount, actionCounts, items };
}
