import {
  RECENT_SIGN_IN_REQUIRED_ERROR_CODE,
  SESSION_ENDED_ERROR_CODE,
  isRecentSignIn,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, HttpError } from '../../http/errors.js';

/**
 * Sessions of the embedded issuer (migration 0017): one per sign-in, the family of its rotating
 * refresh tokens. Access tokens name their session (`sid`) and when the person signed in
 * (`auth_time`); every request checks that the session has not ended, with the caller it loads
 * (`loadCaller`). Ending a session ends its refresh tokens too, and the database notifies the
 * user's organisation as changed, so every server drops the callers it kept and refuses the
 * session's access tokens at once.
 */

/** The 401 for an access token of a session that has ended. */
export const sessionEnded = () =>
  new HttpError(401, 'Your session has ended. Sign in again.', SESSION_ENDED_ERROR_CODE);

/** Starts a session for a user, signed in at `authenticatedAt`; answers its id. */
export async function startSession(
  db: Db,
  userId: string,
  authenticatedAt: Date = new Date(),
): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({ userId, authenticatedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends sessions (those `which` selects) and their refresh tokens; answers the organisations whose sessions ended. */
async function endSessions(
  db: Db,
  which:
    { readonly sessionId: string } | { readonly userId: string; readonly except?: string | null },
): Promise<string[]> {
  const now = new Date();
  let ending = db
    .updateTable('sessions')
    .from('users')
    .set({ endedAt: now })
    .whereRef('users.id', '=', 'sessions.userId')
    .where('sessions.endedAt', 'is', null);
  if ('sessionId' in which) ending = ending.where('sessions.id', '=', which.sessionId);
  else {
    ending = ending.where('sessions.userId', '=', which.userId);
    if (which.except) ending = ending.where('sessions.id', '!=', which.except);
  }
  const ended = await ending.returning(['sessions.id', 'users.orgId']).execute();
  if (ended.length > 0) {
    await db
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where(
        'familyId',
        'in',
        ended.map((row) => row.id),
      )
      .where('revokedAt', 'is', null)
      .execute();
  }
  return [...new Set(ended.map((row) => row.orgId))];
}

/** Ends one session (sign-out, a spent refresh token presented again); answers its organisation, if it was open. */
export async function endSession(db: Db, sessionId: string): Promise<string | null> {
  return (await endSessions(db, { sessionId }))[0] ?? null;
}

/**
 * Ends every session of a user, except `except` (the one changing the password goes on);
 * answers the user's organisation when any ended.
 */
export async function endSessionsOf(
  db: Db,
  userId: string,
  except: string | null = null,
): Promise<string | null> {
  return (await endSessions(db, { userId, except }))[0] ?? null;
}

/**
 * Refuses a change of the sign-in details (e-mail address, password) unless the caller signed
 * in within the last 10 minutes (the token's `auth_time`): a stolen or forgotten session alone
 * cannot take the account over. Support staff assuming the account never may.
 */
export function requireRecentSignIn(caller: Caller, what: string, now = Date.now()): void {
  if (caller.assumedBy !== null) {
    throw forbidden(`Support staff cannot change a user's ${what} while assuming their account.`);
  }
  const authTime = caller.authTime === null ? null : caller.authTime.getTime() / 1000;
  if (!isRecentSignIn(authTime, now)) {
    throw new HttpError(
      401,
      `For your security, sign in again to change your ${what}: it needs a sign-in within the last 10 minutes.`,
      RECENT_SIGN_IN_REQUIRED_ERROR_CODE,
    );
  }
}
