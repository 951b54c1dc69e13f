import {
  NOTIFICATION_TYPE_KIND,
  notificationSettingsOf,
  wantsNotification,
  type NotificationParams,
  type NotificationPreference,
  type NotificationProduct,
  type NotificationType,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import { queueMail } from '../../mail/outbox.js';
import { noticeMail } from './notice.mail.js';

/** One notification, as the people it is for will read it in the centre. */
export interface Notice {
  /** What it tells of; the person's setting for its kind decides whether they get it. */
  readonly type: NotificationType;
  readonly product: NotificationProduct;
  /** The English wording (e-mail, and clients that do not know the type). */
  readonly message: string;
  /** The values the app words it with in the reader's language. */
  readonly params: NotificationParams;
  /** ME when the notice names its person (a mention, an assignment to them), else ALL. */
  readonly relevance: 'ALL' | 'ME';
  readonly title?: string;
  /** Where it leads in the app (a hash route). */
  readonly link?: string;
  /** What it is about, for the app to open it (an item, a note, an export). */
  readonly data?: Record<string, unknown>;
}

/**
 * Gives `userIds` a notice — each person once — in the notification centre when their
 * notification settings take this kind in the product, and by e-mail when they take it by e-mail
 * (the two switches are independent, decision 0045): the e-mail waits in the outbox and the mail
 * job sends it once (decision 0048). Call it with the transaction of the change it tells of, so
 * the notice and the e-mail exist exactly when the change does (a retried job that rolled back
 * wrote neither). Returns whom it notified in the product.
 */
export async function notify(
  trx: Db,
  userIds: readonly string[],
  notice: Notice,
): Promise<string[]> {
  const people = [...new Set(userIds)];
  if (people.length === 0) return [];
  const kind = NOTIFICATION_TYPE_KIND[notice.type];
  const chosen =
    kind === null
      ? []
      : await trx
          .selectFrom('notificationPreferences')
          .select(['userId', 'kind', 'inProduct', 'email'])
          .where('userId', 'in', people)
          .where('kind', '=', kind)
          .execute();
  const wants = (userId: string, medium: 'inProduct' | 'email') =>
    kind !== null &&
    wantsNotification(
      notificationSettingsOf(
        chosen
          .filter((row) => row.userId === userId)
          .map((row) => ({ ...row, kind: row.kind }) as NotificationPreference),
      ),
      kind,
      medium,
    );
  // Feed alerts (no kind) follow the feed's own switches: whoever is asked gets them.
  const wanting = kind === null ? people : people.filter((userId) => wants(userId, 'inProduct'));
  const mailed = people.filter((userId) => wants(userId, 'email'));
  if (wanting.length > 0) {
    await trx
      .insertInto('notices')
      .values(
        wanting.map((userId) => ({
          userId,
          product: notice.product,
          type: notice.type,
          params: JSON.stringify(notice.params),
          message: notice.message,
          relevance: notice.relevance,
          title: notice.title ?? null,
          link: notice.link ?? null,
          data: notice.data === undefined ? null : JSON.stringify(notice.data),
        })),
      )
      .execute();
  }
  if (kind !== null && mailed.length > 0) {
    const addresses = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', mailed)
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    const mail = noticeMail(notice, kind);
    await queueMail(
      trx,
      addresses.map((person) => ({
        userId: person.id,
        about: notice.type,
        to: person.email,
        ...mail,
      })),
    );
  }
  return wanting;
}

/** The app's route that opens an engage item (in the ad-hoc feed, which holds every item). */
export const itemLink = (itemId: string): string =>
  `/engage/feeds/adhoc/items/${encodeURIComponent(itemId)}`;

/** A person's name as notices word it ("Ada Admin"), their e-mail address when they have none. */
export async function nameOf(trx: Db, userId: string): Promise<string> {
  const row = await trx
    .selectFrom('users')
    .select(['firstName', 'lastName', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return '';
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}
