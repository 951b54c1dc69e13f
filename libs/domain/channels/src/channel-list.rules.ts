import type { Channel, ChannelStatus, Network } from '@smm/model';
import { normaliseNetwork } from '@smm/networks';

/** Whether a channel is online or offline, as the list filters it. */
export type ChannelOnline = 'online' | 'offline';

/**
 * What the channel settings list shows: a search text and, for each filter, a value or `null`
 * for "any". Every filter that is set must hold for a channel to be shown.
 */
export interface ChannelFilter {
  /** Words to find in the channel's name, its name on the network or its username. */
  readonly search: string;
  readonly network: Network | null;
  readonly online: ChannelOnline | null;
  readonly status: ChannelStatus | null;
  /** A team holding the channel. */
  readonly teamId: string | null;
}

/** The filter that shows every channel. */
export const NO_FILTER: ChannelFilter = {
  search: '',
  network: null,
  online: null,
  status: null,
  teamId: null,
};

/**
 * Whether a channel is online: its state is CONNECTED (platform §3).
 *
 * @example
 * isOnline({ id: 'x', name: 'X', type: 'facebook', state: 'CONNECTED' }) // true
 * isOnline({ id: 'x', name: 'X', type: 'facebook', state: 'DISCONNECTED' }) // false
 */
export function isOnline(channel: Pick<Channel, 'state'>): boolean {
  return channel.state === 'CONNECTED';
}

/**
 * The channel's name on its network when it is shown under a name of its own (an override), or
 * `undefined` when it goes by the network's name.
 *
 * @example
 * originalName({ id: 'x', type: 'facebook', name: 'Support', profileName: 'Acme Coffee' }) // 'Acme Coffee'
 * originalName({ id: 'x', type: 'facebook', name: 'Acme Coffee', profileName: 'Acme Coffee' }) // undefined
 */
export function originalName(channel: Pick<Channel, 'name' | 'profileName'>): string | undefined {
  const original = channel.profileName;
  return original !== undefined && original !== '' && original !== channel.name
    ? original
    : undefined;
}

/**
 * Text folded for searching: lower case, without accents, with runs of white space as one
 * space, so `Café` is found by `cafe`.
 *
 * @example
 * foldText('  Café  Crème ') // 'cafe creme'
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Each channel's folded search text, worked out once per channel object. */
const haystacks = new WeakMap<Channel, string>();

/** The searched text of a channel: its name, its network name and its username (with and without @). */
function haystack(channel: Channel): string {
  const known = haystacks.get(channel);
  if (known !== undefined) return known;
  const username = channel.username ?? '';
  const text = foldText(
    [channel.name, channel.profileName ?? '', username, username.replace(/^@/, '')].join('\n'),
  );
  haystacks.set(channel, text);
  return text;
}

/**
 * Whether a channel matches a search: every word of the search is found in its name, its name
 * on the network or its username. An empty search matches every channel.
 *
 * @example
 * matchesSearch(makeChannel({ name: 'Acme Coffee', username: 'acme' }), 'coffee acme') // true
 * matchesSearch(makeChannel({ name: 'Acme Coffee' }), 'tea') // false
 */
export function matchesSearch(channel: Channel, search: string): boolean {
  const words = foldText(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const text = haystack(channel);
  return words.every((word) => text.includes(word));
}

/**
 * Whether a channel passes every filter that is set (see {@link ChannelFilter}).
 *
 * @example
 * matchesFilter(channel, { ...NO_FILTER, network: 'linkedIn', online: 'online' })
 */
export function matchesFilter(channel: Channel, filter: ChannelFilter): boolean {
  if (filter.network !== null && normaliseNetwork(channel.type) !== filter.network) return false;
  if (filter.online !== null && isOnline(channel) !== (filter.online === 'online')) return false;
  if (filter.status !== null && channel.status !== filter.status) return false;
  if (filter.teamId !== null && !(channel.assignableTeamIds ?? []).includes(filter.teamId)) {
    return false;
  }
  return matchesSearch(channel, filter.search);
}

/**
 * The channels a filter shows, in their order.
 *
 * @example
 * filterChannels(channels, { ...NO_FILTER, search: 'bakery', status: 'INDEXING FAILED' })
 */
export function filterChannels(channels: readonly Channel[], filter: ChannelFilter): Channel[] {
  return channels.filter((channel) => matchesFilter(channel, filter));
}

/** Whether any filter (or a search) is set. */
export function isFiltered(filter: ChannelFilter): boolean {
  return (
    filter.search.trim() !== '' ||
    filter.network !== null ||
    filter.online !== null ||
    filter.status !== null ||
    filter.teamId !== null
  );
}

/** What the list can be sorted by. */
export type ChannelSortKey = 'name' | 'network' | 'status' | 'followers' | 'added';

/** An order of the list. */
export interface ChannelSort {
  readonly key: ChannelSortKey;
  readonly direction: 'ascending' | 'descending';
}

/** The list's first order: by name, A to Z. */
export const DEFAULT_SORT: ChannelSort = { key: 'name', direction: 'ascending' };

/** Statuses in the order that needs attention first: a problem, then indexing, then indexed. */
const STATUS_ORDER: Readonly<Record<ChannelStatus, number>> = {
  ISSUE: 0,
  'INDEXING FAILED': 1,
  'INDEXING STARTED': 2,
  INDEXED: 3,
};

const time = (date: string | undefined) => {
  const parsed = date === undefined ? NaN : Date.parse(date);
  return Number.isNaN(parsed) ? -Infinity : parsed;
};

/**
 * The channels in an order: by name (in the language's collation), network, status (problems
 * first), followers (unknown counts lowest) or first added date. Equal channels stay in name
 * order, then id order, so the order is total and the same every time.
 *
 * @example
 * sortChannels(channels, { key: 'followers', direction: 'descending' }, 'de')
 */
export function sortChannels(
  channels: readonly Channel[],
  sort: ChannelSort,
  locale = 'en',
): Channel[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: Channel, b: Channel) =>
    collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const key = (channel: Channel): number | string => {
    switch (sort.key) {
      case 'network':
        return normaliseNetwork(channel.type) ?? channel.type;
      case 'status':
        return channel.status === undefined ? 4 : STATUS_ORDER[channel.status];
      case 'followers':
        return channel.followerCount ?? -1;
      case 'added':
        return time(channel.addedDate);
      case 'name':
        return 0;
    }
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = channels.map((channel) => ({ channel, key: key(channel) }));
  keyed.sort((a, b) => {
    const first =
      typeof a.key === 'string' && typeof b.key === 'string'
        ? collator.compare(a.key, b.key)
        : (a.key as number) - (b.key as number);
    if (first !== 0 && !Number.isNaN(first)) return sign * first;
    const named = byName(a.channel, b.channel);
    return sort.key === 'name' ? sign * named : named;
  });
  return keyed.map((entry) => entry.channel);
}

/**
 * The order after clicking a column's heading: the same column turns the direction around,
 * another column starts ascending (followers and dates start with the most and the newest).
 *
 * @example
 * nextSort({ key: 'name', direction: 'ascending' }, 'name') // { key: 'name', direction: 'descending' }
 * nextSort({ key: 'name', direction: 'ascending' }, 'followers') // { key: 'followers', direction: 'descending' }
 */
export function nextSort(current: ChannelSort, key: ChannelSortKey): ChannelSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: key === 'followers' || key === 'added' ? 'descending' : 'ascending' };
}

/**
 * The networks of the listed channels, each once, for the network filter.
 *
 * @example
 * channelNetworks([fb, fb2, ig]) // ['facebook', 'instagram']
 */
export function channelNetworks(channels: readonly Channel[]): Network[] {
  const seen = new Set<Network>();
  for (const channel of channels) seen.add(normaliseNetwork(channel.type) ?? channel.type);
  return [...seen];
}
