import type { RealtimeToken } from '@smm/model';
import type {
  ConnectionStatus,
  ItemEventMessage,
  NotificationNews,
  OutgoingMessage,
  Percolation,
  PresenceMap,
  ReconnectPolicy,
  ServerMessageFrame,
} from '@smm/realtime';
import { connectionMachine, connectionStatus, requestConnection, socketActor } from '@smm/realtime';
import type { Observable } from 'rxjs';
import { BehaviorSubject, distinctUntilChanged, Subject } from 'rxjs';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { createActor, fromPromise } from 'xstate';
import type { WebSocketConstructor } from './transport.js';
import { webSocketTransport } from './transport.js';

/** A clock for the connection's timers (XState's `SimulatedClock` fits). */
export type RealtimeClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** How to reach the realtime channel, and as whom. */
export interface RealtimeClientOptions {
  /** The WebSocket origin, e.g. `wss://app.example.com` (`webSocketOrigin(location.origin)`). */
  readonly baseUrl: string;
  /** The organisation whose room is joined. */
  readonly orgId: string;
  /** The signed-in user. */
  readonly userId: string;
  /** `GET /buzzard/token` with the bearer → `{ token }`; called before every (re)connect. */
  readonly fetchToken: () => Promise<RealtimeToken>;
  /** Whether realtime is on (default true); `connect()` rejects with "not enabled" when off. */
  readonly enabled?: boolean;
  /** The `WebSocket` to use; the browser's by default. */
  readonly WebSocket?: WebSocketConstructor;
  /** The reconnect policy; the spec's by default. */
  readonly policy?: ReconnectPolicy;
  /** The clock of the timers (XState's); the real one by default. */
  readonly clock?: RealtimeClock;
}

/** The realtime channel as streams and commands. */
export interface RealtimeClient {
  /** The connection's state: closed, connecting, open (ready) or reconnecting; current first. */
  readonly status$: Observable<ConnectionStatus>;
  /** Kept item events of the room (read, reply, delete, …), each once, in order. */
  readonly events$: Observable<ItemEventMessage>;
  /** What the other users view and edit; current first, emptied on close and reconnect. */
  readonly presence$: Observable<PresenceMap>;
  /** Item ids newly matching saved feeds, by feed id, collected over 1000 ms. */
  readonly percolated$: Observable<Percolation>;
  /** The notification centre's news (unread count) carried by realtime frames. */
  readonly notifications$: Observable<NotificationNews>;
  /** Every MESSAGE of the room, once (the data callback of the connect request). */
  readonly messages$: Observable<ServerMessageFrame>;
  /** The server was updated: reload the app (`reload`: RELOAD; `version`: a new VERSION). */
  readonly reload$: Observable<'reload' | 'version'>;
  /**
   * Failures: the token request, a refused connect, a socket that could not be opened, giving
   * up, frames that could not be read, and the server refusing a frame of ours.
   */
  readonly errors$: Observable<string>;
  /**
   * Connects (fetches a token, opens the socket, joins the room). Resolves once open; rejects
   * with "not enabled" when realtime is off, or with why the connection closed before it opened.
   * Calling it again while connecting or open returns the same promise.
   */
  connect(): Promise<void>;
  /** Leaves the room and closes the connection; it does not reconnect. */
  disconnect(): void;
  /** Tells the room which item this user views (null: none), 2000 ms after the last change. */
  setViewing(itemId: string | null): void;
  /** Tells the room which item this user edits (null: none), 2000 ms after the last change. */
  setEditing(itemId: string | null): void;
  /** Sends a message to the room; held until the room is joined. */
  send(message: OutgoingMessage): void;
  /** Stops the connection for good and completes every stream. */
  dispose(): void;
}

/**
 * The realtime channel of `@smm/realtime` bound to a `WebSocket` (the browser's by default),
 * as rxjs streams.
 *
 * @example
 * const realtime = createRealtimeClient({
 *   baseUrl: webSocketOrigin(location.origin),
 *   orgId: me.orgId,
 *   userId: me.id,
 *   fetchToken: () => api.unwrap(api.client.GET('/buzzard/token')),
 * });
 * realtime.events$.subscribe((event) => inbox.apply(event));
 * await realtime.connect();
 * realtime.setViewing(item.id);
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const machine = connectionMachine.provide({
    actors: {
      fetchToken: fromPromise(() => options.fetchToken()),
      subscribeSocket: socketActor(webSocketTransport(options.WebSocket)),
    },
  });
  const actor = createActor(machine, {
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    input: {
      baseUrl: options.baseUrl,
      orgId: options.orgId,
      userId: options.userId,
      enabled: options.enabled ?? true,
      ...(options.policy === undefined ? {} : { policy: options.policy }),
    },
  });

  const status = new BehaviorSubject<ConnectionStatus>('closed');
  const presence = new BehaviorSubject<PresenceMap>({});
  const events = new Subject<ItemEventMessage>();
  const percolated = new Subject<Percolation>();
  const notifications = new Subject<NotificationNews>();
  const messages = new Subject<ServerMessageFrame>();
  const reload = new Subject<'reload' | 'version'>();
  const errors = new Subject<string>();
  const subjects = [status, presence, events, percolated, notifications, messages, reload, errors];

  actor.on('item.event', ({ event }) => events.next(event));
  actor.on('presence.changed', ({ presences }) => presence.next(presences));
  actor.on('feeds.percolated', ({ feeds }) => percolated.next(feeds));
  actor.on('notification.received', ({ news }) => notifications.next(news));
  actor.on('app.reload', ({ reason }) => reload.next(reason));
  actor.on('frame.rejected', ({ message }) => errors.next(message));
  actor.on('connection.failed', ({ message }) => errors.next(message));
  actor.on('server.error', ({ message }) => errors.next(message));
  actor.subscribe((snapshot) => status.next(connectionStatus(snapshot)));
  actor.start();

  let pending: Promise<void> | null = null;

  return {
    status$: status.pipe(distinctUntilChanged()),
    events$: events.asObservable(),
    presence$: presence.asObservable(),
    percolated$: percolated.asObservable(),
    notifications$: notifications.asObservable(),
    messages$: messages.asObservable(),
    reload$: reload.asObservable(),
    errors$: errors.asObservable(),
    connect() {
      if (pending !== null && status.value !== 'closed') return pending;
      const request = requestConnection(actor, (frame) => messages.next(frame));
      pending = request;
      return request;
    },
    disconnect: () => actor.send({ type: 'disconnect' }),
    setViewing: (itemId) => actor.send({ type: 'presence.viewing', itemId }),
    setEditing: (itemId) => actor.send({ type: 'presence.editing', itemId }),
    send: (message) => actor.send({ type: 'message.send', ...message }),
    dispose() {
      actor.stop();
      for (const subject of subjects) subject.complete();
    },
  };
}
