import type {
  NotificationEntry,
  NotificationFilters,
  NotificationReadStatus,
  NotificationStatusChange,
} from '@smm/model';

/**
 * Whether an entry belongs in a list shown with these filters: its read status passes the
 * status filter (ALL passes both), its product is one of the chosen products, and with
 * relevance ME it concerns the user.
 *
 * @example
 * matchesNotificationFilters(entry, { ...DEFAULT_NOTIFICATION_FILTERS, status: 'UNREAD' })
 */
export function matchesNotificationFilters(
  entry: NotificationEntry,
  filters: NotificationFilters,
): boolean {
  return (
    (filters.status === 'ALL' || entry.unreadStatus === filters.status) &&
    filters.product.includes(entry.product) &&
    (filters.relevance === 'ALL' || entry.relevance === 'ME')
  );
}

/**
 * How the unread count moves when entries change status: -1 for each unread entry marked read,
 * +1 for each read entry marked unread; entries already in the target status do not count.
 *
 * @example
 * unreadDelta({ a: 'UNREAD', b: 'READ' }, { ids: ['a', 'b'], unreadStatus: 'READ' }) // -1
 */
export function unreadDelta(
  before: Readonly<Record<string, NotificationReadStatus>>,
  change: NotificationStatusChange,
): number {
  let delta = 0;
  for (const id of new Set(change.ids)) {
    const status = before[id];
    if (status === undefined || status === change.unreadStatus) continue;
    delta += change.unreadStatus === 'READ' ? -1 : 1;
  }
  return delta;
}

/**
 * Entries with new read statuses; entries not named keep theirs.
 *
 * @example
 * withStatuses(entries, { a: 'READ' })
 */
export function withStatuses(
  entries: readonly NotificationEntry[],
  statuses: Readonly<Record<string, NotificationReadStatus>>,
): NotificationEntry[] {
  return entries.map((entry) => {
    const status = statuses[entry.id];
    return status === undefined || status === entry.unreadStatus
      ? entry
      : { ...entry, unreadStatus: status };
  });
}

/**
 * Appends a page to the entries without duplicating an id (a notification that arrived live
 * and then on a later page is kept once, where it was).
 */
export function appendEntries(
  entries: readonly NotificationEntry[],
  page: readonly NotificationEntry[],
): NotificationEntry[] {
  const seen = new Set(entries.map((e) => e.id));
  const fresh = page.filter((e) => !seen.has(e.id) && (seen.add(e.id), true));
  return [...entries, ...fresh];
}
