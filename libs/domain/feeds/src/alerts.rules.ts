import type { EngageItem } from '@smm/model';

/** How a person hears of a feed's new items: a notification, or an e-mail digest. */
export type FeedAlertMedium = 'push' | 'email';

/** How long new items are gathered, and how far apart two alerts of one feed are at least. */
export interface FeedAlertWindow {
  /** From the first new item waiting until its alert goes out (the items meanwhile join it). */
  readonly gatherMs: number;
  /** The least time between two alerts of the same feed to the same person by this medium. */
  readonly spacingMs: number;
}

/**
 * The windows of feed alerts (docs/decisions/0048): a notification gathers a minute of new items
 * and says how many, at most one a minute; an e-mail digest gathers a minute too and goes out at
 * most once every 15 minutes, listing what came meanwhile.
 */
export const FEED_ALERT_WINDOWS: Readonly<Record<FeedAlertMedium, FeedAlertWindow>> = {
  push: { gatherMs: 60_000, spacingMs: 60_000 },
  email: { gatherMs: 60_000, spacingMs: 15 * 60_000 },
};

/**
 * When the alert of one feed to one person by one medium is due (milliseconds since the epoch):
 * once the first new item waiting has been gathered for the window's time, and never sooner than
 * the spacing after the last alert (`null`: none yet).
 *
 * @example
 * feedAlertDueAt('push', 0, null); // 60_000
 * feedAlertDueAt('email', 600_000, 0); // 900_000: 15 minutes after the last digest
 */
export function feedAlertDueAt(
  medium: FeedAlertMedium,
  firstWaitingAt: number,
  lastSentAt: number | null,
): number {
  const { gatherMs, spacingMs } = FEED_ALERT_WINDOWS[medium];
  const gathered = firstWaitingAt + gatherMs;
  return lastSentAt === null ? gathered : Math.max(gathered, lastSentAt + spacingMs);
}

/**
 * Whether a new item alerts the feeds it falls into: what the organisation itself wrote (its own
 * replies and posts, as the network sends them back) tells nobody of anything new, and a
 * conversation tells of its messages, not of itself (its first message started it).
 *
 * @example
 * alertsOfNewItem(makeEngageItem({ sender: { name: 'Us', visibility: 'PUBLIC', isOwn: true } })); // false
 */
export function alertsOfNewItem(item: EngageItem): boolean {
  return item.sender?.isOwn !== true && item.engage.type !== 'conversation';
}
