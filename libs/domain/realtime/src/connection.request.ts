import type { ActorRefFrom } from 'xstate';
import type { connectionMachine } from './connection.machine.js';
import { DATA_CALLBACK_MISSING, DISCONNECTED, NOT_ENABLED } from './connection.rules.js';
import { connectionStatus } from './connection.selectors.js';
import type { ServerMessageFrame } from './frames.js';

/** A running connection. */
export type ConnectionActor = ActorRefFrom<typeof connectionMachine>;

/** Receives every MESSAGE of the room, once. */
export type RealtimeDataCallback = (frame: ServerMessageFrame) => void;

/**
 * The connect request of engage §8: rejects with "not enabled" while realtime is disabled and
 * throws "Buzzard data callback missing!" without a data callback. Otherwise `onData` receives
 * every MESSAGE of the room until the connection is next closed, and the promise resolves when
 * the connection is open — or rejects with why it closed first (it gave up, or `disconnect`).
 *
 * @example
 * await requestConnection(connection, (frame) => store.receive(frame));
 */
export function requestConnection(
  actor: ConnectionActor,
  onData?: RealtimeDataCallback,
): Promise<void> {
  if (!actor.getSnapshot().context.enabled) return Promise.reject(new Error(NOT_ENABLED));
  if (typeof onData !== 'function') throw new Error(DATA_CALLBACK_MISSING);
  const data = actor.on('message.received', ({ frame }) => onData(frame));
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const statuses = actor.subscribe((snapshot) => {
      const status = connectionStatus(snapshot);
      if (status === 'open' && !settled) {
        settled = true;
        resolve();
      } else if (status === 'closed') {
        data.unsubscribe();
        statuses.unsubscribe();
        if (!settled) reject(new Error(snapshot.context.error ?? DISCONNECTED));
        settled = true;
      }
    });
    if (connectionStatus(actor.getSnapshot()) === 'open') {
      settled = true;
      resolve();
    }
    actor.send({ type: 'connect' });
  });
}
