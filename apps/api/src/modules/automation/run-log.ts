import { decode, RuleRunAction, type RuleRunPage, type RuleRunQuery } from '@smm/model';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { readTimeCursor, writeTimeCursor } from '../../http/time-cursor.js';

const PAGE = 20;

/**
 * A page of a rule's run log: the items it matched, newest first, and what each action did. A
 * run on a direct message names the message and, as its item, the conversation it changed.
 */
export async function runLog(db: Db, ruleId: string, query: RuleRunQuery): Promise<RuleRunPage> {
  const limit = query.limit ?? PAGE;
  const cursor =
    query.cursor === undefined ? null : readTimeCursor(query.cursor, 'cursor', 'the run log');
  const rows = await db
    .selectFrom('automationRuns as run')
    .leftJoin('engageItems as item', 'item.id', 'run.itemId')
    .select(['run.itemId', 'run.ruleId', 'run.at', 'run.actions', 'item.listed', 'item.parentId'])
    .where('run.ruleId', '=', ruleId)
    .where('run.matched', '=', true)
    .$if(cursor !== null, (qb) =>
      qb.where(
        sql<boolean>`(run.at, run.item_id) < (${cursor?.at ?? null}, ${cursor?.id ?? null}::uuid)`,
      ),
    )
    .orderBy('run.at', 'desc')
    .orderBy('run.itemId', 'desc')
    .limit(limit + 1)
    .execute();
  const runs = rows.slice(0, limit).map((row) => ({
    ...(row.listed === false && row.parentId !== null
      ? { itemId: row.parentId, messageId: row.itemId }
      : { itemId: row.itemId }),
    ruleId: row.ruleId,
    at: row.at.toISOString(),
    actions: E.getOrElse((): RuleRunAction[] => [])(decode(t.array(RuleRunAction), row.actions)),
  }));
  const last = rows[limit - 1];
  return rows.length > limit && last
    ? { runs, next: writeTimeCursor({ at: last.at, id: last.itemId }) }
    : { runs };
}
