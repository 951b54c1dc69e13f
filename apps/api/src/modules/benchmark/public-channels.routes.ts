import {
  BENCHMARK_LIMITS,
  Brand,
  BrandChannelAdd,
  BrandOnboard,
  HandleSearchQuery,
  PublicChannel,
  PublicChannelsQuery,
  SuggestedChannelSearch,
  type Network,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';
import { transact } from '../../db/transact.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { NetworkGateway } from '../../networks/gateway.js';
import { requireBenchmark, seesBrand } from './benchmark.access.js';
import { BENCHMARK, lockedBrand, TAG } from './brands.routes.js';
import { brandOf, seenBrand } from './brands.store.js';
import {
  knownPublicChannel,
  networkRefusal,
  readPublicChannels,
  storePublicChannel,
} from './public-channels.store.js';

const BrandChannelParams = t.type(
  {
    brandId: IdParam.props.id,
    publicChannelId: t.refinement(t.string, (s) => s.length >= 1 && s.length <= 200, 'externalId'),
  },
  'BrandChannelParams',
);
const BrandParam = t.type({ brandId: IdParam.props.id }, 'BrandParam');

/**
 * Marks the brand as onboarding (its channels' 90 days of history to fill): the mark is the work
 * the `benchmark-onboard` queue drains, so it survives a restart (decision 0079). Nudge the queue
 * once the transaction has committed.
 */
export async function markOnboarding(trx: Db, brandId: string) {
  await trx
    .updateTable('benchmarkBrands')
    .set({ onboardingStatus: 'onboarding', updatedAt: new Date() })
    .where('id', '=', brandId)
    .execute();
}

/**
 * Benchmark's public channels (platform §3, §7; decision 0076): the sandbox networks' public
 * channels found by handle, added to brands within the package's channel slots, and onboarded —
 * their history filled in a background job.
 */
export function publicChannelsRoutes(gateway: NetworkGateway, jobs: Jobs | null): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: `${BENCHMARK}/brand-public-channel`,
      tag: TAG,
      summary:
        'Adds a public channel to a brand (a new one takes a channel slot; an onboarded brand fills its history)',
      access: 'adminOrTeamLeader',
      body: BrandChannelAdd,
      response: Brand,
      handle: async ({ db, caller, body }) => {
        const org = await requireBenchmark(db, caller);
        await seenBrand(db, caller, body.brandId);
        await knownPublicChannel(db, gateway, body.publicChannelId);
        const queued = await transact(db, async (trx) => {
          await lockedBrand(trx, caller, body.brandId);
          const brand = await trx
            .selectFrom('benchmarkBrands')
            .select('onboardingStatus')
            .where('id', '=', body.brandId)
            .executeTakeFirstOrThrow();
          const followed = await trx
            .selectFrom('benchmarkBrandChannels')
            .select(['brandId', 'publicChannelId'])
            .where('orgId', '=', caller.orgId)
            .execute();
          const own = followed.filter((row) => row.brandId === body.brandId);
          if (own.some((row) => row.publicChannelId === body.publicChannelId)) return false;
          if (own.length >= BENCHMARK_LIMITS.channelsPerBrand) {
            throw conflict(
              `A brand follows at most ${BENCHMARK_LIMITS.channelsPerBrand} public channels.`,
            );
          }
          const used = new Set(followed.map((row) => row.publicChannelId));
          if (!used.has(body.publicChannelId) && used.size >= org.totalSlots) {
            throw conflict(
              `All ${org.totalSlots} channel slots of your package are used: remove a public channel from a brand first.`,
            );
          }
          await trx
            .insertInto('benchmarkBrandChannels')
            .values({
              brandId: body.brandId,
              publicChannelId: body.publicChannelId,
              orgId: caller.orgId,
            })
            .execute();
          if (brand.onboardingStatus === 'notStarted') return false;
          await markOnboarding(trx, body.brandId);
          return true;
        });
        if (queued) await jobs?.nudge(QUEUES.benchmarkOnboard);
        return brandOf(await seenBrand(db, caller, body.brandId));
      },
    }),
    route({
      method: 'DELETE',
      path: `${BENCHMARK}/brand-public-channel/{brandId}/{publicChannelId}`,
      tag: TAG,
      summary: 'Removes a public channel from a brand',
      access: 'adminOrTeamLeader',
      params: BrandChannelParams,
      response: null,
      handle: async ({ db, caller, params }) => {
        await requireBenchmark(db, caller);
        await transact(db, async (trx) => {
          await lockedBrand(trx, caller, params.brandId);
          const gone = await trx
            .deleteFrom('benchmarkBrandChannels')
            .where('brandId', '=', params.brandId)
            .where('publicChannelId', '=', params.publicChannelId)
            .executeTakeFirst();
          if (gone.numDeletedRows === 0n) {
            throw notFound(`Public channel ${params.publicChannelId} of the brand`);
          }
        });
        return undefined;
      },
    }),
    route({
      method: 'DELETE',
      path: `${BENCHMARK}/brand-public-channel/{brandId}`,
      tag: TAG,
      summary: 'Removes every public channel from a brand',
      access: 'adminOrTeamLeader',
      params: BrandParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        await requireBenchmark(db, caller);
        await transact(db, async (trx) => {
          await lockedBrand(trx, caller, params.brandId);
          await trx
            .deleteFrom('benchmarkBrandChannels')
            .where('brandId', '=', params.brandId)
            .execute();
        });
        return undefined;
      },
    }),
    route({
      method: 'GET',
      path: `${BENCHMARK}/organisation-public-channel`,
      tag: TAG,
      summary:
        'The public channels the organisation follows, each with the brands (the caller sees) that follow it',
      access: 'user',
      response: t.array(PublicChannel),
      handle: async ({ db, caller }) => {
        await requireBenchmark(db, caller);
        const channels = await readPublicChannels(db, caller.orgId, null, (teamIds) =>
          seesBrand(caller, teamIds),
        );
        return channels.filter((channel) => (channel.brandIds ?? []).length > 0);
      },
    }),
    route({
      method: 'GET',
      path: `${BENCHMARK}/public-channel/channel/get-channels`,
      tag: TAG,
      summary: 'Public channels by id (those the networks have), with the caller’s brands of each',
      access: 'user',
      query: PublicChannelsQuery,
      response: t.array(PublicChannel),
      handle: async ({ db, caller, query }) => {
        await requireBenchmark(db, caller);
        const stored = await readPublicChannels(db, caller.orgId, query.ids, (teamIds) =>
          seesBrand(caller, teamIds),
        );
        const missing = query.ids.filter((id) => !stored.some((channel) => channel.id === id));
        for (const id of missing) {
          await knownPublicChannel(db, gateway, id).catch(() => undefined);
        }
        return missing.length === 0
          ? stored
          : readPublicChannels(db, caller.orgId, query.ids, (teamIds) =>
              seesBrand(caller, teamIds),
            );
      },
    }),
    route({
      method: 'GET',
      path: `${BENCHMARK}/search/handle`,
      tag: TAG,
      summary:
        'Suggested public channels: those of the networks whose handle or name contains the keyword',
      access: 'user',
      query: HandleSearchQuery,
      response: SuggestedChannelSearch,
      handle: async ({ db, caller, query }) => {
        await requireBenchmark(db, caller);
        const keyword = query.keyword.trim();
        try {
          const found = await gateway.searchPublicChannels({
            keyword,
            networks: query.networks ?? [],
            limit: BENCHMARK_LIMITS.searchResults,
          });
          for (const info of found) await storePublicChannel(db, info);
          return {
            keyword,
            handleInfos: found.map((info) => ({
              handle: info.handle,
              network: info.network as Network,
              name: info.name,
              publicChannelId: info.id,
              ...(info.thumbnailUrl === null ? {} : { thumbnailUrl: info.thumbnailUrl }),
              followerCount: info.followerCount,
            })),
          };
        } catch (error) {
          throw networkRefusal(error, query.networks?.[0] ?? 'facebook');
        }
      },
    }),
    route({
      method: 'POST',
      path: `${BENCHMARK}/onboard`,
      tag: TAG,
      summary:
        'Onboards a brand: its public channels’ last 90 days are filled in the background, then every day',
      access: 'adminOrTeamLeader',
      body: BrandOnboard,
      response: Brand,
      status: 202,
      handle: async ({ db, caller, body }) => {
        await requireBenchmark(db, caller);
        await transact(db, async (trx) => {
          await lockedBrand(trx, caller, body.brandId);
          const channels = await trx
            .selectFrom('benchmarkBrandChannels')
            .select('publicChannelId')
            .where('brandId', '=', body.brandId)
            .execute();
          if (channels.length === 0) {
            throw badRequest('Add a public channel to the brand before onboarding it.');
          }
          await markOnboarding(trx, body.brandId);
        });
        await jobs?.nudge(QUEUES.benchmarkOnboard);
        return brandOf(await seenBrand(db, caller, body.brandId));
      },
    }),
  ];
}
