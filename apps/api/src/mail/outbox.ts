import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MailAttachment } from '../db/schema.js';
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
  /** Why it came; said once when several e-mails of its kind go as one. */
  readonly footer?: string;
  /** An HTML body besides the text; an e-mail with one (or with attachments) goes alone. */
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
}

/** How often sending one e-mail is tried before it is given up. */
export const MAIL_ATTEMPTS = 5;

/**
 * At most this many e-mails of one kind to one person, written by one transaction (a bulk
 * change of many items), go as one e-mail.
 */
export const MAILS_TOGETHER = 50;

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
        footer: mail.footer ?? '',
        html: mail.html ?? null,
        attachments: JSON.stringify(mail.attachments ?? []),
      })),
    )
    .execute();
}

/** An e-mail of the outbox, as sending reads it. */
interface Waiting {
  readonly id: string;
  readonly subject: string;
  readonly body: string;
  readonly footer: string;
}

/**
 * What e-mails of one kind to one person, written together, say as one: the first's subject
 * with how many more, each text in turn, and their footer once; one alone as it is.
 *
 * @example
 * together([{ subject: 'Ada assigned you an item', body: 'Ada assigned you an item\n', footer: '-- \n…' }, …two more])
 * // { subject: 'Ada assigned you an item (and 2 more)', text: '3 notifications:\n\nAda assigned you an item\n\n…-- \n…' }
 */
export function together(mails: readonly Waiting[]): { subject: string; text: string } {
  const [first] = mails;
  if (first === undefined) return { subject: '', text: '' };
  const footer = first.footer === '' ? '' : `\n${first.footer}`;
  if (mails.length === 1) return { subject: first.subject, text: `${first.body}${footer}` };
  return {
    subject: `${first.subject} (and ${mails.length - 1} more)`,
    text: `${mails.length} notifications:\n\n${mails.map((mail) => mail.body.trimEnd()).join('\n\n')}\n${footer}`,
  };
}

/**
 * Sends the oldest waiting e-mail, if there is one, with those of its kind to the same person
 * written in the same transaction (at most {@link MAILS_TOGETHER}) as one e-mail: they are taken
 * and locked in a transaction (another sender skips them), sent, and marked sent in the same
 * transaction — so however often and on however many servers this runs, each goes out once. A
 * failed send is tried again later (after 1, 2, 4, 8 minutes), at most {@link MAIL_ATTEMPTS}
 * times. Answers whether it took one.
 */
export async function sendOneMail(db: Db, mailer: Mailer): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const waiting = () =>
      trx
        .selectFrom('mailOutbox')
        .select([
          'id',
          'recipient',
          'about',
          'subject',
          'body',
          'footer',
          'attempts',
          'html',
          'attachments',
        ])
        .where('sentAt', 'is', null)
        .where('nextAttemptAt', '<=', now)
        .where('attempts', '<', MAIL_ATTEMPTS);
    const first = await waiting()
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!first) return false;
    const alone = first.html !== null || first.attachments.length > 0;
    const more = alone
      ? []
      : await waiting()
          .where('html', 'is', null)
          .where('attachments', '=', sql<MailAttachment[]>`'[]'::jsonb`)
          .where('id', '!=', first.id)
          .where('recipient', '=', first.recipient)
          .where('about', '=', first.about)
          // The same transaction's time, to the microsecond (which JavaScript's dates do not keep).
          .where('createdAt', '=', (eb) =>
            eb
              .selectFrom('mailOutbox as same')
              .select('same.createdAt')
              .where('same.id', '=', first.id),
          )
          .where('attempts', '=', first.attempts)
          .orderBy('id')
          .limit(MAILS_TOGETHER - 1)
          .forUpdate()
          .skipLocked()
          .execute();
    const mails = [first, ...more];
    const ids = mails.map((mail) => mail.id);
    try {
      await mailer.send({
        from: mailFrom(),
        to: [first.recipient],
        ...together(mails),
        ...(first.html === null ? {} : { html: first.html }),
        ...(first.attachments.length > 0 ? { attachments: first.attachments } : {}),
      });
      await trx
        .updateTable('mailOutbox')
        .set({ sentAt: new Date(), attempts: first.attempts + 1, lastError: null })
        .where('id', 'in', ids)
        .execute();
    } catch (error) {
      await trx
        .updateTable('mailOutbox')
        .set({
          attempts: first.attempts + 1,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + 2 ** first.attempts * 60_000),
        })
        .where('id', 'in', ids)
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
