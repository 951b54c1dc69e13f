import { ADHOC_FEED_ID } from '@smm/feeds';
import { describe, expect, it } from 'vitest';
import { engagePath, engageRoute } from './engage.route.js';

describe('engage routes', () => {
  it.each([
    ['/engage', { feedId: ADHOC_FEED_ID, itemId: null }],
    ['/engage/overview/_/x', { feedId: ADHOC_FEED_ID, itemId: null }],
    ['/engage/feeds/f1', { feedId: 'f1', itemId: null }],
    ['/engage/feeds/f1/', { feedId: 'f1', itemId: null }],
    ['/engage/feeds/f1/items/i9', { feedId: 'f1', itemId: 'i9' }],
    ['/engage/feeds/a%20b/items/c%2Fd', { feedId: 'a b', itemId: 'c/d' }],
  ])('reads %s', (path, route) => {
    expect(engageRoute(path)).toEqual(route);
  });

  it('writes paths it reads back', () => {
    for (const [feedId, itemId] of [
      ['f1', null],
      ['f1', 'i9'],
      ['a b', 'c/d'],
    ] as const) {
      expect(engageRoute(engagePath(feedId, itemId))).toEqual({ feedId, itemId });
    }
  });
});
