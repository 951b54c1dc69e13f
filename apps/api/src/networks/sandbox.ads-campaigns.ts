import { createHash } from 'node:crypto';
import type { AdCampaignStatus, AdObjective, AdResultType, BoostAudience } from '@smm/model';
import type { Db } from '../db/database.js';
import { NetworkError, type NetworkFailureKind } from './gateway.js';
import { RETRY_AFTER_SECONDS } from './sandbox.moderation.js';
import { seededRandom } from './sandbox.public-history.js';

/**
 * The sandbox ad networks' campaigns (docs/decisions/0093, 0094). Every ad account (by its
 * network and external id) has campaigns of its own made "on the network": computed from a seed
 * of the account and the current day (`seededRandom`), so every machine answers the same; their
 * spend and results grow with the time they ran. Campaigns created through the network's API
 * (boosts) are kept in `sandbox_ad_campaigns`, once per idempotency key, and listed with them.
 * Requests fail on demand like the real networks' (rate limit, expired access, an outage):
 * `POST /api/sandbox/ad-failures`.
 */

/** A campaign as a sandbox ad network reports it (amounts in the account's currency). */
export interface SandboxCampaign {
  readonly id: string;
  readonly name: string;
  readonly objective: AdObjective;
  readonly status: AdCampaignStatus;
  readonly origin: 'network' | 'boost';
  readonly budget: number;
  readonly spend: number;
  readonly results: number;
  readonly resultType: AdResultType;
  readonly impressions: number;
  readonly reach: number;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
  /** The boosted post's id on its network (boosts only). */
  readonly networkItemId: string | null;
}

/** An ad account as a sandbox ad network knows it. */
export interface SandboxAdAccountRef {
  readonly network: string;
  readonly externalId: string;
  readonly currency: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The ad networks' own names for the ad products (the error messages name them). */
const AD_NETWORK_NAMES: Record<string, string> = {
  facebook: 'Meta Ads',
  linkedin: 'LinkedIn Ads',
  twitter: 'X Ads',
  tiktok: 'TikTok Ads',
};
export const adNetworkName = (network: string) => AD_NETWORK_NAMES[network] ?? network;

/** What a campaign of an objective counts as its results. */
export const RESULT_TYPE: Record<AdObjective, AdResultType> = {
  awareness: 'reach',
  traffic: 'linkClicks',
  engagement: 'postEngagements',
  leads: 'leads',
  videoViews: 'videoViews',
  appInstalls: 'appInstalls',
  sales: 'purchases',
};

/** Results per thousand impressions of each result type (around these, per campaign). */
const RESULTS_PER_MILLE: Record<AdResultType, number> = {
  reach: 0,
  linkClicks: 12,
  postEngagements: 45,
  leads: 0.9,
  videoViews: 180,
  appInstalls: 0.7,
  purchases: 0.5,
};

/** Cost per thousand impressions in US dollars, per network. */
const CPM_USD: Record<string, number> = { facebook: 7.5, linkedin: 28, twitter: 6, tiktok: 9.5 };

/** Roughly how many units of a currency a US dollar buys, so amounts look right in each. */
const PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CHF: 0.88,
  JPY: 150,
  CAD: 1.36,
  AUD: 1.52,
  SEK: 10.5,
  NOK: 10.7,
  DKK: 6.9,
  PLN: 4,
};

/** A currency's minor-unit digits (JPY has none). */
function digitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** An amount rounded to the currency's minor unit. */
export function roundMoney(amount: number, currency: string): number {
  const factor = 10 ** digitsOf(currency);
  return Math.round(amount * factor) / factor;
}

const NAMES: Record<AdObjective, readonly string[]> = {
  awareness: ['Brand awareness Q4', 'Neighbourhood awareness', 'Winter brand film'],
  traffic: ['Winter blend launch', 'Online shop traffic', 'Oat milk latte week'],
  engagement: ['Latte art contest', 'Customer stories', 'Behind the bean'],
  leads: ['Barista job leads', 'Office catering leads', 'Wholesale enquiries'],
  videoViews: ['Roastery tour video', 'How we brew cold brew', 'Meet our farmers'],
  appInstalls: ['Loyalty app installs', 'Order-ahead app push'],
  sales: ['Holiday gift cards', 'Coffee subscription sale', 'Beans by post'],
};
const OBJECTIVES = Object.keys(NAMES) as AdObjective[];
/** What tells two campaigns of the same name apart, as people name them. */
const VARIANTS = ['retargeting', 'lookalike', 'weekend', 'spring', 'autumn', 'city centre'];

/** How much of a campaign's span has passed at `now` (0 before its start). */
function elapsedDays(start: Date, end: Date | null, now: Date): number {
  const until = end === null ? now.getTime() : Math.min(end.getTime(), now.getTime());
  // Spend grows by the hour: within one hour every request answers the same.
  const hours = Math.floor((until - start.getTime()) / HOUR_MS);
  return Math.max(0, hours) / 24;
}

/** Impressions, reach and results for an amount spent (seeded per campaign). */
function performance(
  seed: string,
  network: string,
  currency: string,
  spend: number,
  resultType: AdResultType,
) {
  const random = seededRandom(`perf:${seed}`);
  const perUsd = PER_USD[currency] ?? 1;
  const cpm = (CPM_USD[network] ?? 8) * perUsd * (0.7 + random() * 0.6);
  const impressions = Math.round((spend / cpm) * 1000);
  const reach = Math.round(impressions * (0.55 + random() * 0.3));
  const results =
    resultType === 'reach'
      ? reach
      : Math.round((impressions / 1000) * RESULTS_PER_MILLE[resultType] * (0.6 + random() * 0.8));
  return { impressions, reach, results };
}

/**
 * The campaigns an ad account has on its network (not the boosts), as at `now`: six to twelve,
 * started up to 120 days before today, some ended (completed), some paused, the rest active.
 * The same account gives the same campaigns on every machine.
 */
export function networkCampaigns(account: SandboxAdAccountRef, now: Date): SandboxCampaign[] {
  const key = `${account.network}:${account.externalId}`;
  const random = seededRandom(`ads:${key}`);
  const count = 6 + Math.floor(random() * 7);
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const perUsd = PER_USD[account.currency] ?? 1;
  const used = new Set<string>();
  const campaigns: SandboxCampaign[] = [];
  for (let i = 0; i < count; i++) {
    const r = seededRandom(`ads:${key}:${i}`);
    const objective = OBJECTIVES[Math.floor(r() * OBJECTIVES.length)] as AdObjective;
    const names = NAMES[objective];
    let name = names[Math.floor(r() * names.length)] as string;
    if (used.has(name)) name = `${name} – ${VARIANTS[i % VARIANTS.length] ?? 'again'}`;
    used.add(name);
    // The account's campaigns start on fixed days of the calendar (a new one every ~10 days),
    // so the set only changes when a new one starts, not every day.
    const startDay = Math.floor(today / DAY_MS / 10) * 10 - 10 * i - Math.floor(r() * 6);
    const startsAt = new Date(startDay * DAY_MS + (8 + Math.floor(r() * 8)) * HOUR_MS);
    const alwaysOn = r() < 0.2;
    const days = 7 + Math.floor(r() * 54);
    const endsAt = alwaysOn ? null : new Date(startsAt.getTime() + days * DAY_MS);
    const dailyUsd = 10 + Math.floor(r() * 140);
    const budget = roundMoney(dailyUsd * perUsd * (alwaysOn ? 120 : days), account.currency);
    const pausedShare = r();
    const ended = endsAt !== null && endsAt.getTime() <= now.getTime();
    const paused = !ended && pausedShare < 0.25;
    // A paused campaign stopped spending part-way through the time it has had.
    const ran = elapsedDays(startsAt, endsAt, now) * (paused ? 0.3 + pausedShare * 2 : 1);
    // Networks pace spend a little under the plan: a completed campaign spends 85–100 % of it.
    const pace = 0.85 + r() * 0.15;
    const spend = roundMoney(Math.min(budget, dailyUsd * perUsd * ran * pace), account.currency);
    const id = `${account.network}-cmp-${createHash('sha256').update(`${key}:${i}`).digest('hex').slice(0, 12)}`;
    const resultType = RESULT_TYPE[objective];
    campaigns.push({
      id,
      name,
      objective,
      status: ended ? 'completed' : paused ? 'paused' : 'active',
      origin: 'network',
      budget,
      spend,
      resultType,
      ...performance(id, account.network, account.currency, spend, resultType),
      startsAt,
      endsAt,
      networkItemId: null,
    });
  }
  return campaigns.filter((campaign) => campaign.startsAt.getTime() <= now.getTime());
}

/** A boost campaign as a sandbox network reports it at `now`: it spends its budget evenly. */
function boostCampaign(
  row: {
    readonly id: string;
    readonly network: string;
    readonly name: string;
    readonly objective: string;
    readonly budget: string;
    readonly currency: string;
    readonly networkItemId: string | null;
    readonly startsAt: Date;
    readonly endsAt: Date;
  },
  now: Date,
): SandboxCampaign {
  const budget = Number(row.budget);
  const span = (row.endsAt.getTime() - row.startsAt.getTime()) / DAY_MS;
  const ran = elapsedDays(row.startsAt, row.endsAt, now);
  const spend = roundMoney(Math.min(budget, (budget / Math.max(span, 1)) * ran), row.currency);
  const objective = (row.objective in RESULT_TYPE ? row.objective : 'engagement') as AdObjective;
  const resultType = RESULT_TYPE[objective];
  return {
    id: row.id,
    name: row.name,
    objective,
    status: row.endsAt.getTime() <= now.getTime() ? 'completed' : 'active',
    origin: 'boost',
    budget,
    spend,
    resultType,
    ...performance(row.id, row.network, row.currency, spend, resultType),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    networkItemId: row.networkItemId,
  };
}

/** The key under which failures of an ad account are injected (`sandbox_failures`). */
export const adFailureKey = (network: string, externalId: string) => `ads:${network}:${externalId}`;

/** The kinds of failure the sandbox ad networks answer on demand. */
export type AdFailureKind = Extract<
  NetworkFailureKind,
  'rateLimited' | 'tokenExpired' | 'platformIssue'
>;

/** A sandbox ad network's error of a kind, worded as the network words it. */
export function adFailure(kind: AdFailureKind, network: string): NetworkError {
  const name = adNetworkName(network);
  switch (kind) {
    case 'rateLimited':
      return new NetworkError('rateLimited', `${name} is limiting requests from this ad account.`, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    case 'tokenExpired':
      return new NetworkError('tokenExpired', `The ad account's access to ${name} has expired.`, {
        code: 190,
      });
    case 'platformIssue':
      return new NetworkError('platformIssue', `${name} is not answering right now.`, {
        code: 2,
      });
  }
}

/** Uses up one injected failure of the ad account and throws it (commits on its own). */
async function throwInjectedAdFailure(db: Db, account: SandboxAdAccountRef): Promise<void> {
  const injected = await db
    .updateTable('sandboxFailures')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('channelId', '=', adFailureKey(account.network, account.externalId))
    .where('remaining', '>', 0)
    .returning('kind')
    .executeTakeFirst();
  if (injected) throw adFailure(injected.kind as AdFailureKind, account.network);
}

/** Makes the ad account's next `times` requests fail as `kind` (0 clears). */
export async function failNextAdRequests(
  db: Db,
  account: { readonly network: string; readonly externalId: string },
  kind: AdFailureKind,
  times: number,
): Promise<void> {
  const channelId = adFailureKey(account.network, account.externalId);
  await db
    .insertInto('sandboxFailures')
    .values({ channelId, kind, remaining: times })
    .onConflict((oc) => oc.column('channelId').doUpdateSet({ kind, remaining: times }))
    .execute();
}

/**
 * The sandbox ad network's "list campaigns" call: the account's campaigns on the network and the
 * boosts created through its API, newest first; an injected failure throws a NetworkError.
 */
export async function sandboxListCampaigns(
  db: Db,
  account: SandboxAdAccountRef,
  now = new Date(),
): Promise<SandboxCampaign[]> {
  await throwInjectedAdFailure(db, account);
  const boosts = await db
    .selectFrom('sandboxAdCampaigns')
    .selectAll()
    .where('network', '=', account.network)
    .where('accountExternalId', '=', account.externalId)
    .where('startsAt', '<=', now)
    .execute();
  return [...boosts.map((row) => boostCampaign(row, now)), ...networkCampaigns(account, now)].sort(
    (a, b) => b.startsAt.getTime() - a.startsAt.getTime() || a.id.localeCompare(b.id),
  );
}

/** What a boost asks the ad network to create. */
export interface SandboxBoostRequest {
  readonly account: SandboxAdAccountRef;
  /** The network remembers it: the same key answers the campaign it created the first time. */
  readonly idempotencyKey: string;
  readonly name: string;
  readonly budget: number;
  readonly durationDays: number;
  readonly audience: BoostAudience;
  /** The post's id on its network. */
  readonly networkItemId: string | null;
}

/**
 * The sandbox ad network's "boost a post" call: creates an engagement campaign for the post
 * starting now and running `durationDays`, once per idempotency key (a repeat answers the first).
 */
export async function sandboxCreateBoost(
  db: Db,
  request: SandboxBoostRequest,
  now = new Date(),
): Promise<SandboxCampaign> {
  await throwInjectedAdFailure(db, request.account);
  const id = `${request.account.network}-boost-${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 16)}`;
  await db
    .insertInto('sandboxAdCampaigns')
    .values({
      id,
      network: request.account.network,
      accountExternalId: request.account.externalId,
      idempotencyKey: request.idempotencyKey,
      name: request.name,
      objective: 'engagement',
      budget: request.budget,
      currency: request.account.currency,
      networkItemId: request.networkItemId,
      audience: JSON.stringify(request.audience),
      startsAt: now,
      endsAt: new Date(now.getTime() + request.durationDays * DAY_MS),
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .execute();
  const row = await db
    .selectFrom('sandboxAdCampaigns')
    .selectAll()
    .where('idempotencyKey', '=', request.idempotencyKey)
    .executeTakeFirstOrThrow();
  return boostCampaign(row, now);
}
