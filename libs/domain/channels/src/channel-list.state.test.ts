import type { Channel } from '@smm/model';
import { makeChannel } from '@smm/model/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelListReducer,
  grownCount,
  INITIAL_CHANNEL_LIST,
  shownCount,
  UNKNOWN_COUNT,
  type ChannelListEvent,
  type ChannelListState,
} from './channel-list.state.js';

const channel = (id: string, extra: Partial<Channel> = {}) => makeChannel({ id, ...extra });
const loaded = (...ids: string[]): ChannelListState =>
  channelListReducer(INITIAL_CHANNEL_LIST, {
    type: 'loaded',
    channels: ids.map((id) => channel(id)),
    total: ids.length,
  });

describe('the organisation channel counter (platform §4: counters start at -1)', () => {
  it.each([
    [UNKNOWN_COUNT, null],
    [-5, null],
    [0, 0],
    [12, 12],
  ])('%i is shown as %j', (count, shown) => {
    expect(shownCount(count)).toBe(shown);
  });

  it.each([
    [12, 2, 14],
    [0, 3, 3],
    [UNKNOWN_COUNT, 2, UNKNOWN_COUNT],
    [3, -5, 0],
  ])('%i grown by %i is %i', (count, added, expected) => {
    expect(grownCount(count, added)).toBe(expected);
  });
});

describe('the channel list', () => {
  it('is unknown until the first page', () => {
    expect(INITIAL_CHANNEL_LIST).toEqual({ channels: null, total: -1 });
    expect(shownCount(INITIAL_CHANNEL_LIST.total)).toBeNull();
  });

  it('keeps upserts and removals out before the first page', () => {
    expect(
      channelListReducer(INITIAL_CHANNEL_LIST, { type: 'upserted', channels: [channel('a')] }),
    ).toBe(INITIAL_CHANNEL_LIST);
    expect(channelListReducer(INITIAL_CHANNEL_LIST, { type: 'removed', channelIds: ['a'] })).toBe(
      INITIAL_CHANNEL_LIST,
    );
  });

  it('replaces a channel read again in its place, and grows by the new ones', () => {
    const list = loaded('a', 'b');
    const next = channelListReducer(list, {
      type: 'upserted',
      channels: [channel('b', { status: 'INDEXED' }), channel('c'), channel('d')],
    });
    expect(next.channels?.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(next.channels?.[1]?.status).toBe('INDEXED');
    expect(next.total).toBe(4);
  });

  it('shrinks by the channels it listed only', () => {
    const next = channelListReducer(loaded('a', 'b'), {
      type: 'removed',
      channelIds: ['b', 'zzz'],
    });
    expect(next).toEqual({ channels: [channel('a')], total: 1 });
  });

  it('counts beyond the page it holds: the server total is the count', () => {
    const list = channelListReducer(INITIAL_CHANNEL_LIST, {
      type: 'loaded',
      channels: [channel('a')],
      total: 15_001,
    });
    expect(channelListReducer(list, { type: 'upserted', channels: [channel('b')] }).total).toBe(
      15_002,
    );
  });

  it('whatever happens, each channel is listed once and the count never goes below 0 or the list', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const event: fc.Arbitrary<ChannelListEvent> = fc.oneof(
      // A page lists each channel once.
      fc.uniqueArray(id, { maxLength: 4 }).map((ids) => ({
        type: 'loaded' as const,
        channels: ids.map((i) => channel(i)),
        total: ids.length,
      })),
      fc
        .array(id, { maxLength: 4 })
        .map((ids) => ({ type: 'upserted' as const, channels: ids.map((i) => channel(i)) })),
      fc.array(id, { maxLength: 4 }).map((ids) => ({ type: 'removed' as const, channelIds: ids })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        const state = events.reduce(channelListReducer, INITIAL_CHANNEL_LIST);
        if (state.channels === null) {
          expect(state.total).toBe(UNKNOWN_COUNT);
          return;
        }
        const ids = state.channels.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(state.total).toBe(ids.length);
      }),
    );
  });
});
