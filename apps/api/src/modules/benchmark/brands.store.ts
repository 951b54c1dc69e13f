import type { Brand, Network } from '@smm/model';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { seesBrand } from './benchmark.access.js';

/** A brand as stored, with its public channels (by when they were added). */
export interface BrandRow {
  readonly id: string;
  readonly orgId: string;
  readonly name: string;
  readonly details: string | null;
  readonly ownBrand: boolean;
  readonly teamIds: string[];
  readonly onboardingStatus: string;
  readonly createdAt: Date;
  readonly channels: {
    readonly id: string;
    readonly network: string;
    readonly handle: string;
    readonly url: string;
  }[];
}

/** The organisation's brands by name (or those of `ids`), with their public channels. */
export async function readBrands(
  db: Db,
  orgId: string,
  ids?: readonly string[],
): Promise<BrandRow[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('benchmarkBrands as b')
    .select((eb) => [
      'b.id',
      'b.orgId',
      'b.name',
      'b.details',
      'b.ownBrand',
      'b.teamIds',
      'b.onboardingStatus',
      'b.createdAt',
      jsonArrayFrom(
        eb
          .selectFrom('benchmarkBrandChannels as bc')
          .innerJoin('publicChannels as pc', 'pc.id', 'bc.publicChannelId')
          .select(['pc.id', 'pc.network', 'pc.handle', 'pc.url'])
          .whereRef('bc.brandId', '=', 'b.id')
          .orderBy('bc.addedAt')
          .orderBy('pc.id'),
      ).as('channels'),
    ])
    .where('b.orgId', '=', orgId)
    .orderBy((eb) => eb.fn('lower', ['b.name']))
    .orderBy('b.id');
  if (ids) query = query.where('b.id', 'in', ids);
  return query.execute();
}

/** A brand as the API answers it (platform §3). */
export function brandOf(row: BrandRow): Brand {
  return {
    id: row.id,
    name: row.name,
    organisationId: row.orgId,
    ownBrand: row.ownBrand,
    publicChannelIdNetworkList: row.channels.map((c) => ({
      network: c.network as Network,
      publicChannelId: c.id,
      handleName: c.handle,
    })),
    ...(row.details === null ? {} : { details: row.details }),
    access: row.teamIds.length === 0 ? 'organisation' : 'teams',
    teamList: row.teamIds,
    channelSlotsUsed: row.channels.length,
    createdAt: row.createdAt.toISOString(),
    ...(row.channels[0] ? { channelUrl: row.channels[0].url } : {}),
    onboardingStatus: row.onboardingStatus as Brand['onboardingStatus'] & string,
  };
}

/** A brand of the caller's organisation that the caller sees; 404 otherwise. */
export async function seenBrand(db: Db, caller: Caller, id: string): Promise<BrandRow> {
  const [row] = await readBrands(db, caller.orgId, [id]);
  if (!row || !seesBrand(caller, row.teamIds)) throw notFound(`Brand ${id}`);
  return row;
}

/** The public channels the organisation follows (its used channel slots). */
export async function usedSlots(db: Db, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('benchmarkBrandChannels')
    .select((eb) => eb.fn.count<string>('publicChannelId').distinct().as('count'))
    .where('orgId', '=', orgId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
