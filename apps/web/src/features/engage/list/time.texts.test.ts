import { describe, expect, it } from 'vitest';
import { durationText, exactTime } from './time.texts.js';

const MINUTE = 60_000;

describe('how long a customer waits, in the person’s language', () => {
  it.each([
    ['en', 30_000, '1 minute'],
    ['en', 5 * MINUTE, '5 minutes'],
    ['en', 59 * MINUTE, '59 minutes'],
    ['en', 60 * MINUTE, '1 hour'],
    ['en', 47 * 60 * MINUTE, '47 hours'],
    ['en', 48 * 60 * MINUTE, '2 days'],
    ['de', 2 * 60 * MINUTE, '2 Stunden'],
    ['ja', 3 * 24 * 60 * MINUTE, '3 日'],
  ])('%s, %i ms → %s', (locale, ms, expected) => {
    expect(durationText(locale, ms)).toBe(expected);
  });
});

describe('the exact moment on hover', () => {
  it('is the date and time in the person’s locale; empty for an unreadable date', () => {
    const value = '2026-11-20T10:42:05Z';
    expect(exactTime(value, 'en')).toBe(
      new Intl.DateTimeFormat('en-gb', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(value),
      ),
    );
    expect(exactTime('not a date', 'en')).toBe('');
  });
});
