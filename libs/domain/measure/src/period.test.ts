import { describe, expect, it } from 'vitest';
import { periodProblem } from './period.rules.js';

describe('periodProblem', () => {
  it.each([
    ['2026-01-01T00:00:00Z', '2026-01-08T00:00:00Z', null],
    ['2025-01-01T00:00:00Z', '2026-02-05T00:00:00Z', null],
    ['2026-01-08T00:00:00Z', '2026-01-01T00:00:00Z', 'The period must end after it starts.'],
    ['2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 'The period must end after it starts.'],
    ['2025-01-01T00:00:00Z', '2026-02-05T00:00:01Z', 'The period may span at most 400 days.'],
  ])('from %s to %s: %s', (since, until, expected) => {
    expect(periodProblem(since, until)).toBe(expected);
  });
});
