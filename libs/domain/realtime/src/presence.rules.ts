import { ANONYMOUS_PRESENCE_LABEL, normaliseId } from '@smm/model';
import type { PercolatedMessage, PresenceMessage } from './frames.js';

/** What one user is viewing and editing; null when nothing. */
export interface UserPresence {
  readonly viewingId: string | null;
  readonly editingId: string | null;
}

/** The presence of the other users in the room, by user id; users with nothing are absent. */
export type PresenceMap = Readonly<Record<string, UserPresence>>;

/** Viewing and editing nothing. */
export const NO_PRESENCE: UserPresence = { viewingId: null, editingId: null };

/** Item ids newly matching each saved feed, by feed id, in arrival order. */
export type Percolation = Readonly<Record<string, readonly string[]>>;

const isEmpty = (presence: UserPresence) =>
  presence.viewingId === null && presence.editingId === null;

/**
 * The map after a presence message from `userId`; a user viewing and editing nothing leaves it.
 * The same map (by reference) when nothing changed.
 *
 * @example
 * applyPresence({}, 'u1', { type: 'viewing', userId: 'u1', itemId: 'i1' });
 * // { u1: { viewingId: 'i1', editingId: null } }
 */
export function applyPresence(
  presences: PresenceMap,
  userId: string,
  message: PresenceMessage,
): PresenceMap {
  const before = presences[userId] ?? NO_PRESENCE;
  const after: UserPresence =
    message.type === 'viewing'
      ? { ...before, viewingId: message.itemId }
      : { ...before, editingId: message.itemId };
  if (after.viewingId === before.viewingId && after.editingId === before.editingId) {
    return presences;
  }
  if (isEmpty(after)) return withoutPresence(presences, userId);
  return { ...presences, [userId]: after };
}

/**
 * The map without `userId` (they left the room). The same map when they were not in it.
 *
 * @example
 * withoutPresence({ u1: { viewingId: 'i1', editingId: null } }, 'u1'); // {}
 */
export function withoutPresence(presences: PresenceMap, userId: string): PresenceMap {
  if (!(userId in presences)) return presences;
  const rest = { ...presences };
  delete rest[userId];
  return rest;
}

/**
 * The presence messages that bring what the room last heard (`sent`) up to `own`: one per
 * field that changed, so a burst of changes is sent as at most two messages with the latest
 * values (engage §4, "batched").
 *
 * @example
 * presenceUpdates('me', { viewingId: 'i2', editingId: null }, { viewingId: 'i1', editingId: null });
 * // [{ type: 'viewing', userId: 'me', itemId: 'i2' }]
 */
export function presenceUpdates(
  userId: string,
  own: UserPresence,
  sent: UserPresence,
): PresenceMessage[] {
  const updates: PresenceMessage[] = [];
  if (own.viewingId !== sent.viewingId) {
    updates.push({ type: 'viewing', userId, itemId: own.viewingId });
  }
  if (own.editingId !== sent.editingId) {
    updates.push({ type: 'editing', userId, itemId: own.editingId });
  }
  return updates;
}

/** Names of the users the viewer knows, by id (a `Map` or a record). */
export type KnownUsers = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

function nameOf(users: KnownUsers, userId: string): string | undefined {
  const wanted = normaliseId(userId);
  const entries = users instanceof Map ? users.entries() : Object.entries(users);
  for (const [id, name] of entries) {
    if (normaliseId(id) === wanted) return name;
  }
  return undefined;
}

/**
 * How a present user is shown: their name when the viewer knows them, else "Someone else from
 * another team" (users of other teams are not among the viewer's colleagues). Ids match with or
 * without dashes.
 *
 * @example
 * presenceLabel('u1', { u1: 'Ada Lovelace' }); // 'Ada Lovelace'
 * presenceLabel('u9', { u1: 'Ada Lovelace' }); // 'Someone else from another team'
 */
export function presenceLabel(userId: string, users: KnownUsers): string {
  return nameOf(users, userId) ?? ANONYMOUS_PRESENCE_LABEL;
}

/** A user present on an item, as shown. */
export interface PresentUser {
  readonly userId: string;
  readonly label: string;
  readonly viewing: boolean;
  readonly editing: boolean;
}

/**
 * The users viewing or editing `itemId`, labelled, editors first, then by label.
 *
 * @example
 * presentOn({ u1: { viewingId: 'i1', editingId: 'i1' }, u2: { viewingId: 'i2', editingId: null } }, 'i1', { u1: 'Ada' });
 * // [{ userId: 'u1', label: 'Ada', viewing: true, editing: true }]
 */
export function presentOn(
  presences: PresenceMap,
  itemId: string,
  users: KnownUsers,
): PresentUser[] {
  return Object.entries(presences)
    .map(([userId, presence]) => ({
      userId,
      label: presenceLabel(userId, users),
      viewing: presence.viewingId === itemId,
      editing: presence.editingId === itemId,
    }))
    .filter((user) => user.viewing || user.editing)
    .sort((a, b) => Number(b.editing) - Number(a.editing) || a.label.localeCompare(b.label));
}

/**
 * Who is on each item that someone is viewing or editing, as {@link presentOn} lists them; an
 * item nobody is on is not in the map. A list of many items builds it once per change of the
 * presences, instead of asking {@link presentOn} for every row.
 *
 * @example
 * presenceByItem({ u1: { viewingId: 'i1', editingId: null } }, { u1: 'Ada' });
 * // Map { 'i1' => [{ userId: 'u1', label: 'Ada', viewing: true, editing: false }] }
 */
export function presenceByItem(
  presences: PresenceMap,
  users: KnownUsers,
): Map<string, PresentUser[]> {
  const itemIds = new Set<string>();
  for (const presence of Object.values(presences)) {
    if (presence.viewingId !== null) itemIds.add(presence.viewingId);
    if (presence.editingId !== null) itemIds.add(presence.editingId);
  }
  return new Map([...itemIds].map((itemId) => [itemId, presentOn(presences, itemId, users)]));
}

/**
 * The collected percolation with one more message: its item is added to each of its feeds once.
 *
 * @example
 * addPercolated({ f1: ['i1'] }, { type: 'percolated', itemId: 'i2', feedIds: ['f1', 'f2'] });
 * // { f1: ['i1', 'i2'], f2: ['i2'] }
 */
export function addPercolated(collected: Percolation, message: PercolatedMessage): Percolation {
  const next: Record<string, readonly string[]> = { ...collected };
  for (const feedId of message.feedIds) {
    const items = next[feedId] ?? [];
    if (!items.includes(message.itemId)) next[feedId] = [...items, message.itemId];
  }
  return next;
}
