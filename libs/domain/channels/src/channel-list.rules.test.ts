import type { Channel, ChannelStatus, Network } from '@smm/model';
import { makeChannel } from '@smm/model/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelNetworks,
  filterChannels,
  foldText,
  isFiltered,
  matchesFilter,
  matchesSearch,
  nextSort,
  NO_FILTER,
  originalName,
  sortChannels,
  type ChannelFilter,
} from './channel-list.rules.js';

const bakery = makeChannel({
  id: 'linkedin-1',
  type: 'linkedIn',
  name: 'Bakery Jobs',
  profileName: "Ada's Bakery Ltd",
  username: 'adasbakeryltd',
  status: 'INDEXED',
  state: 'CONNECTED',
  followerCount: 1200,
  addedDate: '2026-11-01T10:00:00Z',
  assignableTeamIds: ['care'],
});
const cafe = makeChannel({
  id: 'facebook-2',
  type: 'facebook',
  name: 'Café Crème',
  profileName: 'Café Crème',
  username: '@cafecreme',
  status: 'INDEXING FAILED',
  channelIndexingErrorCode: 'missingPermission',
  state: 'CONNECTED',
  addedDate: '2026-10-01T10:00:00Z',
});
const tube = makeChannel({
  id: 'youtube-3',
  type: 'youtube',
  name: 'Bakery TV',
  profileName: 'Bakery TV',
  username: 'bakerytv',
  status: 'INDEXING STARTED',
  state: 'DISCONNECTED',
  followerCount: 90,
  addedDate: '2026-11-20T10:00:00Z',
  assignableTeamIds: ['care', 'marketing'],
});
const all = [bakery, cafe, tube];

describe('searching the channel list', () => {
  it.each([
    ['', ['linkedin-1', 'facebook-2', 'youtube-3']],
    ['bakery', ['linkedin-1', 'youtube-3']],
    // The network's own name is searched, not only the name shown.
    ['ltd', ['linkedin-1']],
    // Accents and case do not matter.
    ['cafe creme', ['facebook-2']],
    ['CAFÉ', ['facebook-2']],
    // Usernames with or without their @.
    ['@cafecreme', ['facebook-2']],
    ['bakerytv', ['youtube-3']],
    // Every word must be found.
    ['bakery tv', ['youtube-3']],
    ['bakery tea', []],
  ])('%j finds %j', (search, ids) => {
    expect(filterChannels(all, { ...NO_FILTER, search }).map((c) => c.id)).toEqual(ids);
  });
});

describe('filtering the channel list', () => {
  it.each<[Partial<ChannelFilter>, string[]]>([
    [{ network: 'linkedIn' }, ['linkedin-1']],
    [{ network: 'instagram' }, []],
    [{ online: 'online' }, ['linkedin-1', 'facebook-2']],
    [{ online: 'offline' }, ['youtube-3']],
    [{ status: 'INDEXING FAILED' }, ['facebook-2']],
    [{ status: 'ISSUE' }, []],
    [{ teamId: 'care' }, ['linkedin-1', 'youtube-3']],
    [{ teamId: 'marketing' }, ['youtube-3']],
    [{ teamId: 'care', online: 'online', search: 'jobs' }, ['linkedin-1']],
  ])('%j keeps %j', (filter, ids) => {
    expect(filterChannels(all, { ...NO_FILTER, ...filter }).map((c) => c.id)).toEqual(ids);
  });

  it('says whether anything is filtered', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, search: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTER, status: 'ISSUE' })).toBe(true);
  });
});

const NETWORKS: Network[] = ['facebook', 'instagram', 'linkedIn', 'youtube', 'twitter'];
const STATUSES: ChannelStatus[] = ['INDEXING STARTED', 'INDEXING FAILED', 'INDEXED', 'ISSUE'];

const channelArb: fc.Arbitrary<Channel> = fc
  .record({
    n: fc.nat(),
    name: fc.string({ maxLength: 12 }),
    profileName: fc.string({ maxLength: 12 }),
    username: fc.string({ maxLength: 8 }),
    type: fc.constantFrom(...NETWORKS),
    state: fc.constantFrom('CONNECTED', 'DISCONNECTED'),
    status: fc.constantFrom(...STATUSES),
    teams: fc.subarray(['t1', 't2', 't3']),
    followers: fc.option(fc.nat({ max: 100_000 }), { nil: undefined }),
  })
  .map((r) => ({
    id: `${r.type.toLowerCase()}-${r.n}`,
    name: r.name,
    profileName: r.profileName,
    username: r.username,
    type: r.type,
    state: r.state,
    status: r.status,
    assignableTeamIds: r.teams,
    ...(r.followers === undefined ? {} : { followerCount: r.followers }),
  }));

const filterArb: fc.Arbitrary<ChannelFilter> = fc.record({
  search: fc.oneof(fc.constant(''), fc.string({ maxLength: 4 })),
  network: fc.option(fc.constantFrom(...NETWORKS), { nil: null }),
  online: fc.option(fc.constantFrom('online' as const, 'offline' as const), { nil: null }),
  status: fc.option(fc.constantFrom(...STATUSES), { nil: null }),
  teamId: fc.option(fc.constantFrom('t1', 't2', 't3'), { nil: null }),
});

describe('filter invariants', () => {
  it('a result is a subset of the list, in its order, and every kept channel matches', () => {
    fc.assert(
      fc.property(fc.array(channelArb, { maxLength: 40 }), filterArb, (channels, filter) => {
        const kept = filterChannels(channels, filter);
        let from = 0;
        for (const channel of kept) {
          const at = channels.indexOf(channel, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + 1;
          expect(matchesFilter(channel, filter)).toBe(true);
        }
        // …and every channel left out does not match.
        for (const channel of channels) {
          if (!kept.includes(channel)) expect(matchesFilter(channel, filter)).toBe(false);
        }
      }),
    );
  });

  it('adding a word to a search never finds more', () => {
    fc.assert(
      fc.property(
        fc.array(channelArb, { maxLength: 40 }),
        fc.string({ maxLength: 4 }),
        fc.string({ maxLength: 4 }),
        (channels, first, second) => {
          const wide = filterChannels(channels, { ...NO_FILTER, search: first });
          const narrow = filterChannels(channels, { ...NO_FILTER, search: `${first} ${second}` });
          expect(narrow.every((c) => wide.includes(c))).toBe(true);
        },
      ),
    );
  });

  it('a channel is found by any part of its name', () => {
    fc.assert(
      fc.property(channelArb, fc.nat(), fc.nat(), (channel, a, b) => {
        const name = foldText(channel.name);
        const start = a % (name.length + 1);
        const part = name.slice(start, start + (b % 6));
        expect(matchesSearch(channel, part)).toBe(true);
      }),
    );
  });
});

describe('sorting the channel list', () => {
  it.each([
    [{ key: 'name', direction: 'ascending' }, ['linkedin-1', 'youtube-3', 'facebook-2']],
    [{ key: 'name', direction: 'descending' }, ['facebook-2', 'youtube-3', 'linkedin-1']],
    [{ key: 'network', direction: 'ascending' }, ['facebook-2', 'linkedin-1', 'youtube-3']],
    // Problems first.
    [{ key: 'status', direction: 'ascending' }, ['facebook-2', 'youtube-3', 'linkedin-1']],
    // Unknown follower counts lowest.
    [{ key: 'followers', direction: 'descending' }, ['linkedin-1', 'youtube-3', 'facebook-2']],
    [{ key: 'added', direction: 'descending' }, ['youtube-3', 'linkedin-1', 'facebook-2']],
  ] as const)('%j', (sort, ids) => {
    expect(sortChannels(all, sort).map((c) => c.id)).toEqual(ids);
  });

  it('is a total order: any shuffle of the list sorts the same, and nothing is lost', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(channelArb, { selector: (c) => c.id, maxLength: 30 }),
        fc.constantFrom('name', 'network', 'status', 'followers', 'added' as const),
        fc.constantFrom('ascending' as const, 'descending' as const),
        (channels, key, direction) => {
          const sorted = sortChannels(channels, { key, direction });
          const again = sortChannels([...channels].reverse(), { key, direction });
          expect(again.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
          expect(new Set(sorted.map((c) => c.id))).toEqual(new Set(channels.map((c) => c.id)));
        },
      ),
    );
  });

  it.each([
    [{ key: 'name', direction: 'ascending' }, 'name', { key: 'name', direction: 'descending' }],
    [{ key: 'name', direction: 'descending' }, 'name', { key: 'name', direction: 'ascending' }],
    [{ key: 'name', direction: 'ascending' }, 'status', { key: 'status', direction: 'ascending' }],
    [
      { key: 'name', direction: 'ascending' },
      'followers',
      { key: 'followers', direction: 'descending' },
    ],
    [{ key: 'status', direction: 'ascending' }, 'added', { key: 'added', direction: 'descending' }],
  ] as const)('after %j, a click on %s sorts by %j', (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected);
  });
});

describe('names and networks', () => {
  it.each([
    [bakery, "Ada's Bakery Ltd"],
    [cafe, undefined],
    [makeChannel({ name: 'X' }), undefined],
  ])('%#: the original name is %j', (channel, original) => {
    expect(originalName(channel)).toBe(original);
  });

  it('lists each network once', () => {
    expect(channelNetworks([...all, makeChannel({ id: 'facebook-9', type: 'facebook' })])).toEqual([
      'linkedIn',
      'facebook',
      'youtube',
    ]);
  });
});
