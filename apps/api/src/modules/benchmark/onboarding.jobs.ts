import { BENCHMARK_LIMITS } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { JobHandler } from '../../jobs/jobs.js';
import type { NetworkGateway } from '../../networks/gateway.js';
import { storePublicChannel } from './public-channels.store.js';

const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The last day that is over (UTC) and the first of the 90 days before it, onboarding's span. */
export function onboardSpan(now: Date): { since: string; until: string } {
  const until = now.getTime() - DAY_MS;
  return {
    since: dayOf(until - (BENCHMARK_LIMITS.onboardDays - 1) * DAY_MS),
    until: dayOf(until),
  };
}

/**
 * Fills a public channel's days and posts from `since` to `until` with what its network answers.
 * Idempotent: a day or post stored already is kept (a post's metrics are refreshed), so a job
 * retried after a crash stores each day exactly once; the channel's history then starts at
 * `since` at the latest.
 */
export async function fillHistory(
  db: Db,
  gateway: NetworkGateway,
  publicChannelId: string,
  since: string,
  until: string,
): Promise<void> {
  if (since > until) return;
  const info = await gateway.publicChannel({ id: publicChannelId });
  const [days, posts] = await Promise.all([
    gateway.publicChannelDays({ id: publicChannelId, since, until }),
    gateway.publicChannelPosts({ id: publicChannelId, since, until }),
  ]);
  await db.transaction().execute(async (trx) => {
    await storePublicChannel(trx, info);
    for (let i = 0; i < days.length; i += 500) {
      await trx
        .insertInto('publicChannelDays')
        .values(days.slice(i, i + 500).map((day) => ({ publicChannelId, ...day })))
        .onConflict((oc) => oc.columns(['publicChannelId', 'day']).doNothing())
        .execute();
    }
    for (let i = 0; i < posts.length; i += 500) {
      await trx
        .insertInto('publicPosts')
        .values(posts.slice(i, i + 500).map((post) => ({ ...post })))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            reactions: eb.ref('excluded.reactions'),
            comments: eb.ref('excluded.comments'),
            shares: eb.ref('excluded.shares'),
            views: eb.ref('excluded.views'),
            reach: eb.ref('excluded.reach'),
            impressions: eb.ref('excluded.impressions'),
            sentiment: eb.ref('excluded.sentiment'),
          })),
        )
        .execute();
    }
    await trx
      .updateTable('publicChannels')
      .set({
        historySince: sql<string>`least(coalesce(history_since, ${since}::date), ${since}::date)`,
      })
      .where('id', '=', publicChannelId)
      .execute();
    await notifyFollowers(trx, publicChannelId);
  });
}

/**
 * Tells every server that the organisations following a public channel have new data (what they
 * kept of its insights is stale), with the transaction that stores it.
 */
async function notifyFollowers(trx: Db, publicChannelId: string): Promise<void> {
  await sql`
    SELECT pg_notify('smm_changes', org_id::text)
    FROM (SELECT DISTINCT org_id FROM benchmark_brand_channels
      WHERE public_channel_id = ${publicChannelId}) AS followers
  `.execute(trx);
}

/**
 * Onboards the brands marked `onboarding` (`benchmark-onboard`, a drain: nudged by the routes and
 * every minute): fills the last 90 days of each of their public channels, then marks each ready.
 * A server killed halfway leaves the mark, so the next look (here or on another server) does it
 * again, and days already stored stay as they are: each day is stored exactly once. A network's
 * refusal (a rate limit) throws after the other brands had their turn; the next look tries again.
 */
export function onboardingWorker(
  db: Db,
  gateway: NetworkGateway,
  now: () => Date = () => new Date(),
): JobHandler {
  return async () => {
    const brands = await db
      .selectFrom('benchmarkBrands')
      .select(['id', 'orgId', 'updatedAt'])
      .where('onboardingStatus', '=', 'onboarding')
      .orderBy('updatedAt')
      .orderBy('id')
      .execute();
    const failures: unknown[] = [];
    for (const brand of brands) {
      try {
        await onboardBrand(db, gateway, brand, now());
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  };
}

/** Fills one brand's channels, then marks it ready unless it was marked again meanwhile. */
async function onboardBrand(
  db: Db,
  gateway: NetworkGateway,
  brand: { readonly id: string; readonly orgId: string; readonly updatedAt: Date },
  now: Date,
): Promise<void> {
  const channels = await db
    .selectFrom('benchmarkBrandChannels')
    .select('publicChannelId')
    .where('brandId', '=', brand.id)
    .orderBy('publicChannelId')
    .execute();
  const { since, until } = onboardSpan(now);
  for (const { publicChannelId } of channels) {
    await fillHistory(db, gateway, publicChannelId, since, until);
  }
  const ready = await db
    .updateTable('benchmarkBrands')
    .set({ onboardingStatus: 'ready' })
    .where('id', '=', brand.id)
    .where('onboardingStatus', '=', 'onboarding')
    // Marked again meanwhile (a channel added): the next look fills that one too.
    .where(sql`date_trunc('milliseconds', updated_at)`, '=', brand.updatedAt)
    .returning('orgId')
    .executeTakeFirst();
  if (ready) await sql`SELECT pg_notify('smm_changes', ${ready.orgId})`.execute(db);
}

/**
 * Every night (`benchmark-daily`): each public channel some onboarded brand follows gets the days
 * it misses up to yesterday — yesterday on an ordinary night, more after the server was down
 * (at most the onboarding's 90 days).
 */
export function dailyWorker(
  db: Db,
  gateway: NetworkGateway,
  now: () => Date = () => new Date(),
): JobHandler {
  return async () => {
    const { since, until } = onboardSpan(now());
    const channels = await db
      .selectFrom('publicChannels as pc')
      .select([
        'pc.id',
        sql<string | null>`(SELECT max(day)::text FROM public_channel_days d
        WHERE d.public_channel_id = pc.id)`.as('lastDay'),
      ])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('benchmarkBrandChannels as bc')
            .innerJoin('benchmarkBrands as b', 'b.id', 'bc.brandId')
            .select('bc.brandId')
            .whereRef('bc.publicChannelId', '=', 'pc.id')
            .where('b.onboardingStatus', '!=', 'notStarted'),
        ),
      )
      .orderBy('pc.id')
      .execute();
    const failures: unknown[] = [];
    for (const channel of channels) {
      const next =
        channel.lastDay === null
          ? since
          : dayOf(Date.parse(`${channel.lastDay}T00:00:00Z`) + DAY_MS);
      try {
        await fillHistory(db, gateway, channel.id, next > since ? next : since, until);
      } catch (error) {
        failures.push(error);
      }
    }
    // One channel's network refusing does not keep the others from their day; the job is tried
    // again for it.
    if (failures.length > 0) throw failures[0];
  };
}
