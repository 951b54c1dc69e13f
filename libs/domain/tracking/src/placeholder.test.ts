import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cutToCharacters,
  fillPlaceholders,
  MAX_PARAMETER_VALUE_LENGTH,
  trackingContext,
  unknownPlaceholders,
} from './placeholder.rules.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const context = { network: 'instagram', channel: 'Demo Coffee', post: '42' };

describe('fillPlaceholders', () => {
  it.each([
    ['{network}', 'instagram'],
    ['{channel}', 'Demo Coffee'],
    ['{post}', '42'],
    ['{network}-{channel}-{post}', 'instagram-Demo Coffee-42'],
    ['{network}{network}', 'instagraminstagram'],
    ['social', 'social'],
    ['{Network}', '{Network}'],
    ['{netwrok}', '{netwrok}'],
    ['{ network }', '{ network }'],
    ['{{network}}', '{instagram}'],
    ['', ''],
  ])('%j becomes %j', (value, filled) => {
    expect(fillPlaceholders(value, context)).toBe(filled);
  });

  it('cuts the filled value to the longest a value may be', () => {
    const long = { ...context, channel: 'c'.repeat(150) };
    expect(fillPlaceholders('{channel}-{channel}', long)).toHaveLength(MAX_PARAMETER_VALUE_LENGTH);
  });

  it('never answers more characters than a value may have, and never halves an emoji', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (channel) => {
        const filled = fillPlaceholders('{channel}{channel}', { ...context, channel });
        expect([...filled].length).toBeLessThanOrEqual(MAX_PARAMETER_VALUE_LENGTH);
        expect(filled).not.toMatch(LONE_SURROGATE);
      }),
    );
  });
});

describe('unknownPlaceholders', () => {
  it.each([
    ['{network}-{post}', []],
    ['{netwrok}-{netwrok}-{campaign}', ['netwrok', 'campaign']],
    ['{ spaced } {}', []],
  ])('%j → %j', (value, names) => {
    expect(unknownPlaceholders(value)).toEqual(names);
  });
});

describe('cutToCharacters', () => {
  it.each([
    ['abc', 5, 'abc'],
    ['abcdef', 3, 'abc'],
    ['😀😀😀', 2, '😀😀'],
    ['a😀b', 2, 'a😀'],
  ])('%j cut to %i is %j', (text, max, cut) => {
    expect(cutToCharacters(text, max)).toBe(cut);
  });
});

describe('trackingContext', () => {
  it('names the network in lower case, the channel by its name and the post by its id', () => {
    expect(trackingContext({ network: 'linkedIn', name: 'Demo Coffee Ltd' }, 'p-1')).toEqual({
      network: 'linkedin',
      channel: 'Demo Coffee Ltd',
      post: 'p-1',
    });
    expect(trackingContext({ network: 'facebook', name: 'Page' }).post).toBe('');
  });
});
