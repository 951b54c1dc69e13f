/**
 * The replay's starting time offered at first: a day before `now`, as a `datetime-local` value
 * in the person's time zone (`2026-11-25T09:30`).
 *
 * @example
 * replaySinceDefault(new Date(2026, 10, 26, 9, 30)) // '2026-11-25T09:30'
 */
export function replaySinceDefault(now: Date): string {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${since.getFullYear()}-${pad(since.getMonth() + 1)}-${pad(since.getDate())}T${pad(since.getHours())}:${pad(since.getMinutes())}`;
}
