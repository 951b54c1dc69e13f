import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  dateLocale,
  formatDate,
  formatNoteDate,
  formatRelativeDate,
  JAPANESE_DATE_FORMAT,
  JAPANESE_NOTE_DATE_FORMAT,
  NOTE_DATE_FORMAT,
  RELATIVE_DATE_LIMIT_MS,
} from './date.format.js';

describe('dates', () => {
  it('formats English dates the British way', () => {
    expect(dateLocale('en')).toBe('en-gb');
    expect(dateLocale('ja')).toBe('ja');
  });

  it.each([
    ['en', '5 Nov 2026'],
    ['de', '5 Nov. 2026'],
    ['fr', '5 nov. 2026'],
    ['es', '5 nov 2026'],
    ['it', '5 nov 2026'],
    ['ja', '2026年11月5日'],
  ] as const)('D MMM YYYY in %s is %j', (locale, text) => {
    expect(formatDate('2026-11-05T23:30:00Z', locale, 'UTC')).toBe(text);
  });

  it('formats in the given zone', () => {
    expect(formatDate('2026-11-05T23:30:00Z', 'en', 'Europe/Berlin')).toBe('6 Nov 2026');
  });

  it('formats notes as D MMM YYYY, HH:mm on a 24-hour clock', () => {
    expect(formatNoteDate('2026-11-20T15:04:00Z', 'en', 'UTC')).toBe('20 Nov 2026, 15:04');
    expect(formatNoteDate(Date.UTC(2026, 0, 2, 9, 5), 'de', 'UTC')).toBe('2 Jan. 2026, 09:05');
    expect(formatNoteDate('2026-11-20T15:04:00Z', 'ja', 'UTC')).toBe('2026年11月20日 15:04');
    expect(formatNoteDate(new Date(Date.UTC(2026, 0, 2, 9, 5)), 'en', 'UTC')).toBe(
      '2 Jan 2026, 09:05',
    );
  });

  it('an invalid date formats as nothing rather than "Invalid DateTime"', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatNoteDate(Number.NaN, 'en')).toBe('');
  });
});

describe('relative dates', () => {
  const now = Date.parse('2026-11-20T10:00:00Z');
  it.each([
    ['2026-11-20T09:59:30Z', 'en', null],
    ['2026-11-20T10:00:20Z', 'en', null],
    ['2026-11-20T09:55:00Z', 'en', '5 minutes ago'],
    ['2026-11-20T07:00:00Z', 'en', '3 hours ago'],
    ['2026-11-18T10:00:00Z', 'en', '2 days ago'],
    ['2026-11-20T07:00:00Z', 'de', 'vor 3 Stunden'],
    ['2026-11-10T15:04:00Z', 'en', '10 Nov 2026, 15:04'],
    ['not a date', 'en', ''],
  ] as const)('%s in %s → %s', (value, locale, expected) => {
    expect(formatRelativeDate(value, now, locale, 'UTC')).toBe(expected);
  });
});

describe('dates by the platform’s Intl, as luxon formatted them', () => {
  const locales = ['en', 'de', 'es', 'fr', 'it', 'ja'] as const;
  const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Lord_Howe'];
  const luxonFormat = (ms: number, locale: (typeof locales)[number], zone: string, note: boolean) =>
    DateTime.fromMillis(ms, { zone })
      .setLocale(dateLocale(locale))
      .toFormat(
        locale === 'ja'
          ? note
            ? JAPANESE_NOTE_DATE_FORMAT
            : JAPANESE_DATE_FORMAT
          : note
            ? NOTE_DATE_FORMAT
            : DATE_FORMAT,
      );

  it('formats every moment, locale and zone as the D MMM YYYY (HH:mm) patterns say', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...locales),
        fc.constantFrom(...zones),
        (ms, locale, zone) => {
          expect(formatDate(ms, locale, zone)).toBe(luxonFormat(ms, locale, zone, false));
          expect(formatNoteDate(ms, locale, zone)).toBe(luxonFormat(ms, locale, zone, true));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('tells the time since in whole units, cut down, as luxon did', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 60_000, max: RELATIVE_DATE_LIMIT_MS - 1 }),
        fc.constantFrom(...locales),
        (age, locale) => {
          const unit = age < 3_600_000 ? 'minutes' : age < 86_400_000 ? 'hours' : 'days';
          const expected = DateTime.fromMillis(now - age, { zone: 'UTC' }).toRelative({
            base: DateTime.fromMillis(now, { zone: 'UTC' }),
            locale: dateLocale(locale),
            unit,
          });
          expect(formatRelativeDate(now - age, now, locale, 'UTC')).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('formats in the browser’s zone when the person’s zone is unknown, rather than nothing', () => {
    expect(formatDate('2026-11-05T12:00:00Z', 'en', 'Mars/Olympus_Mons')).toBe('5 Nov 2026');
  });
});
