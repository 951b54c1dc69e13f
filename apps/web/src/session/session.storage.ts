import type { SessionTokens } from '@smm/session';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';

/** Where the session is kept between visits (this browser, this origin). */
export const SESSION_KEY = 'smm.session';

const StoredSession = t.type(
  { accessToken: t.string, refreshToken: t.string, expiresAt: t.number },
  'StoredSession',
);

/** The session kept in `storage`, or null when there is none or it is not readable. */
export function loadSession(storage: Pick<Storage, 'getItem'>): SessionTokens | null {
  const text = storage.getItem(SESSION_KEY);
  if (text === null) return null;
  try {
    const decoded = StoredSession.decode(JSON.parse(text));
    return E.isRight(decoded) ? decoded.right : null;
  } catch {
    return null;
  }
}

/** Keeps the session (after sign-in and every refresh). */
export function saveSession(storage: Pick<Storage, 'setItem'>, tokens: SessionTokens): void {
  storage.setItem(SESSION_KEY, JSON.stringify(tokens));
}

/** Forgets the session (sign-out, or a refresh that failed). */
export function clearSession(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(SESSION_KEY);
}
