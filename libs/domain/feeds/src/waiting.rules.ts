import { type EngageItem, sameId } from '@smm/model';

/** An item as the waiting rules read it: with its kept latest answer, when it has one. */
type Waiting = Pick<EngageItem, 'sender' | 'engage' | 'meta' | 'channelId'> & {
  readonly latestComment?: EngageItem | null | undefined;
};

/**
 * Whether our answer is the latest of the item's thread (as the row's "answered" mark reads it):
 * the kept latest answer is ours and the network did not refuse it; for items stored without
 * it, the latest commentor is the channel.
 */
function answeredByUs(item: Waiting): boolean {
  if (item.engage.latestCommentDate === undefined) return false;
  const latest = item.latestComment;
  if (latest) {
    if (latest.sender?.isOwn !== true) return false;
    const delivery = latest.meta.delivery;
    return delivery !== 'MESSAGE_FAILED' && delivery !== 'DELIVERY_FAILED';
  }
  const commentor = item.engage.latestCommentorId;
  return commentor !== undefined && sameId(commentor, item.channelId);
}

/**
 * Since when a customer waits for an answer to an item (decision 0057): they wrote last and
 * nobody of ours answered since. `null` when nobody waits: our own items, items nobody can
 * answer, items whose latest answer is ours (unless the network refused it). The start is the
 * one the server recorded (`engage.waitingSince`), else when the item was created.
 *
 * @example
 * waitingSince(makeEngageItem({ meta: { createdDate: '2026-11-20T10:00:00Z' } })) // '2026-11-20T10:00:00Z'
 * waitingSince(makeEngageItem({ sender: { name: 'Brand', visibility: 'PUBLIC', isOwn: true } })) // null
 */
export function waitingSince(item: Waiting): string | null {
  if (item.sender?.isOwn || !item.engage.canRespond) return null;
  if (answeredByUs(item)) return null;
  return item.engage.waitingSince ?? item.meta.createdDate;
}

/**
 * The start of the customer's wait to record when an answer is added to an item: a customer's
 * answer after ours starts a new wait; one while they already wait keeps the earlier start; our
 * answer keeps it too (the item reads as answered while our answer stands, and waits again from
 * the same start if the network refuses it). Answers older than the latest change nothing.
 *
 * @example
 * waitingAfterAnswer(answeredQuestion, customerFollowUp) // customerFollowUp.meta.createdDate
 * waitingAfterAnswer(question, customerFollowUp) // question.meta.createdDate
 */
export function waitingAfterAnswer(
  parent: Waiting,
  answer: Pick<EngageItem, 'sender' | 'meta'>,
): string | null {
  const recorded = parent.engage.waitingSince ?? null;
  const latest = parent.engage.latestCommentDate;
  if (latest !== undefined && Date.parse(answer.meta.createdDate) < Date.parse(latest)) {
    return recorded;
  }
  if (parent.sender?.isOwn || !parent.engage.canRespond) return null;
  const start = recorded ?? parent.meta.createdDate;
  if (answer.sender?.isOwn) return start;
  return answeredByUs(parent) ? answer.meta.createdDate : start;
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
