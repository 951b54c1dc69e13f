/** The largest count a badge shows as a number; above it shows "99+". */
export const MAX_BADGE_COUNT = 99;

/**
 * The text of a count badge: the count, or `max+` above `max`. Counts below zero or not whole
 * are shown as the whole number below them, at least 0.
 *
 * @example
 * badgeCount(7)       // '7'
 * badgeCount(100)     // '99+'
 * badgeCount(12, 9)   // '9+'
 */
export function badgeCount(count: number, max: number = MAX_BADGE_COUNT): string {
  const whole = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return whole > max ? `${max}+` : String(whole);
}
