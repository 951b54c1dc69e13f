import { describe, expect, it } from 'vitest';
import {
  createExpiringCache,
  DEFAULT_CACHE_TTL_MS,
  initialRemote,
  LONG_CACHE_TTL_MS,
  metricReducer,
  remoteReducer,
} from './index.js';

describe('remote state (platform §4)', () => {
  it('request sets loading, success loaded with data, failure stores the error', () => {
    let state = remoteReducer(initialRemote<string[]>(), { type: 'request' });
    expect(state).toMatchObject({ loading: true, loaded: false });
    state = remoteReducer(state, { type: 'success', data: ['a'] });
    expect(state).toEqual({ loading: false, loaded: true, data: ['a'], error: undefined });
    state = remoteReducer(state, { type: 'request' });
    expect(state.data).toEqual(['a']);
    state = remoteReducer(state, { type: 'failure', error: { statusCode: 503, message: 'Down' } });
    expect(state).toMatchObject({
      loading: false,
      error: { status: 503, message: 'Down' },
      data: ['a'],
    });
  });
});

describe('metric entries (engage §4)', () => {
  it('goes through add, request, receive, error, cancel and reset', () => {
    let state = metricReducer({}, { type: 'metric.add', id: 'm', serviceId: 'team' });
    expect(state['m']).toEqual({ id: 'm', serviceId: 'team', fetching: false, failed: false });
    state = metricReducer(state, { type: 'metric.request', id: 'm' });
    expect(state['m']).toMatchObject({ fetching: true, failed: false });
    state = metricReducer(state, { type: 'metric.receive', id: 'm', data: [1, 2] });
    expect(state['m']).toMatchObject({ fetching: false, data: [1, 2] });
    state = metricReducer(state, { type: 'metric.receive', id: 'm', data: [3] });
    expect(state['m']?.data).toEqual([3]);
    state = metricReducer(state, { type: 'metric.request', id: 'm' });
    state = metricReducer(state, { type: 'metric.error', id: 'm' });
    expect(state['m']).toMatchObject({ fetching: false, failed: true });
    state = metricReducer(state, { type: 'metric.request', id: 'm' });
    expect(state['m']?.failed).toBe(false);
    state = metricReducer(state, { type: 'metric.cancel', id: 'm' });
    expect(state['m']?.fetching).toBe(false);
    state = metricReducer(state, { type: 'metric.reset', id: 'm' });
    expect(state['m']?.data).toBeUndefined();
  });

  it('appends received data when paginated', () => {
    let state = metricReducer(
      {},
      { type: 'metric.add', id: 'm', serviceId: 'team', pagination: { offset: 0, limit: 2 } },
    );
    state = metricReducer(state, { type: 'metric.receive', id: 'm', data: [1, 2] });
    state = metricReducer(state, { type: 'metric.receive', id: 'm', data: [3] });
    expect(state['m']?.data).toEqual([1, 2, 3]);
  });

  it('ignores events for unknown entries', () => {
    expect(metricReducer({}, { type: 'metric.request', id: 'x' })).toEqual({});
  });
});

describe('expiring cache (platform §9)', () => {
  it('keeps entries for 30 s by default, 60 s for user names', () => {
    let now = 0;
    const cache = createExpiringCache<string>({ now: () => now });
    const names = createExpiringCache<string>({ now: () => now, ttlMs: LONG_CACHE_TTL_MS });
    cache.set('k', 'v');
    names.set('org', 'Ada');
    now = DEFAULT_CACHE_TTL_MS - 1;
    expect(cache.get('k')).toBe('v');
    now = DEFAULT_CACHE_TTL_MS;
    expect(cache.get('k')).toBeUndefined();
    expect(names.get('org')).toBe('Ada');
    now = LONG_CACHE_TTL_MS;
    expect(names.get('org')).toBeUndefined();
    expect(names.size()).toBe(0);
  });

  it('deletes and clears', () => {
    const cache = createExpiringCache<number>({ now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2, 10);
    expect(cache.size()).toBe(2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.size()).toBe(0);
  });
});
