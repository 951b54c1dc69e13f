import { BENCHMARK_LIMITS, type SavedQuery, type SavedQueryInput } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { requireBrandsInBody, usableBrands } from './manage.access.js';

const authorName = sql<string>`(SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = benchmark_queries.created_by)`;

const columns = ['id', 'name', 'brandIds', 'networks', 'period', 'createdBy', 'createdAt'] as const;

type Row = {
  id: string;
  name: string;
  brandIds: string[];
  networks: string[];
  period: string;
  createdBy: string;
  createdAt: Date;
  authorName: string;
};

const toQuery = (row: Row): SavedQuery =>
  ({
    id: row.id,
    name: row.name,
    brandIds: row.brandIds,
    networks: row.networks,
    period: row.period,
    createdBy: { id: row.createdBy, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
  }) as SavedQuery;

const select = (db: Db, caller: Caller) =>
  db
    .selectFrom('benchmarkQueries')
    .select(columns)
    .select(authorName.as('authorName'))
    .where('orgId', '=', caller.orgId);

/**
 * The organisation's saved queries the caller can use: those whose brands they all see (a query
 * naming a brand since deleted shows without it; one left with none is not shown), oldest first.
 */
export async function listQueries(db: Db, caller: Caller): Promise<SavedQuery[]> {
  const usable = await usableBrands(db, caller);
  const rows = await select(db, caller).orderBy('createdAt').orderBy('id').execute();
  return rows.flatMap((row) => {
    const brandIds = usable(row.brandIds);
    return brandIds === null ? [] : [toQuery({ ...row, brandIds })];
  });
}

/** One saved query of the caller's organisation whose brands they see; else 404. */
export async function readQuery(db: Db, caller: Caller, id: string): Promise<SavedQuery> {
  const [usable, row] = await Promise.all([
    usableBrands(db, caller),
    select(db, caller).where('id', '=', id).executeTakeFirst(),
  ]);
  const brandIds = row ? usable(row.brandIds) : null;
  if (!row || brandIds === null) throw notFound(`Saved query ${id}`);
  return toQuery({ ...row, brandIds });
}

/** Saves a query (at most `BENCHMARK_LIMITS.queries` per organisation: then 409). */
export async function createQuery(
  db: Db,
  caller: Caller,
  input: SavedQueryInput,
): Promise<SavedQuery> {
  await requireBrandsInBody(db, caller, input.brandIds);
  return db.transaction().execute(async (trx) => {
    // One writer at a time per organisation, so two saves cannot both pass the limit.
    await sql`SELECT pg_advisory_xact_lock(hashtext('benchmark_queries'), hashtext(${caller.orgId}))`.execute(
      trx,
    );
    const { count } = await trx
      .selectFrom('benchmarkQueries')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('orgId', '=', caller.orgId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= BENCHMARK_LIMITS.queries) {
      throw conflict(
        `Your organisation has ${BENCHMARK_LIMITS.queries} saved queries, the most it can keep. Delete one to save another.`,
      );
    }
    const row = await trx
      .insertInto('benchmarkQueries')
      .values({
        orgId: caller.orgId,
        name: input.name.trim(),
        brandIds: [...new Set(input.brandIds)],
        networks: [...new Set(input.networks ?? [])],
        period: input.period,
        createdBy: caller.userId,
      })
      .returning(columns)
      .returning(authorName.as('authorName'))
      .executeTakeFirstOrThrow();
    return toQuery(row);
  });
}

/** Who may change or delete a saved query: its author, administrators and team leaders. */
function requireOwner(caller: Caller, query: SavedQuery): void {
  if (query.createdBy.id !== caller.userId && !caller.isAdmin && !caller.isTeamLeader) {
    throw forbidden(
      'Only the person who saved this query, an administrator or a team leader can change it.',
    );
  }
}

/** Changes a saved query (its author, an administrator or a team leader). */
export async function updateQuery(
  db: Db,
  caller: Caller,
  id: string,
  input: SavedQueryInput,
): Promise<SavedQuery> {
  requireOwner(caller, await readQuery(db, caller, id));
  await requireBrandsInBody(db, caller, input.brandIds);
  const row = await db
    .updateTable('benchmarkQueries')
    .set({
      name: input.name.trim(),
      brandIds: [...new Set(input.brandIds)],
      networks: [...new Set(input.networks ?? [])],
      period: input.period,
    })
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .returning(columns)
    .returning(authorName.as('authorName'))
    .executeTakeFirst();
  if (!row) throw notFound(`Saved query ${id}`);
  return toQuery(row);
}

/** Deletes a saved query (its author, an administrator or a team leader). */
export async function deleteQuery(db: Db, caller: Caller, id: string): Promise<void> {
  requireOwner(caller, await readQuery(db, caller, id));
  await db
    .deleteFrom('benchmarkQueries')
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .execute();
}
