import {
  type Nominee,
  type NomineePerson,
  type NomineeReason as RuleReason,
  nominees as findNominees,
  NOMINEES_TO_GET,
  pairKey,
} from '@smm/audience';
import type {
  MergeDecision,
  MergeNominee,
  MergeNomineesPage,
  MergePerson,
  NomineeReason,
} from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import { actorOf, recordAudit } from '../audit/audit.js';

/** A person's row as merging reads and restores it. */
interface PersonRow {
  readonly id: string;
  readonly orgId: string;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly firstSeenAt: Date | null;
  readonly lastSeenAt: Date | null;
  readonly conversations: number;
  readonly sentiment: string | null;
  readonly labelIds: string[];
  readonly source: string;
  readonly mergedInto: string | null;
  readonly createdAt: Date;
}

/** The kept person's fields before a merge, as its record keeps them (JSON). */
interface KeptBefore {
  readonly email: string | null;
  readonly phone: string | null;
  readonly firstSeenAt: string | null;
  readonly lastSeenAt: string | null;
  readonly conversations: number;
  readonly sentiment: string | null;
  readonly labelIds: string[];
}

const PERSON_COLUMNS = [
  'org_id',
  'name',
  'email',
  'phone',
  'first_seen_at',
  'last_seen_at',
  'conversations',
  'sentiment',
  'label_ids',
  'source',
  'merged_into',
  'created_at',
] as const;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** People (not merged away) with their identities, as the merge screen shows them. */
async function mergePeople(db: Db, orgId: string, ids: readonly string[]): Promise<MergePerson[]> {
  if (ids.length === 0) return [];
  const [people, identities] = await Promise.all([
    db
      .selectFrom('audiencePeople')
      .select([
        'id',
        'name',
        'email',
        'phone',
        'firstSeenAt',
        'lastSeenAt',
        'conversations',
        'source',
      ])
      .where('orgId', '=', orgId)
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('audienceIdentities')
      .select(['personId', 'network', 'handle', 'name'])
      .where('orgId', '=', orgId)
      .where('personId', 'in', ids)
      .orderBy('network')
      .orderBy('id')
      .execute(),
  ]);
  return people.map((person) => ({
    id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    firstSeenAt: iso(person.firstSeenAt),
    lastSeenAt: iso(person.lastSeenAt),
    conversations: person.conversations,
    source: person.source === 'import' ? 'import' : 'engage',
    identities: identities
      .filter((identity) => identity.personId === person.id)
      .map(({ network, handle, name }) => ({ network, handle, name })),
  }));
}

/** A rule's reason as the API tells it. */
const reasonOf = (reason: RuleReason): NomineeReason => {
  switch (reason.kind) {
    case 'sameEmail':
      return { kind: reason.kind, value: reason.email };
    case 'samePhone':
      return { kind: reason.kind, value: reason.phone };
    case 'sameHandle':
      return { kind: reason.kind, value: reason.handle, networks: [...reason.networks] };
    case 'sameName':
      return { kind: reason.kind, value: reason.name };
  }
};

/** A nominee page's cursor: the last nominee's score and pair key. */
const cursorText = (nominee: Nominee) => `${nominee.score}:${pairKey(nominee.a, nominee.b)}`;

/**
 * A page of the organisation's merge nominees (decision 0097): its people not merged away,
 * compared by `@smm/audience`'s rules, without the pairs found not the same person, best first;
 * in each pair the first seen comes first (kept by default). `after` continues a page.
 */
export async function nomineesPage(
  db: Db,
  orgId: string,
  after: string | undefined,
  limit = NOMINEES_TO_GET,
): Promise<MergeNomineesPage> {
  const [people, identities, dismissed] = await Promise.all([
    db
      .selectFrom('audiencePeople')
      .select(['id', 'name', 'email', 'phone', 'firstSeenAt', 'createdAt'])
      .where('orgId', '=', orgId)
      .where('mergedInto', 'is', null)
      .execute(),
    db
      .selectFrom('audienceIdentities as i')
      .innerJoin('audiencePeople as p', 'p.id', 'i.personId')
      .select(['i.personId', 'i.network', 'i.handle'])
      .where('i.orgId', '=', orgId)
      .where('p.mergedInto', 'is', null)
      .execute(),
    db
      .selectFrom('audienceMerges')
      .select(['pairLow', 'pairHigh'])
      .where('orgId', '=', orgId)
      .where('kind', '=', 'dismiss')
      .where('undoneAt', 'is', null)
      .execute(),
  ]);
  const byPerson = new Map<string, { network: string; handle: string | null }[]>();
  for (const identity of identities) {
    const list = byPerson.get(identity.personId) ?? [];
    list.push({ network: identity.network, handle: identity.handle });
    byPerson.set(identity.personId, list);
  }
  const seen = new Map(
    people.map((person) => [person.id, (person.firstSeenAt ?? person.createdAt).getTime()]),
  );
  const candidates: NomineePerson[] = people.map((person) => ({
    id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    identities: byPerson.get(person.id) ?? [],
  }));
  const [score, low, high] = after?.split(':') ?? [];
  const found = findNominees(candidates, {
    dismissed: new Set(dismissed.map((pair) => pairKey(pair.pairLow, pair.pairHigh))),
    first: (x, y) => {
      const sx = seen.get(x.id) ?? 0;
      const sy = seen.get(y.id) ?? 0;
      return sx !== sy ? sx < sy : x.id < y.id;
    },
    after: after === undefined ? null : { score: Number(score), key: `${low}:${high}` },
    limit: limit + 1,
  });
  const page = found.slice(0, limit);
  const shown = await mergePeople(
    db,
    orgId,
    page.flatMap((nominee) => [nominee.a, nominee.b]),
  );
  const byId = new Map(shown.map((person) => [person.id, person]));
  const nominees: MergeNominee[] = page.flatMap((nominee) => {
    const a = byId.get(nominee.a);
    const b = byId.get(nominee.b);
    return a && b ? [{ a, b, score: nominee.score, reasons: nominee.reasons.map(reasonOf) }] : [];
  });
  const last = page[page.length - 1];
  return { nominees, next: found.length > limit && last ? cursorText(last) : null };
}

/** Locks both people (decision 0030: in one statement, by id) and answers them, kept first. */
async function lockPair(
  trx: Db,
  orgId: string,
  keptId: string,
  otherId: string,
): Promise<[PersonRow, PersonRow]> {
  const rows = await lockRows<PersonRow>(
    trx,
    'audience_people',
    [keptId, otherId],
    [...PERSON_COLUMNS],
  );
  const person = (id: string): PersonRow => {
    const row = rows.find((candidate) => candidate.id === id && candidate.orgId === orgId);
    if (!row) throw notFound(`Person ${id}`);
    return row;
  };
  return [person(keptId), person(otherId)];
}

const samePerson = () =>
  new HttpError(422, 'A person cannot be merged with themselves.', 'audience.samePerson');

/** Refuses people merged away already: the screen shows an old pair. */
function refuseMergedAway(people: readonly PersonRow[]) {
  const gone = people.find((person) => person.mergedInto !== null);
  if (gone) {
    throw conflict(`${gone.name} has been merged into someone else already; reload the nominees.`);
  }
}

/** A decision's record, with the kept person as they are now. */
async function decisionOf(db: Db, orgId: string, id: string): Promise<MergeDecision> {
  const row = await db
    .selectFrom('audienceMerges')
    .select(['id', 'kind', 'keptId', 'otherId', 'createdAt', 'undoneAt'])
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`Merge ${id}`);
  const [kept] = await mergePeople(db, orgId, [row.keptId]);
  if (!kept) throw notFound(`Person ${row.keptId}`);
  return {
    id: row.id,
    kind: row.kind,
    keptId: row.keptId,
    otherId: row.otherId,
    createdAt: row.createdAt.toISOString(),
    undoneAt: iso(row.undoneAt),
    kept,
  };
}

/** The later of two instants, either possibly unknown. */
const later = (x: Date | null, y: Date | null) => (x === null ? y : y === null ? x : x > y ? x : y);
const earlier = (x: Date | null, y: Date | null) =>
  x === null ? y : y === null ? x : x < y ? x : y;

/**
 * Merges `otherId` into `keptId` (decision 0097), in one transaction that locks both people
 * first (by id, one statement): the kept person takes the other's identities, their e-mail
 * address and phone number where the kept has none, their labels, conversations added and the
 * first and last seen of both; the other is marked merged into the kept. The record keeps what
 * undoing needs: the kept person's fields before and the identities that moved.
 */
export async function mergePeopleInto(
  db: Db,
  caller: Caller,
  address: string,
  keptId: string,
  otherId: string,
): Promise<MergeDecision> {
  if (keptId === otherId) throw samePerson();
  const id = await transact(db, async (trx) => {
    const [kept, other] = await lockPair(trx, caller.orgId, keptId, otherId);
    refuseMergedAway([kept, other]);
    const moved = await trx
      .updateTable('audienceIdentities')
      .set({ personId: kept.id })
      .where('personId', '=', other.id)
      .where('orgId', '=', caller.orgId)
      .returning('id')
      .execute();
    const before: KeptBefore = {
      email: kept.email,
      phone: kept.phone,
      firstSeenAt: iso(kept.firstSeenAt),
      lastSeenAt: iso(kept.lastSeenAt),
      conversations: kept.conversations,
      sentiment: kept.sentiment,
      labelIds: kept.labelIds,
    };
    await trx
      .updateTable('audiencePeople')
      .set({
        email: kept.email ?? other.email,
        phone: kept.phone ?? other.phone,
        firstSeenAt: earlier(kept.firstSeenAt, other.firstSeenAt),
        lastSeenAt: later(kept.lastSeenAt, other.lastSeenAt),
        conversations: kept.conversations + other.conversations,
        sentiment: kept.sentiment ?? other.sentiment,
        labelIds: [...new Set([...kept.labelIds, ...other.labelIds])],
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', kept.id)
      .execute();
    await trx
      .updateTable('audiencePeople')
      .set({ mergedInto: kept.id, updatedAt: sql<Date>`now()` })
      .where('id', '=', other.id)
      .execute();
    const record = await trx
      .insertInto('audienceMerges')
      .values({
        orgId: caller.orgId,
        kind: 'merge',
        keptId: kept.id,
        otherId: other.id,
        keptBefore: JSON.stringify(before),
        movedIdentityIds: moved.map((row) => row.id),
        createdBy: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actorOf(caller, address), {
      action: 'audience.merged',
      target: { type: 'PERSON', id: kept.id, name: kept.name },
      before: { kept: kept.name, other: other.name },
      after: { kept: kept.name, identities: moved.length },
    });
    return record.id;
  });
  return decisionOf(db, caller.orgId, id);
}

/**
 * Marks two people not the same person (decision 0097): the pair is never nominated again
 * (until undone). Saying so twice answers the first record.
 */
export async function dismissPair(
  db: Db,
  caller: Caller,
  address: string,
  keptId: string,
  otherId: string,
): Promise<MergeDecision> {
  if (keptId === otherId) throw samePerson();
  const id = await transact(
    db,
    async (trx) => {
      const [kept, other] = await lockPair(trx, caller.orgId, keptId, otherId);
      const existing = await trx
        .selectFrom('audienceMerges')
        .select('id')
        .where('orgId', '=', caller.orgId)
        .where('kind', '=', 'dismiss')
        .where('undoneAt', 'is', null)
        .where('pairLow', '=', keptId < otherId ? keptId : otherId)
        .where('pairHigh', '=', keptId < otherId ? otherId : keptId)
        .executeTakeFirst();
      if (existing) return existing.id;
      const record = await trx
        .insertInto('audienceMerges')
        .values({ orgId: caller.orgId, kind: 'dismiss', keptId, otherId, createdBy: caller.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actorOf(caller, address), {
        action: 'audience.dismissed',
        target: { type: 'PERSON', id: kept.id, name: kept.name },
        after: { notTheSameAs: other.name },
      });
      return record.id;
    },
    undefined,
    (error) => (error as { code?: string }).code === '23505',
  );
  return decisionOf(db, caller.orgId, id);
}

/**
 * Undoes a merge or a dismissal (decision 0097). A merge is undone exactly: in one transaction
 * that locks both people (by id), then the record, the identities that moved go back, the kept
 * person's fields are as before, and the other is no longer merged. A merge into the kept person
 * or of the other made after it must be undone first (409), since it built on this one.
 */
export async function undoDecision(
  db: Db,
  caller: Caller,
  address: string,
  id: string,
): Promise<MergeDecision> {
  const record = await db
    .selectFrom('audienceMerges')
    .select(['keptId', 'otherId'])
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst();
  if (!record) throw notFound(`Merge ${id}`);
  await transact(db, async (trx) => {
    const [kept, other] = await lockPair(trx, caller.orgId, record.keptId, record.otherId);
    const row = await trx
      .selectFrom('audienceMerges')
      .select(['kind', 'keptBefore', 'movedIdentityIds', 'undoneAt', 'createdAt'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.undoneAt !== null) throw conflict('This has been undone already.');
    if (row.kind === 'dismiss') {
      await trx
        .updateTable('audienceMerges')
        .set({ undoneAt: sql<Date>`now()`, undoneBy: caller.userId })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, actorOf(caller, address), {
        action: 'audience.dismissUndone',
        target: { type: 'PERSON', id: kept.id, name: kept.name },
        after: { notTheSameAs: null, other: other.name },
      });
      return;
    }
    const laterMerge = await trx
      .selectFrom('audienceMerges')
      .select('id')
      .where('orgId', '=', caller.orgId)
      .where('kind', '=', 'merge')
      .where('undoneAt', 'is', null)
      .where('id', '<>', id)
      .where('createdAt', '>=', row.createdAt)
      .where((eb) =>
        eb.or([eb('keptId', 'in', [kept.id, other.id]), eb('otherId', 'in', [kept.id, other.id])]),
      )
      .executeTakeFirst();
    if (laterMerge || other.mergedInto !== kept.id || kept.mergedInto !== null) {
      throw conflict(`${kept.name} was merged again since; undo the later merge first.`);
    }
    const before = row.keptBefore as KeptBefore;
    if (row.movedIdentityIds.length > 0) {
      await trx
        .updateTable('audienceIdentities')
        .set({ personId: other.id })
        .where('id', 'in', row.movedIdentityIds)
        .where('personId', '=', kept.id)
        .execute();
    }
    await trx
      .updateTable('audiencePeople')
      .set({
        email: before.email,
        phone: before.phone,
        firstSeenAt: before.firstSeenAt,
        lastSeenAt: before.lastSeenAt,
        conversations: before.conversations,
        sentiment: before.sentiment,
        labelIds: before.labelIds,
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', kept.id)
      .execute();
    await trx
      .updateTable('audiencePeople')
      .set({ mergedInto: null, updatedAt: sql<Date>`now()` })
      .where('id', '=', other.id)
      .execute();
    await trx
      .updateTable('audienceMerges')
      .set({ undoneAt: sql<Date>`now()`, undoneBy: caller.userId })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actorOf(caller, address), {
      action: 'audience.mergeUndone',
      target: { type: 'PERSON', id: kept.id, name: kept.name },
      before: { kept: kept.name, other: other.name },
      after: { kept: kept.name, other: other.name },
    });
  });
  return decisionOf(db, caller.orgId, id);
}
