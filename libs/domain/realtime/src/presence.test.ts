import { describe, expect, it } from 'vitest';
import { ME, ROOM, startConnection } from './connection.harness.testing.js';
import { PERCOLATION_DEBOUNCE_MS, PRESENCE_DEBOUNCE_MS } from './connection.rules.js';
import { presencesOf } from './connection.selectors.js';

const presence = (type: 'viewing' | 'editing', userId: string, itemId: string | null) => ({
  type,
  userId,
  itemId,
});

describe('own presence (debounced 2000 ms, batched)', () => {
  it('sends only the latest values, 2000 ms after the last change', async () => {
    const c = startConnection();
    const socket = await c.join();
    c.actor.send({ type: 'presence.viewing', itemId: 'i1' });
    c.clock.increment(1000);
    c.actor.send({ type: 'presence.viewing', itemId: 'i2' });
    c.clock.increment(500);
    c.actor.send({ type: 'presence.editing', itemId: 'i2' });
    c.clock.increment(PRESENCE_DEBOUNCE_MS - 1);
    expect(socket.sentWith('MESSAGE')).toEqual([]);
    c.clock.increment(1);
    expect(socket.sentWith('MESSAGE')).toEqual([
      { action: 'MESSAGE', room: ROOM, message: presence('viewing', ME, 'i2'), ephemeral: true },
      { action: 'MESSAGE', room: ROOM, message: presence('editing', ME, 'i2'), ephemeral: true },
    ]);
  });

  it('sends nothing when the changes end where they started', async () => {
    const c = startConnection();
    const socket = await c.join();
    c.actor.send({ type: 'presence.viewing', itemId: 'i1' });
    c.clock.increment(PRESENCE_DEBOUNCE_MS);
    c.actor.send({ type: 'presence.viewing', itemId: 'i2' });
    c.actor.send({ type: 'presence.viewing', itemId: 'i1' });
    c.clock.increment(PRESENCE_DEBOUNCE_MS);
    expect(socket.sentWith('MESSAGE')).toHaveLength(1);
  });

  it('tells the room again after a reconnect, without waiting', async () => {
    const c = startConnection();
    const first = await c.join();
    c.actor.send({ type: 'presence.editing', itemId: 'i7' });
    c.clock.increment(PRESENCE_DEBOUNCE_MS);
    expect(first.sentWith('MESSAGE')).toHaveLength(1);
    first.drop();
    c.clock.increment(2000);
    const second = await c.join(false);
    expect(second.sentWith('MESSAGE')).toEqual([
      { action: 'MESSAGE', room: ROOM, message: presence('editing', ME, 'i7'), ephemeral: true },
    ]);
  });

  it('waits for the join when the debounce ends before it', async () => {
    const c = startConnection();
    c.actor.send({ type: 'presence.viewing', itemId: 'i3' });
    const socket = await c.open();
    c.clock.increment(PRESENCE_DEBOUNCE_MS);
    expect(socket.sentWith('MESSAGE')).toEqual([]);
    socket.receive({ action: 'JOIN', room: ROOM, userId: ME });
    expect(socket.sentWith('MESSAGE')).toEqual([
      { action: 'MESSAGE', room: ROOM, message: presence('viewing', ME, 'i3'), ephemeral: true },
    ]);
  });
});

describe('presence of others', () => {
  it('keeps what each user views and edits; a user with nothing is dropped', async () => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive(c.message(presence('viewing', 'u2', 'i1'), { userId: 'u2' }));
    socket.receive(c.message(presence('editing', 'u2', 'i1'), { userId: 'u2' }));
    socket.receive(c.message(presence('viewing', 'u3', 'i9'), { userId: 'u3' }));
    expect(presencesOf(c.actor.getSnapshot())).toEqual({
      u2: { viewingId: 'i1', editingId: 'i1' },
      u3: { viewingId: 'i9', editingId: null },
    });
    socket.receive(c.message(presence('viewing', 'u3', null), { userId: 'u3' }));
    expect(presencesOf(c.actor.getSnapshot())).toEqual({
      u2: { viewingId: 'i1', editingId: 'i1' },
    });
    expect(c.of('presence.changed')).toHaveLength(4);
  });

  it('trusts the sender the server stamps over the message, and ignores its own echo', async () => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive(c.message(presence('viewing', 'u9', 'i1'), { userId: 'u2' }));
    socket.receive(c.message(presence('viewing', ME, 'i1'), { userId: ME }));
    expect(presencesOf(c.actor.getSnapshot())).toEqual({
      u2: { viewingId: 'i1', editingId: null },
    });
  });

  it('clears a user who leaves', async () => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive(c.message(presence('viewing', 'u2', 'i1'), { userId: 'u2' }));
    socket.receive(c.message(presence('viewing', 'u3', 'i1'), { userId: 'u3' }));
    socket.receive({ action: 'LEAVE', room: ROOM, userId: 'u2' });
    expect(Object.keys(presencesOf(c.actor.getSnapshot()))).toEqual(['u3']);
  });

  it.each([
    ['the socket drops', (c: ReturnType<typeof startConnection>) => c.fake.last().drop()],
    [
      'the connection is closed',
      (c: ReturnType<typeof startConnection>) => c.actor.send({ type: 'disconnect' }),
    ],
  ])('clears every presence when %s', async (_, end) => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive(c.message(presence('viewing', 'u2', 'i1'), { userId: 'u2' }));
    end(c);
    expect(presencesOf(c.actor.getSnapshot())).toEqual({});
    expect(c.of('presence.changed').at(-1)).toEqual({ type: 'presence.changed', presences: {} });
  });
});

describe('percolated feed updates (debounced 1000 ms)', () => {
  it('collects item ids per feed for 1000 ms, then emits them once', async () => {
    const c = startConnection();
    const socket = await c.join();
    socket.receive(c.message({ type: 'percolated', itemId: 'i1', feedIds: ['f1'] }));
    c.clock.increment(400);
    socket.receive(c.message({ type: 'percolated', itemId: 'i2', feedIds: ['f1', 'f2'] }));
    socket.receive(c.message({ type: 'percolated', itemId: 'i1', feedIds: ['f1'] }));
    c.clock.increment(PERCOLATION_DEBOUNCE_MS - 401);
    expect(c.of('feeds.percolated')).toEqual([]);
    c.clock.increment(1);
    expect(c.of('feeds.percolated')).toEqual([
      { type: 'feeds.percolated', feeds: { f1: ['i1', 'i2'], f2: ['i2'] } },
    ]);
    c.clock.increment(5 * PERCOLATION_DEBOUNCE_MS);
    expect(c.of('feeds.percolated')).toHaveLength(1);
    socket.receive(c.message({ type: 'percolated', itemId: 'i3', feedIds: ['f2'] }));
    c.clock.increment(PERCOLATION_DEBOUNCE_MS);
    expect(c.of('feeds.percolated').at(-1)).toEqual({
      type: 'feeds.percolated',
      feeds: { f2: ['i3'] },
    });
  });
});
