import { IMPORT_LIMITS } from '@smm/audience';
import { AudienceImport, ImportParams, ImportStartQuery } from '@smm/model';
import * as t from 'io-ts';
import { HttpError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { Jobs } from '../../jobs/jobs.js';
import { requireAudience } from './audience.access.js';
import { listImports, readImport, reasonText, startImport } from './import.store.js';

/** Where Audience's imports live in the API. */
export const IMPORTS = '/api/audience/imports';

/** Reads an uploaded file's text, refusing one larger than the import limit (413). */
async function fileText(
  part: { file: NodeJS.ReadableStream & { truncated?: boolean } },
  name: string,
): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated === true) {
    throw new HttpError(
      413,
      `${name} is larger than 5 MB; split it into smaller files.`,
      'import.tooLarge',
    );
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Imports (platform §3 "import", decision 0098): a CSV file of people with the column mapping
 * the person chose, worked in the background — all valid rows or none, each bad row reported
 * with its line — and its progress while it runs.
 */
export function importRoutes(jobs: Jobs | null): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: IMPORTS,
      tag: 'audience',
      summary:
        'Imports people from a CSV file (multipart/form-data, field file; at most 10,000 rows and 5 MB) with the column mapping in `mapping`',
      access: 'user',
      upload: true,
      query: ImportStartQuery,
      response: AudienceImport,
      status: 202,
      handle: async ({ db, caller, query, file }) => {
        await requireAudience(db, caller);
        const part = await file?.(IMPORT_LIMITS.maxBytes);
        if (!part) {
          throw new HttpError(
            400,
            'Send the CSV file as multipart/form-data, in the field "file".',
            'import.noFile',
          );
        }
        const name = part.filename.slice(0, 200) || 'people.csv';
        const text = await fileText(part, name);
        return startImport(db, jobs, caller, name, text, query.mapping);
      },
    }),
    route({
      method: 'GET',
      path: IMPORTS,
      tag: 'audience',
      summary: "The organisation's last 20 imports, newest first (without their rows' errors)",
      access: 'user',
      response: t.array(AudienceImport),
      handle: async ({ db, caller }) => {
        await requireAudience(db, caller);
        return listImports(db, caller.orgId);
      },
    }),
    route({
      method: 'GET',
      path: `${IMPORTS}/{id}`,
      tag: 'audience',
      summary: 'An import: its state, progress (0–100) and the rows not imported (line and reason)',
      access: 'user',
      params: ImportParams,
      response: AudienceImport,
      handle: async ({ db, caller, params }) => {
        await requireAudience(db, caller);
        return readImport(db, caller.orgId, params.id);
      },
    }),
    route({
      method: 'GET',
      path: `${IMPORTS}/{id}/errors`,
      tag: 'audience',
      summary: 'The rows an import did not take, as a CSV file (line, reason, column, value)',
      access: 'user',
      params: ImportParams,
      response: t.array(t.array(t.string)),
      csv: 'import-errors.csv',
      handle: async ({ db, caller, params }) => {
        await requireAudience(db, caller);
        const found = await readImport(db, caller.orgId, params.id);
        return [
          ['Line', 'Reason', 'Column', 'Value'],
          ...found.errors.map((error) => [
            String(error.line),
            reasonText(error),
            error.column ?? '',
            error.value ?? '',
          ]),
        ];
      },
    }),
  ];
}
