import { TEXT_LIMITS } from './text.codec.js';
/** The fewest characters a new password may have. */
export const MIN_PASSWORD_LENGTH = 10;

/** The most characters a password may have. */
export const MAX_PASSWORD_LENGTH = TEXT_LIMITS.password;

/**
 * How recent a sign-in must be, in seconds, to change the sign-in e-mail address or the
 * password: the access token's `auth_time` no older than this.
 */
export const RECENT_SIGN_IN_SECONDS = 600;

/** How long the link that confirms a new sign-in e-mail address works, in hours. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** The error code of a 401 for an access token whose session has ended (sign-out, password or e-mail change). */
export const SESSION_ENDED_ERROR_CODE = 'SESSION_ENDED';

/** The error code of a 401 for a change that needs a sign-in within {@link RECENT_SIGN_IN_SECONDS}. */
export const RECENT_SIGN_IN_REQUIRED_ERROR_CODE = 'RECENT_SIGN_IN_REQUIRED';

/** The error code of a refused password change whose current password is not right. */
export const WRONG_PASSWORD_ERROR_CODE = 'WRONG_PASSWORD';

/** The error code of a refused password change whose new password is too short or too long. */
export const PASSWORD_LENGTH_ERROR_CODE = 'PASSWORD_LENGTH';

/** The error code of an e-mail confirmation link that is unknown, used, replaced or expired. */
export const EMAIL_CONFIRMATION_INVALID_ERROR_CODE = 'EMAIL_CONFIRMATION_INVALID';

/** How long an invitation's link works, in days (docs/decisions/0040). */
export const INVITATION_LINK_DAYS = 7;

/** How long a password reset's link works, in minutes. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/** The error code of an invitation or reset link that is unknown, used, revoked or expired. */
export const ACCOUNT_LINK_INVALID_ERROR_CODE = 'ACCOUNT_LINK_INVALID';

/**
 * Whether a new password has an acceptable length: {@link MIN_PASSWORD_LENGTH} to
 * {@link MAX_PASSWORD_LENGTH} characters (counted as the person sees them, not UTF-16 units).
 *
 * @example
 * isAcceptablePassword('correct horse battery') // true
 * isAcceptablePassword('short') // false
 */
export function isAcceptablePassword(password: string): boolean {
  const length = [...password].length;
  return length >= MIN_PASSWORD_LENGTH && length <= MAX_PASSWORD_LENGTH;
}

/**
 * Whether a sign-in at `authTime` (seconds since the epoch, the token's `auth_time`; null when
 * the token does not say) is recent enough at `now` (ms) for a change of the sign-in details.
 *
 * @example
 * isRecentSignIn(1_000, 1_000_000 + 599_000) // true: 599 s ago
 * isRecentSignIn(1_000, 1_000_000 + 601_000) // false
 * isRecentSignIn(null, 0) // false
 */
export function isRecentSignIn(authTime: number | null, now: number): boolean {
  return authTime !== null && now / 1000 - authTime <= RECENT_SIGN_IN_SECONDS;
}

/**
 * Whether a failed call asks the person to sign in again before the change can be made (the
 * server's 401 with {@link RECENT_SIGN_IN_REQUIRED_ERROR_CODE}).
 *
 * @example
 * needsSignInAgain({ status: 401, errorCode: 'RECENT_SIGN_IN_REQUIRED' }) // true
 * needsSignInAgain({ status: 401, errorCode: 'UNAUTHORIZED' }) // false
 */
export function needsSignInAgain(error: {
  readonly status: number;
  readonly errorCode?: string | undefined;
}): boolean {
  return error.status === 401 && error.errorCode === RECENT_SIGN_IN_REQUIRED_ERROR_CODE;
}
