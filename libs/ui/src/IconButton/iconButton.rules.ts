import { badgeCount } from '../Badge/badge.rules.js';

/**
 * The accessible name of an icon button: its label, and its badge's count when there is one
 * (the visible badge itself is hidden from assistive technology).
 *
 * @example
 * iconButtonName('Notifications', 3)   // 'Notifications (3)'
 * iconButtonName('Notifications', 120) // 'Notifications (99+)'
 * iconButtonName('Notifications', 0)   // 'Notifications'
 */
export function iconButtonName(label: string, badge: number | undefined): string {
  return hasBadge(badge) ? `${label} (${badgeCount(badge)})` : label;
}

/**
 * Whether an icon button shows a badge: only for a count of at least one.
 *
 * @example
 * hasBadge(2) // true
 * hasBadge(0) // false
 */
export function hasBadge(badge: number | undefined): badge is number {
  return badge !== undefined && badge >= 1;
}
