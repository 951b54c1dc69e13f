import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkActionsFor, bulkEstimate, canBulkLabel } from './index.js';

describe('bulkEstimate (engage §8)', () => {
  it.each([
    [0, 'underAMinute'],
    [1, 'underAMinute'],
    [100, 'underAMinute'],
    [101, 'aboutTenMinutes'],
    [1000, 'aboutTenMinutes'],
    [1001, 'considerableTime'],
    [250000, 'considerableTime'],
  ] as const)('%i items → %s', (count, estimate) => {
    expect(bulkEstimate(count)).toBe(estimate);
  });

  it('never estimates less time for more items', () => {
    const rank = { underAMinute: 0, aboutTenMinutes: 1, considerableTime: 2 };
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(rank[bulkEstimate(small)]).toBeLessThanOrEqual(rank[bulkEstimate(large)]);
      }),
    );
  });
});

describe('bulkActionsFor (engage §5)', () => {
  it('gives Google Business Profile read, assign and labels only', () => {
    expect(bulkActionsFor('googlemybusiness')).toEqual(['read', 'assign', 'unassign']);
    expect(canBulkLabel('googlemybusiness')).toBe(true);
  });

  it('gives Facebook every bulk action', () => {
    expect(bulkActionsFor('facebook')).toHaveLength(13);
  });

  it('never offers sentiment on YouTube, or likes on Instagram', () => {
    expect(bulkActionsFor('youtube')).not.toContain('sentiment');
    expect(bulkActionsFor('instagram')).not.toContain('like');
  });

  it('offers nothing on networks without an inbox', () => {
    expect(bulkActionsFor('reddit')).toEqual([]);
    expect(canBulkLabel('reddit')).toBe(false);
  });
});
