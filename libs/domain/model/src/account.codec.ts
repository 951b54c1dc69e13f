import * as t from 'io-ts';
import { DateString } from './codec.utils.js';
import { nonEmptyText, text } from './text.codec.js';

/** A password change of the signed-in user: `POST /smm/accounts/me/change-password`. */
export const PasswordChange = t.type(
  { currentPassword: text('password'), newPassword: text('password') },
  'PasswordChange',
);
export type PasswordChange = t.TypeOf<typeof PasswordChange>;

/**
 * The answer to an e-mail change (`POST /smm/accounts/me/change-email`): a confirmation link
 * was sent to `pendingEmail`; the address changes when it is followed, before `expiresAt`.
 */
export const EmailChangeRequested = t.type(
  { pendingEmail: t.string, expiresAt: DateString },
  'EmailChangeRequested',
);
export type EmailChangeRequested = t.TypeOf<typeof EmailChangeRequested>;

/** The token of a confirmation link: `POST /smm/accounts/confirm-email`. */
export const EmailConfirmation = t.type({ token: nonEmptyText('secret') }, 'EmailConfirmation');
export type EmailConfirmation = t.TypeOf<typeof EmailConfirmation>;

/** A confirmed e-mail change: the address the person signs in with from now on. */
export const EmailConfirmed = t.type({ email: t.string }, 'EmailConfirmed');
export type EmailConfirmed = t.TypeOf<typeof EmailConfirmed>;
