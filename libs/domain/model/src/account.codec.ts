import * as t from 'io-ts';
import { DateString, struct, Uuids } from './codec.utils.js';
import { ChannelRole } from './platform-enums.codec.js';
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

/**
 * An administrator's invitation of a new user (`POST /api/1/org/{id}/users`, docs/decisions/0040):
 * their e-mail address and names, whether they administer, their default channel role and teams.
 */
export const UserInvite = struct(
  'UserInvite',
  { email: nonEmptyText('email'), firstName: nonEmptyText('name'), lastName: text('name') },
  { isAdmin: t.boolean, defaultChannelRole: ChannelRole, teamIds: Uuids },
);
export type UserInvite = t.TypeOf<typeof UserInvite>;

/** An invitation e-mailed: to whom, and until when its link works. */
export const InvitationSent = t.type(
  { userId: t.string, email: t.string, expiresAt: DateString },
  'InvitationSent',
);
export type InvitationSent = t.TypeOf<typeof InvitationSent>;

/**
 * Following an invitation's or a password reset's link: its token and the password to sign in
 * with (`POST /smm/accounts/accept-invitation`, `POST /smm/accounts/reset-password`).
 */
export const AccountLinkUse = t.type(
  { token: nonEmptyText('secret'), password: text('password') },
  'AccountLinkUse',
);
export type AccountLinkUse = t.TypeOf<typeof AccountLinkUse>;

/** Asking for a password reset link: `POST /smm/accounts/password-reset`. */
export const PasswordResetRequest = t.type(
  { email: nonEmptyText('email') },
  'PasswordResetRequest',
);
export type PasswordResetRequest = t.TypeOf<typeof PasswordResetRequest>;

/** A used link: the address the person now signs in with. */
export const AccountLinkUsed = t.type({ email: t.string }, 'AccountLinkUsed');
export type AccountLinkUsed = t.TypeOf<typeof AccountLinkUsed>;
