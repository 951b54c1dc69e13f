import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationParts } from './duration.rules.js';

describe('durationParts', () => {
  it.each([
    [0, [0, 0, 0, 0]],
    [-5, [0, 0, 0, 0]],
    [45, [0, 0, 0, 45]],
    [60, [0, 0, 1, 0]],
    [250, [0, 0, 4, 10]],
    [3725, [0, 1, 2, 0]],
    [14_390, [0, 3, 59, 0]],
    [90_061, [1, 1, 0, 0]],
    [12.6, [0, 0, 0, 13]],
  ])('splits %d seconds into %j (days, hours, minutes, seconds)', (seconds, expected) => {
    const parts = durationParts(seconds);
    expect([parts.days, parts.hours, parts.minutes, parts.seconds]).toEqual(expected);
  });

  it('shows at most two adjacent units and never more than the duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (seconds) => {
        const p = durationParts(seconds);
        const values = [p.days, p.hours, p.minutes, p.seconds];
        const shown = values.map((v, i) => (v > 0 ? i : -1)).filter((i) => i >= 0);
        expect(shown.length).toBeLessThanOrEqual(2);
        if (shown.length === 2) expect((shown[1] ?? 0) - (shown[0] ?? 0)).toBe(1);
        const total = p.days * 86_400 + p.hours * 3_600 + p.minutes * 60 + p.seconds;
        expect(total).toBeLessThanOrEqual(seconds);
        expect(seconds - total).toBeLessThan(seconds >= 3_600 ? 3_600 : 60);
      }),
    );
  });
});
