import { type ColumnTarget, detectDelimiter, IMPORT_LIMITS, suggestMapping } from '@smm/audience';
import { parse } from 'csv-parse/browser/esm/sync';

/** A chosen CSV file as the import page previews it. */
export interface CsvPreview {
  readonly name: string;
  readonly header: readonly string[];
  /** The first rows (at most {@link PREVIEW_ROWS}). */
  readonly rows: readonly (readonly string[])[];
  /** How many rows follow the header (empty lines at the end left out). */
  readonly total: number;
  /** The mapping the header suggests. */
  readonly suggested: readonly ColumnTarget[];
}

/** Why a chosen file cannot be imported, before anything is sent. */
export type CsvProblem =
  | { readonly kind: 'tooLarge' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'tooManyRows'; readonly count: number }
  | { readonly kind: 'unreadable'; readonly reason: string };

/** How many rows the preview shows. */
export const PREVIEW_ROWS = 3;

/**
 * Reads a CSV file's text as the server will (decision 0098: the delimiter from the header line,
 * quotes, a byte-order mark): its header, first rows, row count and suggested mapping.
 */
export function previewCsv(name: string, text: string): CsvPreview | CsvProblem {
  if (new TextEncoder().encode(text).length > IMPORT_LIMITS.maxBytes) return { kind: 'tooLarge' };
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    return { kind: 'unreadable', reason: (error as Error).message.slice(0, 200) };
  }
  const [header, ...rows] = records;
  while (rows.length > 0 && rows[rows.length - 1]?.every((cell) => cell.trim() === '')) rows.pop();
  if (!header || header.every((cell) => cell.trim() === '') || rows.length === 0) {
    return { kind: 'empty' };
  }
  if (rows.length > IMPORT_LIMITS.maxRows) return { kind: 'tooManyRows', count: rows.length };
  const titles = header.map((cell) => cell.trim());
  return {
    name,
    header: titles,
    rows: rows.slice(0, PREVIEW_ROWS),
    total: rows.length,
    suggested: suggestMapping(titles),
  };
}

/** Whether a preview is a problem. */
export const isProblem = (value: CsvPreview | CsvProblem): value is CsvProblem => 'kind' in value;
