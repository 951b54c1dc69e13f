import {
  type ColumnMapping,
  detectDelimiter,
  IMPORT_LIMITS,
  type ImportedPerson,
  mappingProblem,
  type RowError,
  validateRows,
} from '@smm/audience';
import type { AudienceImport, ImportColumnTarget, ImportRowError } from '@smm/model';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { HttpError, notFound } from '../../http/errors.js';
import { QUEUES, type JobHandler, type Jobs } from '../../jobs/jobs.js';
import { recordAudit } from '../audit/audit.js';

/** How many rows are checked, or written, between two progress updates. */
export const IMPORT_CHUNK = 250;

/** A CSV file read into rows: the header, each row's cells and its line in the file. */
export interface ParsedCsv {
  readonly header: string[];
  readonly rows: string[][];
  readonly lines: number[];
}

/** A CSV file that cannot be imported at all: 422 (or 413 when too large) with the reason. */
const refused = (message: string, code: string, status = 422) =>
  new HttpError(status, message, code);

/**
 * Reads a CSV file (decision 0098): UTF-8, with or without a byte-order mark, comma-, semicolon-
 * or tab-separated (the header line tells), quoted cells across lines; a header and at most
 * 10,000 rows. Its rows keep their own line numbers (the header is line 1).
 */
export function parseCsv(text: string): ParsedCsv {
  if (text.includes('\u0000')) {
    throw refused('The file is not a CSV text file.', 'import.notText');
  }
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      info: true,
      max_record_size: 64 * 1024,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refused(
      `The file is not a readable CSV${line === undefined ? '' : ` (line ${line})`}: ${(error as Error).message.slice(0, 200)}`,
      'import.unreadable',
    );
  }
  const [first, ...rest] = records;
  if (!first || first.record.every((cell) => cell.trim() === '')) {
    throw refused('The file is empty: its first line should name the columns.', 'import.empty');
  }
  if (first.record.length > IMPORT_LIMITS.maxColumns) {
    throw refused(
      `The file has ${first.record.length} columns; at most ${IMPORT_LIMITS.maxColumns} are imported.`,
      'import.tooManyColumns',
    );
  }
  while (rest.length > 0 && rest[rest.length - 1]?.record.every((cell) => cell.trim() === '')) {
    rest.pop();
  }
  if (rest.length === 0) {
    throw refused('The file has a header but no people.', 'import.noRows');
  }
  if (rest.length > IMPORT_LIMITS.maxRows) {
    throw refused(
      `The file has ${rest.length.toLocaleString('en')} rows; at most ${IMPORT_LIMITS.maxRows.toLocaleString('en')} are imported at once. Split it into smaller files.`,
      'import.tooManyRows',
      413,
    );
  }
  let previous = first.info.lines;
  const lines = rest.map((entry) => {
    const line = previous + 1;
    previous = entry.info.lines;
    return line;
  });
  return {
    header: first.record.map((cell) => cell.trim()),
    rows: rest.map((entry) => entry.record),
    lines,
  };
}

/** Refuses a mapping that does not fit the file (422, readable). */
export function checkMapping(mapping: ColumnMapping, header: readonly string[]): void {
  const problem = mappingProblem(mapping, header.length);
  if (problem === null) return;
  if (problem.code === 'noName') {
    throw refused('Choose the column that holds each person’s name.', 'import.noName');
  }
  if (problem.code === 'twice') {
    throw refused(`Two columns are mapped to ${problem.target}; map each once.`, 'import.twice');
  }
  throw refused(
    `The file has ${problem.expected} columns; the mapping names ${mapping.length}.`,
    'import.columns',
  );
}

/** An import as the API answers it (`errors` left out of lists). */
type ImportRow = {
  id: string;
  fileName: string;
  state: AudienceImport['state'];
  total: number;
  checked: number;
  written: number;
  imported: number;
  skipped: number;
  errors: unknown;
  failure: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

/** How far an import is, 0–100: checking is the first half, writing the second. */
export function progressOf(row: Pick<ImportRow, 'state' | 'total' | 'checked' | 'written'>) {
  if (row.state === 'done' || row.state === 'failed') return 100;
  if (row.total === 0) return 0;
  const checked = Math.min(row.checked, row.total) / row.total;
  const written = Math.min(row.written, row.total) / row.total;
  return Math.min(99, Math.floor(checked * 50 + (row.state === 'writing' ? written * 50 : 0)));
}

const importOf = (row: ImportRow, withErrors: boolean): AudienceImport => ({
  id: row.id,
  fileName: row.fileName,
  state: row.state,
  total: row.total,
  checked: row.checked,
  written: row.written,
  progress: progressOf(row),
  imported: row.imported,
  skipped: row.skipped,
  errors: withErrors ? (row.errors as ImportRowError[]) : [],
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const IMPORT_COLUMNS = [
  'id',
  'fileName',
  'state',
  'total',
  'checked',
  'written',
  'imported',
  'skipped',
  'errors',
  'failure',
  'createdAt',
  'finishedAt',
] as const;

/** One import of the organisation, with its errors. */
export async function readImport(db: Db, orgId: string, id: string): Promise<AudienceImport> {
  const row = await db
    .selectFrom('audienceImports')
    .select(IMPORT_COLUMNS)
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`Import ${id}`);
  return importOf(row, true);
}

/** The organisation's last 20 imports, newest first, without their errors. */
export async function listImports(db: Db, orgId: string): Promise<AudienceImport[]> {
  const rows = await db
    .selectFrom('audienceImports')
    .select(IMPORT_COLUMNS)
    .where('orgId', '=', orgId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((row) => importOf(row, false));
}

/**
 * Starts an import (decision 0098): the file is read and the mapping checked now (a file that
 * cannot be imported at all is refused at once), then it is stored with its mapping and queued
 * in one transaction, so the job exists exactly when the import does.
 */
export async function startImport(
  db: Db,
  jobs: Jobs | null,
  caller: Caller,
  fileName: string,
  text: string,
  mapping: ImportColumnTarget[],
): Promise<AudienceImport> {
  const parsed = parseCsv(text);
  checkMapping(mapping, parsed.header);
  const id = await transact(db, async (trx) => {
    const row = await trx
      .insertInto('audienceImports')
      .values({
        orgId: caller.orgId,
        createdBy: caller.userId,
        fileName: fileName.slice(0, 200),
        csv: text,
        mapping: JSON.stringify(mapping),
        total: parsed.rows.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await jobs?.sendWithin(trx, QUEUES.audienceImports, { importId: row.id });
    return row.id;
  });
  jobs?.wake(QUEUES.audienceImports);
  return readImport(db, caller.orgId, id);
}

/** What a row needs that only the database knows: labels by name, people already known. */
interface Known {
  /** Label ids by lower-case name. */
  readonly labels: ReadonlyMap<string, string>;
  readonly emails: ReadonlyMap<string, string>;
  readonly phones: ReadonlyMap<string, string>;
  /** `network:handle` → the person's name. */
  readonly handles: ReadonlyMap<string, string>;
}

async function knownOf(db: Db, orgId: string, people: readonly ImportedPerson[]): Promise<Known> {
  const emails = [...new Set(people.flatMap((p) => (p.email === null ? [] : [p.email])))];
  const phones = [...new Set(people.flatMap((p) => (p.phone === null ? [] : [p.phone])))];
  const handles = [...new Set(people.flatMap((p) => p.handles.map((h) => h.handle)))];
  const [labels, byEmail, byPhone, byHandle] = await Promise.all([
    db
      .selectFrom('labels')
      .select(['id', 'name'])
      .where('orgId', '=', orgId)
      .where('removing', '=', false)
      .execute(),
    emails.length === 0
      ? []
      : db
          .selectFrom('audiencePeople')
          .select([sql<string>`lower(email)`.as('key'), 'name'])
          .where('orgId', '=', orgId)
          .where('mergedInto', 'is', null)
          .where(sql<string>`lower(email)`, 'in', emails)
          .execute(),
    phones.length === 0
      ? []
      : db
          .selectFrom('audiencePeople')
          .select(['phone as key', 'name'])
          .where('orgId', '=', orgId)
          .where('mergedInto', 'is', null)
          .where('phone', 'in', phones)
          .execute(),
    handles.length === 0
      ? []
      : db
          .selectFrom('audienceIdentities as i')
          .innerJoin('audiencePeople as p', 'p.id', 'i.personId')
          .select([sql<string>`i.network || ':' || lower(i.handle)`.as('key'), 'p.name'])
          .where('i.orgId', '=', orgId)
          .where(sql<string>`lower(i.handle)`, 'in', handles)
          .execute(),
  ]);
  const map = (rows: ReadonlyArray<{ key: string | null; name: string }>) =>
    new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.key, row.name] as const])));
  return {
    labels: new Map(labels.map((label) => [label.name.toLowerCase(), label.id])),
    emails: map(byEmail),
    phones: map(byPhone),
    handles: map(byHandle),
  };
}

/** Why a valid row still cannot be imported: an unknown label, or a person already known. */
function databaseError(
  person: ImportedPerson,
  line: number,
  known: Known,
  mapping: ColumnMapping,
  header: readonly string[],
): RowError | null {
  const column = (target: ImportColumnTarget) => header[mapping.indexOf(target)] ?? null;
  const unknown = person.labels.find((label) => !known.labels.has(label.toLowerCase()));
  if (unknown !== undefined) {
    return { line, code: 'labelUnknown', column: column('labels'), value: unknown, sameAs: null };
  }
  const email = person.email === null ? undefined : known.emails.get(person.email);
  if (email !== undefined) {
    return { line, code: 'exists', column: column('email'), value: email, sameAs: null };
  }
  const phone = person.phone === null ? undefined : known.phones.get(person.phone);
  if (phone !== undefined) {
    return { line, code: 'exists', column: column('phone'), value: phone, sameAs: null };
  }
  for (const handle of person.handles) {
    const name = known.handles.get(`${handle.network}:${handle.handle}`);
    if (name !== undefined) {
      return {
        line,
        code: 'exists',
        column: column(`handle:${handle.network}`),
        value: name,
        sameAs: null,
      };
    }
  }
  return null;
}

/** The advisory lock that keeps two workers from writing one import (`pg_advisory_xact_lock`). */
const importLock = (id: string) => sql`SELECT pg_advisory_xact_lock(hashtextextended(${id}, 53))`;

/**
 * Works an import (decision 0098). First every row is checked — the rules of `@smm/audience`,
 * then labels by name and people already known — with progress stored as it goes. Then every
 * valid row is written in one transaction, with the import marked done in the same commit: the
 * people of a file are all there or none (nothing half-imported), and an import worked again
 * after a crash or a retry finds it done and writes nothing twice. Rows with errors are skipped
 * and listed (line and reason). Progress while writing is stored outside the transaction.
 */
export async function workImport(db: Db, id: string): Promise<void> {
  const row = await db
    .selectFrom('audienceImports')
    .select(['orgId', 'createdBy', 'fileName', 'csv', 'mapping', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.state === 'done' || row.state === 'failed' || row.csv === null) return;
  const mapping = row.mapping as ImportColumnTarget[];
  let parsed: ParsedCsv;
  try {
    parsed = parseCsv(row.csv);
    checkMapping(mapping, parsed.header);
  } catch (error) {
    await db
      .updateTable('audienceImports')
      .set({
        state: 'failed',
        failure: (error as Error).message.slice(0, 500),
        csv: null,
        finishedAt: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    return;
  }
  const progress = (values: {
    state?: 'checking' | 'writing';
    checked?: number;
    written?: number;
  }) =>
    db
      .updateTable('audienceImports')
      .set(values)
      .where('id', '=', id)
      .where('state', '<>', 'done')
      .execute();
  await progress({ state: 'checking', checked: 0, written: 0 });
  const { header, rows, lines } = parsed;
  const valid: Array<{ line: number; person: ImportedPerson }> = [];
  const errors: RowError[] = [];
  // Rows are checked in chunks against the file's own earlier rows and the database.
  const checkedAll = validateRows(rows, mapping, header, 2, lines);
  errors.push(...checkedAll.errors);
  for (let start = 0; start < checkedAll.people.length; start += IMPORT_CHUNK) {
    const chunk = checkedAll.people.slice(start, start + IMPORT_CHUNK);
    const known = await knownOf(
      db,
      row.orgId,
      chunk.map((entry) => entry.person),
    );
    for (const entry of chunk) {
      const error = databaseError(entry.person, entry.line, known, mapping, header);
      if (error) errors.push(error);
      else valid.push(entry);
    }
    const checked = Math.round(((start + chunk.length) / checkedAll.people.length) * rows.length);
    await progress({ checked });
  }
  await progress({ state: 'writing', checked: rows.length, written: 0 });
  errors.sort((x, y) => x.line - y.line);
  const labels = (await knownOf(db, row.orgId, [])).labels;
  await transact(db, async (trx) => {
    await importLock(id).execute(trx);
    const state = await trx
      .selectFrom('audienceImports')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (state.state === 'done') return;
    for (let start = 0; start < valid.length; start += IMPORT_CHUNK) {
      const chunk = valid.slice(start, start + IMPORT_CHUNK);
      const people = await trx
        .insertInto('audiencePeople')
        .values(
          chunk.map(({ person }) => ({
            orgId: row.orgId,
            name: person.name,
            email: person.email,
            phone: person.phone,
            source: 'import',
            labelIds: person.labels.flatMap((label) => {
              const labelId = labels.get(label.toLowerCase());
              return labelId === undefined ? [] : [labelId];
            }),
          })),
        )
        .returning('id')
        .execute();
      const identities = chunk.flatMap(({ person }, index) =>
        person.handles.map((handle) => ({
          orgId: row.orgId,
          personId: people[index]?.id as string,
          network: handle.network,
          senderKey: `import:${handle.handle}`,
          handle: handle.handle,
          name: person.name,
        })),
      );
      if (identities.length > 0) {
        await trx
          .insertInto('audienceIdentities')
          .values(identities)
          .onConflict((oc) => oc.columns(['orgId', 'network', 'senderKey']).doNothing())
          .execute();
      }
      await progress({ written: start + chunk.length });
    }
    await trx
      .updateTable('audienceImports')
      .set({
        state: 'done',
        written: valid.length,
        imported: valid.length,
        skipped: errors.length,
        errors: JSON.stringify(errors.slice(0, IMPORT_LIMITS.reportedErrors)),
        csv: null,
        finishedAt: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      trx,
      { orgId: row.orgId, userId: row.createdBy, address: null },
      {
        action: 'audience.imported',
        target: { type: 'IMPORT', id, name: row.fileName },
        after: { imported: valid.length, skipped: errors.length },
      },
    );
  });
}

/** The import queue's handler. */
export function importWorker(db: Db): JobHandler {
  return async (data) => {
    const id = data['importId'];
    if (typeof id === 'string') await workImport(db, id);
  };
}

/** Queues again every import that has not finished (after a restart); returns how many. */
export async function resumeImports(db: Db, jobs: Jobs): Promise<number> {
  const unfinished = await db
    .selectFrom('audienceImports')
    .select('id')
    .where('state', 'not in', ['done', 'failed'])
    .orderBy('createdAt')
    .execute();
  for (const { id } of unfinished) await jobs.send(QUEUES.audienceImports, { importId: id });
  return unfinished.length;
}

/** An error's reason in English, for the downloadable list of rows not imported. */
export function reasonText(error: ImportRowError): string {
  switch (error.code) {
    case 'columns':
      return 'The row has a different number of cells than the header.';
    case 'nameMissing':
      return 'The name is empty.';
    case 'nameTooLong':
      return 'The name is longer than 200 characters.';
    case 'emailInvalid':
      return 'The e-mail address is not valid.';
    case 'phoneInvalid':
      return 'The phone number is not valid (6 to 15 digits).';
    case 'handleInvalid':
      return 'The handle is not valid (letters, digits, _ . -).';
    case 'labelInvalid':
      return 'A label is longer than 100 characters.';
    case 'labelUnknown':
      return 'The label does not exist in your organisation.';
    case 'tooManyLabels':
      return 'More than 20 labels.';
    case 'duplicate':
      return `The same person as line ${error.sameAs ?? '?'}.`;
    case 'exists':
      return `Already in your audience as ${error.value ?? 'someone else'}.`;
  }
}
