import { describe, expect, it } from 'vitest';
import { formatWait } from './measure.format.js';

describe('formatWait', () => {
  it.each([
    [250, 'en', '4 mins 10 secs'],
    [14_390, 'en', '3 hrs 59 mins'],
    [0, 'en', '0 secs'],
    [250, 'de', '4 Min. 10 Sek.'],
  ] as const)('%d seconds in %s: %s', (seconds, locale, expected) => {
    expect(formatWait(seconds, locale)).toBe(expected);
  });
});
