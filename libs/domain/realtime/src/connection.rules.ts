/**
 * The realtime connection's constants and policy (engage §8, §9): reconnect timing, the ping
 * timeout, the debounces, and the spec's error texts.
 */

/** The first (and, with factor 1, every) wait before a reconnect (engage §9). */
export const RECONNECT_MIN_DELAY_MS = 2000;
/** How much each further wait grows (engage §9: 1, so the wait stays 2000 ms). */
export const RECONNECT_FACTOR = 1;
/** How many reconnects in a row are tried before the connection gives up (engage §9). */
export const RECONNECT_RETRIES = 340;
/** The longest wait before a reconnect: unlimited (engage §9). */
export const RECONNECT_MAX_DELAY_MS = Number.POSITIVE_INFINITY;
/** Nothing received for this long and the connection counts as dead (engage §9). */
export const PING_TIMEOUT_MS = 60_000;
/** Own presence changes wait this long for more before they are sent (engage §4, §9). */
export const PRESENCE_DEBOUNCE_MS = 2000;
/** Percolated feed updates are collected for this long, then emitted at once (engage §4, §9). */
export const PERCOLATION_DEBOUNCE_MS = 1000;

/** When the token request fails (engage §8). */
export const TOKEN_FAILED = 'Could not obtain buzzard token';
/** A connect request while realtime is disabled rejects with this (engage §8). */
export const NOT_ENABLED = 'not enabled';
/** A connect request without a data callback raises this (engage §8). */
export const DATA_CALLBACK_MISSING = 'Buzzard data callback missing!';
/** When every reconnect of the policy has failed (our text; the spec gives none). */
export const RECONNECT_GAVE_UP = 'Could not reconnect to buzzard';
/** A connect request whose connection was closed before it opened (our text). */
export const DISCONNECTED = 'disconnected';

/** How the connection retries after it is lost. */
export interface ReconnectPolicy {
  /** The first wait, in ms. */
  readonly minDelayMs: number;
  /** Each further wait is the previous one times this. */
  readonly factor: number;
  /** How many reconnects in a row are tried before giving up. */
  readonly retries: number;
  /** The longest wait, in ms (`Infinity` for none). */
  readonly maxDelayMs: number;
}

/** The spec's policy: 2000 ms, factor 1, 340 retries, no maximum (engage §9). */
export const RECONNECT_POLICY: ReconnectPolicy = {
  minDelayMs: RECONNECT_MIN_DELAY_MS,
  factor: RECONNECT_FACTOR,
  retries: RECONNECT_RETRIES,
  maxDelayMs: RECONNECT_MAX_DELAY_MS,
};

/**
 * The wait before reconnect number `attempt` (1 for the first after a loss).
 *
 * @example
 * reconnectDelay(1); // 2000
 * reconnectDelay(340); // 2000 (factor 1)
 * reconnectDelay(3, { ...RECONNECT_POLICY, factor: 2, maxDelayMs: 5000 }); // 5000
 */
export function reconnectDelay(
  attempt: number,
  policy: ReconnectPolicy = RECONNECT_POLICY,
): number {
  const wait = policy.minDelayMs * policy.factor ** Math.max(0, attempt - 1);
  return Math.min(wait, policy.maxDelayMs);
}

/**
 * Whether reconnect number `attempt` may still be tried.
 *
 * @example
 * canRetry(340); // true
 * canRetry(341); // false
 */
export function canRetry(attempt: number, policy: ReconnectPolicy = RECONNECT_POLICY): boolean {
  return attempt <= policy.retries;
}

/**
 * The URL of the realtime channel: `{base}/buzzard?token=…` (engage §7).
 *
 * @example
 * realtimeUrl('wss://app.example.com/', 'a b'); // 'wss://app.example.com/buzzard?token=a%20b'
 */
export function realtimeUrl(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/buzzard?token=${encodeURIComponent(token)}`;
}
