import { either as E } from 'fp-ts';
import type { Feed } from '@smm/model';
import { makeFeed } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  ADHOC_FEED_ID,
  canEditFeed,
  DEFAULT_FEED_PAGE,
  defineContainer,
  defineField,
  EMPTY_REGISTRY,
  feedToSearch,
  normaliseFeed,
  setOptions,
  sharePayload,
} from './index.js';

describe('feed defaults (engage §3, §9)', () => {
  it('pages from offset 0, 20 at a time, by latest comment date, descending', () => {
    expect(DEFAULT_FEED_PAGE).toEqual({
      offset: 0,
      limit: 20,
      sortField: 'latestCommentDate',
      sortDirection: 'desc',
    });
  });

  it('normaliseFeed fills lists and switches and drops unknown types', () => {
    const feed = normaliseFeed({
      id: 'f',
      name: 'F',
      types: ['comment', 'hologram' as 'comment', 'review'],
    });
    expect(feed.types).toEqual(['comment', 'review']);
    expect(feed.networks).toEqual([]);
    expect(feed.onlyPriority).toBe(false);
    expect(feed.pinned).toBe(false);
    expect(feed.shares).toEqual([]);
  });

  it('has a named ad-hoc feed id', () => {
    expect(ADHOC_FEED_ID).toBe('adhoc');
  });
});

describe('filter containers (platform §5, §8)', () => {
  const registry = E.getOrElseW(() => EMPTY_REGISTRY)(defineContainer(EMPTY_REGISTRY, 'engage'));

  it('defines a container once', () => {
    expect(defineContainer(registry, 'engage')).toEqual(
      E.left({
        kind: 'containerAlreadyDefined',
        container: 'engage',
        message: 'The filter container "engage" is already defined.',
      }),
    );
  });

  it('defines a field once per container', () => {
    const withField = defineField(registry, 'engage', 'networks');
    expect(E.isRight(withField)).toBe(true);
    if (E.isRight(withField)) {
      expect(defineField(withField.right, 'engage', 'networks')).toEqual(
        E.left({
          kind: 'fieldAlreadyDefined',
          container: 'engage',
          field: 'networks',
          message: 'The field "networks" is already defined in the filter container "engage".',
        }),
      );
      expect(E.isRight(defineField(withField.right, 'other', 'networks'))).toBe(false);
    }
  });

  it('sets options only on a defined field', () => {
    expect(setOptions(registry, 'engage', 'labels', [])).toEqual(
      E.left({
        kind: 'fieldNotDefined',
        container: 'engage',
        field: 'labels',
        message: 'The field "labels" is not defined in the filter container "engage".',
      }),
    );
    const result = E.chain((r: typeof registry) =>
      setOptions(r, 'engage', 'labels', [{ value: 'vip', label: 'VIP' }]),
    )(defineField(registry, 'engage', 'labels'));
    expect(E.isRight(result) && result.right['engage']?.['labels']?.options).toEqual([
      { value: 'vip', label: 'VIP' },
    ]);
  });

  it('never changes the registry it was given', () => {
    defineField(registry, 'engage', 'x');
    expect(registry).toEqual({ engage: {} });
  });
});

describe('feedToSearch (engage §7)', () => {
  it('maps a feed page to the search call with the defaults', () => {
    const feed: Feed = makeFeed({ keywords: ['refund'], onlyPriority: false, labels: [] });
    expect(feedToSearch(feed)).toEqual({
      params: { limit: 20, offset: 0 },
      body: {
        filters: {
          networks: ['facebook'],
          types: ['comment'],
          keywords: ['refund'],
          readFilter: { status: 'unread' },
        },
        sortDirection: 'desc',
        sortField: 'latestCommentDate',
      },
    });
  });

  it('takes the page, the sort and a cursor', () => {
    const call = feedToSearch(makeFeed(), {
      limit: 50,
      sortField: 'createdDate',
      sortDirection: 'asc',
      cursor: 'abc',
    });
    expect(call.params).toEqual({ limit: 50, cursor: 'abc' });
    expect(call.body.sortField).toBe('createdDate');
    expect(call.body.sortDirection).toBe('asc');
    expect(feedToSearch(makeFeed(), { offset: 40 }).params).toEqual({ limit: 20, offset: 40 });
  });
});

describe('shared feeds', () => {
  it('lets the owner and admins edit', () => {
    const feed = { ownerId: '0f8fad5b-d9cb-469f-a165-70867728950e' };
    expect(
      canEditFeed(feed, { id: 'u1', uuid: '0f8fad5bd9cb469fa16570867728950e', isAdmin: false }),
    ).toBe(true);
    expect(canEditFeed(feed, { id: 'u2', isAdmin: false })).toBe(false);
    expect(canEditFeed(feed, { id: 'u2', isAdmin: true })).toBe(true);
    expect(canEditFeed({}, { id: 'u2', isAdmin: false })).toBe(false);
  });

  it('builds the share payload without duplicates', () => {
    expect(sharePayload({ ownerId: 'u1' }, ['u2', 'u2', 'team-1'])).toEqual({
      ownerId: 'u1',
      shares: ['u2', 'team-1'],
    });
  });
});
