import { describe, expect, it } from 'vitest';
import { periodOf, presetDays } from './measure.period.js';

describe('presetDays', () => {
  it.each([
    ['last7', '2026-11-26T12:00:00Z', 'Europe/Berlin', '2026-11-20', '2026-11-26'],
    ['last30', '2026-11-26T12:00:00Z', 'UTC', '2026-10-28', '2026-11-26'],
    ['last7', '2026-11-26T23:30:00Z', 'Asia/Tokyo', '2026-11-21', '2026-11-27'],
  ] as const)('%s at %s in %s is %s to %s', (choice, now, zone, first, last) => {
    expect(presetDays(choice, now, zone)).toEqual({ first, last });
  });
});

describe('periodOf', () => {
  it('spans the days in the zone', () => {
    expect(periodOf({ first: '2026-11-20', last: '2026-11-26' }, 'Europe/Berlin')).toEqual({
      since: '2026-11-19T23:00:00.000Z',
      until: '2026-11-26T22:59:59.999Z',
    });
  });
  it.each([
    [{ first: '2026-11-26', last: '2026-11-20' }],
    [{ first: '2025-01-01', last: '2026-11-26' }],
    [{ first: 'soon', last: '2026-11-26' }],
  ])('refuses %j', (days) => {
    expect(periodOf(days, 'UTC')).toBeUndefined();
  });
});
