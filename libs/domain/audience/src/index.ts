export {
  compareNominees,
  cursorOf,
  MAX_SCORE,
  NOMINEE_THRESHOLD,
  NOMINEES_TO_GET,
  nominees,
  normaliseEmail,
  normaliseHandle,
  normaliseName,
  normalisePhone,
  pairKey,
  REASON_WEIGHTS,
  reasonsOf,
  scoreOf,
} from './nominees.rules.js';
export type {
  Nominee,
  NomineeCursor,
  NomineeIdentity,
  NomineePerson,
  NomineeReason,
} from './nominees.rules.js';
export {
  COLUMN_TARGETS,
  IMPORT_LIMITS,
  IMPORT_NETWORKS,
  labelsOf,
  mappingProblem,
  suggestMapping,
  validateRow,
  validateRows,
} from './import.rules.js';
export type {
  ColumnMapping,
  ColumnTarget,
  ImportedPerson,
  ImportNetwork,
  MappingProblem,
  RowError,
  RowErrorCode,
  RowOutcome,
  ValidatedRows,
} from './import.rules.js';
