import type { AuthorizedChannel, ConnectRequestState, Network } from '@smm/model';
import {
  connectEndpoint,
  LEGACY_CONNECT_ENDPOINT,
  normaliseNetwork,
  WHATSAPP_CONNECT_ENDPOINT,
} from '@smm/networks';
import { connectSlugOf, isConnectNetwork, type ConnectNetwork } from './channel-status.rules.js';

/** A network offered in the connect dialog: its connect slug and its network value. */
export interface ConnectOffer {
  readonly slug: ConnectNetwork;
  readonly network: Network;
}

const offer = (slug: ConnectNetwork): ConnectOffer => ({
  slug,
  network: normaliseNetwork(slug) ?? (slug as Network),
});

/**
 * The networks the connect dialog offers, in its order (platform §1: the nine supported networks
 * but WhatsApp, whose numbers connect through the WhatsApp Business flow, and Pinterest).
 */
export const CONNECT_OFFERS: readonly ConnectOffer[] = [
  offer('facebook'),
  offer('instagram'),
  offer('twitter'),
  offer('youtube'),
  offer('linkedin'),
  offer('tiktok'),
  offer('googlemybusiness'),
  offer('threads'),
  offer('pinterest'),
];

/** Why a connect or reconnect came back without channels, as the server's redirect says it. */
export type ConnectFailure =
  /** The flow took longer than 10 minutes, or its link was used already. */
  | 'expired'
  /** The person did not allow access on the network's page. */
  | 'access_denied'
  /** The network did not accept the sign-in (an old or reused code). */
  | 'invalid_grant'
  /** Something failed on the server. */
  | 'server_error'
  /** The account is connected by another organisation. */
  | 'taken'
  /** A reconnect: the person allowed other accounts, not the channel's. */
  | 'other_account'
  /** A reason the product does not know. */
  | 'unknown';

const FAILURES: readonly ConnectFailure[] = [
  'expired',
  'access_denied',
  'invalid_grant',
  'server_error',
  'taken',
  'other_account',
];

/** How a connect flow came back to the channel settings, read from the URL's query. */
export type ConnectReturn =
  | { readonly kind: 'authorized'; readonly network: ConnectNetwork; readonly count: number }
  | { readonly kind: 'reconnected'; readonly network: ConnectNetwork | null }
  | {
      readonly kind: 'failed';
      readonly network: ConnectNetwork | null;
      readonly reason: ConnectFailure;
    };

/** The query keys a connect flow's return uses; the screen clears them once handled. */
export const CONNECT_RETURN_KEYS = ['network', 'authorized', 'reconnected', 'connectError'];

/**
 * How a connect flow came back, from the query the server's callback put in the URL
 * (`?network=linkedin&authorized=3`, `?network=youtube&reconnected=1`,
 * `?network=facebook&connectError=access_denied`), or `null` when the URL tells of none.
 *
 * @example
 * connectReturnOf({ network: 'linkedin', authorized: '3' }) // { kind: 'authorized', network: 'linkedin', count: 3 }
 * connectReturnOf({ network: 'facebook', connectError: 'nope' }) // { kind: 'failed', network: 'facebook', reason: 'unknown' }
 * connectReturnOf({}) // null
 */
export function connectReturnOf(query: Readonly<Record<string, string>>): ConnectReturn | null {
  const slug = query['network'] ?? '';
  const network = isConnectNetwork(slug) ? slug : null;
  const error = query['connectError'];
  if (error !== undefined) {
    const reason = (FAILURES as readonly string[]).includes(error)
      ? (error as ConnectFailure)
      : 'unknown';
    return { kind: 'failed', network, reason };
  }
  if (query['reconnected'] !== undefined) return { kind: 'reconnected', network };
  const authorized = query['authorized'];
  if (authorized !== undefined && network !== null) {
    const count = Number.parseInt(authorized, 10);
    return { kind: 'authorized', network, count: Number.isNaN(count) ? 0 : Math.max(count, 0) };
  }
  return null;
}

/**
 * Whether trying the same flow again can help after a failure: not when the account belongs
 * to another organisation.
 *
 * @example
 * canRetry('access_denied') // true
 * canRetry('taken') // false
 */
export function canRetry(reason: ConnectFailure): boolean {
  return reason !== 'taken';
}

/** An authorised account as the dialog lists it. */
export type AccountState = 'available' | 'added' | 'taken';

/**
 * Whether an authorised account can be added (`available`), is this organisation's already
 * (`added`), or is connected by another organisation (`taken`).
 *
 * @example
 * accountState({ channelId: 'linkedin-1', networkType: 'linkedIn', status: 'TAKEN' }) // 'taken'
 */
export function accountState(account: Pick<AuthorizedChannel, 'status'>): AccountState {
  if (account.status === 'AVAILABLE') return 'available';
  if (account.status === 'TAKEN') return 'taken';
  return 'added';
}

/**
 * The accounts chosen at first: every one that can be added (the person has just allowed them
 * on the network's page).
 *
 * @example
 * initialSelection(accounts) // ids of the AVAILABLE ones
 */
export function initialSelection(accounts: readonly AuthorizedChannel[]): string[] {
  return accounts.filter((a) => accountState(a) === 'available').map((a) => a.channelId);
}

/**
 * The selection after ticking or unticking an account; accounts that cannot be added are never
 * selected.
 *
 * @example
 * toggleSelection(['a'], 'b', accounts) // ['a', 'b'] when b is AVAILABLE
 */
export function toggleSelection(
  selected: readonly string[],
  channelId: string,
  accounts: readonly AuthorizedChannel[],
): string[] {
  if (selected.includes(channelId)) return selected.filter((id) => id !== channelId);
  const account = accounts.find((a) => a.channelId === channelId);
  if (account === undefined || accountState(account) !== 'available') return [...selected];
  // In the accounts' order, so the request is the same whatever the order of the clicks.
  const next = new Set([...selected, channelId]);
  return accounts.map((a) => a.channelId).filter((id) => next.has(id));
}

/** Channel ids that go to one connect endpoint. */
export type ConnectGroup =
  | {
      readonly kind: 'network';
      readonly network: ConnectNetwork;
      readonly endpoint: string;
      readonly channelIds: readonly string[];
    }
  | {
      readonly kind: 'legacy';
      readonly endpoint: typeof LEGACY_CONNECT_ENDPOINT;
      readonly channelIds: readonly string[];
    }
  | {
      readonly kind: 'whatsapp';
      readonly endpoint: typeof WHATSAPP_CONNECT_ENDPOINT;
      readonly channelIds: readonly string[];
    };

/**
 * Channel ids grouped by the endpoint that adds them, chosen by their prefix (platform §5):
 * each network with a connect flow its own, WhatsApp its flow, every other prefix the legacy
 * endpoint. Groups come in the order of their first id; each id once.
 *
 * @example
 * groupByConnectEndpoint(['linkedin-1', 'vk-2', 'linkedin-3'])
 * // [{ kind: 'network', network: 'linkedin', channelIds: ['linkedin-1', 'linkedin-3'], … },
 * //  { kind: 'legacy', channelIds: ['vk-2'], … }]
 */
export function groupByConnectEndpoint(channelIds: readonly string[]): ConnectGroup[] {
  const groups = new Map<string, { first: ConnectGroup; ids: string[] }>();
  for (const id of new Set(channelIds)) {
    const endpoint = connectEndpoint(id);
    const known = groups.get(endpoint);
    if (known) {
      known.ids.push(id);
      continue;
    }
    const slug = connectSlugOf(id.toLowerCase()) ?? slugByEndpoint(endpoint);
    const first: ConnectGroup =
      endpoint === LEGACY_CONNECT_ENDPOINT
        ? { kind: 'legacy', endpoint, channelIds: [] }
        : endpoint === WHATSAPP_CONNECT_ENDPOINT
          ? { kind: 'whatsapp', endpoint, channelIds: [] }
          : { kind: 'network', network: slug ?? 'facebook', endpoint, channelIds: [] };
    groups.set(endpoint, { first, ids: [id] });
  }
  return [...groups.values()].map(({ first, ids }) => ({ ...first, channelIds: ids }));
}

/** The network of a per-network endpoint (`/channels/v2/connect/{network}/channels`). */
function slugByEndpoint(endpoint: string): ConnectNetwork | undefined {
  const slug = /^\/channels\/v2\/connect\/([^/]+)\/channels$/.exec(endpoint)?.[1];
  return slug !== undefined && isConnectNetwork(slug) ? slug : undefined;
}

/** How far a legacy connect request is. */
export interface LegacyProgress {
  readonly connected: number;
  readonly total: number;
  readonly finished: boolean;
  readonly failed: boolean;
}

/**
 * How far a legacy connect request is (`GET /api/1/connectChannels/state`): channels connected
 * of those asked, and whether it is over (DONE or FAILED).
 *
 * @example
 * legacyProgress({ status: 'PENDING', channelIds: ['a', 'b'], connectedIds: ['a'], … })
 * // { connected: 1, total: 2, finished: false, failed: false }
 */
export function legacyProgress(state: ConnectRequestState): LegacyProgress {
  return {
    connected: Math.min(state.connectedIds.length, state.channelIds.length),
    total: state.channelIds.length,
    finished: state.status === 'DONE' || state.status === 'FAILED',
    failed: state.status === 'FAILED',
  };
}

/** LinkedIn's kinds of account (platform §3: subType). */
export type LinkedInKind = 'company' | 'showcase' | 'profile';

/**
 * What kind of LinkedIn account a subtype is, or `undefined` for no or an unknown subtype.
 *
 * @example
 * linkedInKind('SHOWCASE') // 'showcase'
 */
export function linkedInKind(subType: string | null | undefined): LinkedInKind | undefined {
  switch (subType?.toUpperCase()) {
    case 'COMPANY':
      return 'company';
    case 'SHOWCASE':
      return 'showcase';
    case 'PROFILE':
      return 'profile';
    default:
      return undefined;
  }
}
