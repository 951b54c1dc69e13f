import type { Locale } from '@smm/model';
import { dateLocale, type DateInput } from './date.format.js';

/** One time zone to choose: its IANA id and how it reads ("Berlin (UTC+01:00)"). */
export interface TimeZoneChoice {
  readonly id: string;
  readonly label: string;
}

/** The zones of one region (the IANA id's first part: Europe, America, …; `null`: UTC and the like). */
export interface TimeZoneGroup {
  readonly region: string | null;
  readonly zones: readonly TimeZoneChoice[];
}

/**
 * A zone's offset from UTC at a moment, as `UTC+01:00` (`UTC` for none); `''` for a zone
 * the platform does not know.
 *
 * @example
 * zoneOffset('Asia/Kolkata', '2026-11-26T12:00:00Z') // 'UTC+05:30'
 */
export function zoneOffset(zone: string, at: DateInput): string {
  try {
    const part = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(at))
      .find((p) => p.type === 'timeZoneName')?.value;
    return part === undefined ? '' : part.replace(/^GMT/, 'UTC').replace(/[+-]00:00$/, '');
  } catch {
    return '';
  }
}

/**
 * The IANA zones to choose from (the platform's `Intl.supportedValuesOf('timeZone')`) grouped by
 * region in the regions' alphabetical order, zones without a region last; each labelled with its
 * place (underscores as spaces, the last part first: "Indiana / Knox" reads "Knox, Indiana") and
 * its offset at `at`.
 *
 * @example
 * timeZoneGroups(['Europe/Berlin', 'UTC'], '2026-11-26T12:00:00Z')
 * // [{ region: 'Europe', zones: [{ id: 'Europe/Berlin', label: 'Berlin (UTC+01:00)' }] },
 * //  { region: null, zones: [{ id: 'UTC', label: 'UTC' }] }]
 */
export function timeZoneGroups(zones: readonly string[], at: DateInput): TimeZoneGroup[] {
  const groups = new Map<string | null, TimeZoneChoice[]>();
  for (const id of [...new Set(zones)].sort()) {
    const parts = id.split('/');
    const region = parts.length > 1 && parts[0] !== 'Etc' ? (parts[0] ?? null) : null;
    const place = (region === null ? parts : parts.slice(1))
      .map((part) => part.replace(/_/g, ' '))
      .reverse()
      .join(', ');
    const offset = zoneOffset(id, at);
    const label = offset === '' || offset === place ? place : `${place} (${offset})`;
    const list = groups.get(region) ?? [];
    list.push({ id, label });
    groups.set(region, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([region, list]) => ({ region, zones: list }));
}

const units = new Map<string, Intl.NumberFormat>();

function unit(value: number, name: 'second' | 'minute' | 'hour' | 'day', locale: Locale): string {
  const key = `${locale}|${name}`;
  let formatter = units.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(dateLocale(locale), {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
    });
    units.set(key, formatter);
  }
  return formatter.format(value);
}

/**
 * A length of time in the locale's short units, to the two largest that matter: seconds under a
 * minute, minutes under an hour, hours and minutes under a day, else days and hours (a zero
 * second part is left out).
 *
 * @example
 * formatDuration(45, 'en') // '45 secs'
 * formatDuration(3900, 'en') // '1 hr 5 mins'
 * formatDuration(3900, 'de') // '1 Std. 5 Min.'
 */
export function formatDuration(seconds: number, locale: Locale): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return unit(s, 'second', locale);
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return unit(minutes, 'minute', locale);
  const hours = Math.floor(minutes / 60);
  const pair = (big: string, small: number, name: 'minute' | 'hour') =>
    small === 0 ? big : `${big} ${unit(small, name, locale)}`;
  if (hours < 24) return pair(unit(hours, 'hour', locale), minutes % 60, 'minute');
  return pair(unit(Math.floor(hours / 24), 'day', locale), hours % 24, 'hour');
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of day of a moment in a zone, 24-hour (`14:05`); `''` for an invalid moment. An
 * unknown zone reads as the browser's.
 *
 * @example
 * formatClock('2026-11-26T13:05:00Z', 'en', 'Europe/Berlin') // '14:05'
 */
export function formatClock(value: DateInput, locale: Locale, zone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const make = (timeZone: string | undefined) => {
    const key = `${locale}|${timeZone ?? ''}`;
    let formatter = clocks.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(dateLocale(locale), {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        ...(timeZone === undefined ? {} : { timeZone }),
      });
      clocks.set(key, formatter);
    }
    return formatter;
  };
  try {
    return make(zone).format(date);
  } catch {
    return make(undefined).format(date);
  }
}

/**
 * A calendar day (`yyyy-mm-dd`) as a heading: weekday, day and month in the locale's words
 * ("Thu 26 Nov", "Do., 26. Nov."); `''` for what is not a day.
 *
 * @example
 * formatDay('2026-11-26', 'en') // 'Thu 26 Nov'
 */
export function formatDay(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(dateLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: locale === 'ja' ? 'numeric' : 'short',
    timeZone: 'UTC',
  }).format(date);
}
