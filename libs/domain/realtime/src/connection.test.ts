import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { BASE, ME, ROOM, settle, startConnection } from './connection.harness.testing.js';
import { connectionMachine } from './connection.machine.js';
import { requestConnection } from './connection.request.js';
import {
  DATA_CALLBACK_MISSING,
  DISCONNECTED,
  NOT_ENABLED,
  PING_TIMEOUT_MS,
  RECONNECT_GAVE_UP,
  RECONNECT_MIN_DELAY_MS,
  RECONNECT_POLICY,
  RECONNECT_RETRIES,
  TOKEN_FAILED,
} from './connection.rules.js';
import { connectionStatus, isJoined, presencesOf } from './connection.selectors.js';
import { socketActor } from './socket.actor.js';

const item = (itemId: string, type = 'markedAsRead') => ({ type, itemId, action: 'read' });

describe('connecting', () => {
  it('fetches a token and opens {base}/buzzard?token=…; open once the socket opens', async () => {
    const c = startConnection();
    expect(c.status()).toBe('closed');
    c.actor.send({ type: 'connect' });
    expect(c.status()).toBe('connecting');
    await settle();
    expect(c.tokenCalls).toHaveLength(1);
    expect(c.fake.last().url).toBe(`${BASE}/buzzard?token=token-1`);
    expect(c.status()).toBe('connecting');
    c.fake.last().open();
    expect(connectionStatus(c.actor.getSnapshot())).toBe('open');
    expect(c.actor.getSnapshot().context.token).toBeNull();
  });

  it('sends JOIN for the organisation room once open, and is joined on the own JOIN only', async () => {
    const c = startConnection();
    const socket = await c.open();
    expect(socket.sent).toEqual([{ action: 'JOIN', room: ROOM }]);
    socket.receive({ action: 'JOIN', room: ROOM, userId: 'someone-else' });
    socket.receive({ action: 'JOIN', room: 'org:other', userId: ME });
    expect(isJoined(c.actor.getSnapshot())).toBe(false);
    socket.receive({ action: 'JOIN', room: ROOM, userId: ME });
    expect(isJoined(c.actor.getSnapshot())).toBe(true);
  });

  it('refuses to connect while disabled: "not enabled", and stays closed', async () => {
    const c = startConnection({ enabled: false });
    c.actor.send({ type: 'connect' });
    await settle();
    expect(c.status()).toBe('closed');
    expect(c.tokenCalls).toEqual([]);
    expect(c.of('connection.failed')).toEqual([
      { type: 'connection.failed', message: NOT_ENABLED },
    ]);
    expect(c.actor.getSnapshot().context.error).toBe('not enabled');
  });

  it('treats a token actor that was never provided as a failed token request', async () => {
    const actor = createActor(connectionMachine, {
      input: { baseUrl: BASE, orgId: 'o1', userId: ME },
    }).start();
    actor.send({ type: 'connect' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(TOKEN_FAILED);
    actor.stop();
  });
});

describe('a transport that throws', () => {
  it('is reported with its reason and retried, never thrown', async () => {
    const actor = createActor(
      connectionMachine.provide({
        actors: {
          fetchToken: fromPromise(async () => ({ token: 't' })),
          subscribeSocket: socketActor(() => {
            throw new Error('blocked by policy');
          }),
        },
      }),
      { input: { baseUrl: BASE, orgId: 'o1', userId: ME } },
    );
    const failures: string[] = [];
    actor.on('connection.failed', ({ message }) => failures.push(message));
    actor.start();
    actor.send({ type: 'connect' });
    await settle();
    expect(failures).toEqual(['blocked by policy']);
    expect(connectionStatus(actor.getSnapshot())).toBe('reconnecting');
    actor.stop();
  });

  it('reports a send that throws', async () => {
    const c = startConnection();
    const socket = await c.open();
    socket.send = () => {
      throw new Error('socket is closing');
    };
    c.actor.send({ type: 'room.leave' });
    expect(c.of('connection.failed')).toEqual([
      { type: 'connection.failed', message: 'socket is closing' },
    ]);
    expect(c.status()).toBe('reconnecting');
  });
});

describe('the connect request (engage §8)', () => {
  it('rejects with "not enabled" while realtime is disabled', async () => {
    const c = startConnection({ enabled: false });
    await expect(requestConnection(c.actor, () => undefined)).rejects.toThrow(/^not enabled$/);
  });

  it('raises "Buzzard data callback missing!" without a data callback', () => {
    const c = startConnection();
    expect(() => requestConnection(c.actor)).toThrow(DATA_CALLBACK_MISSING);
    expect(c.status()).toBe('closed');
  });

  it('resolves once open and hands every room message to the data callback', async () => {
    const c = startConnection();
    const data: unknown[] = [];
    const request = requestConnection(c.actor, (frame) => data.push(frame.message));
    await settle();
    c.fake.last().open();
    await expect(request).resolves.toBeUndefined();
    c.fake.last().receive({ action: 'JOIN', room: ROOM, userId: ME });
    c.fake.last().receive(c.message(item('i1'), { seq: 1 }));
    expect(data).toEqual([item('i1')]);
  });

  it('rejects when disconnected before the connection opened, and stops the data callback', async () => {
    const c = startConnection();
    const data: unknown[] = [];
    const request = requestConnection(c.actor, (frame) => data.push(frame));
    c.actor.send({ type: 'disconnect' });
    await expect(request).rejects.toThrow(DISCONNECTED);
    await c.join();
    c.fake.last().receive(c.message(item('i1'), { seq: 1 }));
    expect(data).toEqual([]);
  });
});

describe('reconnecting (2000 ms, factor 1, 340 retries)', () => {
  it('waits 2000 ms after a loss, then fetches a new token for the new socket', async () => {
    const c = startConnection();
    const first = await c.join();
    first.drop();
    expect(c.status()).toBe('reconnecting');
    expect(first.closed).toBe(true);
    c.clock.increment(RECONNECT_MIN_DELAY_MS - 1);
    await settle();
    expect(c.tokenCalls).toHaveLength(1);
    c.clock.increment(1);
    await settle();
    expect(c.tokenCalls).toHaveLength(2);
    expect(c.fake.sockets).toHaveLength(2);
    expect(c.fake.last().url).toBe(`${BASE}/buzzard?token=token-2`);
  });

  it('waits 2000 ms again and again (factor 1), fetching a token every time', async () => {
    const c = startConnection();
    await c.open();
    for (let attempt = 1; attempt <= 4; attempt++) {
      c.fake.last().fail();
      expect(c.actor.getSnapshot().context.attempt).toBe(attempt);
      c.clock.increment(1999);
      await settle();
      expect(c.tokenCalls).toHaveLength(attempt);
      c.clock.increment(1);
      await settle();
      expect(c.tokenCalls).toHaveLength(attempt + 1);
    }
    expect(new Set(c.fake.sockets.map((socket) => socket.url)).size).toBe(5);
  });

  it('uses the policy it is given (a growing wait, capped)', async () => {
    const c = startConnection({
      policy: { minDelayMs: 1000, factor: 3, retries: 10, maxDelayMs: 5000 },
    });
    await c.open();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      c.fake.last().drop();
      let waited = 0;
      while (c.tokenCalls.length === attempt) {
        c.clock.increment(500);
        waited += 500;
        await settle();
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 3000, 5000]);
  });

  it('reports "Could not obtain buzzard token" when the token request fails, and retries', async () => {
    const c = startConnection({ answers: (call) => (call === 1 ? 'fail' : 'ok') });
    c.actor.send({ type: 'connect' });
    await settle();
    expect(c.of('connection.failed')).toEqual([
      { type: 'connection.failed', message: 'Could not obtain buzzard token' },
    ]);
    expect(c.status()).toBe('reconnecting');
    expect(c.fake.sockets).toHaveLength(0);
    c.clock.increment(2000);
    await settle();
    c.fake.last().open();
    expect(c.status()).toBe('open');
    expect(c.actor.getSnapshot().context.error).toBeNull();
  });

  it('gives up after 340 reconnects in a row and is closed', async () => {
    const c = startConnection({ answers: () => 'fail' });
    c.actor.send({ type: 'connect' });
    await settle();
    for (let retry = 1; retry <= RECONNECT_RETRIES; retry++) {
      expect(c.status()).toBe('reconnecting');
      c.clock.increment(RECONNECT_POLICY.minDelayMs);
      await settle();
    }
    expect(c.tokenCalls).toHaveLength(RECONNECT_RETRIES + 1);
    expect(c.status()).toBe('closed');
    expect(c.of('connection.failed').at(-1)).toEqual({
      type: 'connection.failed',
      message: RECONNECT_GAVE_UP,
    });
    c.clock.increment(60_000);
    await settle();
    expect(c.tokenCalls).toHaveLength(RECONNECT_RETRIES + 1);
  });

  it('counts retries from the last time it was open', async () => {
    const c = startConnection();
    await c.open();
    c.fake.last().drop();
    c.clock.increment(2000);
    await settle();
    c.fake.last().open();
    expect(c.actor.getSnapshot().context.attempt).toBe(0);
  });

  it('does not reconnect after disconnect', async () => {
    const c = startConnection();
    const socket = await c.join();
    c.actor.send({ type: 'disconnect' });
    expect(socket.sentWith('LEAVE')).toEqual([{ action: 'LEAVE', room: ROOM }]);
    expect(socket.closed).toBe(true);
    expect(c.status()).toBe('closed');
    c.clock.increment(10 * PING_TIMEOUT_MS);
    await settle();
    expect(c.tokenCalls).toHaveLength(1);
  });
});

describe('ping timeout (60000 ms)', () => {
  it('counts a connection with nothing received for 60 s as dead and reconnects', async () => {
    const c = startConnection();
    const socket = await c.join();
    c.clock.increment(PING_TIMEOUT_MS - 1);
    expect(c.status()).toBe('open');
    c.clock.increment(1);
    expect(c.status()).toBe('reconnecting');
    expect(socket.closed).toBe(true);
  });

  it('restarts the wait on every frame received, even one it cannot read', async () => {
    const c = startConnection();
    const socket = await c.join();
    c.clock.increment(40_000);
    socket.receive('not json');
    c.clock.increment(40_000);
    socket.receive({ action: 'VERSION', message: { version: '1' } });
    c.clock.increment(59_999);
    expect(c.status()).toBe('open');
    c.clock.increment(1);
    expect(c.status()).toBe('reconnecting');
  });

  it('gives up on a socket that does not open within 60 s', async () => {
    const c = startConnection();
    c.actor.send({ type: 'connect' });
    await settle();
    c.clock.increment(PING_TIMEOUT_MS);
    expect(c.status()).toBe('reconnecting');
    expect(c.fake.last().closed).toBe(true);
  });
});

describe('the room', () => {
  it('buffers messages until joined, then sends them in order', async () => {
    const c = startConnection();
    c.actor.send({ type: 'message.send', message: { n: 1 } });
    const socket = await c.open();
    c.actor.send({ type: 'message.send', message: { n: 2 }, ephemeral: true });
    expect(socket.sentWith('MESSAGE')).toEqual([]);
    socket.receive({ action: 'JOIN', room: ROOM, userId: ME });
    c.actor.send({ type: 'message.send', message: { n: 3 }, remove: true, removeDelay: 500 });
    expect(socket.sentWith('MESSAGE')).toEqual([
      { action: 'MESSAGE', room: ROOM, message: { n: 1 } },
      { action: 'MESSAGE', room: ROOM, message: { n: 2 }, ephemeral: true },
      { action: 'MESSAGE', room: ROOM, message: { n: 3 }, remove: true, removeDelay: 500 },
    ]);
    expect(c.actor.getSnapshot().context.outbox).toEqual([]);
  });

  it('keeps messages sent while reconnecting and sends them after the re-join', async () => {
    const c = startConnection();
    (await c.join()).drop();
    c.actor.send({ type: 'message.send', message: 'while away' });
    c.clock.increment(2000);
    const socket = await c.join(false);
    expect(socket.sentWith('MESSAGE')).toEqual([
      { action: 'MESSAGE', room: ROOM, message: 'while away' },
    ]);
  });

  it('sends no GET_STATE on the first join', async () => {
    const c = startConnection();
    const socket = await c.join();
    expect(socket.sentWith('GET_STATE')).toEqual([]);
  });

  it('re-joins after a reconnect and catches up since the last seq seen, once each', async () => {
    const c = startConnection();
    const first = await c.join();
    for (const seq of [1, 2, 3]) first.receive(c.message(item(`i${seq}`), { seq }));
    first.drop();
    c.clock.increment(2000);
    const second = await c.open(false);
    expect(second.sent).toEqual([{ action: 'JOIN', room: ROOM }]);
    second.receive({ action: 'JOIN', room: ROOM, userId: ME });
    expect(second.sentWith('GET_STATE')).toEqual([{ action: 'GET_STATE', room: ROOM, since: 3 }]);
    for (const seq of [2, 3, 4, 5, 4]) second.receive(c.message(item(`i${seq}`), { seq }));
    expect(c.delivered()).toEqual([1, 2, 3, 4, 5]);
    expect(c.of('item.event').map((event) => event.event.itemId)).toEqual([
      'i1',
      'i2',
      'i3',
      'i4',
      'i5',
    ]);
  });

  it('catches up on everything kept when it had seen nothing (no since)', async () => {
    const c = startConnection();
    (await c.join()).drop();
    c.clock.increment(2000);
    const socket = await c.join(false);
    expect(socket.sentWith('GET_STATE')).toEqual([{ action: 'GET_STATE', room: ROOM }]);
  });

  it('leaves and joins again on request', async () => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive(c.message({ type: 'viewing', userId: 'u2', itemId: 'i1' }, { userId: 'u2' }));
    c.actor.send({ type: 'room.leave' });
    expect(socket.sent.at(-1)).toEqual({ action: 'LEAVE', room: ROOM });
    expect(presencesOf(c.actor.getSnapshot())).toEqual({});
    c.actor.send({ type: 'message.send', message: 'later' });
    expect(socket.sentWith('MESSAGE')).toEqual([]);
    c.actor.send({ type: 'room.join' });
    expect(socket.sent.at(-1)).toEqual({ action: 'JOIN', room: ROOM });
    socket.receive({ action: 'JOIN', room: ROOM, userId: ME });
    expect(socket.sentWith('GET_STATE')).toEqual([{ action: 'GET_STATE', room: ROOM }]);
    expect(socket.sentWith('MESSAGE')).toEqual([
      { action: 'MESSAGE', room: ROOM, message: 'later' },
    ]);
  });

  it('stays out of the room after a reconnect when it had left', async () => {
    const c = startConnection();
    c.actor.send({ type: 'room.leave' });
    const socket = await c.open();
    expect(socket.sent).toEqual([]);
    expect(c.actor.getSnapshot().matches({ open: 'left' })).toBe(true);
  });

  it('emits item events, not presence, for kept messages; and notification news', async () => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive(c.message(item('i1', 'deleteItem'), { seq: 1, userId: 'u2' }));
    socket.receive(c.message(item('i2', 'viewing'), { seq: 2 }));
    socket.receive(c.message({ anything: true }, { seq: 3, notification: { unreadCount: 4 } }));
    expect(c.of('item.event')).toEqual([
      { type: 'item.event', event: item('i1', 'deleteItem'), seq: 1, userId: 'u2' },
    ]);
    expect(c.of('notification.received')).toEqual([
      { type: 'notification.received', news: { unreadCount: 4 } },
    ]);
    expect(c.delivered()).toEqual([1, 2, 3]);
  });

  it('ignores messages of another room', async () => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive({ ...c.message(item('i1'), { seq: 1 }), room: 'org:other' });
    expect(c.delivered()).toEqual([]);
  });
});

describe('versions', () => {
  it('remembers the first version and asks to reload on another one after a reconnect', async () => {
    const c = startConnection();
    const first = await c.join();
    first.receive({ action: 'VERSION', message: { version: '1.0.0' } });
    first.drop();
    c.clock.increment(2000);
    const second = await c.join(false);
    second.receive({ action: 'VERSION', message: { version: '1.0.0' } });
    expect(c.of('app.reload')).toEqual([]);
    second.drop();
    c.clock.increment(2000);
    const third = await c.join(false);
    third.receive({ action: 'VERSION', message: { version: '1.1.0' } });
    expect(c.of('app.reload')).toEqual([{ type: 'app.reload', reason: 'version' }]);
    expect(c.actor.getSnapshot().context.version).toBe('1.0.0');
  });

  it('asks to reload on RELOAD', async () => {
    const c = startConnection();
    (await c.join()).receive({ action: 'RELOAD' });
    expect(c.of('app.reload')).toEqual([{ type: 'app.reload', reason: 'reload' }]);
  });
});

describe('frames it cannot read', () => {
  it.each([
    ['not JSON', 'not json', /^not JSON/],
    ['an unknown action', { action: 'DANCE' }, /expected ServerFrame/],
    ['a MESSAGE without its fields', { action: 'MESSAGE', room: ROOM }, /expected/],
    [
      'a negative seq',
      { action: 'MESSAGE', room: ROOM, message: 1, ephemeral: false, seq: -1 },
      /./,
    ],
    ['JSON null', 'null', /expected ServerFrame/],
  ])('reports %s and goes on', async (_, frame, message) => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive(frame);
    expect(c.of('frame.rejected')).toHaveLength(1);
    expect(c.of('frame.rejected')[0]?.message).toMatch(message);
    expect(c.status()).toBe('open');
    socket.receive(c.message(item('i1'), { seq: 1 }));
    expect(c.delivered()).toEqual([1]);
  });

  it('reports a binary frame', async () => {
    const c = startConnection();
    const socket = await c.join();
    socket.onmessage?.({ data: new Uint8Array([1, 2]) });
    expect(c.of('frame.rejected')[0]?.message).toBe('expected a text frame, got object');
    expect(c.actor.getSnapshot().status).toBe('active');
  });

  it('reports a bad notification but still delivers the message', async () => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive(c.message(item('i1'), { seq: 1, notification: { unreadCount: 'many' } }));
    expect(c.delivered()).toEqual([1]);
    expect(c.of('frame.rejected')[0]?.message).toMatch(/^notification: unreadCount/);
  });
});
