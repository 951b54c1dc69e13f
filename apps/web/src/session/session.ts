import { type ApiClient, ApiCallError, createApiClient } from '@smm/api-client';
import { SESSION_ENDED_ERROR_CODE } from '@smm/model';
import {
  createTokenSource,
  expiresAtFrom,
  refreshFailure,
  type RefreshFailure,
  type SessionTokens,
  type TokenSource,
} from '@smm/session';
import { clearSession, loadSession, saveSession } from './session.storage.js';

/** The signed-in session of the app: its tokens (kept in the browser) and the API client. */
export interface Session {
  readonly tokens: TokenSource;
  readonly api: ApiClient;
  /** Whether there are tokens (they may still fail to refresh). */
  signedIn(): boolean;
  /** Signs in with e-mail and password; rejects with the server's message when refused. */
  signIn(email: string, password: string): Promise<void>;
  /** Ends the session on the server (the refresh token) and here. */
  signOut(): Promise<void>;
  /** Continues as another account of the same person (the organisation switcher). */
  switchAccount(accountId: string): Promise<void>;
  /**
   * Support staff continue as another user (`POST /auth/assume/{id}`): the session's tokens
   * become the assumed ones, which end with their access token (no refresh).
   */
  assume(userId: string): Promise<void>;
  /**
   * Calls `listener` whenever the session ends without the user signing out here: a refresh
   * that fails, or the server saying it ended (signed out elsewhere, a password or e-mail
   * change). Answers the function that stops listening.
   */
  onEnded(listener: () => void): () => void;
}

/**
 * Whether an answer says the session has ended (the server's 401 with `SESSION_ENDED`): its
 * tokens are of no more use, the person signs in again.
 */
async function saysSessionEnded(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { errorCode?: unknown }).errorCode === SESSION_ENDED_ERROR_CODE
  );
}

const tokensOf = (response: { accessToken: string; refreshToken: string; expiresIn: number }) => ({
  accessToken: response.accessToken,
  refreshToken: response.refreshToken,
  expiresAt: expiresAtFrom(response.expiresIn, Date.now()),
});

/**
 * The session over `storage` (the browser's localStorage): tokens are refreshed when they expire
 * within 30 s and kept after each refresh; a failed refresh, or a call the server refuses because
 * the session ended, forgets them and tells `onEnded` and the {@link Session.onEnded} listeners.
 */
export function createSession(
  storage: Storage,
  onEnded: (failure: RefreshFailure) => void,
  options: { readonly fetch?: typeof fetch; readonly baseUrl?: string } = {},
): Session {
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const at = options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl };
  const listeners = new Set<() => void>();
  const ended = (failure: RefreshFailure) => {
    onEnded(failure);
    for (const listener of [...listeners]) listener();
  };
  // Sign-in and refresh are public paths: this client never asks for a token.
  const open = createApiClient({
    ...at,
    fetch: baseFetch,
    tokens: { accessToken: () => Promise.reject(new Error('No token for public paths')) },
  });
  const refresh = async (refreshToken: string): Promise<SessionTokens> => {
    const tokens = tokensOf(
      await open.unwrap(open.client.POST('/auth/refresh', { body: { refreshToken } })),
    );
    saveSession(storage, tokens);
    return tokens;
  };
  const where = () => globalThis.location?.hash.replace(/^#/, '') || '/home';
  const tokens = createTokenSource({
    now: Date.now,
    refresh,
    initial: loadSession(storage),
    location: where,
    onRefreshFailed: (failure) => {
      clearSession(storage);
      ended(failure);
    },
  });
  // A call refused because the session ended elsewhere ends it here too, at once.
  const watching: typeof fetch = async (input, init) => {
    const response = await baseFetch(input, init);
    if (tokens.current() !== null && (await saysSessionEnded(response))) {
      tokens.clear();
      clearSession(storage);
      ended(refreshFailure(where()));
    }
    return response;
  };
  return {
    tokens,
    api: createApiClient({ ...at, tokens, fetch: watching }),
    onEnded: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signedIn: () => tokens.current() !== null,
    signIn: async (email, password) => {
      const response = await open.unwrap(
        open.client.POST('/auth/login', { body: { email, password } }),
      );
      const next = tokensOf(response);
      saveSession(storage, next);
      tokens.set(next);
    },
    switchAccount: async (accountId) => {
      const api = createApiClient({ ...at, tokens, fetch: watching });
      const next = tokensOf(
        await api.unwrap(
          api.client.PUT('/auth/account-switch/{id}', { params: { path: { id: accountId } } }),
        ),
      );
      saveSession(storage, next);
      tokens.set(next);
    },
    assume: async (userId) => {
      const api = createApiClient({ ...at, tokens, fetch: watching });
      const next = tokensOf(
        await api.unwrap(
          api.client.POST('/auth/assume/{id}', { params: { path: { id: userId } } }),
        ),
      );
      saveSession(storage, next);
      tokens.set(next);
    },
    signOut: async () => {
      const current = tokens.current();
      tokens.clear();
      clearSession(storage);
      if (current?.refreshToken) {
        await open
          .unwrap(
            open.client.POST('/auth/logout', { body: { refreshToken: current.refreshToken } }),
          )
          .catch((error: unknown) => {
            // Already ended on the server: signed out all the same.
            if (!(error instanceof ApiCallError)) throw error;
          });
      }
    },
  };
}
