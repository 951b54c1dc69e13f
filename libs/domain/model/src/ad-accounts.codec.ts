import * as t from 'io-ts';
import { ChannelIds, DateString, Id, nullable, oneOf, struct, Uuid } from './codec.utils.js';
import { nonEmptyText, text, TimeZone } from './text.codec.js';

/**
 * The ad networks an organisation connects ad accounts of (platform §2): Facebook and Instagram
 * share Facebook's ad accounts (`facebook`), LinkedIn, X (`twitter`) and TikTok. The wire values
 * are the networks' connect slugs (docs/decisions/0091).
 */
export const AdNetwork = oneOf(['facebook', 'linkedin', 'twitter', 'tiktok']);
export type AdNetwork = t.TypeOf<typeof AdNetwork>;

/** Whether an ad account is connected, or listed among the disconnected accounts. */
export const AdAccountStatus = oneOf(['connected', 'disconnected']);
export type AdAccountStatus = t.TypeOf<typeof AdAccountStatus>;

/** An ISO 4217 currency code in capitals (`EUR`, `USD`). */
export const CurrencyCode = Object.assign(
  t.refinement(t.string, (s) => /^[A-Z]{3}$/.test(s), 'ISO 4217 currency code'),
  { schema: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency code' } },
);
export type CurrencyCode = t.TypeOf<typeof CurrencyCode>;

/** The currencies the editor offers (every sandbox ad network bills in these). */
export const AD_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
] as const;

/** The name of an ad account: as the ad network names it, renamed by the organisation. */
export const AdAccountName = nonEmptyText(100, 'ad account name');

/**
 * An ad account (platform §3: id, socialNetwork) as the organisation holds it: the ad network's
 * own id, name, currency, time zone, status, whether published posts are boosted automatically
 * (auto-boost) and the organisation's channels linked to it.
 */
export const AdAccount = t.type(
  {
    id: Uuid,
    socialNetwork: AdNetwork,
    externalId: text('externalId'),
    name: text(200),
    currency: CurrencyCode,
    timeZone: t.string,
    status: AdAccountStatus,
    autoBoost: t.boolean,
    /** The organisation's channels linked to the account (those the caller sees). */
    channelIds: ChannelIds,
    connectedAt: DateString,
    connectedBy: nullable(Id),
    disconnectedAt: nullable(DateString),
    updatedAt: DateString,
  },
  'AdAccount',
);
export type AdAccount = t.TypeOf<typeof AdAccount>;

/**
 * What `GET /api/ads/accounts` answers: the organisation's connected accounts (by name) and its
 * disconnected ones (the "disconnected accounts" list), and whether the caller may manage them.
 */
export const AdAccountList = t.type(
  {
    connected: t.array(AdAccount),
    disconnected: t.array(AdAccount),
    canManage: t.boolean,
  },
  'AdAccountList',
);
export type AdAccountList = t.TypeOf<typeof AdAccountList>;

/** The path parameter of one ad account. */
export const AdAccountParam = t.type({ id: Uuid }, 'AdAccountParam');
export type AdAccountParam = t.TypeOf<typeof AdAccountParam>;

/** The path parameter of an ad network. */
export const AdNetworkParam = t.type({ network: AdNetwork }, 'AdNetworkParam');
export type AdNetworkParam = t.TypeOf<typeof AdNetworkParam>;

/**
 * A change to an ad account (the editor): any of name, currency, time zone, linked channels
 * (the whole set; only channels of the organisation the caller may manage) and auto-boost.
 */
export const AdAccountUpdate = struct(
  'AdAccountUpdate',
  {},
  {
    name: AdAccountName,
    currency: CurrencyCode,
    timeZone: TimeZone,
    channelIds: t.refinement(ChannelIds, (ids) => ids.length <= 200, 'at most 200 channel ids'),
    autoBoost: t.boolean,
  },
);
export type AdAccountUpdate = t.TypeOf<typeof AdAccountUpdate>;

/** Where to send the browser for the person's consent on an ad network. */
export const AdConnectStart = t.type({ authorizeUrl: t.string }, 'AdConnectStart');
export type AdConnectStart = t.TypeOf<typeof AdConnectStart>;

/**
 * An ad account the person granted on the consent page: the network's id, name, currency and
 * time zone, and whether the organisation already has it (connected, or disconnected).
 */
export const GrantedAdAccount = t.type(
  {
    externalId: text('externalId'),
    socialNetwork: AdNetwork,
    name: text(200),
    currency: CurrencyCode,
    timeZone: t.string,
    status: oneOf(['available', 'connected', 'disconnected']),
  },
  'GrantedAdAccount',
);
export type GrantedAdAccount = t.TypeOf<typeof GrantedAdAccount>;

/** The body of the connect callback: the code and state the consent page returned. */
export const AdConnectCallback = struct(
  'AdConnectCallback',
  { state: nonEmptyText('secret') },
  { code: nonEmptyText('secret'), error: text('token') },
);
export type AdConnectCallback = t.TypeOf<typeof AdConnectCallback>;

/** What the connect callback answers: the accounts the person granted. */
export const AdConnectGrant = t.type(
  { grantId: Uuid, network: AdNetwork, accounts: t.array(GrantedAdAccount) },
  'AdConnectGrant',
);
export type AdConnectGrant = t.TypeOf<typeof AdConnectGrant>;

/** Connects the chosen granted accounts (by the network's ids). */
export const AdConnectChoice = t.type(
  {
    grantId: Uuid,
    externalIds: t.refinement(
      t.array(text('externalId')),
      (ids) => ids.length >= 1 && ids.length <= 50,
      'one to 50 account ids',
    ),
  },
  'AdConnectChoice',
);
export type AdConnectChoice = t.TypeOf<typeof AdConnectChoice>;

/** The ad-account state of the ads area (platform §3). */
export const AdAccountState = t.type(
  {
    selected: nullable(AdAccount),
    autoBoostSelected: nullable(AdAccount),
    loading: t.boolean,
    loaded: t.boolean,
    disconnected: t.array(AdAccount),
    disconnectedLoaded: t.boolean,
  },
  'AdAccountState',
);
export type AdAccountState = t.TypeOf<typeof AdAccountState>;
