import { recordAudit } from '../audit/audit.js';
import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_CHANGE_LINK_HOURS,
  EMAIL_CONFIRMATION_INVALID_ERROR_CODE,
  isEmailAddress,
  type EmailChangeRequested,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, conflict, HttpError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { endSessionsOf, requireRecentSignIn } from '../identity/sessions.js';
import { accountMailFrom } from './account.mail.js';

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

const IN_USE = 'This e-mail address is already in use.';

/** Whether another (not deleted) user signs in with this address. */
async function isTaken(db: Db, email: string, userId: string): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deletedAt', 'is', null)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

/** The link in the e-mail to the new address: the app's confirmation page (a hash route). */
export const confirmationLink = (origin: string, token: string) =>
  `${origin}/#/confirm-email/${token}`;

function confirmationMail(name: string, oldEmail: string, newEmail: string, link: string) {
  return {
    subject: 'Confirm your new Switchboard sign-in address',
    text: [
      `Hello ${name},`,
      '',
      `You asked to sign in to Switchboard with ${newEmail} instead of ${oldEmail}.`,
      `Open this link within ${EMAIL_CHANGE_LINK_HOURS} hours and confirm the change:`,
      '',
      link,
      '',
      'Nothing changes until you confirm. Once you do, you are signed out everywhere and sign',
      'in again with this address.',
      '',
      'If you did not ask for this, ignore this e-mail.',
      '',
    ].join('\n'),
  };
}

function noticeMail(name: string, newEmail: string) {
  return {
    subject: 'Your Switchboard sign-in address is about to change',
    text: [
      `Hello ${name},`,
      '',
      `Someone signed in to your Switchboard account asked to sign in with ${newEmail} from now on.`,
      `We sent a confirmation link to that address; the change happens only if it is followed`,
      `within ${EMAIL_CHANGE_LINK_HOURS} hours. Until then you keep signing in with this address.`,
      '',
      'If this was not you, change your password in your Switchboard profile now: that cancels the',
      'change and signs out every other session. Then tell your administrator.',
      '',
    ].join('\n'),
  };
}

/**
 * Asks to change the caller's sign-in address (platform §7, `POST /smm/accounts/me/change-email`):
 * needs a recent sign-in; stores the change with the hash of a random single-use token valid
 * for {@link EMAIL_CHANGE_LINK_HOURS} hours (replacing any earlier request), e-mails the link to
 * the new address and a notice to the current one. The address changes only when the link is
 * followed ({@link confirmEmailChange}).
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  caller: Caller,
  newEmail: string,
  origin: string,
): Promise<EmailChangeRequested> {
  requireRecentSignIn(caller, 'sign-in e-mail address');
  const email = newEmail.trim();
  if (!isEmailAddress(email))
    throw badRequest(`newEmail: expected an e-mail address got "${email}"`);
  const user = await db
    .selectFrom('users')
    .select(['email', 'firstName'])
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  if (user.email.toLowerCase() === email.toLowerCase()) {
    throw badRequest('newEmail: this is the address you sign in with already.');
  }
  if (await isTaken(db, email, caller.userId)) throw conflict(IN_USE);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * 3600_000);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('emailChanges')
      .where((eb) => eb.or([eb('userId', '=', caller.userId), eb('expiresAt', '<', new Date())]))
      .execute();
    await trx
      .insertInto('emailChanges')
      .values({ tokenHash: hash(token), userId: caller.userId, newEmail: email, expiresAt })
      .execute();
  });
  const from = accountMailFrom();
  const link = confirmationLink(origin, token);
  try {
    await mailer.send({
      from,
      to: [email],
      ...confirmationMail(user.firstName, user.email, email, link),
    });
    await mailer.send({ from, to: [user.email], ...noticeMail(user.firstName, email) });
  } catch {
    await db.deleteFrom('emailChanges').where('tokenHash', '=', hash(token)).execute();
    throw new HttpError(
      503,
      'The confirmation e-mail could not be sent. Try again later.',
      'MAIL_NOT_SENT',
    );
  }
  return { pendingEmail: email, expiresAt: expiresAt.toISOString() };
}

const invalidLink = () =>
  new HttpError(
    400,
    'This confirmation link does not work any more: it has expired, was used already or a newer one was sent. Ask for the change again in your profile.',
    EMAIL_CONFIRMATION_INVALID_ERROR_CODE,
  );

/**
 * Follows a confirmation link: the pending change of its token (unexpired, the latest of its
 * user) becomes the user's sign-in address, the link is spent, and every session of the user
 * ends (they sign in again with the new address). Answers the new address and the user's
 * organisation (changed).
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  address: string | null = null,
): Promise<{ readonly email: string; readonly orgId: string }> {
  const pending = await db
    .selectFrom('emailChanges')
    .select('userId')
    .where('tokenHash', '=', hash(token))
    .executeTakeFirst();
  if (!pending) throw invalidLink();
  try {
    return await db.transaction().execute(async (trx) => {
      // The user before their pending change, as a password change locks them (one lock order).
      const user = await trx
        .selectFrom('users')
        .select(['id', 'orgId', 'email', 'firstName', 'lastName'])
        .where('id', '=', pending.userId)
        .where('deletedAt', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      const change = await trx
        .selectFrom('emailChanges')
        .select(['newEmail', 'expiresAt'])
        .where('tokenHash', '=', hash(token))
        .forUpdate()
        .executeTakeFirst();
      if (!user || !change || change.expiresAt.getTime() <= Date.now()) throw invalidLink();
      if (await isTaken(trx as unknown as Db, change.newEmail, user.id)) throw conflict(IN_USE);
      await trx
        .updateTable('users')
        .set({ email: change.newEmail })
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('emailChanges').where('userId', '=', user.id).execute();
      await endSessionsOf(trx as unknown as Db, user.id);
      await recordAudit(
        trx as unknown as Db,
        { orgId: user.orgId, userId: user.id, address },
        {
          action: 'user.updated',
          target: { type: 'user', id: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
          before: { email: user.email },
          after: { email: change.newEmail },
        },
      );
      return { email: change.newEmail, orgId: user.orgId };
    });
  } catch (error) {
    // Another user took the address between the check and the change (the unique index).
    if ((error as { code?: string }).code === '23505') throw conflict(IN_USE);
    throw error;
  }
}

/** Cancels the user's pending e-mail changes (a password change does). */
export async function cancelEmailChanges(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('emailChanges').where('userId', '=', userId).execute();
}
