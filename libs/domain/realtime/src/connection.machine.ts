import type { RealtimeToken } from '@smm/model';
import { either as E } from 'fp-ts';
import {
  assign,
  cancel,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import {
  NOT_ENABLED,
  PERCOLATION_DEBOUNCE_MS,
  PING_TIMEOUT_MS,
  PRESENCE_DEBOUNCE_MS,
  RECONNECT_GAVE_UP,
  RECONNECT_POLICY,
  TOKEN_FAILED,
  canRetry,
  realtimeUrl,
  reconnectDelay,
} from './connection.rules.js';
import type {
  ConnectionContext,
  ConnectionEmitted,
  ConnectionEvent,
  ConnectionInput,
  SocketCommand,
} from './connection.types.js';
import type { ClientFrame } from './frames.js';
import { orgRoom } from './frames.js';
import type { UserPresence } from './presence.rules.js';
import { NO_PRESENCE, presenceUpdates } from './presence.rules.js';
import {
  encodeFrame,
  getStateFrame,
  joinFrame,
  leaveFrame,
  messageFrame,
  parseFrame,
  receiveFrame,
} from './room.rules.js';

const isEmpty = (record: object) => Object.keys(record).length === 0;

/** What the socket actor is told to send for a frame. */
const sendCommand = (frame: ClientFrame): SocketCommand => ({
  type: 'socket.send',
  text: encodeFrame(frame),
});

/** The presence messages that bring the room from `sent` up to this user's own presence. */
const presenceFrames = (context: ConnectionContext, sent: UserPresence) =>
  presenceUpdates(context.userId, context.ownPresence, sent).map((message) =>
    messageFrame(context.room, { message, ephemeral: true }),
  );

/**
 * The realtime connection (engage §4, §7, §8, §9): `closed`, `connecting` (token, then socket),
 * `open` (ready: joining, joined or left the organisation's room) and `reconnecting`.
 *
 * - `connect` fetches a token with the `fetchToken` actor (input `{ attempt }`, output
 *   `{ token }`) and opens `{baseUrl}/buzzard?token=…` with the `subscribeSocket` actor (see
 *   `socketActor`). While realtime is disabled it is refused: `connection.failed` "not enabled".
 * - A failed token request ("Could not obtain buzzard token"), a socket that closes or fails, or
 *   60 s without a frame leads to `reconnecting`: the socket is closed, presences are cleared,
 *   and after 2000 ms (factor 1) a new token is fetched. After 340 reconnects in a row without
 *   opening the connection gives up and is `closed`.
 * - Once open it sends JOIN; the server's JOIN with this user's id means `joined`. MESSAGE
 *   frames (`message.send`) wait in the outbox until then and go in order. A join after an
 *   earlier one (a reconnect) first asks `GET_STATE` since the last `seq` seen; resent messages
 *   are dropped, so every kept message is delivered once.
 * - Own presence (`presence.viewing`, `presence.editing`) is sent 2000 ms after the last change,
 *   latest values only, and again after every join. Others' presence is in
 *   `context.presences`; percolated feed updates are emitted after 1000 ms, collected.
 *
 * Emits {@link ConnectionEmitted}. Effectful actors (`fetchToken`, `subscribeSocket`) are
 * placeholders until provided; time comes from the actor's clock.
 *
 * @example
 * const connection = createActor(
 *   connectionMachine.provide({
 *     actors: {
 *       fetchToken: fromPromise(() => api.unwrap(api.client.GET('/buzzard/token'))),
 *       subscribeSocket: socketActor((url) => new WebSocket(url)),
 *     },
 *   }),
 *   { input: { baseUrl: 'wss://app.example.com', orgId, userId } },
 * ).start();
 * connection.on('item.event', ({ event }) => apply(event));
 * connection.send({ type: 'connect' });
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
    emitted: {} as ConnectionEmitted,
  },
  actors: {
    fetchToken: fromPromise<RealtimeToken, { readonly attempt: number }>(() =>
      Promise.reject(new Error('connectionMachine: provide the fetchToken actor')),
    ),
    subscribeSocket: fromCallback<SocketCommand, { readonly url: string }>(() => {
      throw new Error('connectionMachine: provide the subscribeSocket actor');
    }),
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelay(context.attempt, context.policy),
    pingTimeout: PING_TIMEOUT_MS,
    presenceDebounce: PRESENCE_DEBOUNCE_MS,
    percolationDebounce: PERCOLATION_DEBOUNCE_MS,
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    canRetry: ({ context }) => canRetry(context.attempt, context.policy),
    wantsRoom: ({ context }) => context.inRoom,
  },
  actions: {
    fail: enqueueActions(({ enqueue }, params: { readonly message: string }) => {
      enqueue.assign({ error: params.message });
      enqueue.emit({ type: 'connection.failed', message: params.message });
    }),
    reportSocketFailure: enqueueActions(({ event, enqueue }) => {
      // A socket's own error event says nothing; a transport or send that threw does.
      if (event.type === 'socket.failed' && event.message !== undefined) {
        enqueue.emit({ type: 'connection.failed', message: event.message });
      }
    }),
    stopSocket: stopChild('socket'),
    armPing: enqueueActions(({ enqueue }) => {
      enqueue.cancel('ping');
      enqueue.raise({ type: 'ping.timeout' }, { id: 'ping', delay: 'pingTimeout' });
    }),
    disarmPing: cancel('ping'),
    clearPresences: enqueueActions(({ context, enqueue }) => {
      if (isEmpty(context.presences)) return;
      enqueue.assign({ presences: {} });
      enqueue.emit({ type: 'presence.changed', presences: {} });
    }),
    sendJoin: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('socket', sendCommand(joinFrame(context.room)));
    }),
    sendLeave: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('socket', sendCommand(leaveFrame(context.room)));
    }),
    catchUp: enqueueActions(({ context, enqueue }) => {
      if (context.hasJoined) {
        enqueue.sendTo('socket', sendCommand(getStateFrame(context.room, context.lastSeq)));
      }
      enqueue.assign({ hasJoined: true });
    }),
    queueMessage: assign(({ context, event }) =>
      event.type === 'message.send'
        ? { outbox: [...context.outbox, messageFrame(context.room, event)] }
        : {},
    ),
    dropOutbox: assign({ outbox: [] }),
    flushOutbox: enqueueActions(({ context, enqueue }) => {
      for (const frame of context.outbox) enqueue.sendTo('socket', sendCommand(frame));
      enqueue.assign({ outbox: [] });
    }),
    sendMessage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'message.send') return;
      enqueue.sendTo('socket', sendCommand(messageFrame(context.room, event)));
    }),
    setOwnPresence: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'presence.viewing' && event.type !== 'presence.editing') return;
      const field = event.type === 'presence.viewing' ? 'viewingId' : 'editingId';
      enqueue.assign({ ownPresence: { ...context.ownPresence, [field]: event.itemId } });
      enqueue.cancel('presence');
      enqueue.raise({ type: 'presence.flush' }, { id: 'presence', delay: 'presenceDebounce' });
    }),
    sendPresence: enqueueActions(({ context, enqueue }) => {
      for (const frame of presenceFrames(context, context.sentPresence)) {
        enqueue.sendTo('socket', sendCommand(frame));
      }
      enqueue.assign({ sentPresence: context.ownPresence });
    }),
    announcePresence: enqueueActions(({ context, enqueue }) => {
      // After a join the room knows nothing of this user: send all that is set.
      for (const frame of presenceFrames(context, NO_PRESENCE)) {
        enqueue.sendTo('socket', sendCommand(frame));
      }
      enqueue.assign({ sentPresence: context.ownPresence });
    }),
    receive: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'socket.received') return;
      enqueue.cancel('ping');
      enqueue.raise({ type: 'ping.timeout' }, { id: 'ping', delay: 'pingTimeout' });
      const parsed = parseFrame(event.data);
      if (E.isLeft(parsed)) {
        enqueue.emit({ type: 'frame.rejected', data: event.data, message: parsed.left });
        return;
      }
      const { state, emitted, joined } = receiveFrame(context, parsed.right);
      enqueue.assign({
        version: state.version,
        lastSeq: state.lastSeq,
        seen: state.seen,
        presences: state.presences,
        percolation: state.percolation,
      });
      for (const out of emitted) enqueue.emit(out);
      if (joined) enqueue.raise({ type: 'room.joined' });
      if (isEmpty(context.percolation) && !isEmpty(state.percolation)) {
        enqueue.raise(
          { type: 'percolation.flush' },
          { id: 'percolation', delay: 'percolationDebounce' },
        );
      }
    }),
    flushPercolation: enqueueActions(({ context, enqueue }) => {
      if (isEmpty(context.percolation)) return;
      enqueue.emit({ type: 'feeds.percolated', feeds: context.percolation });
      enqueue.assign({ percolation: {} });
    }),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    baseUrl: input.baseUrl,
    userId: input.userId,
    room: orgRoom(input.orgId),
    enabled: input.enabled ?? true,
    policy: input.policy ?? RECONNECT_POLICY,
    attempt: 0,
    token: null,
    error: null,
    version: null,
    inRoom: true,
    hasJoined: false,
    lastSeq: null,
    seen: [],
    outbox: [],
    presences: {},
    ownPresence: NO_PRESENCE,
    sentPresence: NO_PRESENCE,
    percolation: {},
  }),
  initial: 'closed',
  on: {
    'message.send': { actions: 'queueMessage' },
    'presence.viewing': { actions: 'setOwnPresence' },
    'presence.editing': { actions: 'setOwnPresence' },
    'percolation.flush': { actions: 'flushPercolation' },
    'room.join': { actions: assign({ inRoom: true }) },
    'room.leave': { actions: assign({ inRoom: false }) },
  },
  states: {
    closed: {
      entry: ['stopSocket', 'disarmPing', 'clearPresences'],
      on: {
        connect: [
          {
            guard: 'isEnabled',
            target: 'connecting',
            actions: assign({ attempt: 0, error: null }),
          },
          { actions: { type: 'fail', params: { message: NOT_ENABLED } } },
        ],
      },
    },
    connecting: {
      description: 'A fresh token, then a socket that has not opened yet.',
      initial: 'fetchingToken',
      states: {
        fetchingToken: {
          invoke: {
            src: 'fetchToken',
            input: ({ context }) => ({ attempt: context.attempt }),
            onDone: {
              target: 'opening',
              actions: assign({ token: ({ event }) => event.output.token }),
            },
            onError: {
              target: '#connection.reconnecting',
              actions: { type: 'fail', params: { message: TOKEN_FAILED } },
            },
          },
        },
        opening: {
          entry: [
            spawnChild('subscribeSocket', {
              id: 'socket',
              input: ({ context }) => ({ url: realtimeUrl(context.baseUrl, context.token ?? '') }),
            }),
            // The token opens one connection; it is not kept once used.
            assign({ token: null }),
            'armPing',
          ],
          on: { 'socket.opened': { target: '#connection.open' } },
        },
      },
      on: {
        disconnect: { target: 'closed', actions: 'dropOutbox' },
        'socket.closed': { target: 'reconnecting' },
        'socket.failed': { target: 'reconnecting', actions: 'reportSocketFailure' },
        'ping.timeout': { target: 'reconnecting' },
      },
    },
    open: {
      description: 'Ready: the socket is open; the room is joined once the server confirms.',
      entry: [assign({ attempt: 0, error: null }), 'armPing'],
      initial: 'entering',
      states: {
        entering: {
          always: [{ guard: 'wantsRoom', target: 'joining' }, { target: 'left' }],
        },
        joining: {
          entry: 'sendJoin',
          on: {
            'room.joined': { target: 'joined' },
            'room.leave': { target: 'left', actions: [assign({ inRoom: false }), 'sendLeave'] },
          },
        },
        joined: {
          entry: ['catchUp', 'flushOutbox', 'announcePresence'],
          on: {
            'message.send': { actions: 'sendMessage' },
            'presence.flush': { actions: 'sendPresence' },
            'room.leave': { target: 'left', actions: [assign({ inRoom: false }), 'sendLeave'] },
            disconnect: { target: '#connection.closed', actions: ['sendLeave', 'dropOutbox'] },
          },
        },
        left: {
          entry: 'clearPresences',
          on: { 'room.join': { target: 'joining', actions: assign({ inRoom: true }) } },
        },
      },
      on: {
        'socket.received': { actions: 'receive' },
        disconnect: { target: 'closed', actions: 'dropOutbox' },
        'socket.closed': { target: 'reconnecting' },
        'socket.failed': { target: 'reconnecting', actions: 'reportSocketFailure' },
        'ping.timeout': { target: 'reconnecting' },
      },
    },
    reconnecting: {
      description: 'Waits 2000 ms (factor 1), then fetches a new token; gives up after 340.',
      entry: [
        'stopSocket',
        'disarmPing',
        'clearPresences',
        assign({ attempt: ({ context }) => context.attempt + 1 }),
      ],
      always: {
        guard: not('canRetry'),
        target: 'closed',
        actions: { type: 'fail', params: { message: RECONNECT_GAVE_UP } },
      },
      after: { reconnectDelay: { target: 'connecting' } },
      on: { disconnect: { target: 'closed', actions: 'dropOutbox' } },
    },
  },
});
