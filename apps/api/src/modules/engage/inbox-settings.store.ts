import { MarkReadOnOpen } from '@smm/model';
import type { Db } from '../../db/database.js';

/** The organisation's response-time target in minutes; null: none (decision 0057). */
export async function responseTargetOf(db: Db, orgId: string): Promise<number | null> {
  const row = await db
    .selectFrom('organisations')
    .select('responseTargetMinutes')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.responseTargetMinutes ?? null;
}

/** When opening an item marks it read for this person (decision 0057). */
export async function markReadOnOpenOf(db: Db, userId: string): Promise<MarkReadOnOpen> {
  const row = await db
    .selectFrom('users')
    .select('markReadOnOpen')
    .where('id', '=', userId)
    .executeTakeFirst();
  const value = row?.markReadOnOpen;
  return MarkReadOnOpen.is(value) ? value : 'immediately';
}
