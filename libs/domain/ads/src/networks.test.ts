import { describe, expect, it } from 'vitest';
import { AD_NETWORKS, adNetworkIcon, adNetworkName, byAccountName } from './networks.rules.js';

describe('the ad networks', () => {
  it.each([
    ['facebook', 'Facebook & Instagram', 'facebook'],
    ['linkedin', 'LinkedIn', 'linkedIn'],
    ['twitter', 'X', 'twitter'],
    ['tiktok', 'TikTok', 'tiktok'],
  ] as const)('%s is called %s, its badge %s', (network, name, icon) => {
    expect(adNetworkName(network)).toBe(name);
    expect(adNetworkIcon(network)).toBe(icon);
  });

  it('offers the four in the connect order', () => {
    expect(AD_NETWORKS).toEqual(['facebook', 'linkedin', 'twitter', 'tiktok']);
  });

  it('sorts accounts by name regardless of case, then network, then id', () => {
    const a = (id: string, name: string, socialNetwork: 'facebook' | 'tiktok') => ({
      id,
      name,
      socialNetwork,
    });
    expect(
      byAccountName([
        a('3', 'beta', 'facebook'),
        a('2', 'Alpha', 'tiktok'),
        a('1', 'alpha', 'facebook'),
        a('0', 'Alpha', 'tiktok'),
      ]).map((x) => x.id),
    ).toEqual(['1', '0', '2', '3']);
  });
});
