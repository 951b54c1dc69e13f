import { DateTime, IANAZone } from 'luxon';

/** How many days before and after today Home's publishing items reach (platform §7, §9). */
export const POST_WINDOW_DAYS = 3;

/** Home's publishing window: the `since` and `until` of `GET {publish}/items`, ISO instants in UTC. */
export interface PostWindow {
  /** The first instant: the start of the local day {@link POST_WINDOW_DAYS} days before today. */
  readonly since: string;
  /** The last instant (inclusive, …:59.999): the end of the local day 3 days after today. */
  readonly until: string;
}

/**
 * Home's publishing window (platform §7 "Home"): since 3 days before the start of today, until
 * 3 days after the end of today, where "today" is the day `now` falls on in the person's IANA
 * time zone. The window is always 7 whole local days — it starts at a local midnight (or the
 * first instant of that day where midnight does not exist) and ends at the last millisecond of a
 * local day — so it is 168 hours long except across a daylight-saving change. `undefined` when
 * the zone is not an IANA zone or `now` is not an ISO instant.
 *
 * @example
 * postWindow('2026-03-28T12:00:00Z', 'Europe/London')
 * // { since: '2026-03-25T00:00:00.000Z', until: '2026-03-31T22:59:59.999Z' }
 */
export function postWindow(now: string, timeZone: string): PostWindow | undefined {
  if (!IANAZone.isValidZone(timeZone)) return undefined;
  const local = DateTime.fromISO(now, { setZone: true }).setZone(timeZone);
  if (!local.isValid) return undefined;
  const today = DateTime.utc(local.year, local.month, local.day);
  const since = startOfDay(today.minus({ days: POST_WINDOW_DAYS }), timeZone);
  const next = startOfDay(today.plus({ days: POST_WINDOW_DAYS + 1 }), timeZone);
  return { since: new Date(since).toISOString(), until: new Date(next - 1).toISOString() };
}

/**
 * The first instant of a calendar day in a zone, in epoch milliseconds: its midnight, or where
 * the clocks jump over midnight, the instant they jump to.
 */
function startOfDay(day: DateTime, timeZone: string): number {
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day },
    { zone: timeZone },
  ).toMillis();
}
