import { hasArea } from '@smm/access';
import { identityKeyOf, identityProfileOf, type IdentityKey } from '@smm/engage-rules';
import type { EngageItem, FeaturePackage } from '@smm/model';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import type { JobHandler } from '../../jobs/jobs.js';

/**
 * The aggregation window (platform §9 "aggregation minutesToKeep 60"; docs/decisions/0095): each
 * run re-reads the inbox entries changed since 60 minutes before the previous run started, and
 * recomputes every identity (and person) those entries touch from all of its entries. The hour of
 * overlap catches entries stored by transactions that committed after a run read past them, and
 * a server that stopped for less than an hour; a longer pause is caught too, because the window
 * starts from the previous run, not from now.
 */
export const AGGREGATION_MINUTES = 60;

/** An identity's place: its network and its key there. */
export interface SenderKey {
  readonly network: string;
  readonly senderKey: string;
}

/**
 * The key an identity is stored under on its network (docs/decisions/0095): the network's sender
 * id, else `handle:` and the handle, else `name:` and the full name — each as identities compare
 * them (lower case, without `@`, whitespace collapsed).
 *
 * @example
 * senderKeyOf({ network: 'x', senderId: '42', handle: 'sam', name: 'sam' }) // '42'
 * senderKeyOf({ network: 'x', senderId: undefined, handle: 'sam', name: 'sam s' }) // 'handle:sam'
 */
export function senderKeyOf(key: IdentityKey): string | undefined {
  if (key.senderId !== undefined && key.senderId !== '') return key.senderId.slice(0, 200);
  if (key.handle !== undefined) return `handle:${key.handle}`.slice(0, 200);
  if (key.name !== undefined) return `name:${key.name}`.slice(0, 200);
  return undefined;
}

/** An inbox entry as the aggregation reads it. */
export interface AggregatedRow {
  readonly id: string;
  readonly rootId: string | null;
  readonly createdAt: Date;
  /** positive, neutral, negative or uncategorized (the feed's sentiment). */
  readonly sentiment: string;
  readonly labels: readonly string[];
  readonly item: EngageItem;
}

/** What an identity's own entries tell of it. */
export interface IdentityFigures extends SenderKey {
  /** As the card shows it: `@handle`, or the number on WhatsApp. */
  readonly handle: string | null;
  readonly name: string;
  readonly firstSeenAt: Date;
  readonly lastSeenAt: Date;
  /** Threads: the conversations, posts and comment threads they wrote in. */
  readonly conversations: number;
  readonly sentiment: 'positive' | 'neutral' | 'negative' | null;
  readonly sentimentAt: Date | null;
  readonly labelIds: readonly string[];
}

const keyText = (key: SenderKey) => `${key.network}\u0000${key.senderKey}`;

/** The identity an entry belongs to, or undefined when its sender has no identity card. */
export function senderOf(item: EngageItem): SenderKey | undefined {
  const key = identityKeyOf(item);
  if (key === undefined) return undefined;
  const senderKey = senderKeyOf(key);
  return senderKey === undefined ? undefined : { network: key.network, senderKey };
}

/**
 * The figures of every identity among `rows` (entries of any order): first and last seen, the
 * number of threads, the latest rated sentiment, the labels, and the name and handle of their
 * latest entry. Entries without an identity are left out.
 *
 * @example
 * aggregateIdentities([row]).get('instagram\u000042')?.conversations // 1
 */
export function aggregateIdentities(rows: readonly AggregatedRow[]): Map<string, IdentityFigures> {
  const sorted = [...rows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const figures = new Map<
    string,
    {
      key: SenderKey;
      handle: string | null;
      name: string;
      first: Date;
      last: Date;
      threads: Set<string>;
      sentiment: IdentityFigures['sentiment'];
      sentimentAt: Date | null;
      labels: Set<string>;
    }
  >();
  for (const row of sorted) {
    const key = senderOf(row.item);
    if (key === undefined) continue;
    const profile = identityProfileOf(row.item);
    const name = (profile?.name ?? row.item.sender?.name ?? '').trim().slice(0, 200);
    const handle = profile?.address?.slice(0, 200) ?? null;
    const text = keyText(key);
    const seen = figures.get(text) ?? {
      key,
      handle,
      name,
      first: row.createdAt,
      last: row.createdAt,
      threads: new Set<string>(),
      sentiment: null,
      sentimentAt: null,
      labels: new Set<string>(),
    };
    if (name !== '') seen.name = name;
    if (handle !== null) seen.handle = handle;
    seen.last = row.createdAt;
    seen.threads.add(row.rootId ?? row.id);
    if (
      row.sentiment === 'positive' ||
      row.sentiment === 'neutral' ||
      row.sentiment === 'negative'
    ) {
      seen.sentiment = row.sentiment;
      seen.sentimentAt = row.createdAt;
    }
    for (const label of row.labels) seen.labels.add(label);
    figures.set(text, seen);
  }
  return new Map(
    [...figures].map(([text, seen]) => [
      text,
      {
        ...seen.key,
        handle: seen.handle,
        name: seen.name === '' ? (seen.handle ?? seen.key.senderKey) : seen.name,
        firstSeenAt: seen.first,
        lastSeenAt: seen.last,
        conversations: seen.threads.size,
        sentiment: seen.sentiment,
        sentimentAt: seen.sentimentAt,
        labelIds: [...seen.labels].sort(),
      },
    ]),
  );
}

/**
 * Serialises the organisation's audience work: the aggregation, merges and imports take this
 * lock first (before any person's row), so two of them never create the same person twice nor
 * wait for each other in a circle (docs/decisions/0095).
 */
export async function lockAudience(trx: Db, orgId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`audience:${orgId}`}, 0))`.execute(trx);
}

/**
 * Recomputes these people's figures from their identities (first and last seen, conversations,
 * the latest rated sentiment), locking their rows by id ascending first. People without
 * identities keep theirs. Call after {@link lockAudience}, in the same transaction.
 */
export async function refreshPeople(
  trx: Db,
  orgId: string,
  personIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return;
  await sql`
    SELECT id FROM audience_people WHERE id = ANY(${ids}::uuid[]) AND org_id = ${orgId}
    ORDER BY id FOR NO KEY UPDATE
  `.execute(trx);
  await sql`
    UPDATE audience_people p SET
      first_seen_at = agg.first_seen_at,
      last_seen_at = agg.last_seen_at,
      conversations = agg.conversations,
      sentiment = coalesce(agg.sentiment, p.sentiment),
      updated_at = now()
    FROM (
      SELECT person_id,
        min(first_seen_at) AS first_seen_at,
        max(last_seen_at) AS last_seen_at,
        sum(conversations)::int AS conversations,
        (array_agg(sentiment ORDER BY sentiment_at DESC NULLS LAST)
          FILTER (WHERE sentiment IS NOT NULL))[1] AS sentiment
      FROM audience_identities
      WHERE org_id = ${orgId} AND person_id = ANY(${ids}::uuid[])
      GROUP BY person_id
    ) agg
    WHERE p.id = agg.person_id AND p.org_id = ${orgId}
  `.execute(trx);
}

/** What one run did. */
export interface AggregationRun {
  /** Identities created or brought up to date. */
  readonly identities: number;
  /** People created. */
  readonly created: number;
  /** From when it read entries; null: all of them. */
  readonly readSince: Date | null;
}

const ROW_COLUMNS = ['id', 'rootId', 'createdAt', 'sentiment', 'labels', 'item'] as const;

/**
 * Brings the organisation's people up to date with its inbox (docs/decisions/0095): every sender
 * of an entry changed in the window ({@link AGGREGATION_MINUTES} before the previous run, or all
 * entries on the first run or when `full`) gets an identity — and a person of their own when the
 * identity is new — whose figures are recomputed from all of its entries; labels that appear on
 * their entries are added to the person (labels taken off by hand stay off until a new entry
 * carries them). Runs under {@link lockAudience}, so concurrent runs create each person once.
 */
export async function aggregateAudience(
  db: Db,
  orgId: string,
  options: { readonly now?: Date; readonly full?: boolean } = {},
): Promise<AggregationRun> {
  const now = options.now ?? new Date();
  return transact(db, async (trx) => {
    await lockAudience(trx, orgId);
    const previous = await trx
      .selectFrom('audienceAggregations')
      .select('aggregatedAt')
      .where('orgId', '=', orgId)
      .executeTakeFirst();
    const readSince =
      options.full || previous === undefined
        ? null
        : new Date(
            Math.min(previous.aggregatedAt.getTime(), now.getTime()) - AGGREGATION_MINUTES * 60_000,
          );
    let query = trx
      .selectFrom('engageItems')
      .select(ROW_COLUMNS)
      .where('orgId', '=', orgId)
      .where('ownReply', '=', false);
    if (readSince !== null) query = query.where('updatedAt', '>=', readSince);
    const changed = (await query.execute()) as AggregatedRow[];
    const touched = new Map<string, SenderKey>();
    for (const row of changed) {
      const key = senderOf(row.item);
      if (key !== undefined) touched.set(keyText(key), key);
    }
    let rows = changed;
    if (readSince !== null && touched.size > 0) {
      // All entries of the touched identities, found by the sender indexes (migration 0037).
      const keys = [...touched.values()];
      const ids = keys.map((k) => k.senderKey).filter((k) => !/^(handle|name):/.test(k));
      const handles = keys
        .filter((k) => k.senderKey.startsWith('handle:'))
        .flatMap((k) => [k.senderKey.slice(7), `@${k.senderKey.slice(7)}`]);
      const names = keys
        .filter((k) => k.senderKey.startsWith('name:'))
        .map((k) => k.senderKey.slice(5));
      const all = (await trx
        .selectFrom('engageItems')
        .select(ROW_COLUMNS)
        .where('orgId', '=', orgId)
        .where('ownReply', '=', false)
        .where((eb) =>
          eb.or([
            ...(ids.length ? [eb(sql<string>`item->'sender'->>'id'`, 'in', ids)] : []),
            ...(handles.length
              ? [eb(sql<string>`lower(item->'sender'->>'handle')`, 'in', handles)]
              : []),
            ...(names.length
              ? [
                  eb(
                    sql<string>`lower(normalize(regexp_replace(btrim(item->'sender'->>'name'), '[[:space:]]+', ' ', 'g'), NFKC))`,
                    'in',
                    names,
                  ),
                ]
              : []),
          ]),
        )
        .execute()) as AggregatedRow[];
      rows = all.filter((row) => {
        const key = senderOf(row.item);
        return key !== undefined && touched.has(keyText(key));
      });
    }
    const figures = [...aggregateIdentities(rows).values()];
    const created = await storeIdentities(trx, orgId, figures);
    await trx
      .insertInto('audienceAggregations')
      .values({ orgId, aggregatedAt: now, readSince })
      .onConflict((oc) => oc.column('orgId').doUpdateSet({ aggregatedAt: now, readSince }))
      .execute();
    return { identities: figures.length, created, readSince };
  });
}

/** Stores identities' figures: new ones with a person each, known ones updated; answers how many people it created. */
async function storeIdentities(
  trx: Db,
  orgId: string,
  figures: readonly IdentityFigures[],
): Promise<number> {
  if (figures.length === 0) return 0;
  const known = await trx
    .selectFrom('audienceIdentities')
    .select(['id', 'personId', 'network', 'senderKey', 'labelIds'])
    .where('orgId', '=', orgId)
    .where(
      sql<boolean>`(network, sender_key) IN (SELECT * FROM unnest(${figures.map((f) => f.network)}::text[], ${figures.map((f) => f.senderKey)}::text[]))`,
    )
    .execute();
  const byKey = new Map(known.map((row) => [keyText(row), row]));
  const fresh = figures.filter((f) => !byKey.has(keyText(f)));
  const people = fresh.map((f) => ({ id: randomUUID(), figures: f }));
  for (let i = 0; i < people.length; i += 500) {
    const chunk = people.slice(i, i + 500);
    await trx
      .insertInto('audiencePeople')
      .values(
        chunk.map(({ id, figures: f }) => ({
          id,
          orgId,
          name: f.name,
          firstSeenAt: f.firstSeenAt,
          lastSeenAt: f.lastSeenAt,
          conversations: f.conversations,
          sentiment: f.sentiment,
          labelIds: [...f.labelIds],
          source: 'engage',
        })),
      )
      .execute();
    await trx
      .insertInto('audienceIdentities')
      .values(
        chunk.map(({ id, figures: f }) => ({
          orgId,
          personId: id,
          network: f.network,
          senderKey: f.senderKey,
          handle: f.handle,
          name: f.name,
          firstSeenAt: f.firstSeenAt,
          lastSeenAt: f.lastSeenAt,
          conversations: f.conversations,
          sentiment: f.sentiment,
          sentimentAt: f.sentimentAt,
          labelIds: [...f.labelIds],
        })),
      )
      .execute();
  }
  const updated = figures.filter((f) => byKey.has(keyText(f)));
  const newLabels = new Map<string, Set<string>>();
  for (const f of updated) {
    const row = byKey.get(keyText(f))!;
    await trx
      .updateTable('audienceIdentities')
      .set({
        handle: f.handle,
        name: f.name,
        firstSeenAt: f.firstSeenAt,
        lastSeenAt: f.lastSeenAt,
        conversations: f.conversations,
        sentiment: f.sentiment,
        sentimentAt: f.sentimentAt,
        labelIds: [...f.labelIds],
      })
      .where('id', '=', row.id)
      .execute();
    const added = f.labelIds.filter((label) => !row.labelIds.includes(label));
    if (added.length > 0) {
      const set = newLabels.get(row.personId) ?? new Set<string>();
      for (const label of added) set.add(label);
      newLabels.set(row.personId, set);
    }
  }
  const touchedPeople = [...new Set(updated.map((f) => byKey.get(keyText(f))!.personId))];
  await refreshPeople(trx, orgId, touchedPeople);
  for (const [personId, labels] of [...newLabels].sort(([a], [b]) => a.localeCompare(b))) {
    await sql`
      UPDATE audience_people
      SET label_ids = ARRAY(SELECT DISTINCT unnest(label_ids || ${[...labels]}::uuid[]))
      WHERE id = ${personId} AND org_id = ${orgId}
    `.execute(trx);
  }
  return people.length;
}

/**
 * The aggregation job (every minute, docs/decisions/0095): brings the people of every
 * organisation whose package has Audience up to date.
 */
export function audienceWorker(db: Db): JobHandler {
  return async () => {
    const orgs = await db.selectFrom('organisations').select(['id', 'packageName']).execute();
    for (const org of orgs) {
      if (!hasArea(org.packageName as FeaturePackage, 'audience')) continue;
      await aggregateAudience(db, org.id);
    }
  };
}
