import { createHash } from 'node:crypto';
import type { AdNetwork } from '@smm/model';
import { DEMO_BRAND_LOGIN } from './sandbox.demo.js';

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
