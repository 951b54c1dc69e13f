import { DateTime, IANAZone } from 'luxon';
import type { AutoReply, Weekday } from '@smm/model';

const WEEKDAYS: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

const minutes = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * Whether an auto-reply applies at a moment (engage §3): a moment inside one of its weekday
 * windows, read in the auto-reply's time zone (else `timeZone`, else UTC). A window is
 * `from` inclusive to `to` exclusive; `to` before `from` runs past midnight into the next day;
 * `to` of 23:59 includes that last minute. An auto-reply without a schedule always applies.
 *
 * @example
 * isWithinSchedule({ kind: 'AWAY_MESSAGE', message: 'Back Monday', timezone: 'Europe/Berlin',
 *   schedule: [{ day: 'SATURDAY', from: '00:00', to: '23:59' }] }, '2026-11-21T10:00:00Z') // true
 */
export function isWithinSchedule(
  autoReply: AutoReply,
  dateTime: string,
  timeZone = 'UTC',
): boolean {
  const schedule = autoReply.schedule;
  if (schedule === undefined || schedule.length === 0) return true;
  const local = DateTime.fromISO(dateTime, { setZone: true }).setZone(
    autoReply.timezone ?? timeZone,
  );
  if (!local.isValid) return false;
  const day = WEEKDAYS[local.weekday - 1];
  const previousDay = WEEKDAYS[(local.weekday + 5) % 7];
  const now = local.hour * 60 + local.minute;
  return schedule.some((window) => {
    const from = minutes(window.from);
    const to = window.to === '23:59' ? 24 * 60 : minutes(window.to);
    if (from <= to) return window.day === day && now >= from && now < to;
    // Past midnight: the evening of its day, or the early hours of the next.
    return (window.day === day && now >= from) || (window.day === previousDay && now < to);
  });
}

/**
 * Whether `zone` is an IANA time zone opening hours can be read in.
 *
 * @example
 * isTimeZone('Europe/Berlin') // true
 * isTimeZone('Mars/Olympus') // false
 */
export function isTimeZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}
