import type { RealtimeToken } from '@smm/model';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { connectionMachine } from './connection.machine.js';
import type { ReconnectPolicy } from './connection.rules.js';
import type { ConnectionEmitted } from './connection.types.js';
import { fakeTransport } from './fake-transport.testing.js';
import { socketActor } from './socket.actor.js';

/** The organisation, room and user of the harness. */
export const ORG = 'o1';
export const ROOM = 'org:o1';
export const ME = 'u1';
export const BASE = 'wss://switchboard.test';

/** Lets pending promises (the token request) settle. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** What the token actor answers, call by call: a token, or a failure. */
export type TokenAnswer = 'ok' | 'fail';

/**
 * A connection with a fake transport, a simulated clock and a token actor that answers
 * `token-1`, `token-2`, … (or fails as `answers` says; every call after them succeeds).
 */
export function startConnection(
  options: {
    readonly enabled?: boolean;
    readonly policy?: ReconnectPolicy;
    readonly answers?: (call: number) => TokenAnswer;
  } = {},
) {
  const clock = new SimulatedClock();
  const fake = fakeTransport();
  const tokenCalls: number[] = [];
  const machine = connectionMachine.provide({
    actors: {
      fetchToken: fromPromise<RealtimeToken, { readonly attempt: number }>(async ({ input }) => {
        tokenCalls.push(input.attempt);
        const call = tokenCalls.length;
        if ((options.answers?.(call) ?? 'ok') === 'fail') throw new Error('HTTP 503');
        return { token: `token-${call}` };
      }),
      subscribeSocket: socketActor(fake.transport),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      baseUrl: BASE,
      orgId: ORG,
      userId: ME,
      ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
      ...(options.policy === undefined ? {} : { policy: options.policy }),
    },
  });
  const emitted: ConnectionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();

  const of = <T extends ConnectionEmitted['type']>(type: T) =>
    emitted.filter(
      (event): event is Extract<ConnectionEmitted, { type: T }> => event.type === type,
    );
  const status = () => {
    const value = actor.getSnapshot().value;
    return typeof value === 'string' ? value : Object.keys(value)[0];
  };
  /** Connects (or waits for the reconnect's token) and lets the server accept the socket. */
  const open = async (send = true) => {
    if (send) actor.send({ type: 'connect' });
    await settle();
    fake.last().open();
    return fake.last();
  };
  /** Opens and lets the server confirm the JOIN. */
  const join = async (send = true) => {
    const socket = await open(send);
    socket.receive({ action: 'JOIN', room: ROOM, userId: ME });
    return socket;
  };
  /** A server MESSAGE frame of the room. */
  const message = (
    body: unknown,
    extra: { seq?: number; ephemeral?: boolean; userId?: string; notification?: unknown } = {},
  ) => ({
    action: 'MESSAGE',
    room: ROOM,
    message: body,
    ephemeral: extra.ephemeral ?? extra.seq === undefined,
    ...extra,
  });
  const delivered = () => of('message.received').map((event) => event.frame.seq ?? null);

  return { actor, clock, fake, tokenCalls, emitted, of, status, open, join, message, delivered };
}
