import { describe, expect, it } from 'vitest';
import { periodOf } from './listen.queries.js';

describe('periodOf', () => {
  it.each([
    ['24h', '2026-11-26T16:20:31Z', '2026-11-25T17:00:00.000Z', '2026-11-26T16:20:00.000Z'],
    ['7d', '2026-11-26T16:20:31Z', '2026-11-20T00:00:00.000Z', '2026-11-26T16:20:00.000Z'],
    ['30d', '2026-11-26T00:00:00Z', '2026-10-28T00:00:00.000Z', '2026-11-26T00:00:00.000Z'],
  ] as const)('%s at %s: from %s to %s', (range, now, since, until) => {
    const period = periodOf(range, new Date(now));
    expect([period.since.toISOString(), period.until.toISOString()]).toEqual([since, until]);
  });
});
