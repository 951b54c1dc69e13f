import { DEFAULT_CACHE_TTL_MS, LONG_CACHE_TTL_MS, createExpiringCache } from '@smm/async';
import { toApiError, type ApiError } from '@smm/model';
import { timeoutFor, type ApiClientKind, type TokenSource } from '@smm/session';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

/**
 * Paths that need no token: the issuer's own, following an e-mail change's confirmation link,
 * an invitation's or a reset's link, and asking for a reset link.
 */
const PUBLIC_PATHS =
  /^(\/auth\/(login|refresh|logout|\.well-known\/jwks\.json)|\/smm\/accounts\/(confirm-email|accept-invitation|password-reset|reset-password))$/;

/** GET paths whose answers are kept 60 s instead of 30 s (platform §7, §9). */
const LONG_CACHED = [
  /^\/api\/2\/orgs\/[^/]+\/user-names$/,
  /^\/api\/2\/channels\/[^/]+\/assignables$/,
];

/** A failed call, thrown by {@link ApiClient.unwrap}: the API error shape plus the Error. */
export class ApiCallError extends Error implements ApiError {
  readonly status: number;
  readonly errorCode?: string;
  readonly networkCode?: number;
  readonly networkSubcode?: number;
  override readonly cause?: unknown;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
    this.status = error.status;
    if (error.errorCode !== undefined) this.errorCode = error.errorCode;
    if (error.networkCode !== undefined) this.networkCode = error.networkCode;
    if (error.networkSubcode !== undefined) this.networkSubcode = error.networkSubcode;
    if (error.cause !== undefined) this.cause = error.cause;
  }
}

/** What the client needs. */
export interface ApiClientOptions {
  /** The API's origin; default the page's own (relative URLs). */
  readonly baseUrl?: string;
  /** Hands out valid access tokens, refreshing when they expire within 30 s. */
  readonly tokens: Pick<TokenSource, 'accessToken'>;
  /** Which client: engage and response templates time out after 30 s, others after 60 s. */
  readonly kind?: ApiClientKind;
  readonly fetch?: typeof fetch;
  /** The clock of the cache. */
  readonly now?: () => number;
}

/** The typed client and its helpers. */
export interface ApiClient {
  /** openapi-fetch over the generated paths: `client.GET('/api/2/users/me')`. */
  readonly client: Client<paths>;
  /**
   * The data of a call, or throws an {@link ApiCallError} (status default 500, message default
   * "Request failed", errorCode, cause).
   */
  unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T>;
  /**
   * A GET through the expiring cache: 30 s, or 60 s for organisation user names and legacy
   * assignable channels; concurrent calls for the same URL share one request.
   */
  cachedGet<T>(url: string): Promise<T>;
  /** Forgets every cached answer (after a change the cached lists may not show). */
  invalidate(): void;
}

const timedOut = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Creates the API client of the web app: every call to a non-public path carries a bearer
 * token from `tokens` (refreshed first when it expires within 30 s; a failed refresh is the
 * token source's "Could not update token" and the login page), times out after 60 s (30 s for
 * engage and response templates), and fails with the API error shape.
 *
 * @example
 * const api = createApiClient({ tokens });
 * const me = await api.unwrap(api.client.GET('/api/2/users/me'));
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = timeoutFor(options.kind ?? 'default');
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const fetchWithTimeout = async (input: Request): Promise<Response> => {
    try {
      return await baseFetch(
        new Request(input, {
          signal: AbortSignal.any([input.signal, AbortSignal.timeout(timeoutMs)]),
        }),
      );
    } catch (error) {
      if (timedOut(error)) {
        throw new ApiCallError({
          status: 504,
          message: `The request took longer than ${timeoutMs / 1000} s.`,
          cause: error,
        });
      }
      throw new ApiCallError({ ...toApiError(error), status: 503, cause: error });
    }
  };
  const client = createClient<paths>({
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    fetch: fetchWithTimeout,
  });
  const bearer: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (PUBLIC_PATHS.test(schemaPath)) return request;
      request.headers.set('authorization', `Bearer ${await options.tokens.accessToken()}`);
      return request;
    },
  };
  client.use(bearer);

  const unwrap: ApiClient['unwrap'] = async (call) => {
    const { data, error, response } = await call;
    if (error !== undefined || !response.ok) {
      throw new ApiCallError(toApiError({ status: response.status, body: error ?? undefined }));
    }
    return data as never;
  };

  const now = options.now ?? (() => Date.now());
  const cache = createExpiringCache<unknown>({ now, ttlMs: DEFAULT_CACHE_TTL_MS });
  const inFlight = new Map<string, Promise<unknown>>();
  const cachedGet: ApiClient['cachedGet'] = async <T>(url: string): Promise<T> => {
    const hit = cache.get(url);
    if (hit !== undefined) return hit as T;
    const pending = inFlight.get(url);
    if (pending) return pending as Promise<T>;
    const path = url.split('?')[0] ?? url;
    const request = unwrap(
      client.request('get', url as never, {} as never) as Promise<{
        data?: unknown;
        error?: unknown;
        response: Response;
      }>,
    )
      .then((value) => {
        cache.set(
          url,
          value,
          LONG_CACHED.some((re) => re.test(path)) ? LONG_CACHE_TTL_MS : DEFAULT_CACHE_TTL_MS,
        );
        return value;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, request);
    return request as Promise<T>;
  };

  return {
    client,
    unwrap,
    cachedGet,
    invalidate: () => cache.clear(),
  };
}
