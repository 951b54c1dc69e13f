import type { ReplyQuota } from '@smm/model';

/** A window this long or longer is a daily quota ("‹n› replies left today"). */
export const DAILY_WINDOW_SECONDS = 24 * 60 * 60;
/** A window this long or longer is a quota worth showing at all times; shorter ones are a throttle. */
export const SHOWN_WINDOW_SECONDS = 15 * 60;
/** Under this share of the limit left, any quota is shown. */
export const LOW_QUOTA_SHARE = 0.2;

/** What the composer tells of a channel's reply quota. */
export type QuotaLine =
  | { readonly kind: 'day'; readonly remaining: number; readonly limit: number }
  | {
      readonly kind: 'window';
      readonly remaining: number;
      readonly limit: number;
      readonly minutes: number;
    }
  | { readonly kind: 'exhausted'; readonly resetsAt: string | null };

/**
 * The reply quota line of a channel, or `null` where the network does not limit replies in a way
 * worth telling (docs/decisions/0059): a daily quota reads "‹n› replies left today"; a window of
 * 15 minutes or more (X) "‹n› of ‹limit› replies left, every ‹m› minutes"; a shorter throttle is
 * shown only once under a fifth of it is left; nothing left reads when more are accepted.
 *
 * @example
 * replyQuotaLine({ limit: 50, used: 3, remaining: 47, windowSeconds: 900, … }) // { kind: 'window', remaining: 47, limit: 50, minutes: 15 }
 * replyQuotaLine({ limit: 60, used: 1, remaining: 59, windowSeconds: 60, … }) // null
 */
export function replyQuotaLine(quota: ReplyQuota | undefined): QuotaLine | null {
  if (quota === undefined || quota.limit <= 0) return null;
  if (quota.remaining <= 0) return { kind: 'exhausted', resetsAt: quota.resetsAt };
  const low = quota.remaining < quota.limit * LOW_QUOTA_SHARE;
  if (quota.windowSeconds < SHOWN_WINDOW_SECONDS && !low) return null;
  if (quota.windowSeconds >= DAILY_WINDOW_SECONDS) {
    return { kind: 'day', remaining: quota.remaining, limit: quota.limit };
  }
  return {
    kind: 'window',
    remaining: quota.remaining,
    limit: quota.limit,
    minutes: Math.max(1, Math.round(quota.windowSeconds / 60)),
  };
}
