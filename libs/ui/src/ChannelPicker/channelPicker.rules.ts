import { networkName } from '@smm/networks';

/** A channel the picker offers. */
export interface PickerChannel {
  readonly id: string;
  /** The channel's display name. */
  readonly name: string;
  /** The network as the API names it (`facebook`, `linkedIn`…). */
  readonly network: string;
}

/** A channel group the picker offers: ticking it ticks its channels (docs/decisions/0036). */
export interface PickerGroup {
  readonly id: string;
  readonly name: string;
  readonly channelIds: readonly string[];
}

/** How much of a group is ticked: every one of its channels, some, or none. */
export type GroupSelection = 'all' | 'some' | 'none';

/**
 * The group's channels among those offered, in the order they are offered.
 *
 * @example
 * groupChannels({ id: 'g', name: 'EU', channelIds: ['b', 'x'] }, [{ id: 'a' }, { id: 'b' }]) // ['b']
 */
export function groupChannels(
  group: PickerGroup,
  channels: readonly Pick<PickerChannel, 'id'>[],
): string[] {
  const held = new Set(group.channelIds);
  return channels.filter((channel) => held.has(channel.id)).map((channel) => channel.id);
}

/**
 * How much of a group is ticked; a group with no channel on offer counts as none.
 *
 * @example
 * groupSelection(eu, channels, ['b']) // 'all' when b is EU's only channel on offer
 */
export function groupSelection(
  group: PickerGroup,
  channels: readonly Pick<PickerChannel, 'id'>[],
  selected: readonly string[],
): GroupSelection {
  const ids = groupChannels(group, channels);
  const chosen = new Set(selected);
  const ticked = ids.filter((id) => chosen.has(id)).length;
  if (ids.length === 0 || ticked === 0) return 'none';
  return ticked === ids.length ? 'all' : 'some';
}

/**
 * The selection after a group is ticked or unticked: a group ticked whole is unticked (its
 * channels leave the selection); otherwise its missing channels join it, in the order offered.
 *
 * @example
 * toggleGroup(['a'], eu, channels) // ['a', 'b', 'c'] for EU = b, c
 * toggleGroup(['a', 'b', 'c'], eu, channels) // ['a']
 */
export function toggleGroup(
  selected: readonly string[],
  group: PickerGroup,
  channels: readonly Pick<PickerChannel, 'id'>[],
): string[] {
  const ids = groupChannels(group, channels);
  if (groupSelection(group, channels, selected) === 'all') {
    const leaving = new Set(ids);
    return selected.filter((id) => !leaving.has(id));
  }
  const chosen = new Set(selected);
  return [...selected, ...ids.filter((id) => !chosen.has(id))];
}

/**
 * The selection with one channel ticked or unticked.
 *
 * @example
 * toggleChannel(['a', 'b'], 'a') // ['b']
 */
export function toggleChannel(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** Text as a search compares it: lower case, without accents. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a text holds every word of a query, ignoring case and accents; an empty query matches.
 *
 * @example
 * matchesQuery('Café Zürich · Instagram', 'zurich insta') // true
 */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * The channels and groups a search shows: channels by their name or their network's name,
 * groups by their name or the names of their channels.
 *
 * @example
 * searchPicker(channels, groups, 'x').channels // the channels on X (Twitter), and those named "x…"
 */
export function searchPicker<C extends PickerChannel, G extends PickerGroup>(
  channels: readonly C[],
  groups: readonly G[],
  query: string,
): { readonly channels: C[]; readonly groups: G[] } {
  const describe = (channel: PickerChannel) => `${channel.name} ${networkName(channel.network)}`;
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  return {
    channels: channels.filter((channel) => matchesQuery(describe(channel), query)),
    groups: groups.filter((group) =>
      matchesQuery(
        [group.name, ...group.channelIds.map((id) => byId.get(id)?.name ?? '')].join(' '),
        query,
      ),
    ),
  };
}
