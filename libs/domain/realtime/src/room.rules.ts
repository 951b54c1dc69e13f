import { decode, NON_EPHEMERAL_EVENT_TYPES, sameId } from '@smm/model';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import type { ConnectionEmitted, OutgoingMessage } from './connection.types.js';
import type {
  ClientFrame,
  ClientMessageFrame,
  GetStateFrame,
  JoinFrame,
  LeaveFrame,
  ServerMessageFrame,
} from './frames.js';
import {
  ItemEventMessage,
  NotificationNews,
  PercolatedMessage,
  PresenceMessage,
  ServerFrame,
} from './frames.js';
import type { Percolation, PresenceMap } from './presence.rules.js';
import { addPercolated, applyPresence, withoutPresence } from './presence.rules.js';

/**
 * Asks to join `room`.
 *
 * @example
 * joinFrame('org:o1'); // { action: 'JOIN', room: 'org:o1' }
 */
export const joinFrame = (room: string): JoinFrame => ({ action: 'JOIN', room });

/**
 * Leaves `room`.
 *
 * @example
 * leaveFrame('org:o1'); // { action: 'LEAVE', room: 'org:o1' }
 */
export const leaveFrame = (room: string): LeaveFrame => ({ action: 'LEAVE', room });

/**
 * Asks for the kept messages of `room` after `since`; all that are kept when nothing was seen.
 *
 * @example
 * getStateFrame('org:o1', 41); // { action: 'GET_STATE', room: 'org:o1', since: 41 }
 * getStateFrame('org:o1', null); // { action: 'GET_STATE', room: 'org:o1' }
 */
export function getStateFrame(room: string, since: number | null): GetStateFrame {
  return since === null ? { action: 'GET_STATE', room } : { action: 'GET_STATE', room, since };
}

/**
 * A MESSAGE frame for `room`; optional fields are written only when given.
 *
 * @example
 * messageFrame('org:o1', { message: { type: 'viewing' }, ephemeral: true });
 * // { action: 'MESSAGE', room: 'org:o1', message: { type: 'viewing' }, ephemeral: true }
 */
export function messageFrame(room: string, outgoing: OutgoingMessage): ClientMessageFrame {
  return {
    action: 'MESSAGE',
    room,
    message: outgoing.message,
    ...(outgoing.ephemeral === undefined ? {} : { ephemeral: outgoing.ephemeral }),
    ...(outgoing.remove === undefined ? {} : { remove: outgoing.remove }),
    ...(outgoing.removeDelay === undefined ? {} : { removeDelay: outgoing.removeDelay }),
  };
}

/** A frame as the text sent on the socket. */
export const encodeFrame = (frame: ClientFrame): string => JSON.stringify(frame);

/**
 * Reads a frame the server sent: text, JSON, then a {@link ServerFrame}. A failure says why, so
 * it can be reported; it never throws.
 *
 * @example
 * parseFrame('{"action":"RELOAD"}'); // Right({ action: 'RELOAD' })
 * parseFrame('{"action":"DANCE"}'); // Left('(root): expected ServerFrame got {"action":"DANCE"}')
 */
export function parseFrame(data: unknown): E.Either<string, ServerFrame> {
  if (typeof data !== 'string') return E.left(`expected a text frame, got ${typeof data}`);
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    return E.left(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return E.mapLeft((error: { readonly message: string }) => error.message)(
    decode(ServerFrame, json),
  );
}

/** How many delivered `seq`s a room remembers to drop resent ones. */
export const SEEN_WINDOW = 1024;

/**
 * Whether a message with `seq` is new, given the `seq`s already delivered (`seen`, ascending,
 * the latest {@link SEEN_WINDOW}); messages without `seq` (ephemeral ones) always are. The server
 * may resend during a catch-up, and events of different items committed at about the same time
 * may arrive with a lower `seq` after a higher one: a `seq` is new exactly when it was not
 * delivered, as far as the window remembers (older than the whole window counts as delivered).
 *
 * @example
 * isNewSeq([], 1); // true
 * isNewSeq([4, 5], 5); // false
 * isNewSeq([4, 6], 5); // true: it arrived late
 */
export function isNewSeq(seen: readonly number[], seq: number | undefined): boolean {
  if (seq === undefined) return true;
  if (seen.length >= SEEN_WINDOW && seq < (seen[0] ?? 0)) return false;
  return !seen.includes(seq);
}

/**
 * The delivered `seq`s after one more, ascending, the latest {@link SEEN_WINDOW} kept.
 *
 * @example
 * remember([4, 6], 5); // [4, 5, 6]
 */
export function remember(seen: readonly number[], seq: number): readonly number[] {
  const at = seen.findIndex((known) => known > seq);
  const next = at === -1 ? [...seen, seq] : [...seen.slice(0, at), seq, ...seen.slice(at)];
  return next.length > SEEN_WINDOW ? next.slice(next.length - SEEN_WINDOW) : next;
}

/** What the room keeps track of while it receives. */
export interface RoomState {
  readonly room: string;
  readonly userId: string;
  readonly version: string | null;
  readonly lastSeq: number | null;
  /** The `seq`s delivered, ascending, the latest {@link SEEN_WINDOW}. */
  readonly seen: readonly number[];
  readonly presences: PresenceMap;
  readonly percolation: Percolation;
}

/** The room after one received frame: its new state, what to emit, and whether it was joined. */
export interface Received {
  readonly state: RoomState;
  readonly emitted: readonly ConnectionEmitted[];
  /** The server confirmed this user's JOIN of the room. */
  readonly joined: boolean;
}

/**
 * The server's answer to a frame it refused (ephemeral, any room): what was wrong. Not among the
 * codecs of frames.ts; kept here until it is.
 */
const ServerErrorMessage = t.type({ type: t.literal('error'), message: t.string });

const isItemEventType = (type: string) =>
  (NON_EPHEMERAL_EVENT_TYPES as readonly string[]).includes(type);

function receiveMessage(state: RoomState, frame: ServerMessageFrame): Received {
  const kept = !frame.ephemeral;
  if (kept && !isNewSeq(state.seen, frame.seq)) return { state, emitted: [], joined: false };
  let next: RoomState =
    kept && frame.seq !== undefined
      ? {
          ...state,
          lastSeq: Math.max(state.lastSeq ?? frame.seq, frame.seq),
          seen: remember(state.seen, frame.seq),
        }
      : state;
  const emitted: ConnectionEmitted[] = [{ type: 'message.received', frame }];

  if (frame.notification !== undefined) {
    const news = decode(NotificationNews, frame.notification);
    emitted.push(
      E.isRight(news)
        ? { type: 'notification.received', news: news.right }
        : { type: 'frame.rejected', data: frame, message: `notification: ${news.left.message}` },
    );
  }

  const presence = PresenceMessage.decode(frame.message);
  if (E.isRight(presence)) {
    // The server stamps the sender; the message's own userId is only a fallback.
    const from = frame.userId ?? presence.right.userId;
    if (!sameId(from, state.userId)) {
      const presences = applyPresence(next.presences, from, presence.right);
      if (presences !== next.presences) {
        next = { ...next, presences };
        emitted.push({ type: 'presence.changed', presences });
      }
    }
    return { state: next, emitted, joined: false };
  }

  const percolated = PercolatedMessage.decode(frame.message);
  if (E.isRight(percolated)) {
    next = { ...next, percolation: addPercolated(next.percolation, percolated.right) };
    return { state: next, emitted, joined: false };
  }

  const item = ItemEventMessage.decode(frame.message);
  if (kept && E.isRight(item) && isItemEventType(item.right.type)) {
    emitted.push({
      type: 'item.event',
      event: item.right,
      seq: frame.seq ?? null,
      userId: frame.userId ?? null,
    });
  }
  return { state: next, emitted, joined: false };
}

/**
 * What one frame from the server does to the room (engage §7):
 *
 * - VERSION: the first one is remembered; a different one later asks the app to reload;
 * - RELOAD: asks the app to reload;
 * - JOIN of this user to this room: the room is joined;
 * - LEAVE of another user: their presence goes;
 * - MESSAGE: delivered once — a kept (non-ephemeral) message at or below the last delivered
 *   `seq` is a resent duplicate and dropped; presence messages update the presence map,
 *   percolated ones are collected, item events are emitted, `notification` is read; an
 *   ephemeral `{ type: 'error', message }` (in any room) is the server refusing a frame.
 *
 * Frames for other rooms are ignored: the server sends only the rooms this client joined.
 */
export function receiveFrame(state: RoomState, frame: ServerFrame): Received {
  const nothing: Received = { state, emitted: [], joined: false };
  switch (frame.action) {
    case 'VERSION': {
      const { version } = frame.message;
      if (state.version === null) return { ...nothing, state: { ...state, version } };
      if (state.version === version) return nothing;
      return { ...nothing, emitted: [{ type: 'app.reload', reason: 'version' }] };
    }
    case 'RELOAD':
      return { ...nothing, emitted: [{ type: 'app.reload', reason: 'reload' }] };
    case 'JOIN':
      return {
        ...nothing,
        joined: frame.room === state.room && sameId(frame.userId, state.userId),
      };
    case 'LEAVE': {
      if (frame.room !== state.room || sameId(frame.userId, state.userId)) return nothing;
      const presences = withoutPresence(state.presences, frame.userId);
      if (presences === state.presences) return nothing;
      return {
        ...nothing,
        state: { ...state, presences },
        emitted: [{ type: 'presence.changed', presences }],
      };
    }
    case 'MESSAGE': {
      const refused = ServerErrorMessage.decode(frame.message);
      if (frame.ephemeral && E.isRight(refused)) {
        return { ...nothing, emitted: [{ type: 'server.error', message: refused.right.message }] };
      }
      return frame.room === state.room ? receiveMessage(state, frame) : nothing;
    }
  }
}
