import * as t from 'io-ts';
import { text } from './text.codec.js';
import { Count, DateString, Id, oneOf, struct, withDefault, Uuid } from './codec.utils.js';
import { CsvSeparator } from './platform-enums.codec.js';

/**
 * A data-export request (platform §3, §7). On the wire `networks` say `twitterprofile` for X and
 * `types` say `dm` for messages; {@link toExportWire} does that mapping.
 */
export const ExportRequest = struct(
  'ExportRequest',
  {
    csvSeperator: withDefault(CsvSeparator, 'SEMICOLON'),
    networks: t.array(text('token')),
    types: t.array(text('token')),
  },
  { feedId: Uuid, from: DateString, to: DateString, email: text('email') },
);
export type ExportRequest = t.TypeOf<typeof ExportRequest>;

/** Maps an export request to its wire form: twitter → twitterprofile, message → dm (platform §7). */
export function toExportWire(request: ExportRequest): ExportRequest {
  return {
    ...request,
    networks: request.networks.map((n) => (n === 'twitter' ? 'twitterprofile' : n)),
    types: request.types.map((type) => (type === 'message' ? 'dm' : type)),
  };
}

/** The state of an export (platform §7: GET /v2/exports/{id}). */
export const ExportStatus = struct(
  'ExportStatus',
  { id: Id, status: oneOf(['PENDING', 'RUNNING', 'DONE', 'FAILED']) },
  { downloadUrl: t.string, error: t.string, rowCount: Count, createdAt: DateString },
);
export type ExportStatus = t.TypeOf<typeof ExportStatus>;
