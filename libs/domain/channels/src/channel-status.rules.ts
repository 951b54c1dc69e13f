import type { Channel } from '@smm/model';
import { CONNECT_NETWORKS, needsReconnection } from '@smm/networks';
import { isOnline } from './channel-list.rules.js';

/** A network with a connect flow here, by its connect slug (the prefix of its channel ids). */
export type ConnectNetwork = (typeof CONNECT_NETWORKS)[number];

/**
 * Whether a value is the connect slug of a network with a connect flow here.
 *
 * @example
 * isConnectNetwork('linkedin') // true
 * isConnectNetwork('whatsapp') // false
 */
export function isConnectNetwork(value: string): value is ConnectNetwork {
  return (CONNECT_NETWORKS as readonly string[]).includes(value);
}

/**
 * The connect slug of a channel id (ids start with it: `linkedin-123`), or `undefined` for a
 * channel that does not connect through a network's consent page here (WhatsApp, legacy ids).
 *
 * @example
 * connectSlugOf('linkedin-5f2a') // 'linkedin'
 * connectSlugOf('whatsapp-demo') // undefined
 */
export function connectSlugOf(channelId: string): ConnectNetwork | undefined {
  return CONNECT_NETWORKS.find((slug) => channelId.startsWith(`${slug}-`));
}

/**
 * What a person should do about a channel:
 * - `none`: it works;
 * - `wait`: it is being indexed, it moves on by itself;
 * - `reconnectWithRole`: the network refused access (missingPermission): reconnect as someone
 *   with a role on the page or account;
 * - `reconnect`: the access expired (tokenExpired), the channel is offline or has an issue;
 * - `renewFacebook`: a Facebook channel last added before 21 September 2019: Facebook asks for
 *   a new connection;
 * - `tryLater`: the network is busy (rateLimited) or has an incident (platformIssue): index
 *   again later;
 * - `indexAgain`: indexing failed for another reason: index again;
 * - `otherFlow`: it needs reconnecting but connects through another flow: a WhatsApp number
 *   reconnects through the WhatsApp connect flow (its `reconnect` opens it for the number);
 *   a channel of a legacy network has no reconnect here.
 */
export type NextStep =
  | 'none'
  | 'wait'
  | 'reconnectWithRole'
  | 'reconnect'
  | 'renewFacebook'
  | 'tryLater'
  | 'indexAgain'
  | 'otherFlow';

/** The button that goes with a next step, if any. */
export type ChannelAction = 'reconnect' | 'indexAgain';

/** How a channel's status reads: the step, its button, and how urgent it looks. */
export interface ChannelAdvice {
  readonly step: NextStep;
  readonly action: ChannelAction | null;
  readonly tone: 'success' | 'info' | 'warning' | 'danger';
  /** The network's reason for a failed indexing (`channelIndexingErrorCode`), if any. */
  readonly reason: string | null;
}

const advice = (
  step: NextStep,
  action: ChannelAction | null,
  tone: ChannelAdvice['tone'],
  reason: string | null = null,
): ChannelAdvice => ({ step, action, tone, reason });

/** What a failed indexing's reason asks for. */
function afterFailure(reason: string | null): ChannelAdvice {
  switch (reason) {
    case 'missingPermission':
      return advice('reconnectWithRole', 'reconnect', 'danger', reason);
    case 'tokenExpired':
      return advice('reconnect', 'reconnect', 'danger', reason);
    case 'rateLimited':
    case 'platformIssue':
      return advice('tryLater', 'indexAgain', 'danger', reason);
    default:
      return advice('indexAgain', 'indexAgain', 'danger', reason);
  }
}

/**
 * Whether a channel id is a WhatsApp number's (`whatsapp-…`): it connects and reconnects
 * through the WhatsApp connect flow, not a consent page.
 *
 * @example
 * isWhatsAppChannelId('whatsapp-demo') // true
 * isWhatsAppChannelId('linkedin-5f2a') // false
 */
export function isWhatsAppChannelId(channelId: string): boolean {
  return channelId.startsWith('whatsapp-');
}

/**
 * What to do about a channel (see {@link NextStep}), from its status, the network's reason for
 * a failed indexing, whether it is online, and the Facebook reconnection date (platform §3).
 * A step that needs a reconnect of a channel without a consent flow here is `otherFlow`.
 *
 * @example
 * channelAdvice({ ...c, status: 'INDEXING FAILED', channelIndexingErrorCode: 'rateLimited' })
 * // { step: 'tryLater', action: 'indexAgain', tone: 'danger', reason: 'rateLimited' }
 * channelAdvice({ ...c, status: 'INDEXED', state: 'CONNECTED' })
 * // { step: 'none', action: null, tone: 'success', reason: null }
 */
export function channelAdvice(channel: Channel): ChannelAdvice {
  const found = (() => {
    if (channel.status === 'INDEXING STARTED') return advice('wait', null, 'info');
    if (channel.status === 'INDEXING FAILED') {
      return afterFailure(channel.channelIndexingErrorCode ?? null);
    }
    if (channel.status === 'ISSUE') return advice('reconnect', 'reconnect', 'warning');
    if (!isOnline(channel)) return advice('reconnect', 'reconnect', 'warning');
    if (needsReconnection(channel)) return advice('renewFacebook', 'reconnect', 'warning');
    return advice('none', null, 'success');
  })();
  if (found.action === 'reconnect' && connectSlugOf(channel.id) === undefined) {
    return {
      ...found,
      step: 'otherFlow',
      action: isWhatsAppChannelId(channel.id) ? 'reconnect' : null,
    };
  }
  return found;
}

/**
 * Whether the channel may be indexed again now: not while it is being indexed (the server
 * answers 409 then).
 *
 * @example
 * canIndexAgain({ ...c, status: 'INDEXING STARTED' }) // false
 */
export function canIndexAgain(channel: Pick<Channel, 'status'>): boolean {
  return channel.status !== 'INDEXING STARTED';
}

/** What happened to a channel, as the organisation's realtime events say it. */
export const CHANNEL_CHANGES = [
  'connected',
  'reconnected',
  'indexingStarted',
  'indexed',
  'indexingFailed',
  'accessLost',
  'renamed',
  'markedForDeletion',
  'teamsChanged',
  'rolesChanged',
] as const;

/** One of {@link CHANNEL_CHANGES}. */
export type ChannelChange = (typeof CHANNEL_CHANGES)[number];

/** A change to a channel, read from a realtime event. */
export interface ChannelEvent {
  readonly channelId: string;
  readonly change: ChannelChange;
}

/**
 * The channel change a realtime event tells of, or `null` for any other event: channel events
 * have no item, the action `channel` and the payload `{ channelId, change }`.
 *
 * @example
 * channelEventOf({ itemId: null, action: 'channel', payload: { channelId: 'x-1', change: 'indexed' } })
 * // { channelId: 'x-1', change: 'indexed' }
 */
export function channelEventOf(event: {
  readonly itemId: string | null;
  readonly action: string;
  readonly payload?: Readonly<Record<string, unknown>> | undefined;
}): ChannelEvent | null {
  if (event.itemId !== null || event.action !== 'channel') return null;
  const channelId = event.payload?.['channelId'];
  const change = event.payload?.['change'];
  if (typeof channelId !== 'string' || channelId === '') return null;
  if (typeof change !== 'string' || !(CHANNEL_CHANGES as readonly string[]).includes(change)) {
    return null;
  }
  return { channelId, change: change as ChannelChange };
}

/**
 * What the channel list does on a channel event: `remove` a channel marked for deletion;
 * `reloadAll` for a non-administrator when channels moved between teams or a channel was
 * connected (which channels they manage depends on their teams' channels); else `reloadOne`
 * (read that channel again).
 *
 * @example
 * listRefresh('indexed', false) // 'reloadOne'
 * listRefresh('teamsChanged', false) // 'reloadAll'
 * listRefresh('connected', true) // 'reloadOne'
 */
export function listRefresh(
  change: ChannelChange,
  isAdmin: boolean,
): 'remove' | 'reloadAll' | 'reloadOne' {
  if (change === 'markedForDeletion') return 'remove';
  if (!isAdmin && (change === 'teamsChanged' || change === 'connected')) return 'reloadAll';
  return 'reloadOne';
}
