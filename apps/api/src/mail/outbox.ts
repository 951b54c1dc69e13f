import type { Db } from '../db/database.js';
import type { JobHandler } from '../jobs/jobs.js';
import type { Mailer } from './mailer.js';

/** One e-mail the product owes someone, as it waits in the outbox. */
export interface QueuedMail {
  /** Whom it is for, when it is a user of the product. */
  readonly userId: string | null;
  /** What it tells of (a notice's type, `feedDigest`). */
  readonly about: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** How often sending one e-mail is tried before it is given up. */
export const MAIL_ATTEMPTS = 5;

/** How long sent e-mails are kept in the outbox (for support: what went to whom, and when). */
const KEEP_SENT_DAYS = 7;

/** Who the product's e-mails come from: `MAIL_FROM`. */
export const mailFrom = (env: NodeJS.ProcessEnv = process.env): string =>
  env['MAIL_FROM'] || 'Switchboard <no-reply@switchboard.local>';

/**
 * Where people open the product, for links in e-mails that no request asked for (`APP_ORIGIN`,
 * default `http://localhost:<PORT>`).
 */
export function appOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env['APP_ORIGIN']?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `http://localhost:${env['PORT'] || '8080'}`;
}

/** Paths this server answers itself (downloads, the API), not routes of the app. */
const SERVER_PATHS = ['/v2/', '/api/', '/auth/', '/inbox-service/'];

/**
 * The address of a notice's link: a route of the app after `#`, a path of the server (an
 * export's download) as it is.
 *
 * @example
 * productUrl('/engage/feeds/adhoc/items/1', 'https://sb.example') // 'https://sb.example/#/engage/feeds/adhoc/items/1'
 * productUrl('/v2/exports/1/download?token=t', 'https://sb.example') // 'https://sb.example/v2/exports/1/download?token=t'
 */
export function productUrl(link: string, origin: string = appOrigin()): string {
  const path = link.startsWith('/') ? link : `/${link}`;
  return SERVER_PATHS.some((prefix) => path.startsWith(prefix))
    ? `${origin}${path}`
    : `${origin}/#${path}`;
}

/**
 * Puts e-mails in the outbox as part of the transaction `trx`: they exist, and are sent, exactly
 * when it commits (the database then wakes the mail job).
 */
export async function queueMail(trx: Db, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await trx
    .insertInto('mailOutbox')
    .values(
      mails.map((mail) => ({
        userId: mail.userId,
        about: mail.about,
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
      })),
    )
    .execute();
}

/**
 * Sends one waiting e-mail, if there is one: it is taken and locked in a transaction (another
 * sender skips it), sent, and marked sent in the same transaction — so however often and on
 * however many servers this runs, each e-mail goes out once. A failed send is tried again later
 * (after 1, 2, 4, 8 minutes), at most {@link MAIL_ATTEMPTS} times. Answers whether it took one.
 */
export async function sendOneMail(db: Db, mailer: Mailer): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const mail = await trx
      .selectFrom('mailOutbox')
      .select(['id', 'recipient', 'subject', 'body', 'attempts'])
      .where('sentAt', 'is', null)
      .where('nextAttemptAt', '<=', new Date())
      .where('attempts', '<', MAIL_ATTEMPTS)
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!mail) return false;
    try {
      await mailer.send({
        from: mailFrom(),
        to: [mail.recipient],
        subject: mail.subject,
        text: mail.body,
      });
      await trx
        .updateTable('mailOutbox')
        .set({ sentAt: new Date(), attempts: mail.attempts + 1, lastError: null })
        .where('id', '=', mail.id)
        .execute();
    } catch (error) {
      await trx
        .updateTable('mailOutbox')
        .set({
          attempts: mail.attempts + 1,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + 2 ** mail.attempts * 60_000),
        })
        .where('id', '=', mail.id)
        .execute();
    }
    return true;
  });
}

/**
 * The mail job: sends every e-mail waiting in the outbox (one at a time, {@link sendOneMail}),
 * then forgets those sent more than a week ago.
 */
export function mailWorker(db: Db, mailer: Mailer): JobHandler {
  return async () => {
    while (await sendOneMail(db, mailer)) {
      // next
    }
    await db
      .deleteFrom('mailOutbox')
      .where('sentAt', '<', new Date(Date.now() - KEEP_SENT_DAYS * 24 * 60 * 60_000))
      .execute();
  };
}
