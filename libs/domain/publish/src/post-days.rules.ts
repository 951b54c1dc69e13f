import { DateTime, IANAZone } from 'luxon';
import { POST_WINDOW_DAYS } from './post-window.rules.js';

/** One local day of Home's publishing window with its posts. */
export interface PostDay<P> {
  /** The day in the person's zone, `yyyy-mm-dd`. */
  readonly day: string;
  /** Days from today: −3 … +3. */
  readonly offset: number;
  /** Its posts, earliest first (ties keep the given order). */
  readonly posts: readonly P[];
}

/**
 * Home's posts by local day (decision 0073): the 7 days of the publishing window (today and 3
 * days either side of it, in the person's IANA zone) each with the posts whose `at` falls on it,
 * earliest first. Posts outside the window, or with an `at` that is not an instant, are left out.
 * `undefined` when the zone is not an IANA zone or `now` is not an ISO instant.
 *
 * @example
 * postDays([{ at: '2026-11-26T23:30:00Z' }], '2026-11-26T12:00:00Z', 'Europe/Berlin')
 * // 7 days from 2026-11-23 to 2026-11-29; the post is on 2026-11-27 (00:30 in Berlin), offset 1
 */
export function postDays<P extends { readonly at: string }>(
  posts: readonly P[],
  now: string,
  timeZone: string,
): PostDay<P>[] | undefined {
  if (!IANAZone.isValidZone(timeZone)) return undefined;
  const today = DateTime.fromISO(now, { setZone: true }).setZone(timeZone);
  if (!today.isValid) return undefined;
  const start = today.startOf('day');
  const days = Array.from({ length: 2 * POST_WINDOW_DAYS + 1 }, (_, index) => {
    const offset = index - POST_WINDOW_DAYS;
    return { day: start.plus({ days: offset }).toISODate() ?? '', offset, posts: [] as P[] };
  });
  const byDay = new Map(days.map((day) => [day.day, day.posts]));
  const timed = posts
    .map((post, index) => ({ post, index, at: DateTime.fromISO(post.at, { setZone: true }) }))
    .filter(({ at }) => at.isValid)
    .sort((a, b) => a.at.toMillis() - b.at.toMillis() || a.index - b.index);
  for (const { post, at } of timed) {
    byDay.get(at.setZone(timeZone).toISODate() ?? '')?.push(post);
  }
  return days;
}
