/** Refresh the access token when it expires within this many ms (platform §7, §9). */
export const TOKEN_REFRESH_MARGIN_MS = 30_000;
/** Default timeout of an API call, in ms (platform §7, §9). */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Timeout of the engage and response-template clients, in ms (platform §7, §9). */
export const ENGAGE_TIMEOUT_MS = 30_000;
/** The message of a failed token refresh (platform §8). */
export const TOKEN_REFRESH_FAILED = 'Could not update token';
/** Where a user goes when their session cannot be kept (a hash route). */
export const LOGIN_PATH = '/login';

/** The API clients, which differ in their timeout. */
export type ApiClientKind = 'default' | 'engage' | 'responseTemplates';

/**
 * The timeout of a client's calls: 30000 ms for engage and response templates, else 60000 ms.
 *
 * @example
 * timeoutFor('engage') // 30000
 */
export function timeoutFor(client: ApiClientKind): number {
  return client === 'default' ? DEFAULT_TIMEOUT_MS : ENGAGE_TIMEOUT_MS;
}

/** The tokens of a session; `expiresAt` is when the access token expires (ms since epoch). */
export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAt: number;
}

/**
 * When a token issued now with `expiresIn` seconds expires, in ms since epoch.
 *
 * @example
 * expiresAtFrom(300, 1_000) // 301_000
 */
export function expiresAtFrom(expiresInSeconds: number, now: number): number {
  return now + expiresInSeconds * 1000;
}

/**
 * Whether the access token must be refreshed before a call: it expires within 30 s (or has).
 *
 * @example
 * needsRefresh({ expiresAt: now + 29_000 }, now) // true
 * needsRefresh({ expiresAt: now + 31_000 }, now) // false
 */
export function needsRefresh(
  tokens: Pick<SessionTokens, 'expiresAt'>,
  now: number,
  marginMs: number = TOKEN_REFRESH_MARGIN_MS,
): boolean {
  return tokens.expiresAt - now <= marginMs;
}

/** What the app does when a refresh fails: say so and send the user to login. */
export interface RefreshFailure {
  readonly message: typeof TOKEN_REFRESH_FAILED;
  readonly redirectTo: string;
}

/**
 * The outcome of a failed refresh (platform §7, §8): "Could not update token" and the login
 * page, remembering where the user was so that signing in again returns there.
 *
 * @example
 * refreshFailure('/engage/feeds/7') // { message: 'Could not update token', redirectTo: '/login?returnTo=%2Fengage%2Ffeeds%2F7' }
 */
export function refreshFailure(returnTo?: string): RefreshFailure {
  const back = returnTo !== undefined && returnTo !== '' && returnTo !== LOGIN_PATH;
  return {
    message: TOKEN_REFRESH_FAILED,
    redirectTo: back ? `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}` : LOGIN_PATH,
  };
}

/** What a token source needs: the clock, the refresh call and what to do when it fails. */
export interface TokenSourceOptions {
  readonly now: () => number;
  readonly refresh: (refreshToken: string) => Promise<SessionTokens>;
  readonly onRefreshFailed: (failure: RefreshFailure) => void;
  readonly initial?: SessionTokens | null;
  /** Where the user is, for the return after login. */
  readonly location?: () => string;
}

/** Hands out valid access tokens, refreshing at most once at a time. */
export interface TokenSource {
  /** A valid access token, refreshed first when it expires within 30 s. */
  accessToken(): Promise<string>;
  /** Replaces the tokens (after login or an external refresh). */
  set(tokens: SessionTokens): void;
  /** Forgets the tokens (sign-out). */
  clear(): void;
  /** The current tokens, if any. */
  current(): SessionTokens | null;
}

/**
 * A token source for the API clients (platform §7): calls ask it for a token; when the token
 * expires within 30 s it is refreshed first, once for all calls waiting at that moment. A failed
 * refresh (or no session at all) clears the tokens, reports "Could not update token" with the
 * login path once, and rejects the waiting calls with that message.
 *
 * @example
 * const tokens = createTokenSource({ now: Date.now, refresh: api.refresh, onRefreshFailed: ({ message, redirectTo }) => { toast(message); navigate(redirectTo); } });
 * const token = await tokens.accessToken();
 */
export function createTokenSource(options: TokenSourceOptions): TokenSource {
  let tokens: SessionTokens | null = options.initial ?? null;
  let inFlight: Promise<string> | null = null;
  let reported = false;

  const fail = (): never => {
    tokens = null;
    if (!reported) options.onRefreshFailed(refreshFailure(options.location?.()));
    reported = true;
    throw new Error(TOKEN_REFRESH_FAILED);
  };

  const refresh = async (refreshToken: string): Promise<string> => {
    try {
      tokens = await options.refresh(refreshToken);
    } catch {
      return fail();
    }
    return tokens.accessToken;
  };

  return {
    accessToken() {
      if (inFlight) return inFlight;
      if (tokens === null) return Promise.resolve().then(fail);
      if (!needsRefresh(tokens, options.now())) return Promise.resolve(tokens.accessToken);
      inFlight = refresh(tokens.refreshToken).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    set(next) {
      tokens = next;
      reported = false;
    },
    clear() {
      tokens = null;
    },
    current: () => tokens,
  };
}
