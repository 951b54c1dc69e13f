import type { ListeningPost } from '@smm/listen';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertMessage,
  baselineAt,
  crossing,
  isAbove,
  riseOf,
  thresholdProblem,
  windowAt,
} from './alert.rules.js';
import { measure } from './listen-alerts.check.js';

const NOW = new Date('2026-11-26T15:00:00.000Z');
const MINUTE = 60_000;

/** A public post saying `text`, `minutesAgo` before NOW. */
const post = (text: string, minutesAgo: number, network = 'twitter'): ListeningPost => ({
  id: `${text}-${minutesAgo}-${network}`,
  network,
  author: { name: 'Someone', handle: '@someone' },
  text,
  language: 'en',
  publishedAt: new Date(NOW.getTime() - minutesAgo * MINUTE),
  permalink: 'https://example.com/p',
  sentiment: 'neutral',
});

const TERMS = { keywords: ['oat milk'], excludedKeywords: [], networks: [], languages: [] };

describe('whether a volume is above a threshold (decision 0090)', () => {
  it.each([
    // metric, threshold, volume, usual, above
    ['mentions', 50, 51, 0, true],
    ['mentions', 50, 50, 0, false],
    ['mentions', 1, 2, 0, true],
    ['mentions', 1, 1, 0, false],
    ['rise', 100, 21, 10, true],
    ['rise', 100, 20, 10, false],
    ['rise', 50, 16, 10, true],
    ['rise', 50, 4, 0, false],
    ['rise', 50, 5, 0, true],
    ['rise', 10, 5, 4.6, false],
  ] as const)('%s past %i with %i (usual %d): %s', (metric, threshold, volume, usual, above) => {
    expect(isAbove(metric, threshold, { volume, usual })).toBe(above);
  });
});

describe('crossing', () => {
  it('notifies only from at-or-below to above', () => {
    expect(crossing(false, true)).toEqual({ notify: true });
    expect(crossing(true, true)).toEqual({ notify: false });
    expect(crossing(true, false)).toEqual({ notify: false });
    expect(crossing(false, false)).toEqual({ notify: false });
  });

  it('notifies once per upward crossing, whatever the volumes checked in a row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 200 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 150 }),
        (volumes, threshold) => {
          let above = false;
          let notices = 0;
          let crossings = 0;
          let previous = 0;
          for (const volume of volumes) {
            const now = isAbove('mentions', threshold, { volume, usual: 0 });
            if (crossing(above, now).notify) notices += 1;
            if (previous <= threshold && volume > threshold) crossings += 1;
            above = now;
            previous = volume;
          }
          expect(notices).toBe(crossings);
        },
      ),
    );
  });
});

describe('windows', () => {
  it('counts the last hour or 24 hours up to now, against the seven days before', () => {
    expect(windowAt('hour', NOW).since.toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(windowAt('day', NOW).since.toISOString()).toBe('2026-11-25T15:00:00.000Z');
    const hourly = baselineAt('hour', NOW);
    expect([hourly.since.toISOString(), hourly.until.toISOString(), hourly.windows]).toEqual([
      '2026-11-19T14:00:00.000Z',
      '2026-11-26T14:00:00.000Z',
      168,
    ]);
    expect(baselineAt('day', NOW).windows).toBe(7);
  });

  it('measures the posts a query matches in the window, and the usual from before it', () => {
    const posts = [
      post('Loving oat milk', 5),
      post('oat milk again', 59),
      post('oat milk an hour ago', 61),
      post('just coffee', 10),
      // Three a day over the week before: 168 hours hold 21, 0.125 an hour.
      ...Array.from({ length: 21 }, (_, i) => post('oat milk', 120 + i * 8 * 60)),
    ];
    expect(measure(posts, { metric: 'mentions', window: 'hour', terms: TERMS }, NOW)).toEqual({
      volume: 2,
      usual: 0,
    });
    const rise = measure(posts, { metric: 'rise', window: 'hour', terms: TERMS }, NOW);
    expect(rise.volume).toBe(2);
    expect(rise.usual).toBeCloseTo(22 / 168);
  });
});

describe('thresholds and words', () => {
  it.each([
    ['mentions', 1, null],
    ['mentions', 1_000_000, null],
    ['mentions', 1_000_001, 'The number of mentions must be between 1 and 1,000,000.'],
    ['rise', 9, 'The rise must be between 10 % and 1,000 %.'],
    ['rise', 10, null],
    ['rise', 1_001, 'The rise must be between 10 % and 1,000 %.'],
  ] as const)('%s %i: %s', (metric, threshold, problem) => {
    expect(thresholdProblem(metric, threshold)).toBe(problem);
  });

  it('says the query, the volume and the threshold', () => {
    expect(
      alertMessage(
        { query: 'Oat milk', metric: 'mentions', window: 'hour', threshold: 50 },
        { volume: 64, usual: 0 },
      ),
    ).toBe('Oat milk: 64 mentions in the last hour, more than the 50 of your alert.');
    expect(
      alertMessage(
        { query: 'Oat milk', metric: 'rise', window: 'day', threshold: 50 },
        { volume: 30, usual: 12 },
      ),
    ).toBe(
      'Oat milk: 30 mentions in the last 24 hours, 150 % above the usual 12 (your alert: 50 % above the usual).',
    );
    expect(riseOf({ volume: 5, usual: 0 })).toBeNull();
  });
});
