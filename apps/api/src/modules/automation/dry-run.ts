import {
  isProducedHere,
  isRuleSubject,
  messageInConversation,
  simulateRule,
} from '@smm/automation';
import type {
  AutomationRule,
  DryRunItem,
  DryRunResult,
  EngageItem,
  RuleDefinition,
} from '@smm/model';
import { CamelCasePlugin, sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How many matched items a dry run answers with (the newest). */
export const DRY_RUN_SHOWN = 50;

/** Items read from the database at a time. */
const BATCH = 5_000;

const DAY = 24 * 60 * 60 * 1000;

/** A row the dry run reads. */
interface DryRunRow {
  readonly id: string;
  readonly item: unknown;
  readonly createdAt: Date;
  readonly parentId: string | null;
  readonly listed: boolean;
  readonly type: string;
}

/** What a rule is tested against, and the direct message it stands for. */
interface Subject {
  readonly item: EngageItem;
  readonly messageId?: string;
}

/**
 * The rows as rules test them, in their order: an entry as it is, a direct message as its
 * conversation reads with it; what the product sent left out.
 */
async function subjectsOf(db: Db, orgId: string, rows: readonly DryRunRow[]): Promise<Subject[]> {
  const isMessage = (row: DryRunRow) =>
    !row.listed && row.type === 'message' && row.parentId !== null;
  // Conversations read in this batch are at hand; the others are read in one query.
  const conversations = new Map<string, EngageItem>(
    rows.flatMap((row) => (row.type === 'conversation' ? [[row.id, row.item as EngageItem]] : [])),
  );
  const parentIds = [
    ...new Set(
      rows.flatMap((row) =>
        isMessage(row) && !conversations.has(row.parentId ?? '') ? [row.parentId ?? ''] : [],
      ),
    ),
  ];
  for (let i = 0; i < parentIds.length; i += BATCH) {
    const found = await db
      .selectFrom('engageItems')
      .select(['id', 'item'])
      .where('orgId', '=', orgId)
      .where('id', 'in', parentIds.slice(i, i + BATCH))
      .execute();
    for (const row of found) conversations.set(row.id, row.item as EngageItem);
  }
  const subjects: Subject[] = [];
  for (const row of rows) {
    const item = row.item as EngageItem;
    if (isMessage(row)) {
      const conversation = conversations.get(row.parentId ?? '');
      if (conversation && !isProducedHere(item)) {
        subjects.push({ item: messageInConversation(conversation, item), messageId: row.id });
      }
    } else if (row.listed && isRuleSubject(item)) subjects.push({ item });
  }
  return subjects;
}

/** The first characters of an item's text, for the preview. */
const excerptOf = (item: EngageItem): string => {
  const text = (item.message ?? '').replace(/\s+/g, ' ').trim();
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
};

/**
 * What a rule's definition would do over the organisation's items of the last `days` days,
 * newest first — the ones rules run on: inbox entries, and direct messages as their conversation
 * reads with them now — as if it were active and alone, evaluated and planned by the same
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
  // The items' own keys are camelCase already: not walked again for every row.
  const flat = db
    .withoutPlugins()
    .withPlugin(new CamelCasePlugin({ maintainNestedObjectKeys: true }));
  for (;;) {
    const at: { createdAt: Date; id: string } | null = after;
    const channelIds = definition.channelIds ?? [];
    const page = (listed: boolean) =>
      flat
        .selectFrom('engageItems')
        .select(['id', 'item', 'createdAt', 'parentId', 'listed', 'type'])
        .where('orgId', '=', orgId)
        .where('listed', '=', listed)
        .$if(!listed, (qb) => qb.where('type', '=', 'message').where('parentId', 'is not', null))
        .$if(channelIds.length > 0, (qb) => qb.where('channelId', 'in', channelIds))
        .$if(at !== null, (qb) =>
          qb.where(
            sql<boolean>`(created_at, id) < (${at?.createdAt ?? null}, ${at?.id ?? null}::uuid)`,
          ),
        )
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc');
    // A batch of inbox entries, then the direct messages of the same stretch of time (two
    // queries that each read the index on (org, created_at) in order; one with both kinds
    // reads every row of the organisation instead).
    const entries: DryRunRow[] = await page(true)
      .where('createdAt', '>=', since)
      .limit(BATCH)
      .execute();
    const end = entries.length === BATCH ? entries.at(-1) : undefined;
    const messages: DryRunRow[] = await page(false)
      .$if(end === undefined, (qb) => qb.where('createdAt', '>=', since))
      .$if(end !== undefined, (qb) =>
        qb.where(
          sql<boolean>`(created_at, id) > (${end?.createdAt ?? null}, ${end?.id ?? null}::uuid)`,
        ),
      )
      .execute();
    const rows = [...entries, ...messages].sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
    const subjects = await subjectsOf(db, orgId, rows);
    const simulation = simulateRule(
      rule,
      subjects.map((subject) => subject.item),
      context,
    );
    scanned += simulation.scanned;
    matchedCount += simulation.matchedCount;
    for (const [type, count] of Object.entries(simulation.actionCounts)) {
      actionCounts[type] = (actionCounts[type] ?? 0) + count;
    }
    for (const matched of simulation.matched) {
      if (items.length >= DRY_RUN_SHOWN) break;
      const subject = subjects[matched.index];
      const item = subject?.item;
      items.push({
        itemId: matched.itemId,
        ...(subject?.messageId ? { messageId: subject.messageId } : {}),
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
              type: subject.messageId ? 'message' : item.engage.type,
              sender: item.sender?.name ?? '',
              excerpt: excerptOf(item),
              ...(item.meta.createdDate ? { createdAt: item.meta.createdDate } : {}),
            }
          : {}),
      });
    }
    if (end === undefined) break;
    after = { createdAt: end.createdAt, id: end.id };
  }
  return { days, scanned, matchedCount, actionCounts, items };
}
