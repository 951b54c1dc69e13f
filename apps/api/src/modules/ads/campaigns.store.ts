import type {
  AdCampaign,
  AdCampaignDay,
  AdCampaignDetail,
  AdCampaignPage,
  AdCampaignQuery,
  AdCampaignStatus,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import {
  roundMoney,
  sandboxListCampaigns,
  type SandboxCampaign,
} from '../../networks/sandbox.ads-campaigns.js';
import { seededRandom } from '../../networks/sandbox.public-history.js';
import {
  adAccountOf,
  adNetworkRefusal,
  requireAds,
  requireConnected,
  type AdAccountRow,
} from './ads.access.js';

const DAY_MS = 86_400_000;
/** The statuses in the order the table sorts them (running first). */
const STATUS_ORDER: Record<AdCampaignStatus, number> = { active: 0, paused: 1, completed: 2 };

/** The account's campaigns from its ad network, with the boosted posts the product knows of. */
async function campaignsOf(db: Db, account: AdAccountRow, now: Date): Promise<AdCampaign[]> {
  requireConnected(account);
  let campaigns: SandboxCampaign[];
  try {
    campaigns = await sandboxListCampaigns(db, account, now);
  } catch (error) {
    throw await adNetworkRefusal(db, account, error);
  }
  const boosts = await db
    .selectFrom('adBoosts')
    .select(['campaignId', 'postId'])
    .where('adAccountId', '=', account.id)
    .where('orgId', '=', account.orgId)
    .execute();
  const postOf = new Map(boosts.map((boost) => [boost.campaignId, boost.postId]));
  return campaigns.map((campaign) => ({
    id: campaign.id,
    adAccountId: account.id,
    name: campaign.name,
    objective: campaign.objective,
    status: campaign.status,
    origin: campaign.origin,
    currency: account.currency,
    budget: campaign.budget,
    spend: campaign.spend,
    results: campaign.results,
    resultType: campaign.resultType,
    impressions: campaign.impressions,
    reach: campaign.reach,
    costPerResult:
      campaign.results > 0 ? roundMoney(campaign.spend / campaign.results, 'USD') : null,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt?.toISOString() ?? null,
    postId: postOf.get(campaign.id) ?? null,
  }));
}

/** Compares two campaigns by a column (then by id, so the order is total). */
function comparer(sort: NonNullable<AdCampaignQuery['sort']>) {
  const by: Record<typeof sort, (a: AdCampaign, b: AdCampaign) => number> = {
    name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
    spend: (a, b) => a.spend - b.spend,
    results: (a, b) => a.results - b.results,
    startsAt: (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt),
  };
  return by[sort];
}

/**
 * `GET /api/ads/accounts/{id}/campaigns`: one page of the account's campaigns, sorted (default:
 * newest start first), optionally of one status, with the count and totals of all of them.
 */
export async function listCampaigns(
  db: Db,
  caller: Caller,
  id: string,
  query: AdCampaignQuery,
  now = new Date(),
): Promise<AdCampaignPage> {
  await requireAds(db, caller);
  const account = await adAccountOf(db, caller, id);
  const all = (await campaignsOf(db, account, now)).filter(
    (campaign) => query.status === undefined || campaign.status === query.status,
  );
  const sort = query.sort ?? 'startsAt';
  const direction =
    (query.order ?? (sort === 'name' || sort === 'status' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const compare = comparer(sort);
  const sorted = [...all].sort((a, b) => direction * compare(a, b) || a.id.localeCompare(b.id));
  const pageSize = query.pageSize ?? 25;
  const page = query.page ?? 1;
  const sum = (pick: (campaign: AdCampaign) => number) =>
    all.reduce((total, campaign) => total + pick(campaign), 0);
  return {
    adAccountId: account.id,
    currency: account.currency,
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: all.length,
    page,
    pageSize,
    totals: {
      spend: roundMoney(
        sum((c) => c.spend),
        account.currency,
      ),
      results: sum((c) => c.results),
      impressions: sum((c) => c.impressions),
      reach: sum((c) => c.reach),
    },
  };
}

/**
 * `GET /api/ads/accounts/{id}/campaigns/{campaignId}`: one campaign and its days (spend,
 * results and impressions per day, adding up to its totals).
 */
export async function readCampaign(
  db: Db,
  caller: Caller,
  id: string,
  campaignId: string,
  now = new Date(),
): Promise<AdCampaignDetail> {
  await requireAds(db, caller);
  const account = await adAccountOf(db, caller, id);
  const campaign = (await campaignsOf(db, account, now)).find((c) => c.id === campaignId);
  if (!campaign) throw notFound(`Campaign ${campaignId}`);
  return { campaign, days: daysOf(campaign, now) };
}

/** Splits a campaign's totals over the days it ran (seeded weights, so every call agrees). */
function daysOf(campaign: AdCampaign, now: Date): AdCampaignDay[] {
  const start = Math.floor(Date.parse(campaign.startsAt) / DAY_MS);
  const endTime = Math.min(
    campaign.endsAt === null ? now.getTime() : Date.parse(campaign.endsAt),
    now.getTime(),
  );
  const end = Math.floor(endTime / DAY_MS);
  const count = Math.max(1, Math.min(end - start + 1, 400));
  const random = seededRandom(`days:${campaign.id}`);
  const weights = Array.from({ length: count }, () => 0.6 + random() * 0.8);
  const whole = weights.reduce((a, b) => a + b, 0);
  const share = (total: number, index: number, round: (n: number) => number) => {
    const before = weights.slice(0, index).reduce((a, b) => a + b, 0);
    const upTo = before + (weights[index] ?? 0);
    return round((total * upTo) / whole) - round((total * before) / whole);
  };
  const money = (n: number) => roundMoney(n, campaign.currency);
  return weights.map((_, index) => ({
    date: new Date((end - count + 1 + index) * DAY_MS).toISOString().slice(0, 10),
    spend: Math.max(0, money(share(campaign.spend, index, money))),
    results: share(campaign.results, index, Math.round),
    impressions: share(campaign.impressions, index, Math.round),
  }));
}
