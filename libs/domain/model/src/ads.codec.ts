import * as t from 'io-ts';
import {
  ChannelId,
  DateString,
  Id,
  integerParam,
  nullable,
  oneOf,
  struct,
  Uuid,
} from './codec.utils.js';
import { Network } from './network.codec.js';
import { nonEmptyText, text } from './text.codec.js';

/**
 * The ads area (platform §1, §2; docs/decisions/0093): the campaigns of an ad account as its ad
 * network reports them, and boosts of published posts the product creates there.
 */

/** Where a campaign is in its life: running, paused by someone, or past its end. */
export const AdCampaignStatus = oneOf(['active', 'paused', 'completed']);
export type AdCampaignStatus = t.TypeOf<typeof AdCampaignStatus>;

/** What a campaign is optimised for, as the ad networks name their objectives. */
export const AdObjective = oneOf([
  'awareness',
  'traffic',
  'engagement',
  'leads',
  'videoViews',
  'appInstalls',
  'sales',
]);
export type AdObjective = t.TypeOf<typeof AdObjective>;

/** What a campaign's results count (the network reports them per objective). */
export const AdResultType = oneOf([
  'reach',
  'linkClicks',
  'postEngagements',
  'leads',
  'videoViews',
  'appInstalls',
  'purchases',
]);
export type AdResultType = t.TypeOf<typeof AdResultType>;

/** Where a campaign came from: made on the ad network, or a boost made in the product. */
export const AdCampaignOrigin = oneOf(['network', 'boost']);
export type AdCampaignOrigin = t.TypeOf<typeof AdCampaignOrigin>;

/** The columns the campaigns table sorts by. */
export const AdCampaignSort = oneOf(['name', 'status', 'spend', 'results', 'startsAt']);
export type AdCampaignSort = t.TypeOf<typeof AdCampaignSort>;

/** A sort direction. */
export const AdSortOrder = oneOf(['asc', 'desc']);
export type AdSortOrder = t.TypeOf<typeof AdSortOrder>;

/** The largest budget one boost may have, in the account's currency. */
export const MAX_BOOST_BUDGET = 1_000_000;
/** The longest a boost may run, in days. */
export const MAX_BOOST_DAYS = 90;
/** The most countries a boost's audience may name. */
export const MAX_BOOST_COUNTRIES = 25;
/** The youngest and oldest ages a boost's audience may name (the networks' own bounds). */
export const BOOST_AGES = { min: 13, max: 65 } as const;

/** An amount of money in an account's currency (major units, at most two decimals), ≥ 0. */
export const MoneyAmount = Object.assign(
  t.refinement(
    t.number,
    (n) => Number.isFinite(n) && n >= 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
    'amount ≥ 0 with at most two decimals',
  ),
  { schema: { type: 'number', minimum: 0, multipleOf: 0.01 } },
);

/** A boost's budget: from 1 to {@link MAX_BOOST_BUDGET}, at most two decimals. */
export const BoostBudget = Object.assign(
  t.refinement(
    MoneyAmount,
    (n) => n >= 1 && n <= MAX_BOOST_BUDGET,
    `budget from 1 to ${MAX_BOOST_BUDGET} with at most two decimals`,
  ),
  { schema: { type: 'number', minimum: 1, maximum: MAX_BOOST_BUDGET, multipleOf: 0.01 } },
);

/** An ISO 3166-1 alpha-2 country code in capitals (`DE`, `US`). */
export const CountryCode = Object.assign(
  t.refinement(t.string, (s) => /^[A-Z]{2}$/.test(s), 'ISO 3166 country code'),
  { schema: { type: 'string', pattern: '^[A-Z]{2}$' } },
);

/** Whom a boost reaches by gender. */
export const BoostGender = oneOf(['all', 'female', 'male']);
export type BoostGender = t.TypeOf<typeof BoostGender>;

/** A boost's audience basics: countries (none: everywhere), an age range and gender. */
export const BoostAudience = t.refinement(
  t.type({
    countries: t.refinement(
      t.array(CountryCode),
      (list) => list.length <= MAX_BOOST_COUNTRIES && new Set(list).size === list.length,
      `at most ${MAX_BOOST_COUNTRIES} different countries`,
    ),
    ageMin: integerParam(BOOST_AGES.min, BOOST_AGES.max),
    ageMax: integerParam(BOOST_AGES.min, BOOST_AGES.max),
    gender: BoostGender,
  }),
  (audience) => audience.ageMin <= audience.ageMax,
  'BoostAudience (ageMin at most ageMax)',
);
export type BoostAudience = t.TypeOf<typeof BoostAudience>;

/** One campaign of an ad account, as its ad network reports it (amounts in the account's currency). */
export const AdCampaign = t.type(
  {
    /** The ad network's id of the campaign. */
    id: text(200),
    adAccountId: Uuid,
    name: text(200),
    objective: AdObjective,
    status: AdCampaignStatus,
    origin: AdCampaignOrigin,
    currency: text(3),
    /** The lifetime budget. */
    budget: MoneyAmount,
    spend: MoneyAmount,
    results: t.number,
    resultType: AdResultType,
    impressions: t.number,
    reach: t.number,
    /** Spend per result; null before the first result. */
    costPerResult: nullable(t.number),
    startsAt: DateString,
    /** Null: runs until paused. */
    endsAt: nullable(DateString),
    /** The boosted post of a boost campaign (the product's post id). */
    postId: nullable(Id),
  },
  'AdCampaign',
);
export type AdCampaign = t.TypeOf<typeof AdCampaign>;

/** The query of an account's campaigns: sort, direction, status filter, page. */
export const AdCampaignQuery = struct(
  'AdCampaignQuery',
  {},
  {
    sort: AdCampaignSort,
    order: AdSortOrder,
    status: AdCampaignStatus,
    page: integerParam(1, 1_000),
    pageSize: integerParam(1, 100),
  },
);
export type AdCampaignQuery = t.TypeOf<typeof AdCampaignQuery>;

/** The totals of an account's campaigns (of all pages, of the status filtered). */
export const AdCampaignTotals = t.type(
  {
    spend: MoneyAmount,
    results: t.number,
    impressions: t.number,
    reach: t.number,
  },
  'AdCampaignTotals',
);
export type AdCampaignTotals = t.TypeOf<typeof AdCampaignTotals>;

/** One page of an account's campaigns with the count and totals of all of them. */
export const AdCampaignPage = t.type(
  {
    adAccountId: Uuid,
    currency: text(3),
    items: t.array(AdCampaign),
    total: t.number,
    page: t.number,
    pageSize: t.number,
    totals: AdCampaignTotals,
  },
  'AdCampaignPage',
);
export type AdCampaignPage = t.TypeOf<typeof AdCampaignPage>;

/** The path parameters of one campaign of one ad account. */
export const AdCampaignParams = t.type(
  { id: Uuid, campaignId: nonEmptyText(200, 'campaign id') },
  'AdCampaignParams',
);
export type AdCampaignParams = t.TypeOf<typeof AdCampaignParams>;

/** One day of a campaign: spend and results. */
export const AdCampaignDay = t.type(
  { date: t.string, spend: MoneyAmount, results: t.number, impressions: t.number },
  'AdCampaignDay',
);
export type AdCampaignDay = t.TypeOf<typeof AdCampaignDay>;

/** A campaign with its days (its detail). */
export const AdCampaignDetail = t.type(
  { campaign: AdCampaign, days: t.array(AdCampaignDay) },
  'AdCampaignDetail',
);
export type AdCampaignDetail = t.TypeOf<typeof AdCampaignDetail>;

/**
 * Boosting a published post (`POST /api/ads/boosts`): the post and the channel it was published
 * on, the ad account (one linked to that channel), the lifetime budget, how many days it runs
 * and the audience. `idempotencyKey` (the client's) makes a repeated request create nothing more.
 */
export const BoostRequest = t.type(
  {
    idempotencyKey: Uuid,
    adAccountId: Uuid,
    postId: Uuid,
    channelId: ChannelId,
    budget: BoostBudget,
    durationDays: integerParam(1, MAX_BOOST_DAYS),
    audience: BoostAudience,
  },
  'BoostRequest',
);
export type BoostRequest = t.TypeOf<typeof BoostRequest>;

/** A boost the product made: its campaign on the ad network and what was asked. */
export const Boost = t.type(
  {
    id: Uuid,
    adAccountId: Uuid,
    postId: Uuid,
    channelId: Id,
    campaignId: t.string,
    name: t.string,
    budget: MoneyAmount,
    currency: t.string,
    durationDays: t.number,
    audience: BoostAudience,
    startsAt: DateString,
    endsAt: DateString,
    createdAt: DateString,
    createdBy: nullable(Id),
  },
  'Boost',
);
export type Boost = t.TypeOf<typeof Boost>;

/** An ad account a post's channel can be boosted with. */
export const BoostAccount = t.type(
  { id: Uuid, name: t.string, currency: t.string, socialNetwork: t.string },
  'BoostAccount',
);
export type BoostAccount = t.TypeOf<typeof BoostAccount>;

/** A channel a post was published on, and the ad accounts linked to it the caller may use. */
export const BoostTarget = t.type(
  {
    channelId: Id,
    channelName: t.string,
    network: Network,
    permalink: nullable(t.string),
    accounts: t.array(BoostAccount),
  },
  'BoostTarget',
);
export type BoostTarget = t.TypeOf<typeof BoostTarget>;

/**
 * What boosting a post offers the caller: the channels it was published on that they may boost
 * on with a linked ad account, and the boosts it already has.
 */
export const BoostOptions = t.type(
  { postId: Uuid, targets: t.array(BoostTarget), boosts: t.array(Boost) },
  'BoostOptions',
);
export type BoostOptions = t.TypeOf<typeof BoostOptions>;

/** The path parameter of a post to boost. */
export const BoostPostParam = t.type({ postId: Uuid }, 'BoostPostParam');
export type BoostPostParam = t.TypeOf<typeof BoostPostParam>;

/** Makes a sandbox ad account's next requests fail as its network would (0 times clears). */
export const SandboxAdFailureRequest = struct(
  'SandboxAdFailureRequest',
  { adAccountId: Uuid, kind: oneOf(['rateLimited', 'tokenExpired', 'platformIssue']) },
  { times: integerParam(0, 20) },
);
export type SandboxAdFailureRequest = t.TypeOf<typeof SandboxAdFailureRequest>;
