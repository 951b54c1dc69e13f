import type {
  ClientMessageFrame,
  ItemEventMessage,
  NotificationNews,
  ServerMessageFrame,
} from './frames.js';
import type { ReconnectPolicy } from './connection.rules.js';
import type { Percolation, PresenceMap, UserPresence } from './presence.rules.js';

/**
 * A handler the socket calls. Declared through a method so that handlers typed for richer events
 * (the DOM's `MessageEvent`) fit: a browser `WebSocket` is a {@link RealtimeSocket} as it is.
 */
type SocketHandler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** What a socket hands to `onmessage`: the frame's data (text for the realtime channel). */
export interface SocketMessageEvent {
  readonly data: unknown;
}

/**
 * The part of a `WebSocket` the connection uses. A browser `WebSocket` fits as it is; a fake for
 * tests is an object with `send`, `close` and the four handler fields it calls.
 */
export interface RealtimeSocket {
  send(text: string): void;
  close(): void;
  onopen: SocketHandler<unknown> | null;
  onmessage: SocketHandler<SocketMessageEvent> | null;
  onclose: SocketHandler<unknown> | null;
  onerror: SocketHandler<unknown> | null;
}

/**
 * Opens a socket to a URL, e.g. `(url) => new WebSocket(url)`. The connection opens one socket
 * per connection attempt and closes it when the attempt ends.
 */
export type RealtimeTransport = (url: string) => RealtimeSocket;

/** What the connection needs to know when it is created. */
export interface ConnectionInput {
  /** Where the realtime channel lives, e.g. `wss://app.example.com` (`/buzzard` is appended). */
  readonly baseUrl: string;
  /** The organisation whose room is joined (`org:<orgId>`). */
  readonly orgId: string;
  /** The signed-in user: the server confirms the join with this id. */
  readonly userId: string;
  /** Whether realtime is on; a connect request while off is refused with "not enabled". */
  readonly enabled?: boolean;
  /** The reconnect policy; the spec's (2000 ms, factor 1, 340 retries) by default. */
  readonly policy?: ReconnectPolicy;
}

/** What the connection holds. */
export interface ConnectionContext {
  readonly baseUrl: string;
  readonly userId: string;
  /** The organisation's room, `org:<orgId>`. */
  readonly room: string;
  readonly enabled: boolean;
  readonly policy: ReconnectPolicy;
  /** Reconnects since the connection was last open (0 while open). */
  readonly attempt: number;
  /** The token of the attempt being opened; dropped once the socket is opened with it. */
  readonly token: string | null;
  /** Why the connection last failed or was refused; null once it is open. */
  readonly error: string | null;
  /** The server's version as first seen; another one later means the app must reload. */
  readonly version: string | null;
  /** Whether the room should be joined (false after `room.leave`). */
  readonly inRoom: boolean;
  /** Whether the room was joined before: the next join catches up on what was missed. */
  readonly hasJoined: boolean;
  /** The highest `seq` of the room's messages delivered; null before the first. */
  readonly lastSeq: number | null;
  /** The `seq`s delivered, ascending (the latest `SEEN_WINDOW`), to drop resent ones. */
  readonly seen: readonly number[];
  /** MESSAGE frames waiting for the room to be joined, oldest first. */
  readonly outbox: readonly ClientMessageFrame[];
  /** What the other users of the room are viewing and editing. */
  readonly presences: PresenceMap;
  /** What this user is viewing and editing, as last set. */
  readonly ownPresence: UserPresence;
  /** What the room last heard of this user's presence. */
  readonly sentPresence: UserPresence;
  /** Percolated feed updates collected during the current debounce window. */
  readonly percolation: Percolation;
}

/** A message to send to the room (engage §7 MESSAGE). */
export interface OutgoingMessage {
  readonly message: unknown;
  /** Not kept by the server (presence-like); false by default. */
  readonly ephemeral?: boolean;
  /** Takes a kept message back, after `removeDelay` ms. */
  readonly remove?: boolean;
  readonly removeDelay?: number;
}

/** What the connection's socket actor reports. */
export type SocketEvent =
  | { readonly type: 'socket.opened' }
  | { readonly type: 'socket.received'; readonly data: unknown }
  | { readonly type: 'socket.closed' }
  | { readonly type: 'socket.failed'; readonly message?: string };

/** What the connection's socket actor is told: send one text frame. */
export interface SocketCommand {
  readonly type: 'socket.send';
  readonly text: string;
}

/** What can happen to the connection. */
export type ConnectionEvent =
  | { readonly type: 'connect' }
  | { readonly type: 'disconnect' }
  | { readonly type: 'room.join' }
  | { readonly type: 'room.leave' }
  | ({ readonly type: 'message.send' } & OutgoingMessage)
  | { readonly type: 'presence.viewing'; readonly itemId: string | null }
  | { readonly type: 'presence.editing'; readonly itemId: string | null }
  | SocketEvent
  | { readonly type: 'ping.timeout' }
  | { readonly type: 'room.joined' }
  | { readonly type: 'presence.flush' }
  | { readonly type: 'percolation.flush' };

/**
 * What the connection emits (listen with `actor.on(type, …)`):
 *
 * - `message.received`: every MESSAGE of the room, once (the data callback of engage §8);
 * - `item.event`: a non-ephemeral item event (read, reply, delete, …) from such a message;
 * - `notification.received`: the notification centre's news carried by a frame;
 * - `presence.changed`: the other users' presence map, after every change;
 * - `feeds.percolated`: item ids per feed, collected over 1000 ms;
 * - `app.reload`: the server was updated (RELOAD, or another VERSION than the first);
 * - `frame.rejected`: a frame that could not be read (it is otherwise ignored);
 * - `server.error`: the server refused a frame of ours, and says why;
 * - `connection.failed`: the token request failed, the connect was refused, the socket could
 *   not be opened or written to (with the reason), or it gave up.
 */
export type ConnectionEmitted =
  | { readonly type: 'message.received'; readonly frame: ServerMessageFrame }
  | {
      readonly type: 'item.event';
      readonly event: ItemEventMessage;
      readonly seq: number | null;
      readonly userId: string | null;
    }
  | { readonly type: 'notification.received'; readonly news: NotificationNews }
  | { readonly type: 'presence.changed'; readonly presences: PresenceMap }
  | { readonly type: 'feeds.percolated'; readonly feeds: Percolation }
  | { readonly type: 'app.reload'; readonly reason: 'reload' | 'version' }
  | { readonly type: 'frame.rejected'; readonly data: unknown; readonly message: string }
  | { readonly type: 'server.error'; readonly message: string }
  | { readonly type: 'connection.failed'; readonly message: string };
