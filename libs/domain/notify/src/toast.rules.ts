import { toApiError } from '@smm/model';
import type { ToastOptions, ToastType } from '@smm/model';

/** How long a toast stays, in ms, unless its options say otherwise (platform §9). */
export const DEFAULT_TOAST_TTL_MS = 5000;
/** How long the OpenAI consent toasts stay, in ms (platform §8, §9). */
export const AI_TOAST_TTL_MS = 10000;
/** How long the error toast of a failed call stays, in ms (platform §8). */
export const API_ERROR_TOAST_TTL_MS = 5000;
/** A time to live that keeps the toast until the user dismisses it (platform §4). */
export const KEEP_UNTIL_DISMISSED = -1;
/** How many toasts are shown at once; a new one pushes out the oldest. */
export const DEFAULT_MAX_VISIBLE_TOASTS = 5;

/** The types a shown toast can have: `danger` is shown as `error`, `clear` is never shown. */
export type ShownToastType = 'success' | 'info' | 'error' | 'warning';

/** A request to show a toast (or, with type `clear`, to remove every toast). */
export interface ToastRequest {
  readonly type: ToastType;
  readonly message: string;
  readonly options?: ToastOptions;
}

/** A toast as the container shows it. */
export interface ShownToast {
  /** Unique within one queue; also the id of its auto-hide timer. */
  readonly id: string;
  readonly type: ShownToastType;
  readonly message: string;
  /** Milliseconds until it hides itself; -1 keeps it until dismissed. */
  readonly ttl: number;
}

/**
 * The type a toast is shown with: `danger` is the older name of `error`.
 *
 * @example
 * shownType('danger') // 'error'
 */
export function shownType(type: Exclude<ToastType, 'clear'>): ShownToastType {
  return type === 'danger' ? 'error' : type;
}

/**
 * The time to live of a toast: its `ttl` option, -1 when `autoDismiss` is false, else 5000 ms.
 * Auto-dismiss is on unless the ttl is -1 (platform §4); a ttl below -1 or not finite is
 * treated as the default.
 *
 * @example
 * toastTtl({ autoDismiss: false }) // -1
 * toastTtl({ ttl: 10000 })         // 10000
 * toastTtl(undefined)              // 5000
 */
export function toastTtl(options: ToastOptions | undefined): number {
  if (options?.autoDismiss === false) return KEEP_UNTIL_DISMISSED;
  const ttl = options?.ttl;
  if (ttl === KEEP_UNTIL_DISMISSED) return KEEP_UNTIL_DISMISSED;
  return ttl !== undefined && Number.isFinite(ttl) && ttl >= 0 ? ttl : DEFAULT_TOAST_TTL_MS;
}

/**
 * Whether a request shows anything: empty (or blank) messages are dropped, except `clear`
 * (platform §4).
 *
 * @example
 * isShowable({ type: 'info', message: '  ' }) // false
 * isShowable({ type: 'clear', message: '' })  // true
 */
export function isShowable(request: ToastRequest): boolean {
  return request.type === 'clear' || request.message.trim().length > 0;
}

/**
 * The error toast for a failed call: the error's message (default "Request failed") for 5 s
 * (platform §8, engage §8). Accepts anything a call can fail with.
 *
 * @example
 * apiErrorToast({ status: 404, message: 'Feed not found' })
 * // { type: 'error', message: 'Feed not found', options: { ttl: 5000 } }
 */
export function apiErrorToast(error: unknown): ToastRequest {
  return {
    type: 'error',
    message: toApiError(error).message,
    options: { ttl: API_ERROR_TOAST_TTL_MS },
  };
}

/**
 * A toast about the organisation's OpenAI consent, which stays 10 s (platform §8): success for
 * "OpenAI have been updated", error for "Something went wrong. Failed to update OpenAI consent"
 * (pass the translated text).
 *
 * @example
 * aiConsentToast('success', t(messages.aiConsentUpdated))
 */
export function aiConsentToast(type: 'success' | 'error', message: string): ToastRequest {
  return { type, message, options: { ttl: AI_TOAST_TTL_MS } };
}
