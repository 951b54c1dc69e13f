import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentile, responseTimes } from './percentile.rules.js';

describe('percentile', () => {
  it.each([
    [[], 0.5, undefined],
    [[7], 0.9, 7],
    [[10, 20, 30, 40], 0.5, 25],
    [[40, 10, 30, 20], 0.5, 25],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 9.1],
  ])('of %j at %d is %d', (values, p, expected) => {
    const result = percentile(values, p);
    if (expected === undefined) expect(result).toBeUndefined();
    else expect(result).toBeCloseTo(expected, 9);
  });

  it('lies between the smallest and the largest value and grows with p', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const low = percentile(values, lo) as number;
          const high = percentile(values, hi) as number;
          expect(low).toBeGreaterThanOrEqual(Math.min(...values));
          expect(high).toBeLessThanOrEqual(Math.max(...values));
          expect(low).toBeLessThanOrEqual(high + 1e-9);
        },
      ),
    );
  });
});

describe('responseTimes', () => {
  it('counts and rounds to whole seconds', () => {
    expect(responseTimes([60, 120, 600])).toEqual({ count: 3, median: 120, p90: 504 });
  });
  it('is empty without answers', () => {
    expect(responseTimes([])).toEqual({ count: 0, median: null, p90: null });
  });
});
