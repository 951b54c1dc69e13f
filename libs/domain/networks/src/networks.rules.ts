import {
  type DefinedNetwork,
  DefinedNetwork as DefinedNetworkCodec,
  NETWORK_ALIASES,
  NETWORK_VALUES,
  type Network,
  type NetworkDefinition,
  SupportedNetwork,
} from '@smm/model';
import type { NetworkFacts } from './network.types.js';
import { NETWORKS } from './networks.table.js';

const byLowerCase = new Map<string, Network>([
  ...NETWORK_VALUES.map((network) => [network.toLowerCase(), network] as const),
  ...Object.entries(NETWORK_ALIASES),
]);

/**
 * The product's spelling of a network value, or `undefined` for a value it does not recognise.
 * Case is ignored and aliases are resolved.
 *
 * @example
 * normaliseNetwork('linkedin') // 'linkedIn'
 * normaliseNetwork('Facebook') // 'facebook'
 * normaliseNetwork('myspace')  // undefined
 */
export function normaliseNetwork(value: string): Network | undefined {
  return byLowerCase.get(value.trim().toLowerCase());
}

/**
 * Whether a value is one of the nine natively supported networks (after normalising).
 *
 * @example
 * isSupportedNetwork('linkedin') // true
 * isSupportedNetwork('reddit')   // false
 */
export function isSupportedNetwork(value: string): boolean {
  const network = normaliseNetwork(value);
  return network !== undefined && SupportedNetwork.is(network);
}

/** Whether the product has a definition (facts) for a network value. */
export function isDefinedNetwork(value: string): value is DefinedNetwork {
  return DefinedNetworkCodec.is(value);
}

/**
 * The facts of a network, or `undefined` for a network without a definition (the recognised
 * but unsupported ones, such as reddit).
 *
 * @example
 * networkFacts('twitter')?.name // 'X'
 */
export function networkFacts(network: string): NetworkFacts | undefined {
  const normalised = normaliseNetwork(network);
  return normalised !== undefined && isDefinedNetwork(normalised)
    ? NETWORKS[normalised]
    : undefined;
}

/**
 * The name users read for a network; an unrecognised value is returned as given.
 *
 * @example
 * networkName('googlemybusiness') // 'Google Business Profile'
 */
export function networkName(network: string): string {
  return networkFacts(network)?.name ?? network;
}

/**
 * The longest comment or reply a network accepts; -1 means unlimited (engage §5).
 *
 * @example
 * maxReplyLength('twitter') // 280
 * maxReplyLength('reddit')  // -1
 */
export function maxReplyLength(network: string): number {
  return networkFacts(network)?.maxReplyLength ?? -1;
}

/**
 * The longest post a network accepts; -1 means unlimited (engage §5).
 *
 * @example
 * maxPostLength('linkedIn') // 3000
 */
export function maxPostLength(network: string): number {
  return networkFacts(network)?.maxPostLength ?? -1;
}

/**
 * A profile's URL on its network, from the network's template, or `undefined` when the network
 * has no template or the needed part is missing.
 *
 * @example
 * profileUrl('twitter', { handle: 'acme' }) // 'https://x.com/acme'
 */
export function profileUrl(
  network: string,
  who: { readonly id?: string | undefined; readonly handle?: string | undefined },
): string | undefined {
  const template = networkFacts(network)?.profileUrlTemplate;
  if (template === undefined) return undefined;
  const handle = who.handle?.replace(/^@/, '');
  const needs = template.includes('{handle}') ? handle : who.id;
  if (!needs) return undefined;
  return template
    .replace('{handle}', encodeURIComponent(handle ?? ''))
    .replace('{id}', encodeURIComponent(who.id ?? ''));
}

/** The legacy connect endpoint, for channel ids of no known network (platform §5). */
export const LEGACY_CONNECT_ENDPOINT = '/api/1/connectChannels';

/** The WhatsApp connect endpoint: WhatsApp connects through the whatsapp2 API (platform §5). */
export const WHATSAPP_CONNECT_ENDPOINT = '/api/whatsapp2/channels';

/**
 * The networks with an OAuth connect flow, by their connect slug (platform §7); channel ids start
 * with the slug.
 */
export const CONNECT_NETWORKS = [
  'tiktok',
  'linkedin',
  'googlemybusiness',
  'youtube',
  'twitter',
  'pinterest',
  'facebook',
  'instagram',
  'threads',
] as const;

/**
 * The endpoint that adds an authorised channel, chosen by the channel id's prefix (platform §5,
 * §7): `/channels/v2/connect/{network}/channels` for the networks with connect flows, the
 * whatsapp2 path for WhatsApp, the legacy `/api/1/connectChannels` for anything else.
 *
 * @example
 * connectEndpoint('linkedin-123')  // '/channels/v2/connect/linkedin/channels'
 * connectEndpoint('whatsapp-+4930') // '/api/whatsapp2/channels'
 * connectEndpoint('vk-9')          // '/api/1/connectChannels'
 */
export function connectEndpoint(channelId: string): string {
  const id = channelId.toLowerCase();
  if (id.startsWith('whatsapp')) return WHATSAPP_CONNECT_ENDPOINT;
  const prefix = CONNECT_NETWORKS.find((p) => id.startsWith(p));
  return prefix === undefined ? LEGACY_CONNECT_ENDPOINT : `/channels/v2/connect/${prefix}/channels`;
}

/** Facebook channels last added before this day need reconnecting (platform §3, engage §9). */
export const FACEBOOK_RECONNECT_CUTOFF = '2019-09-21T00:00:00.000Z';

/**
 * Whether a channel must be reconnected: a Facebook channel last added before 21 September
 * 2019. A channel without a last-added date falls back to its added date; with neither, it is
 * not flagged.
 *
 * @example
 * needsReconnection({ type: 'facebook', lastAddedDate: '2019-09-20T23:59:59Z' }) // true
 */
export function needsReconnection(channel: {
  readonly type: string;
  readonly lastAddedDate?: string | undefined;
  readonly addedDate?: string | undefined;
  readonly added?: string | undefined;
}): boolean {
  if (normaliseNetwork(channel.type) !== 'facebook') return false;
  const when = channel.lastAddedDate ?? channel.addedDate ?? channel.added;
  if (when === undefined) return false;
  const time = Date.parse(when);
  return !Number.isNaN(time) && time < Date.parse(FACEBOOK_RECONNECT_CUTOFF);
}

/** The network definition the API serves for a network (platform §3). */
export function toNetworkDefinition(facts: NetworkFacts): NetworkDefinition {
  return {
    id: facts.id,
    name: facts.name,
    oauthPath: facts.oauthPath,
    colour: facts.colour,
    multiChannel: facts.multiChannel,
    canBlockUsers: facts.canBlockUsers,
    contentMaxLength: facts.maxPostLength,
    uploadOptions: facts.upload,
    profileUrlTemplate: facts.profileUrlTemplate,
  };
}

/** Every defined network's facts, in the spec's order. */
export const NETWORK_LIST: readonly NetworkFacts[] = DefinedNetworkCodec.values.map(
  (network) => NETWORKS[network],
);

/** The networks whose users can be blocked (platform §6): facebook, twitter, threads. */
export const BLOCKING_NETWORKS: readonly DefinedNetwork[] = NETWORK_LIST.filter(
  (facts) => facts.canBlockUsers,
).map((facts) => facts.id);
