import fc from 'fast-check';
import { decodeOrThrow, DefinedNetwork, NetworkDefinition, SupportedNetwork } from '@smm/model';
import { describe, expect, it } from 'vitest';
import {
  BLOCKING_NETWORKS,
  connectEndpoint,
  isSupportedNetwork,
  maxPostLength,
  maxReplyLength,
  needsReconnection,
  NETWORK_LIST,
  NETWORKS,
  networkName,
  normaliseNetwork,
  profileUrl,
  toNetworkDefinition,
} from './index.js';

describe('the networks table', () => {
  it('has facts for every defined network, keyed by its own id', () => {
    expect(Object.keys(NETWORKS).sort()).toEqual([...DefinedNetwork.values].sort());
    for (const [key, facts] of Object.entries(NETWORKS)) expect(facts.id).toBe(key);
  });

  // platform §5 and engage §5: maximum comment or reply length by network.
  it.each([
    ['facebook', 8000],
    ['instagram', 2200],
    ['twitter', 280],
    ['youtube', 5000],
    ['linkedIn', 1250],
    ['tiktok', 150],
    ['googlemybusiness', 4000],
    ['threads', 500],
    ['whatsapp', -1],
    ['reddit', -1],
  ])('max reply length of %s is %i', (network, length) => {
    expect(maxReplyLength(network)).toBe(length);
  });

  // engage §5: content max lengths in publishing.
  it.each([
    ['twitter', 280],
    ['instagram', 2200],
    ['threads', 500],
    ['linkedIn', 3000],
    ['facebook', -1],
  ])('max post length of %s is %i', (network, length) => {
    expect(maxPostLength(network)).toBe(length);
  });

  // engage §9: upload limits.
  it.each([
    ['facebook', 'photo', 26214400, ['jpeg', 'png', 'tiff']],
    ['instagram', 'photo', 26214400, ['jpeg', 'png', 'tiff']],
    ['facebook', 'video', 1073741824, undefined],
    ['instagram', 'video', 1073741824, undefined],
    ['twitter', 'photo', 5242880, undefined],
    ['twitter', 'video', 536870912, ['mp4', 'mov']],
    ['linkedIn', 'photo', 10485760, ['jpeg', 'png', 'gif']],
  ] as const)('%s %s uploads: up to %i bytes', (network, kind, bytes, formats) => {
    const limit = NETWORKS[network].upload[kind];
    expect(limit?.maxBytes).toBe(bytes);
    if (formats) expect(limit?.formats).toEqual(formats);
  });

  it('gives no upload limits the spec does not show', () => {
    for (const network of [
      'youtube',
      'tiktok',
      'googlemybusiness',
      'threads',
      'whatsapp',
    ] as const) {
      expect(NETWORKS[network].upload).toEqual({});
    }
    expect(NETWORKS.linkedIn.upload.video).toBeUndefined();
  });

  it('lets users be blocked on facebook, twitter and threads only (platform §6)', () => {
    expect([...BLOCKING_NETWORKS].sort()).toEqual(['facebook', 'threads', 'twitter']);
  });

  it.each([
    ['twitter', 'X'],
    ['googlemybusiness', 'Google Business Profile'],
    ['linkedIn', 'LinkedIn'],
    ['facebook', 'Facebook'],
    ['reddit', 'reddit'],
  ])('names %s as %s', (network, name) => {
    expect(networkName(network)).toBe(name);
  });

  it('has an OAuth connect path /channels/v2/connect/{network} for every network', () => {
    for (const facts of NETWORK_LIST) {
      expect(facts.oauthPath).toBe(`/channels/v2/connect/${facts.slug}`);
      expect(facts.slug).toBe(facts.id.toLowerCase());
      expect(facts.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('serves every entry as a valid network definition', () => {
    for (const facts of NETWORK_LIST) {
      expect(() => decodeOrThrow(NetworkDefinition, toNetworkDefinition(facts))).not.toThrow();
    }
  });

  it('limits Google Business Profile bulk actions to read and assign, plus labels (engage §5)', () => {
    expect(NETWORKS.googlemybusiness.abilities.bulkActions).toEqual(['read', 'assign', 'unassign']);
    expect(NETWORKS.googlemybusiness.abilities.bulkLabel).toBe(true);
    expect(NETWORKS.googlemybusiness.abilities.audienceProfile).toBe(false);
  });

  it('never lets YouTube change sentiment, in single or bulk actions (engage §5)', () => {
    expect(NETWORKS.youtube.abilities.sentiment).toBe(false);
    expect(NETWORKS.youtube.abilities.bulkActions).not.toContain('sentiment');
  });

  it('keeps bulk actions consistent with single-item abilities', () => {
    for (const { id, abilities } of NETWORK_LIST) {
      const bulk = abilities.bulkActions;
      const canLike = abilities.like.posts || abilities.like.comments;
      if (!canLike) expect(bulk, id).not.toContain('like');
      if (!abilities.hide.comments) expect(bulk, id).not.toContain('hide');
      if (abilities.delete.types === 'none') expect(bulk, id).not.toContain('delete');
      if (!abilities.sentiment) expect(bulk, id).not.toContain('sentiment');
    }
  });

  it('shows a heart as the like icon on Instagram, X and TikTok only (engage §5)', () => {
    const hearts = NETWORK_LIST.filter((f) => f.abilities.likeIcon === 'heart').map((f) => f.id);
    expect(hearts.sort()).toEqual(['instagram', 'tiktok', 'twitter']);
  });
});

describe('normaliseNetwork', () => {
  it.each([
    ['linkedin', 'linkedIn'],
    ['LinkedIn', 'linkedIn'],
    ['Facebook', 'facebook'],
    ['x', 'twitter'],
    ['reddit', 'reddit'],
    ['myspace', undefined],
  ])('%s → %s', (value, expected) => {
    expect(normaliseNetwork(value)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(NETWORKS), 'linkedin', 'X', 'reddit'), (value) => {
        const once = normaliseNetwork(value);
        expect(once && normaliseNetwork(once)).toBe(once);
      }),
    );
  });
});

describe('isSupportedNetwork', () => {
  it('accepts the nine supported networks and no others', () => {
    for (const network of SupportedNetwork.values) expect(isSupportedNetwork(network)).toBe(true);
    for (const network of ['pinterest', 'email', 'reddit', 'vk', 'myspace']) {
      expect(isSupportedNetwork(network)).toBe(false);
    }
    expect(isSupportedNetwork('linkedin')).toBe(true);
  });
});

describe('connectEndpoint (platform §5)', () => {
  it.each([
    ['tiktok-1', '/channels/v2/connect/tiktok/channels'],
    ['linkedin-urn:li:organization:5', '/channels/v2/connect/linkedin/channels'],
    ['googlemybusiness-locations/9', '/channels/v2/connect/googlemybusiness/channels'],
    ['youtube-UC123', '/channels/v2/connect/youtube/channels'],
    ['twitter-42', '/channels/v2/connect/twitter/channels'],
    ['pinterest-7', '/channels/v2/connect/pinterest/channels'],
    ['facebook-1001', '/channels/v2/connect/facebook/channels'],
    ['instagram-17841', '/channels/v2/connect/instagram/channels'],
    ['threads-5', '/channels/v2/connect/threads/channels'],
    ['whatsapp-4930123', '/api/whatsapp2/channels'],
    ['vk-1', '/api/1/connectChannels'],
    ['1234', '/api/1/connectChannels'],
    ['', '/api/1/connectChannels'],
  ])('%s → %s', (channelId, endpoint) => {
    expect(connectEndpoint(channelId)).toBe(endpoint);
  });
});

describe('needsReconnection (platform §3)', () => {
  it.each([
    [
      'a Facebook channel added the day before',
      { type: 'facebook', lastAddedDate: '2019-09-20T23:59:59Z' },
      true,
    ],
    [
      'a Facebook channel added on the day',
      { type: 'facebook', lastAddedDate: '2019-09-21T00:00:00Z' },
      false,
    ],
    [
      'a Facebook channel added later',
      { type: 'facebook', lastAddedDate: '2024-01-01T00:00:00Z' },
      false,
    ],
    [
      'an Instagram channel added long ago',
      { type: 'instagram', lastAddedDate: '2015-01-01T00:00:00Z' },
      false,
    ],
    [
      'a Facebook channel with only an added date',
      { type: 'facebook', addedDate: '2018-05-01T00:00:00Z' },
      true,
    ],
    ['a Facebook channel with no date', { type: 'facebook' }, false],
    ['a Facebook channel with a bad date', { type: 'facebook', lastAddedDate: 'soon' }, false],
  ])('%s → %s', (_what, channel, expected) => {
    expect(needsReconnection(channel)).toBe(expected);
  });
});

describe('profileUrl', () => {
  it.each([
    ['twitter', { handle: '@acme' }, 'https://x.com/acme'],
    ['facebook', { id: '1001' }, 'https://www.facebook.com/1001'],
    ['tiktok', { handle: 'acme' }, 'https://www.tiktok.com/@acme'],
    ['twitter', { id: '42' }, undefined],
    ['reddit', { handle: 'acme' }, undefined],
  ])('%s %j → %s', (network, who, url) => {
    expect(profileUrl(network, who)).toBe(url);
  });
});
