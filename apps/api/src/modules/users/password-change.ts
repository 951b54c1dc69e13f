import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_LENGTH_ERROR_CODE,
  WRONG_PASSWORD_ERROR_CODE,
  isAcceptablePassword,
  type PasswordChange,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, HttpError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { hashPassword, verifyPassword } from '../identity/password.js';
import { endSessionsOf, requireRecentSignIn } from '../identity/sessions.js';
import { accountMailFrom } from './account.mail.js';
import { cancelEmailChanges } from './email-change.js';

function changedMail(name: string) {
  return {
    subject: 'Your Switchboard password was changed',
    text: [
      `Hello ${name},`,
      '',
      'The password of your Switchboard account was just changed, and every other session of',
      'your account was signed out.',
      '',
      'If this was not you, tell your administrator at once.',
      '',
    ].join('\n'),
  };
}

/**
 * Changes the caller's password (`POST /smm/accounts/me/change-password`): needs a recent
 * sign-in with our issuer and the current password; the new one must have
 * {@link MIN_PASSWORD_LENGTH} to {@link MAX_PASSWORD_LENGTH} characters. Every other session
 * of the user ends (this one goes on), pending e-mail changes are cancelled, and a notice goes
 * to the user's address. Answers the organisation (changed).
 */
export async function changePassword(
  db: Db,
  mailer: Mailer,
  caller: Caller,
  body: PasswordChange,
): Promise<string> {
  requireRecentSignIn(caller, 'password');
  if (caller.sessionId === null) {
    throw forbidden(
      "Your password is kept by your organisation's sign-in provider; change it there.",
    );
  }
  if (!isAcceptablePassword(body.newPassword)) {
    throw new HttpError(
      400,
      `newPassword: choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`,
      PASSWORD_LENGTH_ERROR_CODE,
    );
  }
  const user = await db
    .selectFrom('users')
    .select(['passwordHash', 'email', 'firstName'])
    .where('id', '=', caller.userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    throw new HttpError(400, 'The current password is not right.', WRONG_PASSWORD_ERROR_CODE);
  }
  const passwordHash = await hashPassword(body.newPassword);
  const sessionId = caller.sessionId;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', caller.userId).execute();
    await cancelEmailChanges(trx as unknown as Db, caller.userId);
    await endSessionsOf(trx as unknown as Db, caller.userId, sessionId);
  });
  // The change is made; a notice that cannot be sent does not undo it.
  await mailer
    .send({ from: accountMailFrom(), to: [user.email], ...changedMail(user.firstName) })
    .catch(() => undefined);
  return caller.orgId;
}
