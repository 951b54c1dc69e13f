import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, periodDays } from './period.rules.js';

describe('periodDays', () => {
  it.each([
    ['last7Days', '2026-11-26T10:00:00Z', '2026-11-19', '2026-11-25'],
    ['last30Days', '2026-03-01T00:30:00Z', '2026-01-30', '2026-02-28'],
    ['last90Days', '2026-11-26T23:59:59Z', '2026-08-28', '2026-11-25'],
  ] as const)('%s at %s is %s to %s', (period, now, since, until) => {
    expect(periodDays(period, new Date(now))).toEqual({ since, until });
  });

  it('spans exactly the period’s days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('last7Days', 'last30Days', 'last90Days' as const),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (period, now) => {
          const { since, until } = periodDays(period, now);
          expect(daysBetween(since, until)).toHaveLength(Number(period.replace(/\D/g, '')));
        },
      ),
    );
  });
});

describe('daysBetween', () => {
  it('crosses month ends and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
  it('is empty when the span is backwards', () => {
    expect(daysBetween('2026-11-25', '2026-11-24')).toEqual([]);
  });
});
