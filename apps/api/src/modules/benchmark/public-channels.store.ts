import { networkName } from '@smm/networks';
import type { Network, PublicChannel } from '@smm/model';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import {
  NetworkError,
  type NetworkGateway,
  type PublicChannelInfo,
} from '../../networks/gateway.js';

/** A network's refusal as the API answers it: 404 for a channel gone, 503 to try again later. */
export function networkRefusal(error: unknown, network: string, id?: string): unknown {
  if (!(error instanceof NetworkError)) return error;
  const name = networkName(network);
  if (error.kind === 'notFound') return notFound(`Public channel ${id ?? ''}`.trim());
  if (error.kind === 'rateLimited') {
    const wait = error.details.retryAfterSeconds ?? 60;
    return new HttpError(
      503,
      `${name} is limiting requests; try again in ${Math.ceil(wait / 60)} minute(s).`,
      'NETWORK_RATE_LIMITED',
    );
  }
  return new HttpError(503, `${name} did not answer: ${error.message}`, 'NETWORK_UNAVAILABLE');
}

/** The network of a public channel id (`{network}-public-{handle}`). */
export const networkOfId = (id: string) => id.split('-')[0] ?? '';

/**
 * The product's copy of a public channel: stored (or refreshed) from what the network answers,
 * shared by every organisation (decision 0076).
 */
export async function storePublicChannel(db: Db, info: PublicChannelInfo): Promise<void> {
  const values = {
    network: info.network,
    handle: info.handle,
    name: info.name,
    url: info.url,
    thumbnailUrl: info.thumbnailUrl,
    followerCount: info.followerCount,
    hasReach: info.hasReach,
    fetchedAt: new Date(),
  };
  await db
    .insertInto('publicChannels')
    .values({ id: info.id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** A public channel the product knows, or asks the network for (and keeps); 404 when none. */
export async function knownPublicChannel(
  db: Db,
  gateway: NetworkGateway,
  id: string,
): Promise<void> {
  const stored = await db
    .selectFrom('publicChannels')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (stored) return;
  try {
    await storePublicChannel(db, await gateway.publicChannel({ id }));
  } catch (error) {
    throw networkRefusal(error, networkOfId(id), id);
  }
}

/**
 * Stored public channels by id (in the order asked), each with the brands of the organisation
 * that follow it and that `brandSeen` lets the caller see.
 */
export async function readPublicChannels(
  db: Db,
  orgId: string,
  ids: readonly string[] | null,
  brandSeen: (teamIds: readonly string[]) => boolean,
): Promise<PublicChannel[]> {
  let query = db
    .selectFrom('publicChannels as pc')
    .leftJoin('benchmarkBrandChannels as bc', (join) =>
      join.onRef('bc.publicChannelId', '=', 'pc.id').on('bc.orgId', '=', orgId),
    )
    .leftJoin('benchmarkBrands as b', 'b.id', 'bc.brandId')
    .select([
      'pc.id',
      'pc.network',
      'pc.handle',
      'pc.name',
      'pc.url',
      'pc.thumbnailUrl',
      'pc.followerCount',
      'pc.hasReach',
      'pc.historySince',
      'b.id as brandId',
      'b.teamIds',
    ])
    .orderBy('pc.id');
  query =
    ids === null ? query.where('bc.orgId', '=', orgId) : query.where('pc.id', 'in', [...ids, '']);
  const rows = await query.execute();
  const byId = new Map<string, PublicChannel & { brandIds: string[] }>();
  for (const row of rows) {
    let channel = byId.get(row.id);
    if (!channel) {
      channel = {
        id: row.id,
        network: row.network as Network,
        handle: row.handle,
        name: row.name,
        url: row.url,
        thumbnailUrl: row.thumbnailUrl,
        followerCount: row.followerCount,
        hasReach: row.hasReach,
        historySince: row.historySince,
        brandIds: [],
      };
      byId.set(row.id, channel);
    }
    if (row.brandId !== null && brandSeen(row.teamIds ?? [])) channel.brandIds.push(row.brandId);
  }
  const order = ids ?? [...byId.keys()];
  return order.flatMap((id) => byId.get(id) ?? []);
}
