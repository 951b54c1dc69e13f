import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast.js';
import {
  KNOWN_NETWORKS,
  knownNetwork,
  networkColour,
  networkGlyphColour,
  networkName,
} from './networkIcon.rules.js';

describe('knownNetwork', () => {
  it.each([
    ['facebook', 'facebook'],
    ['linkedIn', 'linkedIn'],
    ['linkedin', 'linkedIn'],
    ['LINKEDIN', 'linkedIn'],
    ['twitter', 'twitter'],
    ['x', 'twitter'],
    ['X', 'twitter'],
    [' Instagram ', 'instagram'],
    ['googlemybusiness', 'googlemybusiness'],
    ['pinterest', 'pinterest'],
    ['reddit', undefined],
    ['', undefined],
  ])('takes "%s" for %s', (input, expected) => {
    expect(knownNetwork(input)).toBe(expected);
  });

  it.each(KNOWN_NETWORKS)('knows %s by its own name', (network) => {
    expect(knownNetwork(network)).toBe(network);
  });
});

describe('networkName', () => {
  it.each([
    ['facebook', 'Facebook'],
    ['instagram', 'Instagram'],
    ['whatsapp', 'WhatsApp'],
    ['twitter', 'X'],
    ['x', 'X'],
    ['youtube', 'YouTube'],
    ['linkedIn', 'LinkedIn'],
    ['linkedin', 'LinkedIn'],
    ['tiktok', 'TikTok'],
    ['googlemybusiness', 'Google Business Profile'],
    ['threads', 'Threads'],
    ['reddit', 'reddit'],
    ['Some Forum', 'Some Forum'],
  ])('of %s is %s', (network, name) => {
    expect(networkName(network)).toBe(name);
  });
});

describe('networkColour', () => {
  it.each([
    ['facebook', '#1877f2'],
    ['instagram', '#c13584'],
    ['whatsapp', '#25d366'],
    ['twitter', '#000000'],
    ['x', '#000000'],
    ['youtube', '#ff0000'],
    ['linkedIn', '#0a66c2'],
    ['tiktok', '#000000'],
    ['googlemybusiness', '#4285f4'],
    ['threads', '#000000'],
  ])('of %s is its brand colour %s', (network, colour) => {
    expect(networkColour(network)).toBe(colour);
  });

  it('is a neutral grey for any other network', () => {
    expect(networkColour('reddit')).toBe(networkColour('vk'));
    expect(networkColour('reddit')).toBe('#5a6272');
  });

  it.each([...KNOWN_NETWORKS, 'other'])(
    'puts the glyph of %s at least 3:1 against its badge (WCAG 1.4.11)',
    (network) => {
      const ratio = contrastRatio(networkGlyphColour(network), networkColour(network));
      expect(ratio).toBeGreaterThanOrEqual(3);
    },
  );

  it('draws dark on WhatsApp green, where white would fall short of 3:1', () => {
    expect(contrastRatio('#ffffff', networkColour('whatsapp'))).toBeLessThan(3);
    expect(networkGlyphColour('whatsapp')).not.toBe('#ffffff');
  });
});
