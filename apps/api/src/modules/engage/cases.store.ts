import type { Moderator } from '@smm/engage-rules';
import type { Case } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { type EngageEvent, recordEvent } from './engage.events.js';
import type { EngageViewer } from './engage.viewer.js';
import { lockItems, writeItem } from './items.store.js';

/** A case as stored, with the items it was opened from. */
export interface CaseRow {
  readonly id: string;
  readonly number: number;
  readonly subject: string;
  readonly description: string;
  readonly status: string;
  readonly createdBy: string | null;
  readonly assigneeId: string | null;
  readonly assigneeIsTeam: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly itemIds: string[];
}

/** A case as the API answers it. */
export const toCase = (row: CaseRow): Case => ({
  id: row.id,
  number: row.number,
  subject: row.subject,
  description: row.description,
  status: row.status,
  conversationItemUuids: row.itemIds,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  ...(row.createdBy === null ? {} : { createdBy: row.createdBy }),
  ...(row.assigneeId === null
    ? {}
    : { assignee: { id: row.assigneeId, isTeam: row.assigneeIsTeam } }),
});

/** The cases of an organisation with their items: a query to narrow down. */
export function casesQuery(db: Db, orgId: string) {
  return db
    .selectFrom('cases')
    .select([
      'cases.id',
      'cases.number',
      'cases.subject',
      'cases.description',
      'cases.status',
      'cases.createdBy',
      'cases.assigneeId',
      'cases.assigneeIsTeam',
      'cases.createdAt',
      'cases.updatedAt',
      sql<
        string[]
      >`coalesce((SELECT array_agg(ci.item_id ORDER BY ci.item_id) FROM case_items ci WHERE ci.case_id = cases.id), '{}')`.as(
        'itemIds',
      ),
    ])
    .where('cases.orgId', '=', orgId);
}

/**
 * Which cases the viewer sees: administrators every case of the organisation; others the cases
 * they opened and those with an item on a channel they see (a case shows nothing of channels
 * the viewer may not see: its items are listed only as far as they are visible).
 */
export function visibleCase(viewer: EngageViewer, row: CaseRow, channelOf: Map<string, string>) {
  if (viewer.caller.isAdmin || row.createdBy === viewer.caller.userId) return true;
  return row.itemIds.some((id) => {
    const channel = channelOf.get(id);
    return channel !== undefined && viewer.channels.has(channel);
  });
}

/** The channels of items, by item id. */
export async function channelsOf(db: Db, itemIds: readonly string[]): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('engageItems')
    .select(['id', 'channelId'])
    .where('id', 'in', [...new Set(itemIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.channelId]));
}

/** A case of the viewer's organisation that the viewer sees; 404 otherwise. */
export async function caseFor(db: Db, viewer: EngageViewer, id: string): Promise<CaseRow> {
  const row = await casesQuery(db, viewer.caller.orgId)
    .where('cases.id', '=', id)
    .executeTakeFirst();
  if (!row || !visibleCase(viewer, row, await channelsOf(db, row.itemIds))) {
    throw notFound(`Case ${id}`);
  }
  return row;
}

/**
 * Brings the case summary of items up to date after their cases changed (in the caller's
 * transaction): how many open cases they are in (feeds filter on it) and the cases themselves.
 * The items are locked together first, in the global lock order (decision 0030).
 */
export async function refreshCases(
  trx: Db,
  orgId: string,
  itemIds: readonly string[],
  by: Moderator,
): Promise<EngageEvent[]> {
  const events: EngageEvent[] = [];
  for (const [itemId, { item }] of await lockItems(trx, itemIds)) {
    const cases = await trx
      .selectFrom('cases')
      .innerJoin('caseItems', 'caseItems.caseId', 'cases.id')
      .select(['cases.id', 'cases.number', 'cases.subject', 'cases.status'])
      .where('caseItems.itemId', '=', itemId)
      .orderBy('cases.number')
      .execute();
    await writeItem(trx, itemId, {
      ...item,
      engageCasesV2: cases.map((c) => ({ ...c })),
      meta: { ...item.meta, openCaseCount: cases.filter((c) => c.status === 'OPEN').length },
    });
    events.push(await recordEvent(trx, { orgId, itemId, action: 'case', by }));
  }
  return events;
}
