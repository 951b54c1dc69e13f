import {
  AudienceFilter,
  type Audience,
  type AudiencePeopleQuery,
  type AudiencePerson,
  type AudiencePersonIdentity,
} from '@smm/model';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/errors.js';

/** The people list's default page size. */
export const PEOPLE_PAGE = 50;

/** A `LIKE` pattern that finds `word` anywhere, its wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a search: lower case, at most 8, empty ones dropped. */
export function searchWords(search: string | undefined): string[] {
  if (search === undefined) return [];
  return search
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^@/, ''))
    .filter((word) => word !== '')
    .slice(0, 8);
}

/**
 * The SQL condition of a filter over the organisation's people (alias `p`), merged people left
 * out: every search word in their name, e-mail, phone or a handle; one of the networks; one of
 * the sentiments; one of the labels; seen since.
 */
export function filterCondition(orgId: string, filter: AudienceFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`p.org_id = ${orgId}`, sql`p.merged_into IS NULL`];
  for (const word of searchWords(filter.search)) {
    const pattern = containing(word);
    parts.push(sql`(
      lower(p.name) LIKE ${pattern}
      OR lower(coalesce(p.email, '')) LIKE ${pattern}
      OR coalesce(p.phone, '') LIKE ${pattern}
      OR EXISTS (
        SELECT 1 FROM audience_identities i
        WHERE i.person_id = p.id AND (lower(coalesce(i.handle, '')) LIKE ${pattern}
          OR lower(coalesce(i.name, '')) LIKE ${pattern})
      )
    )`);
  }
  if (filter.networks !== undefined && filter.networks.length > 0) {
    parts.push(sql`EXISTS (
      SELECT 1 FROM audience_identities i
      WHERE i.person_id = p.id AND i.network = ANY(${filter.networks}::text[])
    )`);
  }
  if (filter.sentiments !== undefined && filter.sentiments.length > 0) {
    parts.push(sql`p.sentiment = ANY(${filter.sentiments}::text[])`);
  }
  if (filter.labelIds !== undefined && filter.labelIds.length > 0) {
    parts.push(sql`p.label_ids && ${filter.labelIds}::uuid[]`);
  }
  if (filter.seenSince !== undefined) {
    parts.push(sql`p.last_seen_at >= ${new Date(filter.seenSince)}`);
  }
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/** The filter the people list's query parameters say. */
export function filterOfQuery(query: AudiencePeopleQuery): AudienceFilter {
  return {
    ...(query.search !== undefined && query.search.trim() !== '' ? { search: query.search } : {}),
    ...(query.network?.length ? { networks: query.network } : {}),
    ...(query.sentiment?.length ? { sentiments: query.sentiment } : {}),
    ...(query.label?.length ? { labelIds: query.label } : {}),
    ...(query.seenSince !== undefined ? { seenSince: query.seenSince } : {}),
  };
}

interface PersonRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  firstSeenAt: Date | null;
  lastSeenAt: Date | null;
  conversations: number;
  sentiment: AudiencePerson['sentiment'];
  labelIds: string[];
  source: AudiencePerson['source'];
}

const PERSON_COLUMNS = sql`p.id, p.name, p.email, p.phone, p.first_seen_at, p.last_seen_at,
  p.conversations, p.sentiment, p.label_ids, p.source`;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** People rows with their identities, as the API answers them. */
async function withIdentities(
  db: Db,
  orgId: string,
  rows: readonly PersonRow[],
): Promise<AudiencePerson[]> {
  if (rows.length === 0) return [];
  const identities = await db
    .selectFrom('audienceIdentities')
    .select(['id', 'personId', 'network', 'handle', 'name', 'firstSeenAt', 'lastSeenAt'])
    .where('orgId', '=', orgId)
    .where(
      'personId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('network')
    .orderBy('lastSeenAt', 'desc')
    .execute();
  const byPerson = new Map<string, AudiencePersonIdentity[]>();
  for (const identity of identities) {
    const list = byPerson.get(identity.personId) ?? [];
    list.push({
      id: identity.id,
      network: identity.network,
      handle: identity.handle,
      name: identity.name,
      firstSeenAt: iso(identity.firstSeenAt),
      lastSeenAt: iso(identity.lastSeenAt),
    });
    byPerson.set(identity.personId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    firstSeenAt: iso(row.firstSeenAt),
    lastSeenAt: iso(row.lastSeenAt),
    conversations: row.conversations,
    sentiment: row.sentiment,
    labelIds: row.labelIds,
    source: row.source,
    identities: byPerson.get(row.id) ?? [],
  }));
}

/** Where a page of people ends: the last person's last-seen time (null: never) and id. */
interface PeopleCursor {
  readonly at: Date | null;
  readonly id: string;
}

const writeCursor = (last: PeopleCursor) =>
  Buffer.from(`${last.at === null ? '' : last.at.toISOString()}|${last.id}`).toString('base64url');

function readCursor(cursor: string): PeopleCursor {
  const [when, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = when === '' ? null : new Date(when ?? 'x');
  if ((at !== null && Number.isNaN(at.getTime())) || !/^[0-9a-f-]{36}$/.test(id ?? '')) {
    throw badRequest('cursor: this page cursor is not one the people list gave; start again.');
  }
  return { at, id: id ?? '' };
}

/**
 * One page of the people matching every condition, most recently seen first (never seen last),
 * by keyset: `cursor` continues after the page that gave it. Also answers how many match.
 */
export async function listPeople(
  db: Db,
  orgId: string,
  conditions: readonly RawBuilder<boolean>[],
  page: { readonly cursor?: string | undefined; readonly limit?: number | undefined },
): Promise<{ people: AudiencePerson[]; total: number; next: string | null }> {
  const limit = page.limit ?? PEOPLE_PAGE;
  const where = sql.join(conditions, sql` AND `);
  const after = page.cursor === undefined ? undefined : readCursor(page.cursor);
  const keyset =
    after === undefined
      ? sql`true`
      : after.at === null
        ? sql`(p.last_seen_at IS NULL AND p.id < ${after.id})`
        : sql`(p.last_seen_at < ${after.at} OR (p.last_seen_at = ${after.at} AND p.id < ${after.id})
            OR p.last_seen_at IS NULL)`;
  const [{ rows }, count] = await Promise.all([
    sql<PersonRow>`
      SELECT ${PERSON_COLUMNS} FROM audience_people p
      WHERE ${where} AND ${keyset}
      ORDER BY p.last_seen_at DESC NULLS LAST, p.id DESC
      LIMIT ${limit + 1}
    `.execute(db),
    sql<{ total: number }>`
      SELECT count(*)::int AS total FROM audience_people p WHERE ${where}
    `.execute(db),
  ]);
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    people: await withIdentities(db, orgId, shown),
    total: count.rows[0]?.total ?? 0,
    next: more && last ? writeCursor({ at: last.lastSeenAt, id: last.id }) : null,
  };
}

/** How many people match every condition. */
export async function countPeople(
  db: Db,
  conditions: readonly RawBuilder<boolean>[],
): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM audience_people p WHERE ${sql.join(conditions, sql` AND `)}
  `.execute(db);
  return rows[0]?.total ?? 0;
}

/** One person of the organisation (a merged one is found too, as merges can be undone). */
export async function personOf(db: Db, orgId: string, id: string): Promise<AudiencePerson> {
  const { rows } = await sql<PersonRow>`
    SELECT ${PERSON_COLUMNS} FROM audience_people p WHERE p.id = ${id} AND p.org_id = ${orgId}
  `.execute(db);
  const [person] = await withIdentities(db, orgId, rows);
  if (person === undefined) throw notFound(`Person ${id}`);
  return person;
}

interface AudienceRow {
  id: string;
  name: string;
  filter: unknown;
  pinned: boolean;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A saved filter as it was stored, checked again (one that no longer reads is no filter). */
export function storedFilter(filter: unknown): AudienceFilter {
  const decoded = AudienceFilter.decode(filter);
  return decoded._tag === 'Right' ? decoded.right : {};
}

/** Saved audiences as the API answers them, with how many people each holds now. */
export async function audiencesOf(
  db: Db,
  orgId: string,
  rows: readonly AudienceRow[],
): Promise<Audience[]> {
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      filter: storedFilter(row.filter),
      pinned: row.pinned,
      people: await countPeople(db, [filterCondition(orgId, storedFilter(row.filter))]),
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  );
}

export const AUDIENCE_COLUMNS = [
  'id',
  'name',
  'filter',
  'pinned',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

/** The organisation's audiences, pinned first, then by name. */
export async function listAudiences(db: Db, orgId: string): Promise<Audience[]> {
  const rows = await db
    .selectFrom('audienceAudiences')
    .select(AUDIENCE_COLUMNS)
    .where('orgId', '=', orgId)
    .orderBy('pinned', 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return audiencesOf(db, orgId, rows);
}

/** One audience of the organisation, or 404. */
export async function audienceOf(db: Db, orgId: string, id: string): Promise<Audience> {
  const row = await db
    .selectFrom('audienceAudiences')
    .select(AUDIENCE_COLUMNS)
    .where('orgId', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) throw notFound(`Audience ${id}`);
  const [audience] = await audiencesOf(db, orgId, [row]);
  return audience!;
}
