import { contrastRatio } from '@smm/ui';
import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatDay,
  formatNumber,
  SERIES_COLOURS,
  seriesColour,
} from './chart.format.js';

describe('chart formats', () => {
  it.each([
    ['en', '2026-11-25', '25 Nov'],
    ['de', '2026-11-25', '25. Nov.'],
    ['fr', '2026-01-01', '1 janv.'],
    ['en', 'not a day', 'not a day'],
  ])('%s: the day %s reads %s', (locale, day, label) => {
    expect(formatDay(day, locale)).toBe(label);
  });

  it.each([
    ['en', 12345.67, '12,345.7'],
    ['de', 12345.67, '12.345,7'],
    ['fr', 1000, '1\u202f000'],
  ])('%s: %d reads %s', (locale, value, label) => {
    expect(formatNumber(value, locale)).toBe(label);
  });

  it('shortens large numbers for axes', () => {
    expect(formatCompact(12345, 'en')).toBe('12.3K');
    expect(formatCompact(1_200_000, 'en')).toBe('1.2M');
  });

  it('gives every series a colour at least 3:1 against white, repeating the palette', () => {
    for (const colour of SERIES_COLOURS) {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
    }
    expect(seriesColour(SERIES_COLOURS.length)).toBe(SERIES_COLOURS[0]);
  });
});
