import { assign, not, spawnChild } from 'xstate';
import {
  NOT_ENABLED,
  RECONNECT_GAVE_UP,
  RECONNECT_POLICY,
  TOKEN_FAILED,
  realtimeUrl,
} from './connection.rules.js';
import { connectionSetup } from './connection.setup.js';
import { orgRoom } from './frames.js';
import { NO_PRESENCE } from './presence.rules.js';

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
export const connectionMachine = connectionSetup.createMachine({
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
