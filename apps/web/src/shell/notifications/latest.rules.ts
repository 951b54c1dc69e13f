import type {
  NotificationEntry,
  NotificationReadStatus,
  NotificationStatusChange,
} from '@smm/model';

/**
 * The notices among the newest that were not known before, oldest first (the order they are
 * added to the centre in). Before the first read (`known` null) none is new.
 *
 * @example
 * freshNotices(new Set(['1']), [n2, n1]) // [n2]
 */
export function freshNotices(
  known: ReadonlySet<string> | null,
  latest: readonly NotificationEntry[],
): NotificationEntry[] {
  if (known === null) return [];
  return latest.filter((entry) => !known.has(entry.id)).reverse();
}

/**
 * The statuses of the newest notices that differ from what the centre shows, grouped by status,
 * leaving out notices with a change of this tab still on its way (changed in another tab).
 *
 * @example
 * changedElsewhere([{ ...n1, unreadStatus: 'READ' }], [n1], []) // [{ ids: ['1'], unreadStatus: 'READ' }]
 */
export function changedElsewhere(
  latest: readonly NotificationEntry[],
  shown: readonly NotificationEntry[],
  pending: readonly NotificationStatusChange[],
): NotificationStatusChange[] {
  const now = new Map(shown.map((entry) => [entry.id, entry.unreadStatus]));
  const changes = new Map<NotificationReadStatus, string[]>();
  for (const entry of latest) {
    const status = now.get(entry.id);
    if (status === undefined || status === entry.unreadStatus) continue;
    if (pending.some((change) => change.ids.includes(entry.id))) continue;
    changes.set(entry.unreadStatus, [...(changes.get(entry.unreadStatus) ?? []), entry.id]);
  }
  return [...changes].map(([unreadStatus, ids]) => ({ ids, unreadStatus }));
}

/**
 * When the news says nothing is unread (all marked read in another tab): the ids this tab shows
 * unread, but for those it is changing itself.
 *
 * @example
 * unreadShown([n1, n2Read], []) // ['1']
 */
export function unreadShown(
  shown: readonly NotificationEntry[],
  pending: readonly NotificationStatusChange[],
): string[] {
  return shown
    .filter((entry) => entry.unreadStatus === 'UNREAD')
    .map((entry) => entry.id)
    .filter((id) => !pending.some((change) => change.ids.includes(id)));
}
