import type { SnapshotFrom } from 'xstate';
import type { connectionMachine } from './connection.machine.js';
import type { PresenceMap } from './presence.rules.js';

/** A snapshot of the connection. */
export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** The connection's state as the spec names it (engage §4); `open` is ready. */
export type ConnectionStatus = 'closed' | 'connecting' | 'open' | 'reconnecting';

const STATUSES: readonly ConnectionStatus[] = ['closed', 'connecting', 'open', 'reconnecting'];

/**
 * The connection's state, whatever its sub-state.
 *
 * @example
 * connectionStatus(actor.getSnapshot()); // 'reconnecting'
 */
export function connectionStatus(snapshot: ConnectionSnapshot): ConnectionStatus {
  return STATUSES.find((status) => snapshot.matches(status)) ?? 'closed';
}

/**
 * Whether the organisation's room is joined (the server confirmed the JOIN).
 *
 * @example
 * isJoined(actor.getSnapshot()); // true once the server's JOIN arrived
 */
export function isJoined(snapshot: ConnectionSnapshot): boolean {
  return snapshot.matches({ open: 'joined' });
}

/**
 * What the other users of the room are viewing and editing.
 *
 * @example
 * presencesOf(actor.getSnapshot()); // { u2: { viewingId: 'i1', editingId: null } }
 */
export function presencesOf(snapshot: ConnectionSnapshot): PresenceMap {
  return snapshot.context.presences;
}
