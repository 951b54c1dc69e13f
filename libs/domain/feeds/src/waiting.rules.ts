import type { EngageItem } from '@smm/model';

type Waiting = Pick<EngageItem, 'sender' | 'engage' | 'meta'>;

/**
 * Since when a customer waits for an answer to an item (decision 0057): they wrote last and
 * nobody of ours answered since. `null` when nobody waits: our own items, items nobody can
 * answer, items whose latest answer is ours. Items stored before the server recorded it count
 * as waiting since they were created, unless ours.
 *
 * @example
 * waitingSince(makeEngageItem({ meta: { createdDate: '2026-11-20T10:00:00Z' } })) // '2026-11-20T10:00:00Z'
 * waitingSince(makeEngageItem({ sender: { name: 'Brand', visibility: 'public', isOwn: true } })) // null
 */
export function waitingSince(item: Waiting): string | null {
  if (item.sender?.isOwn || !item.engage.canRespond) return null;
  const recorded = item.engage.waitingSince;
  if (recorded !== undefined) return recorded;
  return item.meta.createdDate;
}

/**
 * Since when a customer waits once an answer is added to an item: an answer of ours ends the
 * wait; a customer's starts it (or keeps the earlier start). Answers older than the latest one
 * change nothing.
 *
 * @example
 * waitingAfterAnswer(question, ourReply) // null
 * waitingAfterAnswer(answeredQuestion, customerFollowUp) // customerFollowUp.meta.createdDate
 */
export function waitingAfterAnswer(
  parent: Waiting,
  answer: Pick<EngageItem, 'sender' | 'meta'>,
): string | null {
  const current = waitingSince(parent);
  const latest = parent.engage.latestCommentDate;
  if (latest !== undefined && Date.parse(answer.meta.createdDate) < Date.parse(latest)) {
    return current;
  }
  if (parent.sender?.isOwn || !parent.engage.canRespond || answer.sender?.isOwn) return null;
  return current ?? answer.meta.createdDate;
}

/**
 * Whether an item waits past the organisation's response-time target (decision 0057): it
 * waits, a target is set, and at least that many minutes passed by `now` (epoch ms).
 *
 * @example
 * isOverdue('2026-11-20T10:00:00Z', Date.parse('2026-11-20T11:00:00Z'), 60) // true
 * isOverdue('2026-11-20T10:00:00Z', Date.parse('2026-11-20T10:59:00Z'), 60) // false
 * isOverdue(null, Date.now(), 60) // false
 */
export function isOverdue(
  since: string | null,
  now: number,
  targetMinutes: number | null,
): boolean {
  if (since === null || targetMinutes === null) return false;
  const start = Date.parse(since);
  return !Number.isNaN(start) && now - start >= targetMinutes * 60_000;
}

/**
 * The moment before which a wait is overdue (epoch ms), for searching overdue items.
 *
 * @example
 * overdueBefore(Date.parse('2026-11-20T11:00:00Z'), 60) // Date.parse('2026-11-20T10:00:00Z')
 */
export function overdueBefore(now: number, targetMinutes: number): number {
  return now - targetMinutes * 60_000;
}
