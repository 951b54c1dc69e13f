import { decode, RuleRunAction, type RuleRunPage, type RuleRunQuery } from '@smm/model';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/errors.js';

const PAGE = 20;

const cursorOf = (run: { at: Date; itemId: string }) =>
  Buffer.from(`${run.at.toISOString()}|${run.itemId}`).toString('base64url');

function readCursor(cursor: string): { at: Date; itemId: string } {
  const [when, itemId] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(when ?? '');
  if (Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(itemId ?? '')) {
    throw badRequest('cursor: this page cursor is not one the run log gave; start again.');
  }
  return { at, itemId: itemId ?? '' };
}

/**
 * A page of a rule's run log: the items it matched, newest first, and what each action did. A
 * run on a direct message names the message and, as its item, the conversation it changed.
 */
export async function runLog(db: Db, ruleId: string, query: RuleRunQuery): Promise<RuleRunPage> {
  const limit = query.limit ?? PAGE;
  const cursor = query.cursor === undefined ? null : readCursor(query.cursor);
  const rows = await db
    .selectFrom('automationRuns as run')
    .leftJoin('engageItems as item', 'item.id', 'run.itemId')
    .select(['run.itemId', 'run.ruleId', 'run.at', 'run.actions', 'item.listed', 'item.parentId'])
    .where('run.ruleId', '=', ruleId)
    .where('run.matched', '=', true)
    .$if(cursor !== null, (qb) =>
      qb.where(
        sql<boolean>`(run.at, run.item_id) < (${cursor?.at ?? null}, ${cursor?.itemId ?? null}::uuid)`,
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
  return rows.length > limit && last ? { runs, next: cursorOf(last) } : { runs };
}
