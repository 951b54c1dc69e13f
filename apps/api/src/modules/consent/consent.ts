import { type ConsentCategories, type ConsentRecord, withNecessary } from '@smm/model';
import type { Db } from '../../db/database.js';

/** A person's recorded cookie consent, or null when they have not decided (decision 0103). */
export async function consentOf(db: Db, userId: string): Promise<ConsentRecord | null> {
  const row = await db
    .selectFrom('userConsents')
    .select(['c0001', 'c0002', 'c0003', 'c0004', 'c0005', 'decidedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    categories: {
      C0001: row.c0001,
      C0002: row.c0002,
      C0003: row.c0003,
      C0004: row.c0004,
      C0005: row.c0005,
    },
    decidedAt: row.decidedAt.toISOString(),
  };
}

/**
 * Records a person's choice, replacing an earlier one; strictly necessary (C0001) is granted
 * whatever the choice said. Answers the record as stored.
 */
export async function recordConsent(
  db: Db,
  person: { readonly userId: string; readonly orgId: string },
  chosen: ConsentCategories,
): Promise<ConsentRecord> {
  const categories = withNecessary(chosen);
  const values = {
    c0001: true,
    c0002: categories.C0002,
    c0003: categories.C0003,
    c0004: categories.C0004,
    c0005: categories.C0005,
    decidedBy: person.userId,
  };
  const row = await db
    .insertInto('userConsents')
    .values({ userId: person.userId, orgId: person.orgId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, decidedAt: new Date() }))
    .returning('decidedAt')
    .executeTakeFirstOrThrow();
  return { categories, decidedAt: row.decidedAt.toISOString() };
}
