import { createHash, randomBytes } from 'node:crypto';
import type { AdNetwork } from '@smm/model';
import type { Db } from '../db/database.js';
import { transact } from '../db/transact.js';
import { GatewayError } from './gateway.js';
import { DEMO_BRAND_LOGIN } from './sandbox.demo.js';
import { failure, throwInjectedFailure } from './sandbox.moderation.js';

/** An ad account as a sandbox ad network describes it. */
export interface SandboxAdAccount {
  /** The network's own id of the account (`act_…` on Facebook). */
  readonly externalId: string;
  readonly network: AdNetwork;
  readonly name: string;
  /** ISO 4217. */
  readonly currency: string;
  /** IANA time zone of the account's reporting. */
  readonly timeZone: string;
}

/** Demo Coffee's own ad accounts, which its administrator manages on each ad network. */
export const DEMO_AD_ACCOUNTS: Readonly<
  Record<
    AdNetwork,
    readonly (readonly [id: string, name: string, currency: string, zone: string])[]
  >
> = {
  facebook: [
    ['act_100200300401', 'Demo Coffee — EU', 'EUR', 'Europe/Berlin'],
    ['act_100200300402', 'Demo Coffee — US', 'USD', 'America/New_York'],
    ['act_100200300403', 'Demo Coffee — UK', 'GBP', 'Europe/London'],
  ],
  linkedin: [
    ['508812001', 'Demo Coffee Ltd — Hiring', 'EUR', 'Europe/Berlin'],
    ['508812002', 'Demo Coffee Ltd — B2B', 'GBP', 'Europe/London'],
  ],
  twitter: [
    ['18ce54demo01', 'Demo Coffee — Promoted', 'USD', 'America/New_York'],
    ['18ce54demo02', 'Demo Coffee — EU Promoted', 'EUR', 'Europe/Berlin'],
  ],
  tiktok: [
    ['7301000000001', 'Demo Coffee Shorts — EU', 'EUR', 'Europe/Berlin'],
    ['7301000000002', 'Demo Coffee Shorts — US', 'USD', 'America/Los_Angeles'],
  ],
};

/** The ad account Demo Coffee starts with (connected, linked to its Facebook channel). */
export const DEMO_SEEDED_AD_ACCOUNT = DEMO_AD_ACCOUNTS.facebook[0] ?? ['', '', 'EUR', 'UTC'];

/** What any other person manages on each ad network: a main and a test account. */
const OWN_ACCOUNTS: readonly (readonly [suffix: string, currency: string, zone: string])[] = [
  ['Ads', 'EUR', 'Europe/Berlin'],
  ['Ads (USD)', 'USD', 'America/New_York'],
];

/** A Facebook ad account id (`act_` and digits); the others' are plain digits or hex. */
function externalIdOf(network: AdNetwork, login: string, index: number): string {
  const hash = createHash('sha256').update(`ads:${network}:${login}:${index}`).digest('hex');
  const digits = BigInt(`0x${hash.slice(0, 13)}`)
    .toString()
    .slice(0, 15);
  if (network === 'facebook') return `act_${digits}`;
  if (network === 'twitter') return hash.slice(0, 12);
  return digits;
}

/**
 * The ad accounts a person manages on a sandbox ad network: derived from their login, so each
 * person sees accounts of their own, the same every time; Demo Coffee's administrator manages
 * Demo Coffee's accounts.
 */
export function sandboxAdAccounts(network: AdNetwork, login: string): SandboxAdAccount[] {
  const who = login.toLowerCase();
  if (who === DEMO_BRAND_LOGIN) {
    return DEMO_AD_ACCOUNTS[network].map(([externalId, name, currency, timeZone]) => ({
      externalId,
      network,
      name,
      currency,
      timeZone,
    }));
  }
  const person = (who.split('@')[0] ?? who).replace(/[^a-z0-9]+/g, ' ').trim() || 'sandbox';
  const owner = person.charAt(0).toUpperCase() + person.slice(1);
  return OWN_ACCOUNTS.map(([suffix, currency, timeZone], index) => ({
    externalId: externalIdOf(network, who, index),
    network,
    name: `${owner}'s ${suffix}`,
    currency,
    timeZone,
  }));
}

/** An ad account the network granted, with the access token it issued for it. */
export interface GrantedSandboxAdAccount extends SandboxAdAccount {
  readonly token: string;
}

/** How long a sandbox ad network's code may be exchanged, in ms (real networks: about a minute). */
export const ADS_CODE_TTL_MS = 60_000;

/** The ad networks' stored names in `oauth_states`, `sandbox_codes` and `sandbox_failures`. */
export const adsKey = (network: AdNetwork) => `ads-${network}`;

/** The key of an organisation's injected failures on an ad network (`POST /api/sandbox/failures`). */
export const adsFailureKey = (network: AdNetwork, orgId: string) => `ads-${network}:${orgId}`;

/** Where a sandbox ad network's consent page is. */
export function adsAuthorizeUrl(
  network: AdNetwork,
  request: { readonly state: string; readonly redirectUri: string; readonly loginHint?: string },
): string {
  const query = new URLSearchParams({
    client_id: 'switchboard-ads',
    redirect_uri: request.redirectUri,
    state: request.state,
    response_type: 'code',
    scope: 'ads_read ads_management',
    ...(request.loginHint === undefined ? {} : { login_hint: request.loginHint }),
  });
  return `/sandbox/ads/${network}/oauth/authorize?${query.toString()}`;
}

/** A token a sandbox ad network issues: opaque, naming the network and the account. */
export function adsToken(network: AdNetwork, externalId: string): string {
  return `sbads-${network}-${externalId}-${randomBytes(12).toString('base64url')}`;
}

/** Issues a single-use code for the ad accounts the person allowed (the consent page's POST). */
export async function grantAdsCode(
  db: Db,
  network: AdNetwork,
  redirectUri: string,
  accounts: readonly SandboxAdAccount[],
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db
    .insertInto('sandboxCodes')
    .values({ code, network: adsKey(network), redirectUri, accounts: JSON.stringify(accounts) })
    .execute();
  return code;
}

/**
 * Exchanges a code for the granted ad accounts and their tokens, as a real ad network does:
 * the code must be known, unused, at most a minute old and exchanged with the redirect URI it
 * was issued for; the organisation's injected failures (a rate limit…) come first.
 */
export async function exchangeAdsCode(
  db: Db,
  network: AdNetwork,
  orgId: string,
  request: { readonly code: string; readonly redirectUri: string },
): Promise<GrantedSandboxAdAccount[]> {
  await throwInjectedFailure(db, adsFailureKey(network, orgId), network);
  return transact(db, async (trx) => {
    const row = await trx
      .selectFrom('sandboxCodes')
      .selectAll()
      .where('code', '=', request.code)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.network !== adsKey(network))
      throw new GatewayError('invalid_grant', 'The code is not known.');
    if (row.usedAt) throw new GatewayError('invalid_grant', 'The code was already used.');
    if (row.createdAt.getTime() + ADS_CODE_TTL_MS < Date.now()) {
      throw new GatewayError('invalid_grant', 'The code has expired.');
    }
    if (row.redirectUri !== request.redirectUri) {
      throw new GatewayError(
        'invalid_grant',
        'The redirect URI does not match the one the code was issued for.',
      );
    }
    await trx
      .updateTable('sandboxCodes')
      .set({ usedAt: new Date() })
      .where('code', '=', request.code)
      .execute();
    return (row.accounts as SandboxAdAccount[]).map((account) => ({
      ...account,
      token: adsToken(network, account.externalId),
    }));
  });
}

/**
 * Asks a sandbox ad network whether a stored token still gives access to its account (reconnect):
 * the organisation's injected failures answer first (an expired token, a rate limit); a token
 * this network did not issue for the account is refused as expired.
 */
export async function verifyAdsToken(
  db: Db,
  network: AdNetwork,
  orgId: string,
  externalId: string,
  token: string | null,
): Promise<void> {
  await throwInjectedFailure(db, adsFailureKey(network, orgId), network);
  if (token === null || !token.startsWith(`sbads-${network}-${externalId}-`)) {
    throw failure('tokenExpired', network);
  }
}
