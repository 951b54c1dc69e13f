import { describe, expect, it } from 'vitest';
import { queryOf, queryStringOf } from './url.query.js';

describe('the query of a hash location', () => {
  it.each([
    ['/settings/channels?network=linkedin&authorized=3', { network: 'linkedin', authorized: '3' }],
    [
      '/settings/channels/youtube-1?network=youtube&reconnected=1',
      { network: 'youtube', reconnected: '1' },
    ],
    [
      '/settings/channels?connectError=access_denied&x=a%20b',
      { connectError: 'access_denied', x: 'a b' },
    ],
    ['/settings/channels', {}],
  ])('%s', (location, query) => {
    expect(queryOf(location)).toEqual(query);
    expect(queryStringOf(location) === '').toBe(Object.keys(query).length === 0);
  });
});
