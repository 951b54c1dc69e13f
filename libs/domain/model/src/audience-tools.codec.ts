import * as t from 'io-ts';
import { Count, DateString, integerParam, nullable, oneOf, struct, Uuid } from './codec.utils.js';
import { text } from './text.codec.js';

/**
 * Audience's tools (platform §3, decisions 0097 and 0098): merge nominees — people likely the
 * same across networks — merged or dismissed and undone; CSV imports of people.
 */

/** How many nominees one page holds at most (platform §9 `nomineesToGet` 25). */
export const NOMINEES_PAGE = 25;

/** One network account of a person, as the merge screen shows it. */
export const MergeIdentity = t.type(
  { network: t.string, handle: nullable(t.string), name: nullable(t.string) },
  'MergeIdentity',
);
export type MergeIdentity = t.TypeOf<typeof MergeIdentity>;

/** A person as the merge screen compares them. */
export const MergePerson = t.type(
  {
    id: Uuid,
    name: t.string,
    email: nullable(t.string),
    phone: nullable(t.string),
    firstSeenAt: nullable(DateString),
    lastSeenAt: nullable(DateString),
    conversations: Count,
    source: oneOf(['engage', 'import']),
    identities: t.array(MergeIdentity),
  },
  'MergePerson',
);
export type MergePerson = t.TypeOf<typeof MergePerson>;

/** Why two people are nominated: what they share. */
export const NomineeReasonKind = oneOf(['sameEmail', 'samePhone', 'sameHandle', 'sameName']);
export type NomineeReasonKind = t.TypeOf<typeof NomineeReasonKind>;

/** One reason: its kind, the value shared, and for a handle the networks of each. */
export const NomineeReason = struct(
  'NomineeReason',
  { kind: NomineeReasonKind, value: t.string },
  { networks: t.array(t.string) },
);
export type NomineeReason = t.TypeOf<typeof NomineeReason>;

/** Two people likely the same: `a` kept by default (the first seen), a score 30–100 and why. */
export const MergeNominee = t.type(
  { a: MergePerson, b: MergePerson, score: integerParam(0, 100), reasons: t.array(NomineeReason) },
  'MergeNominee',
);
export type MergeNominee = t.TypeOf<typeof MergeNominee>;

/** `?after=` the cursor of the previous page's last nominee; `?limit=` at most 25. */
export const MergeNomineesQuery = struct(
  'MergeNomineesQuery',
  {},
  {
    after: t.refinement(
      t.string,
      (cursor) => /^\d{1,3}:[0-9a-f-]{36}:[0-9a-f-]{36}$/.test(cursor),
      'NomineeCursor',
    ),
    limit: integerParam(1, NOMINEES_PAGE),
  },
);
export type MergeNomineesQuery = t.TypeOf<typeof MergeNomineesQuery>;

/** A page of nominees, best first; `next` reads the page after (null: no more). */
export const MergeNomineesPage = t.type(
  { nominees: t.array(MergeNominee), next: nullable(t.string) },
  'MergeNomineesPage',
);
export type MergeNomineesPage = t.TypeOf<typeof MergeNomineesPage>;

/** Merge `otherId` into `keptId`, or mark the two not the same person. */
export const MergePair = t.type({ keptId: Uuid, otherId: Uuid }, 'MergePair');
export type MergePair = t.TypeOf<typeof MergePair>;

/** A merge or a dismissal, as done and as undone. */
export const MergeDecision = t.type(
  {
    id: Uuid,
    kind: oneOf(['merge', 'dismiss']),
    keptId: Uuid,
    otherId: Uuid,
    createdAt: DateString,
    undoneAt: nullable(DateString),
    /** The kept person as they are now. */
    kept: MergePerson,
  },
  'MergeDecision',
);
export type MergeDecision = t.TypeOf<typeof MergeDecision>;

/** What a column of an imported file holds (`@smm/audience` `COLUMN_TARGETS`). */
export const ImportColumnTarget = oneOf([
  'ignore',
  'name',
  'email',
  'phone',
  'labels',
  'handle:facebook',
  'handle:instagram',
  'handle:twitter',
  'handle:linkedIn',
  'handle:tiktok',
  'handle:youtube',
  'handle:threads',
]);
export type ImportColumnTarget = t.TypeOf<typeof ImportColumnTarget>;

/** At most this many columns in an imported file. */
export const IMPORT_MAX_COLUMNS = 50;

/**
 * `?mapping=`: the target of each column of the file, in order, separated by commas
 * (`name,email,ignore,handle:twitter`).
 */
export const ImportMapping = Object.assign(
  new t.Type<ImportColumnTarget[], string, unknown>(
    'ImportMapping',
    (u): u is ImportColumnTarget[] => t.array(ImportColumnTarget).is(u),
    (u, c) => {
      if (typeof u !== 'string' || u === '') return t.failure(u, c, 'a comma-separated list');
      const parts = u.split(',');
      if (parts.length > IMPORT_MAX_COLUMNS) {
        return t.failure(u, c, `at most ${IMPORT_MAX_COLUMNS} columns`);
      }
      return t.array(ImportColumnTarget).validate(parts, c);
    },
    (targets) => targets.join(','),
  ),
  {
    schema: {
      type: 'string',
      description: `each column's target, comma-separated, at most ${IMPORT_MAX_COLUMNS}`,
    },
  },
);

/** `POST /api/audience/imports?mapping=` with the CSV file (multipart/form-data, field file). */
export const ImportStartQuery = t.type({ mapping: ImportMapping }, 'ImportStartQuery');
export type ImportStartQuery = t.TypeOf<typeof ImportStartQuery>;

/** Why a row was not imported. */
export const ImportRowErrorCode = oneOf([
  'columns',
  'nameMissing',
  'nameTooLong',
  'emailInvalid',
  'phoneInvalid',
  'handleInvalid',
  'labelInvalid',
  'labelUnknown',
  'tooManyLabels',
  'duplicate',
  'exists',
]);
export type ImportRowErrorCode = t.TypeOf<typeof ImportRowErrorCode>;

/** A row not imported: its line (the header is line 1), why, the column and value at fault. */
export const ImportRowError = t.type(
  {
    line: integerParam(1, 1_000_000),
    code: ImportRowErrorCode,
    column: nullable(t.string),
    value: nullable(t.string),
    /** The line it repeats (`duplicate`), or null. */
    sameAs: nullable(integerParam(1, 1_000_000)),
  },
  'ImportRowError',
);
export type ImportRowError = t.TypeOf<typeof ImportRowError>;

/** Where an import is: waiting, checking rows, writing people, done or failed. */
export const ImportState = oneOf(['queued', 'checking', 'writing', 'done', 'failed']);
export type ImportState = t.TypeOf<typeof ImportState>;

/** An import and its progress (`progress` 0–100) and outcome. */
export const AudienceImport = t.type(
  {
    id: Uuid,
    fileName: t.string,
    state: ImportState,
    total: Count,
    checked: Count,
    written: Count,
    progress: integerParam(0, 100),
    imported: Count,
    skipped: Count,
    /** The first 1,000 rows not imported, by line; `skipped` counts them all. */
    errors: t.array(ImportRowError),
    failure: nullable(t.string),
    createdAt: DateString,
    finishedAt: nullable(DateString),
  },
  'AudienceImport',
);
export type AudienceImport = t.TypeOf<typeof AudienceImport>;

/** `/imports/{id}` */
export const ImportParams = t.type({ id: Uuid }, 'ImportParams');
export type ImportParams = t.TypeOf<typeof ImportParams>;

/** `/merge/{id}/undo` */
export const MergeParams = t.type({ id: Uuid }, 'MergeParams');
export type MergeParams = t.TypeOf<typeof MergeParams>;

/** A file name as an import keeps it. */
export const ImportFileName = text(200, 'ImportFileName');
