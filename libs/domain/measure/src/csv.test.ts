import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdownCsv, createdAtCsv, rowsCsv, summaryCsv } from './csv.rules.js';

const times = { count: 2, median: 90, p90: 114 };

describe('the CSV of each part', () => {
  it.each([
    [
      'summary',
      summaryCsv({ received: 5, handled: 4, answered: 2, firstResponse: times }),
      [
        [
          'Received',
          'Handled',
          'Answered',
          'Median first response (seconds)',
          '90th percentile first response (seconds)',
        ],
        ['5', '4', '2', '90', '114'],
      ],
    ],
    [
      'an empty summary',
      summaryCsv({
        received: 0,
        handled: 0,
        answered: 0,
        firstResponse: { count: 0, median: null, p90: null },
      }).slice(1),
      [['0', '0', '0', '', '']],
    ],
    [
      'by team',
      rowsCsv([{ id: 't', name: 'Care', handled: 3, replies: 2, firstResponse: times }], 'team'),
      [
        [
          'Team',
          'Handled',
          'First answers',
          'Median first response (seconds)',
          '90th percentile first response (seconds)',
        ],
        ['Care', '3', '2', '90', '114'],
      ],
    ],
    [
      'breakdown',
      breakdownCsv({ rows: [{ network: 'facebook', type: 'comment', count: 7 }] }),
      [
        ['Network', 'Item type', 'Items'],
        ['facebook', 'comment', '7'],
      ],
    ],
    [
      'per day',
      createdAtCsv({
        days: [
          {
            day: '2026-01-02',
            received: 4,
            handled: 3,
            positive: 1,
            neutral: 1,
            negative: 1,
            uncategorized: 1,
          },
        ],
      }),
      [
        ['Day', 'Received', 'Handled', 'Positive', 'Neutral', 'Negative', 'Uncategorized'],
        ['2026-01-02', '4', '3', '1', '1', '1', '1'],
      ],
    ],
  ])('of %s', (_, rows, expected) => {
    expect(rows).toEqual(expected);
  });

  it('has one row per person after the header, each as wide as the header', () => {
    const row = fc.record({
      id: fc.uuid(),
      name: fc.string(),
      handled: fc.nat(),
      replies: fc.nat(),
      firstResponse: fc.record({
        count: fc.nat(),
        median: fc.option(fc.nat(), { nil: null }),
        p90: fc.option(fc.nat(), { nil: null }),
      }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        const csv = rowsCsv(rows, 'person');
        expect(csv).toHaveLength(rows.length + 1);
        expect(csv.every((line) => line.length === csv[0]?.length)).toBe(true);
      }),
    );
  });
});
