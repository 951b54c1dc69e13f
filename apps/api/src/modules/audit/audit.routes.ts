import {
  AuditEntry,
  AuditPage,
  AuditQuery,
  AuditValues,
  decode,
  type AuditPerson,
} from '@smm/model';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { readTimeCursor, writeTimeCursor } from '../../http/time-cursor.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { safeCell } from '../engage/exports.csv.js';

/** The most entries one CSV export holds; narrow the dates for more. */
export const MAX_AUDIT_EXPORT = 50_000;

const PAGE = 50;

const person = (
  id: string | null,
  name: string | null,
  email: string | null,
): AuditPerson | null =>
  id === null && name === null ? null : { id, name: name ?? email ?? '', email: email ?? '' };

/** A stored before/after, decoded; a value that is not one (never written so) reads as none. */
const values = (stored: unknown): AuditValues | null =>
  stored == null ? null : E.getOrElseW(() => null)(decode(AuditValues, stored));

/** Entries of an organisation's audit log, newest first, by the query's filters. */
async function readAudit(
  db: Db,
  orgId: string,
  query: AuditQuery,
  limit: number,
): Promise<{ entries: AuditEntry[]; rows: { at: Date; id: string }[] }> {
  let select = db
    .selectFrom('auditEntries')
    .selectAll()
    .where('orgId', '=', orgId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (query.actorId) select = select.where('actorId', '=', query.actorId);
  if (query.kind) select = select.where('kind', '=', query.kind);
  if (query.from) select = select.where('at', '>=', new Date(query.from));
  if (query.to) select = select.where('at', '<', new Date(query.to));
  if (query.before) {
    const cursor = readTimeCursor(query.before, 'before', 'the audit log');
    select = select.where((eb) =>
      eb.or([
        eb('at', '<', cursor.at),
        eb.and([eb('at', '=', cursor.at), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  const rows = await select.execute();
  const entries = rows.map((row) =>
    AuditEntry.encode({
      id: row.id,
      at: row.at.toISOString(),
      kind: row.kind as AuditEntry['kind'],
      action: row.action as AuditEntry['action'],
      actor: person(row.actorId, row.actorName, row.actorEmail),
      assumedBy: person(row.assumedById, row.assumedByName, row.assumedByEmail),
      address: row.address,
      target:
        row.targetType === null
          ? null
          : { type: row.targetType, id: row.targetId ?? '', name: row.targetName ?? '' },
      before: values(row.before),
      after: values(row.after),
    }),
  );
  return { entries, rows };
}

const describeValues = (v: AuditValues | null) =>
  v === null
    ? ''
    : Object.entries(v)
        .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
        .join('; ');

/** The CSV's header: one column per field of an entry. */
export const AUDIT_CSV_COLUMNS = [
  'Time (UTC)',
  'Kind',
  'Action',
  'Person',
  'E-mail',
  'Assumed by',
  'Address',
  'Target type',
  'Target',
  'Before',
  'After',
] as const;

/**
 * The audit log (platform §7, administrators): a page of entries by person, kind and dates, and
 * the same as a CSV file. No route changes or deletes an entry; the database refuses to.
 */
export function auditRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/1/org/{id}/audit-log',
      tag: 'audit',
      summary:
        "A page of the organisation's audit log, newest first, by person, kind and dates (`next` is the following page's cursor)",
      access: 'admin',
      params: IdParam,
      query: AuditQuery,
      response: AuditPage,
      handle: async ({ db, caller, params, query }) => {
        if (params.id !== caller.orgId) throw notFound('Organisation');
        const limit = query.limit ?? PAGE;
        const { entries, rows } = await readAudit(db, caller.orgId, query, limit + 1);
        const last = rows[limit - 1];
        return {
          entries: entries.slice(0, limit),
          next: rows.length > limit && last ? writeTimeCursor(last) : null,
        };
      },
    }),
    route({
      method: 'GET',
      path: '/api/1/org/{id}/audit-log/csv',
      tag: 'audit',
      summary: `The audit log by the same filters as a CSV file (newest first, at most ${MAX_AUDIT_EXPORT.toLocaleString('en')} entries)`,
      access: 'admin',
      params: IdParam,
      query: AuditQuery,
      response: t.array(t.array(t.string)),
      csv: 'switchboard-audit-log.csv',
      handle: async ({ db, caller, params, query }) => {
        if (params.id !== caller.orgId) throw notFound('Organisation');
        const { entries } = await readAudit(db, caller.orgId, query, MAX_AUDIT_EXPORT);
        return [
          [...AUDIT_CSV_COLUMNS],
          ...entries.map((entry) =>
            [
              entry.at,
              entry.kind,
              entry.action,
              entry.actor?.name ?? '',
              entry.actor?.email ?? '',
              entry.assumedBy?.name ?? '',
              entry.address ?? '',
              entry.target?.type ?? '',
              entry.target?.name ?? '',
              describeValues(entry.before),
              describeValues(entry.after),
            ].map(safeCell),
          ),
        ];
      },
    }),
  ];
}
