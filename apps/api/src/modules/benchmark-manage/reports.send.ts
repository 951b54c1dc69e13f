import { nextReportAt } from '@smm/benchmark';
import type { BenchmarkPeriod, BenchmarkReport, ReportFrequency } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import type { JobHandler } from '../../jobs/jobs.js';
import { appOrigin, productUrl, queueMail } from '../../mail/outbox.js';
import { reportContent, reportCsv, reportMail } from './report.content.js';
import { readReport } from './reports.store.js';
import { productsOf } from '../organisation/products.js';

/** What sending reads of a report. */
interface Sendable {
  readonly id: string;
  readonly orgId: string;
  readonly name: string;
  readonly brandIds: readonly string[];
  readonly networks: readonly string[];
  readonly period: string;
  readonly recipients: readonly string[];
}

/**
 * Puts a report's e-mail to each recipient in the outbox, within `trx` (they exist, and go out,
 * exactly when it commits): the period's brand totals as text and HTML, and as a CSV file.
 */
async function queueReport(trx: Db, report: Sendable, at: Date, origin: string): Promise<void> {
  const content = await reportContent(
    trx,
    { ...report, period: report.period as BenchmarkPeriod },
    at,
  );
  const mail = reportMail(report.name, content, productUrl('/benchmark/brand-insights', origin));
  const csv = reportCsv(content);
  const filename = `benchmark-${content.span.since}-${content.span.until}.csv`;
  await queueMail(
    trx,
    report.recipients.map((to) => ({
      userId: null,
      about: 'benchmarkReport',
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: [{ filename, contentType: 'text/csv; charset=utf-8', content: csv }],
      footer: `-- \nYou receive this because you are a recipient of the scheduled report "${report.name}".`,
    })),
  );
}

/**
 * Sends a report now (`POST reports/{id}/send`), besides its schedule: its e-mails go in the
 * outbox and its last sending is now; when it is next due does not change.
 */
export async function sendReportNow(
  db: Db,
  caller: Caller,
  id: string,
  origin: string,
): Promise<BenchmarkReport> {
  await readReport(db, caller, id);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('benchmarkReports')
      .selectAll()
      .where('id', '=', id)
      .where('orgId', '=', caller.orgId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`Report ${id}`);
    const now = new Date();
    await queueReport(trx, row, now, origin);
    await trx
      .updateTable('benchmarkReports')
      .set({ lastSentAt: now })
      .where('id', '=', id)
      .execute();
  });
  return readReport(db, caller, id);
}

/**
 * Sends the oldest due report, if any: it is taken and locked (another sender skips it), its
 * e-mails are put in the outbox and it is next due at its schedule's next time after now — all
 * in one transaction, so each due time sends once however often, and on however many servers,
 * this runs. A report of an organisation that no longer has benchmark moves on unsent. Answers
 * whether it took one.
 */
export async function sendOneDueReport(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('benchmarkReports as r')
      .innerJoin('organisations as o', 'o.id', 'r.orgId')
      .selectAll('r')
      .select(['o.packageName', 'o.addOns'])
      .where('r.active', '=', true)
      .where('r.nextRunAt', '<=', now)
      .orderBy('r.nextRunAt')
      .orderBy('r.id')
      .limit(1)
      .forUpdate('r')
      .skipLocked()
      .executeTakeFirst();
    if (!row) return false;
    const entitled = productsOf(row.packageName, row.addOns).includes('benchmark');
    if (entitled) await queueReport(trx, row, row.nextRunAt ?? now, appOrigin());
    await trx
      .updateTable('benchmarkReports')
      .set({
        nextRunAt: nextReportAt(
          {
            frequency: row.frequency as ReportFrequency,
            hour: row.hour,
            timeZone: row.timeZone,
            weekday: row.weekday ?? undefined,
            dayOfMonth: row.dayOfMonth ?? undefined,
          },
          now,
        ),
        ...(entitled ? { lastSentAt: now } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    return true;
  });
}

/** The scheduled reports' job (every minute): sends every report that is due. */
export function reportsWorker(db: Db): JobHandler {
  return async () => {
    while (await sendOneDueReport(db)) {
      // next
    }
  };
}
