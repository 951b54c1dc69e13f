import { either as E } from 'fp-ts';
import { IANAZone } from 'luxon';

/** How far ahead a scheduled time must be, at least: one minute (docs/decisions/0068). */
export const MIN_SCHEDULE_LEAD_MS = 60_000;

/**
 * How a local date and time became an instant:
 * - `exact`: the local time exists once;
 * - `movedForward`: it does not exist (the clocks jumped over it on a spring-forward day), so
 *   the post goes out at the first valid time after the jump — the instant the clocks changed;
 * - `earlierOffset`: it happens twice (the clocks went back over it), and the earlier of the
 *   two instants, with the offset in force before the change, is taken.
 */
export type LocalTimeResolution = 'exact' | 'movedForward' | 'earlierOffset';

/** A post's scheduled time: the instant (ISO, UTC) and how the local time was read. */
export interface ScheduledInstant {
  readonly instant: string;
  readonly resolution: LocalTimeResolution;
}

/** Why a local date and time cannot be scheduled: not `YYYY-MM-DD`, not `HH:mm`, not an IANA zone. */
export type ScheduledTimeProblem = 'invalidDate' | 'invalidTime' | 'invalidZone';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A post's scheduled instant from the date and time a person picked in their IANA time zone.
 * A local time that does not exist — the hour skipped when the clocks go forward — moves
 * forward to the first valid time, the instant the clocks changed (01:30 on 29 March 2026 in
 * London becomes 02:00 BST). A local time that exists twice — the hour repeated when the clocks
 * go back — takes the earlier offset, so the earlier of the two instants (01:30 on 25 October
 * 2026 in London is 01:30 BST, 00:30 UTC). The resolution says which happened, so the composer
 * can tell the person.
 *
 * @example
 * scheduledInstant('2026-03-29', '01:30', 'Europe/London')
 * // Right({ instant: '2026-03-29T01:00:00.000Z', resolution: 'movedForward' })
 * scheduledInstant('2026-10-25', '01:30', 'Europe/London')
 * // Right({ instant: '2026-10-25T00:30:00.000Z', resolution: 'earlierOffset' })
 */
export function scheduledInstant(
  date: string,
  time: string,
  timeZone: string,
): E.Either<ScheduledTimeProblem, ScheduledInstant> {
  const d = DATE.exec(date);
  if (d === null) return E.left('invalidDate');
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const wall = Date.UTC(year, month - 1, day);
  const asDate = new Date(wall);
  if (
    asDate.getUTCFullYear() !== year ||
    asDate.getUTCMonth() !== month - 1 ||
    asDate.getUTCDate() !== day
  ) {
    return E.left('invalidDate');
  }
  const t = TIME.exec(time);
  if (t === null) return E.left('invalidTime');
  if (!IANAZone.isValidZone(timeZone)) return E.left('invalidZone');
  const zone = IANAZone.create(timeZone);
  const offsetAt = (ms: number): number => zone.offset(ms) * MINUTE;

  // The local time read as if it were UTC; an instant is it minus the zone's offset then.
  const local = wall + (Number(t[1]) * 60 + Number(t[2])) * MINUTE;
  const offsets = new Set([offsetAt(local - DAY), offsetAt(local), offsetAt(local + DAY)]);
  const instants = [...offsets]
    .map((offset) => local - offset)
    .filter((ms) => offsetAt(ms) === local - ms)
    .sort((a, b) => a - b);
  const [first] = instants;
  if (first !== undefined) {
    return E.right({
      instant: new Date(first).toISOString(),
      resolution: instants.length > 1 ? 'earlierOffset' : 'exact',
    });
  }
  // In a gap: the clocks changed between the instant the local time would be with the later
  // offset and the instant it would be with the earlier one; find that change, to the minute.
  const candidates = [...offsets].map((offset) => local - offset);
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  const target = offsetAt(after);
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (offsetAt(middle) === target) after = middle;
    else before = middle;
  }
  return E.right({ instant: new Date(after).toISOString(), resolution: 'movedForward' });
}

/** Whether a scheduled time can be taken now: `past`, `tooSoon` (under a minute ahead) or `ok`. */
export type ScheduleTiming = 'past' | 'tooSoon' | 'ok';

/**
 * Whether a scheduled instant is in the past, too soon (less than {@link MIN_SCHEDULE_LEAD_MS},
 * one minute, ahead of `now`) or fine. Exactly one minute ahead is fine; `now` itself is too
 * soon; anything before `now`, or an instant that cannot be read, is past.
 *
 * @example
 * scheduleTiming('2026-11-26T10:00:30Z', '2026-11-26T10:00:00Z') // 'tooSoon'
 * scheduleTiming('2026-11-26T10:01:00Z', '2026-11-26T10:00:00Z') // 'ok'
 */
export function scheduleTiming(instant: string, now: string): ScheduleTiming {
  const at = Date.parse(instant);
  const current = Date.parse(now);
  if (Number.isNaN(at) || Number.isNaN(current) || at < current) return 'past';
  return at - current < MIN_SCHEDULE_LEAD_MS ? 'tooSoon' : 'ok';
}
