import { describe, expect, it } from 'vitest';
import {
  channelParameters,
  isParameterKey,
  MAX_TRACKING_PARAMETERS,
  SUGGESTED_PARAMETERS,
  trackingProblems,
  UTM_PARAMETERS,
} from './parameters.rules.js';

const p = (key: string, value = '') => ({ key, value });

describe('channelParameters', () => {
  it.each([
    ['the template alone', [p('utm_source', '{network}')], [], [p('utm_source', '{network}')]],
    ['the mappings alone', [], [p('utm_campaign', 'spring')], [p('utm_campaign', 'spring')]],
    [
      'a mapping fills a slot of the template in its place',
      [p('utm_source', '{network}'), p('utm_campaign'), p('utm_medium', 'social')],
      [p('utm_campaign', 'spring')],
      [p('utm_source', '{network}'), p('utm_campaign', 'spring'), p('utm_medium', 'social')],
    ],
    [
      'a mapping overrides a value, an empty mapping empties it',
      [p('utm_source', '{network}'), p('utm_medium', 'social')],
      [p('utm_medium', 'paid'), p('utm_source')],
      [p('utm_source'), p('utm_medium', 'paid')],
    ],
    [
      'mappings of other keys come after the template',
      [p('utm_source', 'x')],
      [p('ref', 'sb'), p('utm_source', 'y')],
      [p('utm_source', 'y'), p('ref', 'sb')],
    ],
    [
      'a key given twice counts once, the first',
      [p('a', '1'), p('a', '2')],
      [p('b', '1'), p('b', '2')],
      [p('a', '1'), p('b', '1')],
    ],
  ])('%s', (_, template, mappings, expected) => {
    expect(channelParameters(template, mappings)).toEqual(expected);
  });
});

describe('isParameterKey', () => {
  it.each([
    ['utm_source', true],
    ['ref', true],
    ['a.b~c-d_e', true],
    ['UTM_Source9', true],
    ['', false],
    ['utm source', false],
    ['a=b', false],
    ['a&b', false],
    ['é', false],
    ['k'.repeat(64), true],
    ['k'.repeat(65), false],
  ])('%j → %s', (key, valid) => {
    expect(isParameterKey(key)).toBe(valid);
  });
});

describe('trackingProblems', () => {
  it('finds nothing wrong with the UTM parameters and the suggested template', () => {
    expect(trackingProblems(UTM_PARAMETERS.map((key) => p(key, 'x')))).toEqual([]);
    expect(trackingProblems(SUGGESTED_PARAMETERS)).toEqual([]);
  });

  it.each([
    ['a missing key', [p('', 'x')], [{ kind: 'keyMissing', index: 0 }]],
    ['an invalid key', [p('utm source', 'x')], [{ kind: 'keyInvalid', index: 0 }]],
    [
      'a repeated key',
      [p('a', '1'), p('b', '2'), p('a', '3')],
      [{ kind: 'keyRepeated', index: 2, key: 'a' }],
    ],
    ['a value too long', [p('a', 'v'.repeat(201))], [{ kind: 'valueTooLong', index: 0, max: 200 }]],
    [
      'an unknown placeholder',
      [p('a', '{network}-{netwrok}')],
      [{ kind: 'unknownPlaceholder', index: 0, name: 'netwrok' }],
    ],
    [
      'too many parameters',
      Array.from({ length: MAX_TRACKING_PARAMETERS + 1 }, (_, i) => p(`k${i}`, 'v')),
      [{ kind: 'tooMany', max: MAX_TRACKING_PARAMETERS }],
    ],
  ])('reports %s', (_, parameters, problems) => {
    expect(trackingProblems(parameters)).toEqual(problems);
  });

  it('allows an empty value (a slot each channel fills)', () => {
    expect(trackingProblems([p('utm_campaign', '')])).toEqual([]);
  });
});
