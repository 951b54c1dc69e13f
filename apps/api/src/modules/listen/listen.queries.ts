import { bucketFor, matchesQuery, volume, type ListeningPost, type QueryTerms } from '@smm/listen';
import {
  LISTEN_LIMITS,
  type ListeningQuery,
  type ListeningQueryInput,
  type ListeningQueryVolume,
  type ListeningRange,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../http/errors.js';
import { corpusPosts } from '../../networks/sandbox.listening-spikes.js';

const COLUMNS = [
  'id',
  'name',
  'keywords',
  'excludedKeywords',
  'networks',
  'languages',
  'active',
  'createdAt',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = Omit<ListeningQuery, 'createdAt'> & { createdAt: Date };
const wire = (row: Row): ListeningQuery => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The organisation's listening queries, by name. */
export async function listQueries(db: Db, orgId: string): Promise<ListeningQuery[]> {
  const rows = await db
    .selectFrom('listeningQueries')
    .select(COLUMNS)
    .where('orgId', '=', orgId)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
  return rows.map(wire);
}

/** One listening query of the organisation; 404 for another organisation's or none. */
export async function readQuery(db: Db, orgId: string, id: string): Promise<ListeningQuery> {
  const row = UUID.test(id)
    ? await db
        .selectFrom('listeningQueries')
        .select(COLUMNS)
        .where('orgId', '=', orgId)
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Listening query');
  return wire(row);
}

/** Saves a new query; 409 past {@link LISTEN_LIMITS.queries} or for a name taken. */
export async function createQuery(
  db: Db,
  orgId: string,
  input: ListeningQueryInput,
): Promise<ListeningQuery> {
  return db.transaction().execute(async (trx) => {
    // One writer per organisation at a time, so the limit and the names hold.
    await trx
      .selectFrom('organisations')
      .select('id')
      .where('id', '=', orgId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('listeningQueries')
      .select(['name'])
      .where('orgId', '=', orgId)
      .execute();
    if (existing.length >= LISTEN_LIMITS.queries) {
      throw conflict(
        `An organisation may have at most ${LISTEN_LIMITS.queries} listening queries.`,
      );
    }
    const name = input.name.trim();
    if (existing.some((q) => q.name.toLowerCase() === name.toLowerCase())) {
      throw conflict(`A listening query named "${name}" already exists.`);
    }
    const row = await trx
      .insertInto('listeningQueries')
      .values({
        orgId,
        name,
        keywords: input.keywords,
        excludedKeywords: input.excludedKeywords ?? [],
        networks: input.networks ?? [],
        languages: input.languages ?? [],
        active: input.active ?? true,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return wire(row);
  });
}

/** Changes a query of the organisation (404 otherwise; 409 for a name another query has). */
export async function updateQuery(
  db: Db,
  orgId: string,
  id: string,
  input: ListeningQueryInput,
): Promise<ListeningQuery> {
  await readQuery(db, orgId, id);
  const name = input.name.trim();
  const clash = await db
    .selectFrom('listeningQueries')
    .select('id')
    .where('orgId', '=', orgId)
    .where('id', '<>', id)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (clash) throw conflict(`A listening query named "${name}" already exists.`);
  const row = await db
    .updateTable('listeningQueries')
    .set({
      name,
      keywords: input.keywords,
      excludedKeywords: input.excludedKeywords ?? [],
      networks: input.networks ?? [],
      languages: input.languages ?? [],
      ...(input.active === undefined ? {} : { active: input.active }),
    })
    .where('orgId', '=', orgId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound('Listening query');
  return wire(row);
}

/** Pauses or resumes a query of the organisation. */
export async function setQueryActive(
  db: Db,
  orgId: string,
  id: string,
  active: boolean,
): Promise<ListeningQuery> {
  await readQuery(db, orgId, id);
  const row = await db
    .updateTable('listeningQueries')
    .set({ active })
    .where('orgId', '=', orgId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return wire(row);
}

/** Deletes a query of the organisation (404 otherwise). */
export async function deleteQuery(db: Db, orgId: string, id: string): Promise<void> {
  await readQuery(db, orgId, id);
  await db.deleteFrom('listeningQueries').where('orgId', '=', orgId).where('id', '=', id).execute();
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The period a range covers, ending now (to the minute) and starting at a whole bucket, so the
 * chart has no partial first bar: the last 24 hours are this hour and the 23 before it; the last
 * 7 or 30 days are today (UTC) and the 6 or 29 days before it.
 */
export function periodOf(range: ListeningRange, now: Date): { since: Date; until: Date } {
  const until = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const since =
    range === '24h' ? hour - 23 * HOUR_MS : range === '7d' ? day - 6 * DAY_MS : day - 29 * DAY_MS;
  return { since: new Date(since), until };
}

/** What a search found: the volume per bucket, the sentiment split, and the newest posts. */
export interface SearchResult {
  readonly since: Date;
  readonly until: Date;
  readonly bucket: 'hour' | 'day';
  readonly volume: { start: Date; count: number }[];
  readonly total: number;
  readonly sentiment: Record<ListeningPost['sentiment'], number>;
  readonly posts: ListeningPost[];
}

/**
 * Searches the corpus by a query's terms over a period, optionally narrowed to posts containing
 * `contains`: the volume over time, the sentiment split and the newest `limit` posts. The corpus
 * includes the spikes added to it, so an alert's burst shows in the tool too.
 */
export async function search(
  db: Db,
  terms: QueryTerms,
  since: Date,
  until: Date,
  contains: string,
  limit: number,
): Promise<SearchResult> {
  const narrow = contains.trim().toLowerCase();
  const found = (await corpusPosts(db, since, until)).filter(
    (post) =>
      matchesQuery(terms, post) && (narrow === '' || post.text.toLowerCase().includes(narrow)),
  );
  const bucket = bucketFor(since, until);
  const sentiment = { positive: 0, neutral: 0, negative: 0 };
  for (const post of found) sentiment[post.sentiment] += 1;
  return {
    since,
    until,
    bucket,
    volume: volume(found, since, until, bucket),
    total: found.length,
    sentiment,
    posts: found.slice(-limit).reverse(),
  };
}

/** The active queries with their volume in the last 7 days (home's listen widget). */
export async function lastWeekVolumes(
  db: Db,
  orgId: string,
  now: Date,
): Promise<ListeningQueryVolume[]> {
  const queries = await listQueries(db, orgId);
  const { since, until } = periodOf('7d', now);
  const posts = queries.some((q) => q.active) ? await corpusPosts(db, since, until) : [];
  return queries
    .filter((q) => q.active)
    .map((query) => ({
      ...query,
      lastWeek: posts.reduce((count, post) => count + (matchesQuery(query, post) ? 1 : 0), 0),
    }));
}
