import type {
  ResponseTimes,
  TeamPerformanceBreakdown,
  TeamPerformanceCreatedAt,
  TeamPerformanceRow,
  TeamPerformanceSummary,
} from '@smm/model';

/** A CSV file's rows, the first its header. */
export type CsvRows = string[][];

const cell = (value: number | null) => (value === null ? '' : String(value));

const timesCells = (times: ResponseTimes) => [cell(times.median), cell(times.p90)];

/** The summary as CSV: one row of totals (first-response times in seconds, empty without any). */
export function summaryCsv(summary: TeamPerformanceSummary): CsvRows {
  return [
    [
      'Received',
      'Handled',
      'Answered',
      'Median first response (seconds)',
      '90th percentile first response (seconds)',
    ],
    [
      cell(summary.received),
      cell(summary.handled),
      cell(summary.answered),
      ...timesCells(summary.firstResponse),
    ],
  ];
}

/** Team performance by team (`all`) or by person (`users`) as CSV, one row each. */
export function rowsCsv(rows: readonly TeamPerformanceRow[], by: 'team' | 'person'): CsvRows {
  return [
    [
      by === 'team' ? 'Team' : 'Person',
      'Handled',
      'First answers',
      'Median first response (seconds)',
      '90th percentile first response (seconds)',
    ],
    ...rows.map((row) => [
      row.name,
      cell(row.handled),
      cell(row.replies),
      ...timesCells(row.firstResponse),
    ]),
  ];
}

/** Inbox volume by network and item type as CSV. */
export function breakdownCsv(breakdown: TeamPerformanceBreakdown): CsvRows {
  return [
    ['Network', 'Item type', 'Items'],
    ...breakdown.rows.map((row) => [row.network, row.type, cell(row.count)]),
  ];
}

/** Items per day with their sentiment as CSV. */
export function createdAtCsv(createdAt: TeamPerformanceCreatedAt): CsvRows {
  return [
    ['Day', 'Received', 'Handled', 'Positive', 'Neutral', 'Negative', 'Uncategorized'],
    ...createdAt.days.map((day) => [
      day.day,
      ...[
        day.received,
        day.handled,
        day.positive,
        day.neutral,
        day.negative,
        day.uncategorized,
      ].map(cell),
    ]),
  ];
}
