import {
  Audience,
  AudienceInput,
  AudienceOverview,
  AudiencePeoplePage,
  AudiencePeopleQuery,
  AudiencePerson,
  AudiencePersonDetail,
  AudiencePersonUpdate,
  AudiencePin,
  type EngageItem,
  type SavedItem,
} from '@smm/model';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, conflict } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { engageViewer } from '../engage/engage.viewer.js';
import { savedItemFor } from '../engage/items.store.js';
import { lockAudience } from './audience.aggregate.js';
import { requireAudience } from './audience.access.js';
import {
  AUDIENCE_COLUMNS,
  audienceOf,
  audiencesOf,
  filterCondition,
  filterOfQuery,
  listAudiences,
  listPeople,
  personOf,
} from './audience.store.js';

/** Where Audience's API lives. */
export const AUDIENCE_API = '/api/audience';
/** At most this many of a person's inbox entries are on their card, the newest. */
export const PERSON_ITEMS = 10;
/** At most this many saved audiences an organisation keeps. */
export const MAX_AUDIENCES = 200;

/** The days of the last `days` days (UTC), oldest first, as `YYYY-MM-DD`. */
function lastDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) =>
    new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The labels of the organisation among `ids`; any other is a 400. */
async function checkLabels(db: Db, orgId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('labels')
    .select('id')
    .where('orgId', '=', orgId)
    .where('id', 'in', [...ids])
    .execute();
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`labelIds: no label ${unknown.join(', ')} exists.`);
}

/** The overview's figures (counts, new this week, by network and sentiment, new per day). */
async function overviewOf(db: Db, caller: Caller): Promise<AudienceOverview> {
  const now = new Date();
  const orgId = caller.orgId;
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const days = lastDays(now, 14);
  const [totals, networks, sentiments, perDay, aggregated, audiences] = await Promise.all([
    sql<{ people: number; newThisWeek: number; withEmail: number; identities: number }>`
      SELECT count(*)::int AS people,
        (count(*) FILTER (WHERE first_seen_at >= ${weekAgo}))::int AS new_this_week,
        (count(*) FILTER (WHERE email IS NOT NULL))::int AS with_email,
        (SELECT count(*)::int FROM audience_identities i JOIN audience_people q ON q.id = i.person_id
          WHERE i.org_id = ${orgId} AND q.merged_into IS NULL) AS identities
      FROM audience_people WHERE org_id = ${orgId} AND merged_into IS NULL
    `.execute(db),
    sql<{ network: string; people: number }>`
      SELECT i.network, count(DISTINCT i.person_id)::int AS people
      FROM audience_identities i JOIN audience_people p ON p.id = i.person_id
      WHERE i.org_id = ${orgId} AND p.merged_into IS NULL
      GROUP BY i.network ORDER BY people DESC, i.network
    `.execute(db),
    sql<{ sentiment: AudienceOverview['bySentiment'][number]['sentiment']; people: number }>`
      SELECT sentiment, count(*)::int AS people FROM audience_people
      WHERE org_id = ${orgId} AND merged_into IS NULL
      GROUP BY sentiment
    `.execute(db),
    sql<{ day: string; people: number }>`
      SELECT to_char(first_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS people
      FROM audience_people
      WHERE org_id = ${orgId} AND merged_into IS NULL AND first_seen_at >= ${new Date(`${days[0]}T00:00:00Z`)}
      GROUP BY 1
    `.execute(db),
    db
      .selectFrom('audienceAggregations')
      .select('aggregatedAt')
      .where('orgId', '=', orgId)
      .executeTakeFirst(),
    listAudiences(db, orgId),
  ]);
  const total = totals.rows[0];
  const counts = new Map(perDay.rows.map((row) => [row.day, row.people]));
  const order = ['positive', 'neutral', 'negative', null];
  return {
    people: total?.people ?? 0,
    identities: total?.identities ?? 0,
    newThisWeek: total?.newThisWeek ?? 0,
    withEmail: total?.withEmail ?? 0,
    byNetwork: networks.rows,
    bySentiment: order.map((sentiment) => ({
      sentiment: sentiment as AudienceOverview['bySentiment'][number]['sentiment'],
      people: sentiments.rows.find((row) => row.sentiment === sentiment)?.people ?? 0,
    })),
    newByDay: days.map((day) => ({ day, people: counts.get(day) ?? 0 })),
    pinned: audiences.filter((audience) => audience.pinned),
    aggregatedAt: aggregated?.aggregatedAt.toISOString() ?? null,
  };
}

/** A person's latest inbox entries on the channels the caller sees. */
async function recentItemsOf(db: Db, caller: Caller, personId: string): Promise<SavedItem[]> {
  const viewer = await engageViewer(db, caller);
  const channels = [...viewer.channels.keys()];
  if (channels.length === 0) return [];
  const keys = await db
    .selectFrom('audienceIdentities')
    .select(['network', 'senderKey'])
    .where('orgId', '=', caller.orgId)
    .where('personId', '=', personId)
    .execute();
  if (keys.length === 0) return [];
  const ids = keys.map((k) => k.senderKey).filter((k) => !/^(handle|name):/.test(k));
  const handles = keys
    .filter((k) => k.senderKey.startsWith('handle:'))
    .flatMap((k) => [k.senderKey.slice(7), `@${k.senderKey.slice(7)}`]);
  const networks = [...new Set(keys.map((k) => k.network))];
  const rows = await db
    .selectFrom('engageItems')
    .select('item')
    .where('orgId', '=', caller.orgId)
    .where('channelId', 'in', channels)
    .where('listed', '=', true)
    .where('ownReply', '=', false)
    .where('network', 'in', networks)
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb(sql<string>`item->'sender'->>'id'`, 'in', ids)] : []),
        ...(handles.length
          ? [eb(sql<string>`lower(item->'sender'->>'handle')`, 'in', handles)]
          : []),
        ...(ids.length || handles.length ? [] : [eb(sql<boolean>`false`, '=', true)]),
      ]),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(PERSON_ITEMS)
    .execute();
  return rows.map((row) => savedItemFor(viewer, row.item as EngageItem));
}

/** Audience's routes (platform §2–§4, decisions 0095, 0096): each first checks {@link requireAudience}. */
export function audienceRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${AUDIENCE_API}/overview`,
      tag: 'audience',
      summary:
        'The audience in figures: people, new this week, by network, by sentiment, new per day, pinned audiences',
      access: 'user',
      response: AudienceOverview,
      handle: async ({ db, caller }) => {
        await requireAudience(db, caller);
        return overviewOf(db, caller);
      },
    }),
    route({
      method: 'GET',
      path: `${AUDIENCE_API}/people`,
      tag: 'audience',
      summary:
        'People, most recently seen first, by keyset: search and filter by network, sentiment, label, seen since, or a saved audience',
      access: 'user',
      query: AudiencePeopleQuery,
      response: AudiencePeoplePage,
      handle: async ({ db, caller, query }) => {
        await requireAudience(db, caller);
        const conditions = [filterCondition(caller.orgId, filterOfQuery(query))];
        if (query.audienceId !== undefined) {
          const audience = await audienceOf(db, caller.orgId, query.audienceId);
          conditions.push(filterCondition(caller.orgId, audience.filter));
        }
        return listPeople(db, caller.orgId, conditions, query);
      },
    }),
    route({
      method: 'GET',
      path: `${AUDIENCE_API}/people/{id}`,
      tag: 'audience',
      summary:
        'A person: identities on each network, contact details, labels and latest inbox entries',
      access: 'user',
      params: IdParam,
      response: AudiencePersonDetail,
      handle: async ({ db, caller, params }) => {
        await requireAudience(db, caller);
        const person = await personOf(db, caller.orgId, params.id);
        return { person, recentItems: await recentItemsOf(db, caller, person.id) };
      },
    }),
    route({
      method: 'PATCH',
      path: `${AUDIENCE_API}/people/{id}`,
      tag: 'audience',
      summary: "Changes a person's name, e-mail, phone or labels (null clears e-mail and phone)",
      access: 'user',
      params: IdParam,
      body: AudiencePersonUpdate,
      response: AudiencePerson,
      handle: async ({ db, caller, params, body }) => {
        await requireAudience(db, caller);
        await personOf(db, caller.orgId, params.id);
        if (body.labelIds !== undefined) await checkLabels(db, caller.orgId, body.labelIds);
        await db.transaction().execute(async (trx) => {
          await lockAudience(trx, caller.orgId);
          await trx
            .updateTable('audiencePeople')
            .set({
              ...(body.name !== undefined ? { name: body.name.trim() } : {}),
              ...(body.email !== undefined ? { email: body.email?.trim() ?? null } : {}),
              ...(body.phone !== undefined ? { phone: body.phone?.trim() ?? null } : {}),
              ...(body.labelIds !== undefined ? { labelIds: [...new Set(body.labelIds)] } : {}),
              updatedAt: new Date(),
            })
            .where('id', '=', params.id)
            .where('orgId', '=', caller.orgId)
            .execute();
        });
        return personOf(db, caller.orgId, params.id);
      },
    }),
    route({
      method: 'GET',
      path: `${AUDIENCE_API}/audiences`,
      tag: 'audience',
      summary: 'The saved audiences, pinned first, then by name, with how many people each holds',
      access: 'user',
      response: t.array(Audience),
      handle: async ({ db, caller }) => {
        await requireAudience(db, caller);
        return listAudiences(db, caller.orgId);
      },
    }),
    route({
      method: 'POST',
      path: `${AUDIENCE_API}/audiences`,
      tag: 'audience',
      summary: 'Saves an audience: a name and a filter over people, maybe pinned',
      access: 'user',
      body: AudienceInput,
      response: Audience,
      status: 201,
      handle: async ({ db, caller, body }) => {
        await requireAudience(db, caller);
        if (body.filter.labelIds) await checkLabels(db, caller.orgId, body.filter.labelIds);
        const count = await db
          .selectFrom('audienceAudiences')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('orgId', '=', caller.orgId)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= MAX_AUDIENCES)
          throw conflict(
            `An organisation keeps at most ${MAX_AUDIENCES} audiences; delete one first.`,
          );
        try {
          const row = await db
            .insertInto('audienceAudiences')
            .values({
              orgId: caller.orgId,
              name: body.name.trim(),
              filter: JSON.stringify(body.filter),
              pinned: body.pinned ?? false,
              createdBy: caller.userId,
            })
            .returning(AUDIENCE_COLUMNS)
            .executeTakeFirstOrThrow();
          return (await audiencesOf(db, caller.orgId, [row]))[0]!;
        } catch (error) {
          if (isUniqueViolation(error, 'audience_audiences_name'))
            throw conflict(`An audience named “${body.name.trim()}” already exists.`);
          throw error;
        }
      },
    }),
    route({
      method: 'GET',
      path: `${AUDIENCE_API}/audiences/{id}`,
      tag: 'audience',
      summary: 'One saved audience with how many people it holds',
      access: 'user',
      params: IdParam,
      response: Audience,
      handle: async ({ db, caller, params }) => {
        await requireAudience(db, caller);
        return audienceOf(db, caller.orgId, params.id);
      },
    }),
    route({
      method: 'PUT',
      path: `${AUDIENCE_API}/audiences/{id}`,
      tag: 'audience',
      summary: "Changes an audience's name, filter and pin",
      access: 'user',
      params: IdParam,
      body: AudienceInput,
      response: Audience,
      handle: async ({ db, caller, params, body }) => {
        await requireAudience(db, caller);
        await audienceOf(db, caller.orgId, params.id);
        if (body.filter.labelIds) await checkLabels(db, caller.orgId, body.filter.labelIds);
        try {
          await db
            .updateTable('audienceAudiences')
            .set({
              name: body.name.trim(),
              filter: JSON.stringify(body.filter),
              ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
              updatedAt: new Date(),
            })
            .where('id', '=', params.id)
            .where('orgId', '=', caller.orgId)
            .execute();
        } catch (error) {
          if (isUniqueViolation(error, 'audience_audiences_name'))
            throw conflict(`An audience named “${body.name.trim()}” already exists.`);
          throw error;
        }
        return audienceOf(db, caller.orgId, params.id);
      },
    }),
    route({
      method: 'PUT',
      path: `${AUDIENCE_API}/audiences/{id}/pin`,
      tag: 'audience',
      summary: 'Pins an audience (shown first, in the navigation and the overview) or unpins it',
      access: 'user',
      params: IdParam,
      body: AudiencePin,
      response: Audience,
      handle: async ({ db, caller, params, body }) => {
        await requireAudience(db, caller);
        await audienceOf(db, caller.orgId, params.id);
        await db
          .updateTable('audienceAudiences')
          .set({ pinned: body.pinned, updatedAt: new Date() })
          .where('id', '=', params.id)
          .where('orgId', '=', caller.orgId)
          .execute();
        return audienceOf(db, caller.orgId, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: `${AUDIENCE_API}/audiences/{id}`,
      tag: 'audience',
      summary: 'Deletes a saved audience (its people stay)',
      access: 'user',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        await requireAudience(db, caller);
        await audienceOf(db, caller.orgId, params.id);
        await db
          .deleteFrom('audienceAudiences')
          .where('id', '=', params.id)
          .where('orgId', '=', caller.orgId)
          .execute();
        return null;
      },
    }),
    route({
      method: 'GET',
      path: `${AUDIENCE_API}/audiences/{id}/people`,
      tag: 'audience',
      summary: "An audience's people, most recently seen first, by keyset (more filters narrow it)",
      access: 'user',
      params: IdParam,
      query: AudiencePeopleQuery,
      response: AudiencePeoplePage,
      handle: async ({ db, caller, params, query }) => {
        await requireAudience(db, caller);
        const audience = await audienceOf(db, caller.orgId, params.id);
        return listPeople(
          db,
          caller.orgId,
          [
            filterCondition(caller.orgId, audience.filter),
            filterCondition(caller.orgId, filterOfQuery(query)),
          ],
          query,
        );
      },
    }),
  ];
}
