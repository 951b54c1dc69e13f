import type { RealtimeToken } from '@smm/model';
import type { ConnectionStatus, SocketMessageEvent } from '@smm/realtime';
import type { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeClient, RealtimeClientOptions } from './client.js';
import { createRealtimeClient } from './client.js';
import { NO_WEBSOCKET, webSocketOrigin } from './transport.js';

/** A WebSocket the test plays the server for. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: SocketMessageEvent) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: Record<string, unknown>[] = [];
  closed = false;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  static last(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }

  close() {
    this.closed = true;
  }

  serverSends(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const ROOM = 'org:o1';
const ME = 'u1';
const item = (itemId: string, type = 'markedAsRead') => ({ type, itemId, action: 'read' });
const kept = (seq: number, message: unknown = item(`i${seq}`)) => ({
  action: 'MESSAGE',
  room: ROOM,
  message,
  ephemeral: false,
  seq,
});
const ephemeral = (message: unknown, userId: string) => ({
  action: 'MESSAGE',
  room: ROOM,
  message,
  ephemeral: true,
  userId,
});

function collect<T>(source: { subscribe(next: (value: T) => void): unknown }): T[] {
  const values: T[] = [];
  source.subscribe((value) => values.push(value));
  return values;
}

let client: RealtimeClient | undefined;
let tokens: number;

function start(options: Partial<RealtimeClientOptions> = {}, fakeWebSocket = true) {
  client = createRealtimeClient({
    baseUrl: 'wss://switchboard.test',
    orgId: 'o1',
    userId: ME,
    fetchToken: async (): Promise<RealtimeToken> => ({ token: `t${++tokens}` }),
    ...(fakeWebSocket ? { WebSocket: FakeWebSocket } : {}),
    ...options,
  });
  return client;
}

/** Connects and lets the server accept the socket and confirm the JOIN. */
async function joined(realtime: RealtimeClient) {
  const connected = realtime.connect();
  await vi.advanceTimersByTimeAsync(0);
  const socket = FakeWebSocket.last();
  socket.onopen?.({});
  await connected;
  socket.serverSends({ action: 'JOIN', room: ROOM, userId: ME });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.opened = [];
  tokens = 0;
});

afterEach(() => {
  client?.dispose();
  client = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('connecting', () => {
  it('opens the WebSocket at /buzzard with a fresh token and reports each state', async () => {
    const realtime = start();
    const statuses = collect<ConnectionStatus>(realtime.status$);
    const socket = await joined(realtime);
    expect(socket.url).toBe('wss://switchboard.test/buzzard?token=t1');
    expect(socket.sent[0]).toEqual({ action: 'JOIN', room: ROOM });
    expect(statuses).toEqual(['closed', 'connecting', 'open']);
  });

  it('uses the global WebSocket when none is given', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const realtime = start({}, false);
    realtime.connect().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('reports a missing WebSocket and keeps trying', async () => {
    vi.stubGlobal('WebSocket', undefined);
    const realtime = start({}, false);
    const statuses = collect<ConnectionStatus>(realtime.status$);
    const errors = collect<string>(realtime.errors$);
    realtime.connect().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(errors).toEqual([NO_WEBSOCKET]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(tokens).toBe(2);
  });

  it('rejects with "not enabled" when realtime is off, and opens nothing', async () => {
    const realtime = start({ enabled: false });
    const errors = collect<string>(realtime.errors$);
    await expect(realtime.connect()).rejects.toThrow(/^not enabled$/);
    expect(FakeWebSocket.opened).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('returns the same promise while connecting, and opens one socket', async () => {
    const realtime = start();
    const first = realtime.connect();
    expect(realtime.connect()).toBe(first);
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.last().onopen?.({});
    await first;
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('reconnects 2000 ms after the socket closes, with a new token', async () => {
    const realtime = start();
    const statuses = collect<ConnectionStatus>(realtime.status$);
    const first = await joined(realtime);
    first.onclose?.({});
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeWebSocket.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.last().url).toBe('wss://switchboard.test/buzzard?token=t2');
  });

  it('reports "Could not obtain buzzard token"', async () => {
    const realtime = start({ fetchToken: () => Promise.reject(new Error('503')) });
    const errors = collect<string>(realtime.errors$);
    realtime.connect().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(['Could not obtain buzzard token']);
  });

  it('disconnects: LEAVE, the socket closed, no reconnect', async () => {
    const realtime = start();
    const statuses = collect<ConnectionStatus>(realtime.status$);
    const socket = await joined(realtime);
    realtime.disconnect();
    expect(socket.sent.at(-1)).toEqual({ action: 'LEAVE', room: ROOM });
    expect(socket.closed).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });
});

describe('streams', () => {
  it('delivers item events once across a reconnect (catch-up with since)', async () => {
    const realtime = start();
    const events = collect(realtime.events$);
    const messages = collect(realtime.messages$);
    const first = await joined(realtime);
    first.serverSends(kept(1));
    first.serverSends(kept(2, item('i2', 'viewing')));
    first.onclose?.({});
    await vi.advanceTimersByTimeAsync(2000);
    const second = FakeWebSocket.last();
    second.onopen?.({});
    second.serverSends({ action: 'JOIN', room: ROOM, userId: ME });
    expect(second.sent).toContainEqual({ action: 'GET_STATE', room: ROOM, since: 2 });
    for (const seq of [1, 2, 3]) second.serverSends(kept(seq));
    expect(events).toEqual([item('i1'), item('i3')]);
    expect(messages.map((frame) => frame.seq)).toEqual([1, 2, 3]);
  });

  it('keeps the presence map, current first, and empties it when the connection drops', async () => {
    const realtime = start();
    const maps = collect(realtime.presence$);
    const socket = await joined(realtime);
    socket.serverSends(ephemeral({ type: 'editing', userId: 'u2', itemId: 'i1' }, 'u2'));
    socket.serverSends({ action: 'LEAVE', room: ROOM, userId: 'u3' });
    socket.onclose?.({});
    expect(maps).toEqual([{}, { u2: { viewingId: null, editingId: 'i1' } }, {}]);
  });

  it('sends own presence 2000 ms after the last change, latest only', async () => {
    const realtime = start();
    const socket = await joined(realtime);
    realtime.setViewing('i1');
    realtime.setViewing('i2');
    realtime.setEditing('i2');
    await vi.advanceTimersByTimeAsync(1999);
    expect(socket.sent.filter((frame) => frame['action'] === 'MESSAGE')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent.filter((frame) => frame['action'] === 'MESSAGE')).toEqual([
      {
        action: 'MESSAGE',
        room: ROOM,
        message: { type: 'viewing', userId: ME, itemId: 'i2' },
        ephemeral: true,
      },
      {
        action: 'MESSAGE',
        room: ROOM,
        message: { type: 'editing', userId: ME, itemId: 'i2' },
        ephemeral: true,
      },
    ]);
  });

  it('emits percolated feed updates collected over 1000 ms', async () => {
    const realtime = start();
    const updates = collect(realtime.percolated$);
    const socket = await joined(realtime);
    socket.serverSends(ephemeral({ type: 'percolated', itemId: 'i1', feedIds: ['f1'] }, 'sys'));
    await vi.advanceTimersByTimeAsync(500);
    socket.serverSends(ephemeral({ type: 'percolated', itemId: 'i2', feedIds: ['f1'] }, 'sys'));
    expect(updates).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(updates).toEqual([{ f1: ['i1', 'i2'] }]);
  });

  it('passes on notification news, reloads and frames it cannot read', async () => {
    const realtime = start();
    const news = collect(realtime.notifications$);
    const reloads = collect(realtime.reload$);
    const errors = collect<string>(realtime.errors$);
    const socket = await joined(realtime);
    socket.serverSends({ ...kept(1), notification: { unreadCount: 3 } });
    socket.onmessage?.({ data: '{oops' });
    socket.serverSends({ action: 'RELOAD' });
    socket.serverSends({
      action: 'MESSAGE',
      room: '',
      ephemeral: true,
      message: { type: 'error', message: 'Frames are JSON text.' },
    });
    expect(news).toEqual([{ unreadCount: 3 }]);
    expect(reloads).toEqual(['reload']);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^not JSON/);
    expect(errors[1]).toBe('Frames are JSON text.');
  });

  it('holds messages until the room is joined', async () => {
    const realtime = start();
    realtime.send({ message: { hello: 1 } });
    const socket = await joined(realtime);
    expect(socket.sent).toEqual([
      { action: 'JOIN', room: ROOM },
      { action: 'MESSAGE', room: ROOM, message: { hello: 1 } },
    ]);
  });

  it('completes every stream when disposed', () => {
    const realtime = start();
    let completed = 0;
    const streams: Observable<unknown>[] = [realtime.events$, realtime.presence$, realtime.status$];
    for (const stream of streams) {
      stream.subscribe({ complete: () => completed++ });
    }
    realtime.dispose();
    expect(completed).toBe(3);
  });
});

describe('webSocketOrigin', () => {
  it.each([
    ['https://app.example.com', 'wss://app.example.com'],
    ['http://localhost:8080', 'ws://localhost:8080'],
  ])('%s → %s', (origin, expected) => {
    expect(webSocketOrigin(origin)).toBe(expected);
  });
});
