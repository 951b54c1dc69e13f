import {
  BENCHMARK_LIMITS,
  Brand,
  BrandInput,
  ChannelSlotDetails,
  ChannelSlotSummary,
  Ids,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { requireBenchmark, seesBrand } from './benchmark.access.js';
import { brandOf, readBrands, seenBrand, usedSlots } from './brands.store.js';

export const TAG = 'benchmark';
/** Where benchmark's routes live (decision 0076). */
export const BENCHMARK = '/api/benchmark';
const BRAND = `${BENCHMARK}/app/brand`;

/** The brands of the caller's organisation the caller sees, by name. */
export async function seenBrands(db: Db, caller: Caller) {
  const rows = await readBrands(db, caller.orgId);
  return rows.filter((row) => seesBrand(caller, row.teamIds));
}

/**
 * The teams a brand may be shown to: teams of the organisation (else 404); a team leader names
 * only teams of theirs (else 403), so a brand never leaves their sight (decision 0079).
 */
async function checkTeams(db: Db, caller: Caller, teamIds: readonly string[]) {
  const wanted = [...new Set(teamIds)];
  if (wanted.length === 0) return wanted;
  const found = await db
    .selectFrom('teams')
    .select('id')
    .where('orgId', '=', caller.orgId)
    .where('id', 'in', wanted)
    .execute();
  const unknown = wanted.find((id) => !found.some((row) => row.id === id));
  if (unknown !== undefined) throw notFound(`Team ${unknown}`);
  if (!caller.isAdmin && wanted.some((id) => !caller.teamIds.includes(id))) {
    throw forbidden('A brand can only be shown to teams you are a member of.');
  }
  return wanted;
}

const taken = (name: string) => `A brand named “${name}” already exists.`;

/** Another brand of the organisation with this name (case ignored), if any. */
async function sameName(trx: Db, orgId: string, name: string, except?: string) {
  let query = trx
    .selectFrom('benchmarkBrands')
    .select('id')
    .where('orgId', '=', orgId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (except) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

/**
 * Locks the organisation (its brands and slots are counted), then the brand; 404 when the brand
 * is not the organisation's or not seen by the caller.
 */
export async function lockedBrand(trx: Db, caller: Caller, id: string) {
  await lockRows(trx, 'organisations', [caller.orgId]);
  const [locked] = await lockRows<{ id: string; orgId: string; teamIds: string[] }>(
    trx,
    'benchmark_brands',
    [id],
    ['org_id', 'team_ids'],
  );
  if (!locked || locked.orgId !== caller.orgId || !seesBrand(caller, locked.teamIds)) {
    throw notFound(`Brand ${id}`);
  }
  return locked;
}

/**
 * Benchmark's brands (platform §3, decision 0076): everyone of an organisation with benchmark
 * reads the brands their teams see; administrators and team leaders create, change and delete
 * them. Channel slots are the public channels the organisation follows (decision 0080).
 */
export function brandsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: BRAND,
      tag: TAG,
      summary: "The organisation's brands the caller sees, by name",
      access: 'user',
      response: t.array(Brand),
      handle: async ({ db, caller }) => {
        await requireBenchmark(db, caller);
        return (await seenBrands(db, caller)).map(brandOf);
      },
    }),
    route({
      method: 'GET',
      path: `${BRAND}/ids`,
      tag: TAG,
      summary: "The ids of the organisation's brands the caller sees",
      access: 'user',
      response: Ids,
      handle: async ({ db, caller }) => {
        await requireBenchmark(db, caller);
        return (await seenBrands(db, caller)).map((row) => row.id);
      },
    }),
    route({
      method: 'GET',
      path: `${BRAND}/channel-ids`,
      tag: TAG,
      summary: 'The ids of the public channels of the brands the caller sees',
      access: 'user',
      response: Ids,
      handle: async ({ db, caller }) => {
        await requireBenchmark(db, caller);
        const brands = await seenBrands(db, caller);
        return [...new Set(brands.flatMap((row) => row.channels.map((c) => c.id)))].sort();
      },
    }),
    route({
      method: 'GET',
      path: `${BRAND}/slots`,
      tag: TAG,
      summary: "The organisation's channel slots: its package's total and those used",
      access: 'user',
      response: ChannelSlotDetails,
      handle: async ({ db, caller }) => {
        const org = await requireBenchmark(db, caller);
        return {
          organisationId: caller.orgId,
          totalChannelSlots: org.totalSlots,
          usedChannelSlots: await usedSlots(db, caller.orgId),
        };
      },
    }),
    route({
      method: 'GET',
      path: `${BRAND}/slot-summary`,
      tag: TAG,
      summary: 'The brands the caller sees and the channel slots remaining',
      access: 'user',
      response: ChannelSlotSummary,
      handle: async ({ db, caller }) => {
        const org = await requireBenchmark(db, caller);
        const [brands, used] = await Promise.all([
          seenBrands(db, caller),
          usedSlots(db, caller.orgId),
        ]);
        return {
          brands: brands.map(brandOf),
          channelSlotsRemaining: Math.max(0, org.totalSlots - used),
        };
      },
    }),
    route({
      method: 'GET',
      path: `${BRAND}/{id}`,
      tag: TAG,
      summary: 'One brand with its public channels',
      access: 'user',
      params: IdParam,
      response: Brand,
      handle: async ({ db, caller, params }) => {
        await requireBenchmark(db, caller);
        return brandOf(await seenBrand(db, caller, params.id));
      },
    }),
    route({
      method: 'POST',
      path: BRAND,
      tag: TAG,
      summary: 'Creates a brand (administrators and team leaders)',
      access: 'adminOrTeamLeader',
      body: BrandInput,
      response: Brand,
      status: 201,
      handle: async ({ db, caller, body, address }) => {
        await requireBenchmark(db, caller);
        const name = body.name.trim();
        const teamIds = await checkTeams(db, caller, body.teamList ?? []);
        const id = await transact(db, async (trx) => {
          await lockRows(trx, 'organisations', [caller.orgId]);
          const count = await trx
            .selectFrom('benchmarkBrands')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('orgId', '=', caller.orgId)
            .executeTakeFirstOrThrow();
          if (Number(count.count) >= BENCHMARK_LIMITS.brands) {
            throw conflict(`An organisation has at most ${BENCHMARK_LIMITS.brands} brands.`);
          }
          if (await sameName(trx, caller.orgId, name)) throw conflict(taken(name));
          const row = await trx
            .insertInto('benchmarkBrands')
            .values({
              orgId: caller.orgId,
              name,
              details: body.details ?? null,
              ownBrand: body.ownBrand ?? false,
              teamIds,
              createdBy: caller.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'brand.created',
            target: { type: 'BRAND', id: row.id, name },
            after: { name, ownBrand: body.ownBrand ?? false, teams: teamIds.length },
          });
          return row.id;
        });
        return brandOf(await seenBrand(db, caller, id));
      },
    }),
    route({
      method: 'PUT',
      path: `${BRAND}/{id}`,
      tag: TAG,
      summary: 'Changes a brand’s name, details, own-brand mark and teams',
      access: 'adminOrTeamLeader',
      params: IdParam,
      body: BrandInput,
      response: Brand,
      handle: async ({ db, caller, params, body, address }) => {
        await requireBenchmark(db, caller);
        const name = body.name.trim();
        const teamIds = body.teamList && (await checkTeams(db, caller, body.teamList));
        await transact(db, async (trx) => {
          await lockedBrand(trx, caller, params.id);
          const before = await trx
            .selectFrom('benchmarkBrands')
            .select(['name', 'details', 'ownBrand', 'teamIds'])
            .where('id', '=', params.id)
            .executeTakeFirstOrThrow();
          if (await sameName(trx, caller.orgId, name, params.id)) throw conflict(taken(name));
          const after = {
            name,
            details: body.details ?? before.details,
            ownBrand: body.ownBrand ?? before.ownBrand,
            teamIds: teamIds ?? before.teamIds,
          };
          await trx
            .updateTable('benchmarkBrands')
            .set({ ...after, updatedAt: new Date() })
            .where('id', '=', params.id)
            .execute();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'brand.updated',
            target: { type: 'BRAND', id: params.id, name },
            before: { name: before.name, ownBrand: before.ownBrand, teams: before.teamIds.length },
            after: { name, ownBrand: after.ownBrand, teams: after.teamIds.length },
          });
        });
        return brandOf(await seenBrand(db, caller, params.id));
      },
    }),
    route({
      method: 'DELETE',
      path: `${BRAND}/{id}`,
      tag: TAG,
      summary:
        'Deletes a brand; its public channels’ slots are freed when no other brand follows them',
      access: 'adminOrTeamLeader',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params, address }) => {
        await requireBenchmark(db, caller);
        await transact(db, async (trx) => {
          await lockedBrand(trx, caller, params.id);
          const gone = await trx
            .deleteFrom('benchmarkBrands')
            .where('id', '=', params.id)
            .returning('name')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'brand.deleted',
            target: { type: 'BRAND', id: params.id, name: gone.name },
            before: { name: gone.name },
          });
        });
        return undefined;
      },
    }),
  ];
}
