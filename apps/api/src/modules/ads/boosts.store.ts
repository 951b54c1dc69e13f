import type { Boost, BoostAudience, BoostOptions, BoostRequest, Network } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors.js';
import { sandboxCreateBoost } from '../../networks/sandbox.ads-campaigns.js';
import { callerChannels } from '../publish/publish.channels.js';
import { visiblePost } from '../publish/posts.store.js';
import { adAccountOf, adNetworkRefusal, requireConnected, requirePromote } from './ads.access.js';

/** The channel networks an ad network boosts posts of (Meta's ad accounts: Facebook and Instagram). */
export const BOOSTABLE_NETWORKS: Readonly<Record<string, readonly Network[]>> = {
  facebook: ['facebook', 'instagram'],
  linkedin: ['linkedIn'],
  twitter: ['twitter'],
  tiktok: ['tiktok'],
};

/** Whether an ad account of `adNetwork` can boost a post of a channel of `channelNetwork`. */
export const boosts = (adNetwork: string, channelNetwork: string) =>
  (BOOSTABLE_NETWORKS[adNetwork] ?? []).includes(channelNetwork as Network);

/** The name a boost campaign gets: "Boost: " and the post's first line, shortened. */
export function boostName(text: string): string {
  const line =
    text
      .split('\n')
      .map((part) => part.trim())
      .find((part) => part !== '') ?? '';
  const short = [...line].length > 60 ? `${[...line].slice(0, 59).join('')}…` : line;
  return short === '' ? 'Boost' : `Boost: ${short}`;
}

type BoostRow = {
  id: string;
  adAccountId: string;
  postId: string;
  channelId: string;
  campaignId: string;
  name: string;
  budget: string;
  currency: string;
  durationDays: number;
  audience: unknown;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  createdBy: string | null;
};

const BOOST_COLUMNS = [
  'id',
  'adAccountId',
  'postId',
  'channelId',
  'campaignId',
  'name',
  'budget',
  'currency',
  'durationDays',
  'audience',
  'startsAt',
  'endsAt',
  'createdAt',
  'createdBy',
] as const;

const toBoost = (row: BoostRow): Boost => ({
  id: row.id,
  adAccountId: row.adAccountId,
  postId: row.postId,
  channelId: row.channelId,
  campaignId: row.campaignId,
  name: row.name,
  budget: Number(row.budget),
  currency: row.currency,
  durationDays: row.durationDays,
  audience: row.audience as BoostAudience,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/** The connected ad accounts of the organisation linked to each of the channels, by name. */
async function linkedAccounts(db: Db, orgId: string, channelIds: readonly string[]) {
  if (channelIds.length === 0) return [];
  return db
    .selectFrom('adAccountChannels')
    .innerJoin('adAccounts', 'adAccounts.id', 'adAccountChannels.adAccountId')
    .select([
      'adAccountChannels.channelId',
      'adAccounts.id',
      'adAccounts.name',
      'adAccounts.currency',
      'adAccounts.network',
    ])
    .where('adAccounts.orgId', '=', orgId)
    .where('adAccounts.status', '=', 'connected')
    .where('adAccountChannels.channelId', 'in', channelIds)
    .orderBy('adAccounts.name')
    .orderBy('adAccounts.id')
    .execute();
}

/**
 * `GET /api/ads/posts/{postId}/boost`: the channels a published post can be boosted on by the
 * caller (published there, the caller may publish on the channel, a connected ad account of a
 * network that boosts it is linked to the channel) and the boosts the post already has.
 */
export async function boostOptions(db: Db, caller: Caller, postId: string): Promise<BoostOptions> {
  await requirePromote(db, caller);
  const channels = await callerChannels(db, caller);
  const post = await visiblePost(db, caller, postId, channels);
  const published = post.targets.filter(
    (target) =>
      target.status === 'published' && channels.get(target.channelId)?.permissions.publishPost,
  );
  const links = await linkedAccounts(
    db,
    caller.orgId,
    published.map((target) => target.channelId),
  );
  const rows = await db
    .selectFrom('adBoosts')
    .select(BOOST_COLUMNS)
    .where('orgId', '=', caller.orgId)
    .where('postId', '=', post.id)
    .orderBy('createdAt', 'desc')
    .execute();
  return {
    postId: post.id,
    targets: published
      .map((target) => ({
        channelId: target.channelId,
        channelName: target.channelName,
        network: target.network,
        permalink: target.permalink,
        accounts: links
          .filter(
            (link) => link.channelId === target.channelId && boosts(link.network, target.network),
          )
          .map((link) => ({
            id: link.id,
            name: link.name,
            currency: link.currency,
            socialNetwork: link.network,
          })),
      }))
      .filter((target) => target.accounts.length > 0),
    boosts: rows.map(toBoost),
  };
}

/** The same request as the one a stored boost was made by (an idempotent repeat). */
const sameRequest = (row: BoostRow, body: BoostRequest) =>
  row.adAccountId === body.adAccountId &&
  row.postId === body.postId &&
  row.channelId === body.channelId &&
  Number(row.budget) === body.budget &&
  row.durationDays === body.durationDays;

/**
 * `POST /api/ads/boosts`: boosts a published post with an ad account linked to the channel it
 * was published on, once per idempotency key: a repeat answers the boost the key made (another
 * request with a used key is a 409). The ad network creates an engagement campaign that runs
 * `durationDays` from now; it then is among the account's campaigns.
 */
export async function createBoost(db: Db, caller: Caller, body: BoostRequest): Promise<Boost> {
  await requirePromote(db, caller);
  const earlier = await db
    .selectFrom('adBoosts')
    .select(BOOST_COLUMNS)
    .where('orgId', '=', caller.orgId)
    .where('idempotencyKey', '=', body.idempotencyKey)
    .executeTakeFirst();
  if (earlier) {
    if (!sameRequest(earlier, body)) {
      throw conflict('This idempotency key was already used for another boost.');
    }
    return toBoost(earlier);
  }
  const account = await adAccountOf(db, caller, body.adAccountId);
  const channels = await callerChannels(db, caller);
  const post = await visiblePost(db, caller, body.postId, channels);
  const target = post.targets.find((t) => t.channelId === body.channelId);
  if (!target) {
    throw new HttpError(
      422,
      `The post was not published on channel ${body.channelId}.`,
      'INVALID_REQUEST',
    );
  }
  if (!channels.get(target.channelId)?.permissions.publishPost) {
    throw forbidden('You may not publish on this channel, so you may not boost its posts.');
  }
  if (target.status !== 'published') {
    throw new HttpError(
      422,
      `Only published posts can be boosted; on ${target.channelName} this post is ${target.status}.`,
      'INVALID_REQUEST',
    );
  }
  requireConnected(account);
  const linked = await db
    .selectFrom('adAccountChannels')
    .select('channelId')
    .where('adAccountId', '=', account.id)
    .where('channelId', '=', target.channelId)
    .executeTakeFirst();
  if (!linked || !boosts(account.network, target.network)) {
    throw new HttpError(
      422,
      `The ad account "${account.name}" is not linked to ${target.channelName}. Link it in Settings › Ad accounts.`,
      'INVALID_REQUEST',
    );
  }
  const name = boostName(post.text);
  let campaign;
  try {
    campaign = await sandboxCreateBoost(db, {
      account,
      idempotencyKey: `${caller.orgId}:${body.idempotencyKey}`,
      name,
      budget: body.budget,
      durationDays: body.durationDays,
      audience: body.audience,
      networkItemId: target.networkItemId,
    });
  } catch (error) {
    throw await adNetworkRefusal(db, account, error);
  }
  await db
    .insertInto('adBoosts')
    .values({
      orgId: caller.orgId,
      adAccountId: account.id,
      postId: post.id,
      channelId: target.channelId,
      idempotencyKey: body.idempotencyKey,
      campaignId: campaign.id,
      name: campaign.name,
      budget: body.budget,
      currency: account.currency,
      durationDays: body.durationDays,
      audience: JSON.stringify(body.audience),
      startsAt: campaign.startsAt,
      endsAt: campaign.endsAt ?? campaign.startsAt,
      createdBy: caller.userId,
    })
    .onConflict((oc) => oc.columns(['orgId', 'idempotencyKey']).doNothing())
    .execute();
  const stored = await db
    .selectFrom('adBoosts')
    .select(BOOST_COLUMNS)
    .where('orgId', '=', caller.orgId)
    .where('idempotencyKey', '=', body.idempotencyKey)
    .executeTakeFirst();
  if (!stored) throw notFound(`Boost ${body.idempotencyKey}`);
  return toBoost(stored);
}
