import { nextReportAt } from '@smm/benchmark';
import {
  BENCHMARK_LIMITS,
  isEmailAddress,
  type BenchmarkReport,
  type BenchmarkReportInput,
} from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { requireBrandsInBody, usableBrands } from './manage.access.js';

const authorName = sql<string>`(SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = benchmark_reports.created_by)`;

const columns = [
  'id',
  'name',
  'brandIds',
  'networks',
  'period',
  'frequency',
  'weekday',
  'dayOfMonth',
  'hour',
  'timeZone',
  'recipients',
  'active',
  'nextRunAt',
  'lastSentAt',
  'createdBy',
  'createdAt',
] as const;

/** A report as stored, with its author's name. */
export interface ReportRow {
  id: string;
  name: string;
  brandIds: string[];
  networks: string[];
  period: string;
  frequency: string;
  weekday: number | null;
  dayOfMonth: number | null;
  hour: number;
  timeZone: string;
  recipients: string[];
  active: boolean;
  nextRunAt: Date | null;
  lastSentAt: Date | null;
  createdBy: string;
  createdAt: Date;
  authorName: string;
}

const toReport = (row: ReportRow): BenchmarkReport =>
  ({
    id: row.id,
    name: row.name,
    brandIds: row.brandIds,
    networks: row.networks,
    period: row.period,
    frequency: row.frequency,
    ...(row.weekday === null ? {} : { weekday: row.weekday }),
    ...(row.dayOfMonth === null ? {} : { dayOfMonth: row.dayOfMonth }),
    hour: row.hour,
    timeZone: row.timeZone,
    recipients: row.recipients,
    active: row.active,
    createdBy: { id: row.createdBy, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  }) as BenchmarkReport;

/** The report's columns with its author's name, in the caller's organisation. */
export const selectReports = (db: Db, orgId: string) =>
  db
    .selectFrom('benchmarkReports')
    .select(columns)
    .select(authorName.as('authorName'))
    .where('orgId', '=', orgId);

/** The organisation's reports whose brands the caller sees, oldest first. */
export async function listReports(db: Db, caller: Caller): Promise<BenchmarkReport[]> {
  const usable = await usableBrands(db, caller);
  const rows = await selectReports(db, caller.orgId).orderBy('createdAt').orderBy('id').execute();
  return rows.flatMap((row) => {
    const brandIds = usable(row.brandIds);
    return brandIds === null ? [] : [toReport({ ...row, brandIds })];
  });
}

/** One report of the caller's organisation whose brands they see; else 404. */
export async function readReport(db: Db, caller: Caller, id: string): Promise<BenchmarkReport> {
  const [usable, row] = await Promise.all([
    usableBrands(db, caller),
    selectReports(db, caller.orgId).where('id', '=', id).executeTakeFirst(),
  ]);
  const brandIds = row ? usable(row.brandIds) : null;
  if (!row || brandIds === null) throw notFound(`Report ${id}`);
  return toReport({ ...row, brandIds });
}

/**
 * A report's input as it is stored: recipients trimmed, lower-cased and each an e-mail address
 * (else 400), the weekday only for weekly reports and the day of the month only for monthly
 * ones (each required there), and when it is next due (null while paused).
 */
function stored(input: BenchmarkReportInput, now: Date) {
  const recipients = [...new Set(input.recipients.map((r) => r.trim().toLowerCase()))];
  const wrong = recipients.filter((r) => !isEmailAddress(r));
  if (wrong.length > 0) {
    throw badRequest(
      `${wrong.length === 1 ? 'This is not an e-mail address' : 'These are not e-mail addresses'}: ${wrong.slice(0, 3).join(', ')}.`,
    );
  }
  if (input.frequency === 'weekly' && input.weekday === undefined) {
    throw badRequest('A weekly report needs the weekday it is sent on.');
  }
  if (input.frequency === 'monthly' && input.dayOfMonth === undefined) {
    throw badRequest('A monthly report needs the day of the month it is sent on.');
  }
  const weekday = input.frequency === 'weekly' ? (input.weekday ?? null) : null;
  const dayOfMonth = input.frequency === 'monthly' ? (input.dayOfMonth ?? null) : null;
  const active = input.active ?? true;
  const schedule = {
    frequency: input.frequency,
    hour: input.hour,
    timeZone: input.timeZone,
    weekday: weekday ?? undefined,
    dayOfMonth: dayOfMonth ?? undefined,
  };
  return {
    name: input.name.trim(),
    brandIds: [...new Set(input.brandIds)],
    networks: [...new Set(input.networks ?? [])],
    period: input.period,
    frequency: input.frequency,
    weekday,
    dayOfMonth,
    hour: input.hour,
    timeZone: input.timeZone,
    recipients,
    active,
    nextRunAt: active ? nextReportAt(schedule, now) : null,
  };
}

/** Creates a report (at most `BENCHMARK_LIMITS.reports` per organisation: then 409). */
export async function createReport(
  db: Db,
  caller: Caller,
  input: BenchmarkReportInput,
): Promise<BenchmarkReport> {
  const values = stored(input, new Date());
  await requireBrandsInBody(db, caller, input.brandIds);
  return db.transaction().execute(async (trx) => {
    // One writer at a time per organisation, so two creations cannot both pass the limit.
    await sql`SELECT pg_advisory_xact_lock(hashtext('benchmark_reports'), hashtext(${caller.orgId}))`.execute(
      trx,
    );
    const { count } = await trx
      .selectFrom('benchmarkReports')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('orgId', '=', caller.orgId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= BENCHMARK_LIMITS.reports) {
      throw conflict(
        `Your organisation has ${BENCHMARK_LIMITS.reports} scheduled reports, the most it can have. Delete one to schedule another.`,
      );
    }
    const row = await trx
      .insertInto('benchmarkReports')
      .values({ ...values, orgId: caller.orgId, createdBy: caller.userId })
      .returning(columns)
      .returning(authorName.as('authorName'))
      .executeTakeFirstOrThrow();
    return toReport(row);
  });
}

/** Changes a report; its next due time follows the new schedule (none while paused). */
export async function updateReport(
  db: Db,
  caller: Caller,
  id: string,
  input: BenchmarkReportInput,
): Promise<BenchmarkReport> {
  const values = stored(input, new Date());
  await readReport(db, caller, id);
  await requireBrandsInBody(db, caller, input.brandIds);
  const row = await db
    .updateTable('benchmarkReports')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .returning(columns)
    .returning(authorName.as('authorName'))
    .executeTakeFirst();
  if (!row) throw notFound(`Report ${id}`);
  return toReport(row);
}

/** Deletes a report. */
export async function deleteReport(db: Db, caller: Caller, id: string): Promise<void> {
  await readReport(db, caller, id);
  await db
    .deleteFrom('benchmarkReports')
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .execute();
}
