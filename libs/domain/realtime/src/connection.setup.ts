import type { RealtimeToken } from '@smm/model';
import { either as E } from 'fp-ts';
import {
  assign,
  cancel,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  stopChild,
} from 'xstate';
import {
  PERCOLATION_DEBOUNCE_MS,
  PING_TIMEOUT_MS,
  PRESENCE_DEBOUNCE_MS,
  canRetry,
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
 * The connection machine's implementations — its actors (placeholders until provided), delays,
 * guards and actions — from which {@link connectionMachine} is built.
 */
export const connectionSetup = setup({
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
});
