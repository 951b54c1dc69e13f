import type { MaintenanceNotice } from '@smm/model';

/** The browser-storage key under which a user's dismissed maintenance notices are kept. */
export function maintenanceDismissalKey(userId: string): string {
  return `smm.maintenance.dismissed.${userId}`;
}

/**
 * The maintenance notices to show now (platform §2): those not over yet and not dismissed,
 * the soonest first.
 *
 * @example
 * visibleMaintenanceNotices(notices, Date.parse('2026-12-01T12:00:00Z'), ['m1'])
 * // the notices other than m1 whose window ends after noon, by start
 */
export function visibleMaintenanceNotices(
  notices: readonly MaintenanceNotice[],
  now: number,
  dismissed: readonly string[],
): MaintenanceNotice[] {
  return notices
    .filter((notice) => Date.parse(notice.endsAt) > now && !dismissed.includes(notice.id))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/**
 * The dismissed ids after dismissing `id`, keeping only ids of notices that still exist (so the
 * stored list does not grow for ever).
 *
 * @example
 * dismissMaintenanceNotice(['old', 'm1'], 'm2', notices) // ['m1', 'm2'] when 'old' is gone
 */
export function dismissMaintenanceNotice(
  dismissed: readonly string[],
  id: string,
  notices: readonly MaintenanceNotice[],
): string[] {
  const known = new Set(notices.map((notice) => notice.id));
  return [...new Set([...dismissed, id])].filter((kept) => known.has(kept));
}
