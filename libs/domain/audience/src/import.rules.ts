/**
 * Importing people from a CSV file (platform §3 "import", decision 0098): which column holds
 * what (the column mapping, suggested from the header), and each row checked before anything is
 * written, with the line and the reason of every row that cannot be imported.
 */
import { normaliseEmail, normaliseHandle, normalisePhone } from './nominees.rules.js';

/** The networks an import can name handles on (WhatsApp people are known by their phone). */
export const IMPORT_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedIn',
  'tiktok',
  'youtube',
  'threads',
] as const;
export type ImportNetwork = (typeof IMPORT_NETWORKS)[number];

/** What a column holds: a person's field, a handle on a network, or nothing to import. */
export type ColumnTarget =
  'ignore' | 'name' | 'email' | 'phone' | 'labels' | `handle:${ImportNetwork}`;

/** Every column target, in the order a mapping menu lists them. */
export const COLUMN_TARGETS: readonly ColumnTarget[] = [
  'ignore',
  'name',
  'email',
  'phone',
  'labels',
  ...IMPORT_NETWORKS.map((network) => `handle:${network}` as const),
];

/** The limits of one import (decision 0098). */
export const IMPORT_LIMITS = {
  /** Rows after the header. */
  maxRows: 10_000,
  /** The file's size. */
  maxBytes: 5 * 1024 * 1024,
  maxColumns: 50,
  name: 200,
  email: 254,
  phone: 32,
  handle: 100,
  /** Labels of one person, and the length of each. */
  labels: 20,
  label: 100,
  /** Errors listed per import; the rest are counted. */
  reportedErrors: 1_000,
} as const;

/** A column mapping: the target of each column of the file, by position. */
export type ColumnMapping = readonly ColumnTarget[];

/** What the header's words suggest, tried in order: the first that matches a column wins. */
const SUGGESTIONS: ReadonlyArray<readonly [RegExp, ColumnTarget]> = [
  [/^(e-?mail|email address|e-?mail address|mail|courriel|correo|correo electr[oó]nico)$/, 'email'],
  [
    /^(phone|phone number|mobile|mobile number|cell|tel|telephone|telefon|tel[eé]fono|t[eé]l[eé]phone|telefono|電話|電話番号)$/,
    'phone',
  ],
  [/^(labels?|tags?|etiketten|etiquetas?|[eé]tiquettes?|etichette|ラベル)$/, 'labels'],
  [/^(x|twitter|x handle|twitter handle|x \(twitter\))$/, 'handle:twitter'],
  [/^(facebook|facebook handle|fb)$/, 'handle:facebook'],
  [/^(instagram|instagram handle|ig|insta)$/, 'handle:instagram'],
  [/^(linkedin|linkedin handle)$/, 'handle:linkedIn'],
  [/^(tiktok|tiktok handle)$/, 'handle:tiktok'],
  [/^(youtube|youtube handle|youtube channel)$/, 'handle:youtube'],
  [/^(threads|threads handle)$/, 'handle:threads'],
  [/^(name|full name|fullname|display name|person|contact|nom|nombre|nome|名前|氏名)$/, 'name'],
];

/**
 * The mapping the header suggests: each column whose title names a field or network maps to it
 * (each target once, the first column that names it), every other column is ignored.
 *
 * @example
 * suggestMapping(['Name', 'E-mail', 'Twitter']); // ['name', 'email', 'handle:twitter']
 */
export function suggestMapping(header: readonly string[]): ColumnTarget[] {
  const taken = new Set<ColumnTarget>();
  return header.map((title) => {
    const words = title.trim().toLowerCase().replace(/\s+/g, ' ');
    for (const [pattern, target] of SUGGESTIONS) {
      if (!taken.has(target) && pattern.test(words)) {
        taken.add(target);
        return target;
      }
    }
    return 'ignore';
  });
}

/** Why a mapping cannot be used, or null. */
export type MappingProblem =
  | { readonly code: 'noName' }
  | { readonly code: 'twice'; readonly target: ColumnTarget }
  | { readonly code: 'columns'; readonly expected: number };

/** Whether a mapping fits a file of `columns` columns: one name column, every target once. */
export function mappingProblem(mapping: ColumnMapping, columns: number): MappingProblem | null {
  if (mapping.length !== columns) return { code: 'columns', expected: columns };
  const seen = new Set<ColumnTarget>();
  for (const target of mapping) {
    if (target === 'ignore') continue;
    if (seen.has(target)) return { code: 'twice', target };
    seen.add(target);
  }
  return seen.has('name') ? null : { code: 'noName' };
}

/** A person as a valid row describes them, normalised. */
export interface ImportedPerson {
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly handles: ReadonlyArray<{ readonly network: ImportNetwork; readonly handle: string }>;
  readonly labels: readonly string[];
}

/** Why a row is not imported. */
export type RowErrorCode =
  | 'columns'
  | 'nameMissing'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'handleInvalid'
  | 'labelInvalid'
  | 'tooManyLabels'
  | 'duplicate'
  /** Found by the server: a label the organisation does not have. */
  | 'labelUnknown'
  /** Found by the server: the e-mail address, phone or handle of a person already known. */
  | 'exists';

/** A row that is not imported: its line in the file (the header is line 1) and why. */
export interface RowError {
  readonly line: number;
  readonly code: RowErrorCode;
  /** The column's title in the header, when one column is at fault. */
  readonly column: string | null;
  /** The value at fault, cut to 100 characters. */
  readonly value: string | null;
  /** The line of the row it repeats (`duplicate`). */
  readonly sameAs: number | null;
}

/** The outcome of one row: the person, or why not. */
export type RowOutcome =
  | { readonly ok: true; readonly person: ImportedPerson }
  | { readonly ok: false; readonly error: RowError };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HANDLE = /^[\p{L}\p{N}_.-]{1,100}$/u;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

const cut = (value: string) => (value.length > 100 ? `${value.slice(0, 99)}…` : value);

/** A label cell's labels: split at `;` or `,`, trimmed, without empties or repeats. */
export function labelsOf(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split(/[;,|]/)
        .map((label) => label.trim())
        .filter((label) => label !== ''),
    ),
  ];
}

/**
 * Checks one row against the mapping: a name (at most 200 characters), an e-mail address that
 * looks like one, a phone number of 6–15 digits, handles of letters, digits, `_`, `.` and `-`,
 * at most 20 labels of at most 100 characters. Empty cells are fine except the name's; cells
 * missing at the end of a row are empty, and cells past the header's must be empty.
 */
export function validateRow(
  cells: readonly string[],
  mapping: ColumnMapping,
  header: readonly string[],
  line: number,
): RowOutcome {
  const fail = (
    code: RowErrorCode,
    column: number | null = null,
    value: string | null = null,
  ): RowOutcome => ({
    ok: false,
    error: {
      line,
      code,
      column: column === null ? null : (header[column] ?? null),
      value: value === null ? null : cut(value),
      sameAs: null,
    },
  });
  // Missing cells at the end are empty (spreadsheets leave them out); extra ones must be empty.
  if (cells.slice(mapping.length).some((cell) => cell.trim() !== '')) return fail('columns');
  let name = '';
  let email: string | null = null;
  let phone: string | null = null;
  let labels: string[] = [];
  const handles: Array<{ network: ImportNetwork; handle: string }> = [];
  for (let column = 0; column < mapping.length; column++) {
    const target = mapping[column] as ColumnTarget;
    const raw = cells[column] ?? '';
    const value = raw.trim();
    if (target === 'ignore') continue;
    if (target === 'name') {
      name = value.replace(/\s+/g, ' ');
      if (name === '') return fail('nameMissing', column);
      if (name.length > IMPORT_LIMITS.name || CONTROL.test(name)) {
        return fail('nameTooLong', column, value);
      }
      continue;
    }
    if (value === '') continue;
    if (target === 'email') {
      if (value.length > IMPORT_LIMITS.email || !EMAIL.test(value)) {
        return fail('emailInvalid', column, value);
      }
      email = normaliseEmail(value);
    } else if (target === 'phone') {
      const digits = value.replace(/\D/g, '').length;
      if (
        value.length > IMPORT_LIMITS.phone ||
        !/^[+\d\s().-]+$/.test(value) ||
        digits < 6 ||
        digits > 15
      ) {
        return fail('phoneInvalid', column, value);
      }
      phone = normalisePhone(value);
    } else if (target === 'labels') {
      labels = labelsOf(value);
      if (labels.length > IMPORT_LIMITS.labels) return fail('tooManyLabels', column, value);
      const bad = labels.find((label) => label.length > IMPORT_LIMITS.label || CONTROL.test(label));
      if (bad !== undefined) return fail('labelInvalid', column, bad);
    } else {
      const handle = normaliseHandle(value);
      if (!HANDLE.test(handle)) return fail('handleInvalid', column, value);
      handles.push({ network: target.slice('handle:'.length) as ImportNetwork, handle });
    }
  }
  return { ok: true, person: { name, email, phone, handles, labels } };
}

/** The result of checking every row of a file. */
export interface ValidatedRows {
  /** The rows to import, with their lines. */
  readonly people: ReadonlyArray<{ readonly line: number; readonly person: ImportedPerson }>;
  /** Every row that is not imported, by line. */
  readonly errors: readonly RowError[];
}

/**
 * Checks every row (`rows[0]` is line `firstLine`, 2 after a header): each by
 * {@link validateRow}, then a row that repeats an earlier valid row's e-mail address, phone
 * number or handle on the same network is a duplicate of it (one person is imported once).
 * Entirely empty rows are skipped. `lines` gives each row's own line when rows span lines.
 */
export function validateRows(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  header: readonly string[],
  firstLine = 2,
  /** Each row's line in the file when rows span lines (quoted line breaks). */
  lines?: readonly number[],
): ValidatedRows {
  const people: Array<{ line: number; person: ImportedPerson }> = [];
  const errors: RowError[] = [];
  const firstOf = new Map<string, number>();
  rows.forEach((cells, index) => {
    const line = lines?.[index] ?? firstLine + index;
    if (cells.every((cell) => cell.trim() === '')) return;
    const outcome = validateRow(cells, mapping, header, line);
    if (!outcome.ok) {
      errors.push(outcome.error);
      return;
    }
    const { person } = outcome;
    const keys = [
      ...(person.email === null ? [] : [`email:${person.email}`]),
      ...(person.phone === null ? [] : [`phone:${person.phone}`]),
      ...person.handles.map((handle) => `handle:${handle.network}:${handle.handle}`),
    ];
    const earlier = keys.map((key) => firstOf.get(key)).find((found) => found !== undefined);
    if (earlier !== undefined) {
      errors.push({ line, code: 'duplicate', column: null, value: person.name, sameAs: earlier });
      return;
    }
    for (const key of keys) firstOf.set(key, line);
    people.push({ line, person });
  });
  return { people, errors };
}

/**
 * The delimiter of a CSV file, from its first line: the most frequent of comma, semicolon
 * (spreadsheets in many European languages) and tab outside quotes; a comma when none.
 */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const end = text.search(/\r?\n/);
  const first = (end === -1 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  const counts = ([',', ';', '\t'] as const).map(
    (delimiter) => [delimiter, first.split(delimiter).length - 1] as const,
  );
  const [best] = [...counts].sort((x, y) => y[1] - x[1]);
  return best && best[1] > 0 ? best[0] : ',';
}
