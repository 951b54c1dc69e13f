import type { TeamPerformanceRow, TeamPerformanceSummary } from '@smm/model';
import type { Loaded } from '../settings/use-loaded.js';

/** A summary of a busy month. */
export const STORY_SUMMARY: TeamPerformanceSummary = {
  received: 1284,
  handled: 1102,
  answered: 873,
  firstResponse: { count: 873, median: 250, p90: 14_390 },
};

/** Rows by team. */
export const STORY_TEAMS: TeamPerformanceRow[] = [
  {
    id: 'care',
    name: 'Customer Care',
    handled: 640,
    replies: 512,
    firstResponse: { count: 512, median: 190, p90: 3_720 },
  },
  {
    id: 'leads',
    name: 'Care Leads',
    handled: 122,
    replies: 98,
    firstResponse: { count: 98, median: 610, p90: 9_000 },
  },
  {
    id: 'social',
    name: 'Social Marketing',
    handled: 14,
    replies: 0,
    firstResponse: { count: 0, median: null, p90: null },
  },
];

export const ready = <T>(data: T): Loaded<T> => ({ kind: 'ready', data });
export const LOADING = { kind: 'loading' } as const;
export const FAILED = { kind: 'failed', message: 'The server did not answer.' } as const;
