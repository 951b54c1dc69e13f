import { type ApiClient, ApiCallError, createApiClient } from '@smm/api-client';
import {
  createTokenSource,
  expiresAtFrom,
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
}

const tokensOf = (response: { accessToken: string; refreshToken: string; expiresIn: number }) => ({
  accessToken: response.accessToken,
  refreshToken: response.refreshToken,
  expiresAt: expiresAtFrom(response.expiresIn, Date.now()),
});

/**
 * The session over `storage` (the browser's localStorage): tokens are refreshed when they expire
 * within 30 s and kept after each refresh; a failed refresh forgets them and tells `onEnded`.
 */
export function createSession(
  storage: Storage,
  onEnded: (failure: RefreshFailure) => void,
): Session {
  // Sign-in and refresh are public paths: this client never asks for a token.
  const open = createApiClient({
    tokens: { accessToken: () => Promise.reject(new Error('No token for public paths')) },
  });
  const refresh = async (refreshToken: string): Promise<SessionTokens> => {
    const tokens = tokensOf(
      await open.unwrap(open.client.POST('/auth/refresh', { body: { refreshToken } })),
    );
    saveSession(storage, tokens);
    return tokens;
  };
  const tokens = createTokenSource({
    now: Date.now,
    refresh,
    initial: loadSession(storage),
    location: () => window.location.hash.replace(/^#/, '') || '/home',
    onRefreshFailed: (failure) => {
      clearSession(storage);
      onEnded(failure);
    },
  });
  return {
    tokens,
    api: createApiClient({ tokens }),
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
      const api = createApiClient({ tokens });
      const next = tokensOf(
        await api.unwrap(
          api.client.PUT('/auth/account-switch/{id}', { params: { path: { id: accountId } } }),
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
