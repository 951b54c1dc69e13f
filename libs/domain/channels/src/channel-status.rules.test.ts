import type { Channel } from '@smm/model';
import { makeChannel } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  canIndexAgain,
  channelAdvice,
  channelEventOf,
  connectSlugOf,
  isConnectNetwork,
  listRefresh,
} from './channel-status.rules.js';

const linkedIn = (extra: Partial<Channel>) =>
  makeChannel({
    id: 'linkedin-1',
    type: 'linkedIn',
    state: 'CONNECTED',
    status: 'INDEXED',
    lastAddedDate: '2026-11-01T00:00:00Z',
    ...extra,
  });

describe('what to do about a channel', () => {
  it.each<[string, Partial<Channel>, string, string | null, string]>([
    ['indexed and online', {}, 'none', null, 'success'],
    ['being indexed', { status: 'INDEXING STARTED' }, 'wait', null, 'info'],
    [
      'refused: no role on the page',
      { status: 'INDEXING FAILED', channelIndexingErrorCode: 'missingPermission' },
      'reconnectWithRole',
      'reconnect',
      'danger',
    ],
    [
      'access expired',
      { status: 'INDEXING FAILED', channelIndexingErrorCode: 'tokenExpired' },
      'reconnect',
      'reconnect',
      'danger',
    ],
    [
      'rate limited',
      { status: 'INDEXING FAILED', channelIndexingErrorCode: 'rateLimited' },
      'tryLater',
      'indexAgain',
      'danger',
    ],
    [
      'platform issue',
      { status: 'INDEXING FAILED', channelIndexingErrorCode: 'platformIssue' },
      'tryLater',
      'indexAgain',
      'danger',
    ],
    [
      'failed for another reason',
      { status: 'INDEXING FAILED', channelIndexingErrorCode: 'notFound' },
      'indexAgain',
      'indexAgain',
      'danger',
    ],
    [
      'failed without a reason',
      { status: 'INDEXING FAILED', channelIndexingErrorCode: null },
      'indexAgain',
      'indexAgain',
      'danger',
    ],
    ['an issue', { status: 'ISSUE' }, 'reconnect', 'reconnect', 'warning'],
    ['offline', { state: 'DISCONNECTED' }, 'reconnect', 'reconnect', 'warning'],
    [
      'a Facebook channel last added before 21 September 2019',
      { id: 'facebook-1', type: 'facebook', lastAddedDate: '2019-09-20T23:59:59Z' },
      'renewFacebook',
      'reconnect',
      'warning',
    ],
    [
      'a Facebook channel added on 21 September 2019',
      { id: 'facebook-1', type: 'facebook', lastAddedDate: '2019-09-21T00:00:00Z' },
      'none',
      null,
      'success',
    ],
    [
      'a WhatsApp number offline: its own flow, opened by reconnect',
      { id: 'whatsapp-demo', type: 'whatsapp', state: 'DISCONNECTED' },
      'otherFlow',
      'reconnect',
      'warning',
    ],
    [
      'a channel of a legacy network offline: no reconnect here',
      { id: 'vk-1', type: 'vk', state: 'DISCONNECTED' },
      'otherFlow',
      null,
      'warning',
    ],
  ])('%s: %s, then %s', (_, extra, step, action, tone) => {
    expect(channelAdvice(linkedIn(extra))).toMatchObject({ step, action, tone });
  });

  it('keeps the network’s reason', () => {
    expect(
      channelAdvice(
        linkedIn({ status: 'INDEXING FAILED', channelIndexingErrorCode: 'rateLimited' }),
      ).reason,
    ).toBe('rateLimited');
  });

  it.each([
    ['INDEXING STARTED', false],
    ['INDEXING FAILED', true],
    ['INDEXED', true],
    ['ISSUE', true],
  ] as const)('a channel %s may be indexed again: %s', (status, may) => {
    expect(canIndexAgain({ status })).toBe(may);
  });
});

describe('connect slugs', () => {
  it.each([
    ['linkedin-5f2a', 'linkedin'],
    ['googlemybusiness-1', 'googlemybusiness'],
    ['twitter-demo', 'twitter'],
    ['whatsapp-demo', undefined],
    ['vk-1', undefined],
    ['linkedinx', undefined],
  ])('%s → %s', (id, slug) => {
    expect(connectSlugOf(id)).toBe(slug);
  });

  it.each([
    ['pinterest', true],
    ['whatsapp', false],
    ['linkedIn', false],
  ])('%s is a connect network: %s', (value, is) => {
    expect(isConnectNetwork(value)).toBe(is);
  });
});

describe('channel events', () => {
  it.each([
    [
      { itemId: null, action: 'channel', payload: { channelId: 'x-1', change: 'indexed' } },
      { channelId: 'x-1', change: 'indexed' },
    ],
    [
      { itemId: 'item-1', action: 'channel', payload: { channelId: 'x-1', change: 'indexed' } },
      null,
    ],
    [{ itemId: null, action: 'read', payload: { channelId: 'x-1', change: 'indexed' } }, null],
    [{ itemId: null, action: 'channel', payload: { channelId: 'x-1', change: 'exploded' } }, null],
    [{ itemId: null, action: 'channel', payload: { change: 'indexed' } }, null],
    [{ itemId: null, action: 'channel' }, null],
  ])('%j is %j', (event, expected) => {
    expect(channelEventOf(event)).toEqual(expected);
  });

  it.each([
    ['markedForDeletion', true, 'remove'],
    ['markedForDeletion', false, 'remove'],
    ['teamsChanged', false, 'reloadAll'],
    ['teamsChanged', true, 'reloadOne'],
    ['indexed', false, 'reloadOne'],
    ['connected', true, 'reloadOne'],
    ['connected', false, 'reloadAll'],
    ['reconnected', false, 'reloadOne'],
  ] as const)('the list on %s (admin %s): %s', (change, isAdmin, refresh) => {
    expect(listRefresh(change, isAdmin)).toBe(refresh);
  });
});
