import type { Channel } from '@smm/model';

/** An organisation counter that is not known yet: counters start at -1 (platform §4, §9). */
export const UNKNOWN_COUNT = -1;

/**
 * A counter as it may be shown: the count once it is known, `null` before (show a placeholder,
 * never "-1").
 *
 * @example
 * shownCount(-1) // null
 * shownCount(12) // 12
 */
export function shownCount(count: number): number | null {
  return count < 0 ? null : count;
}

/**
 * A counter after channels were added: it grows by the newly added ones once known; an unknown
 * counter stays unknown (platform §4: "the channel count grows by the number of newly connected
 * channels").
 *
 * @example
 * grownCount(12, 2) // 14
 * grownCount(-1, 2) // -1
 */
export function grownCount(count: number, added: number): number {
  return count < 0 ? count : Math.max(0, count + added);
}

/**
 * The channel settings list: the channels the person manages (`null` until the first page
 * arrives) and how many the organisation's counter says there are ({@link UNKNOWN_COUNT} until
 * then).
 */
export interface ChannelListState {
  readonly channels: readonly Channel[] | null;
  readonly total: number;
}

/** What happens to the list. */
export type ChannelListEvent =
  /** The server's page: the list and the count as it says. */
  | { readonly type: 'loaded'; readonly channels: readonly Channel[]; readonly total: number }
  /** Channels read again or newly added: known ones are replaced, new ones grow the count. */
  | { readonly type: 'upserted'; readonly channels: readonly Channel[] }
  /** Channels gone (marked for deletion, no longer managed): the count shrinks by those listed. */
  | { readonly type: 'removed'; readonly channelIds: readonly string[] };

/** The list before anything is known. */
export const INITIAL_CHANNEL_LIST: ChannelListState = { channels: null, total: UNKNOWN_COUNT };

/**
 * The list after an event. Upserting keeps each channel once (by id) and grows the count by the
 * channels it did not list; removing shrinks it by those it did. Before the first page, upserts
 * and removals are kept out: the page brings the truth.
 *
 * @example
 * let list = channelListReducer(INITIAL_CHANNEL_LIST, { type: 'loaded', channels: [a], total: 1 });
 * list = channelListReducer(list, { type: 'upserted', channels: [b] }); // total 2
 */
export function channelListReducer(
  state: ChannelListState,
  event: ChannelListEvent,
): ChannelListState {
  switch (event.type) {
    case 'loaded':
      return { channels: dedupe(event.channels), total: Math.max(event.total, 0) };
    case 'upserted': {
      if (state.channels === null || event.channels.length === 0) return state;
      const incoming = new Map(dedupe(event.channels).map((channel) => [channel.id, channel]));
      const channels = state.channels.map((channel) => {
        const fresh = incoming.get(channel.id);
        if (fresh === undefined) return channel;
        incoming.delete(channel.id);
        return fresh;
      });
      const added = [...incoming.values()];
      return {
        channels: [...channels, ...added],
        total: grownCount(state.total, added.length),
      };
    }
    case 'removed': {
      if (state.channels === null) return state;
      const gone = new Set(event.channelIds);
      const channels = state.channels.filter((channel) => !gone.has(channel.id));
      const removed = state.channels.length - channels.length;
      if (removed === 0) return state;
      return { channels, total: grownCount(state.total, -removed) };
    }
  }
}

function dedupe(channels: readonly Channel[]): Channel[] {
  const byId = new Map<string, Channel>();
  for (const channel of channels) byId.set(channel.id, channel);
  return [...byId.values()];
}
