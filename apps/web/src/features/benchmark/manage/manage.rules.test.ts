import type { Brand } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { brandNames, brandNetworks, periodOf } from './manage.rules.js';

const brand = (
  id: string,
  name: string,
  networks: Brand['publicChannelIdNetworkList'][number]['network'][],
): Brand => ({
  id,
  name,
  organisationId: 'org',
  ownBrand: false,
  publicChannelIdNetworkList: networks.map((network) => ({
    network,
    publicChannelId: `${network}-${id}`,
    handleName: id,
  })),
});
const brands = [
  brand('a', 'Alpha', ['youtube', 'facebook']),
  brand('b', 'Beta', ['instagram']),
  brand('c', 'Gamma', []),
];

describe('brandNetworks', () => {
  it.each([
    ['the chosen brands’ networks, sorted', ['a'], ['facebook', 'youtube']],
    ['every brand’s when none is chosen', [], ['facebook', 'instagram', 'youtube']],
    [
      'the usual networks when the brands have no channels',
      ['c'],
      ['facebook', 'instagram', 'twitter', 'youtube'],
    ],
  ])('%s', (_, chosen, expected) => {
    expect(brandNetworks(brands, chosen)).toEqual(expected);
  });
});

describe('brandNames', () => {
  it('names brands in the given order and skips unknown ones', () => {
    expect(brandNames(brands, ['b', 'gone', 'a'])).toEqual(['Beta', 'Alpha']);
  });
});

describe('periodOf', () => {
  it.each([
    ['2026-11-19', '2026-11-25', 'last7Days'],
    ['2026-10-27', '2026-11-25', 'last30Days'],
    ['2026-08-28', '2026-11-25', 'last90Days'],
    ['2026-11-01', '2026-11-14', 'last7Days'],
    ['2026-11-01', '2026-12-31', 'last90Days'],
    ['2026-11-25', '2026-11-01', 'last30Days'],
  ] as const)('%s to %s is %s', (since, until, period) => {
    expect(periodOf({ since, until })).toBe(period);
  });
});
