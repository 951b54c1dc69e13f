import { describe, expect, it } from 'vitest';
import { type BrowserFeatures, missingBrowserFeatures } from './browser-support.js';

class Present {}
const current: BrowserFeatures = {
  WebSocket: Present,
  localStorage: {},
  Intl: { Segmenter: Present, DateTimeFormat: Present },
  HTMLDialogElement: Present,
  structuredClone: () => null,
  CSS: { supports: (condition) => condition === 'selector(:focus-visible)' },
};

describe('missingBrowserFeatures', () => {
  it('finds nothing missing in a current browser', () => {
    expect(missingBrowserFeatures(current)).toEqual([]);
  });

  it.each([
    ['WebSocket', { WebSocket: undefined }, 'WebSocket (live updates)'],
    ['storage', { localStorage: null }, 'localStorage (the session)'],
    ['Intl.Segmenter', { Intl: { DateTimeFormat: Present } }, 'Intl.Segmenter (character counts)'],
    ['<dialog>', { HTMLDialogElement: undefined }, '<dialog> (dialogs)'],
    ['structuredClone', { structuredClone: undefined }, 'structuredClone'],
    ['focus-visible', { CSS: { supports: () => false } }, 'CSS :focus-visible'],
  ] as const)('names a missing %s', (_, lacking, name) => {
    expect(missingBrowserFeatures({ ...current, ...lacking })).toEqual([name]);
  });

  it('counts a feature whose check throws (storage blocked) as missing', () => {
    const blocked = {
      ...current,
      get localStorage(): unknown {
        throw new Error('SecurityError');
      },
    };
    expect(missingBrowserFeatures(blocked)).toEqual(['localStorage (the session)']);
  });
});
