/**
 * The realtime endpoint as the loopback benchmark loads it (`npm run bench`), started as a child
 * process with an IPC channel: the real `/buzzard` endpoint and hub over the embedded PostgreSQL
 * (`DATA_DIR`, `PG_PORT`), one organisation per room, each with a user, a channel and items,
 * and a single-use token per connection.
 *
 * Arguments: the rooms as `<rooms>x<connections>`, e.g. `1x1000 100x10`. It answers
 * `{ type: 'ready', rooms: [{ urls }] }` (every room of every argument, in order; one WebSocket
 * URL per connection, tokens valid for a minute). `{ type: 'publish', room, id }` then records
 * an item event (`markedAsRead`) of one of the room's items in its organisation, as the engage
 * API does after a change, with a payload of about 1 kB (`{ bench: id, pad }`); the hub delivers
 * it to every connection of the room (with `seq`, checked for visibility, percolated).
 */
import { randomUUID } from 'node:crypto';
import { orgRoom } from '@smm/realtime';
import Fastify from 'fastify';
import { readConfig } from '../config.js';
import { listenForChanges } from '../db/changes.js';
import type { Db } from '../db/database.js';
import { openDatabase, type OpenedDatabase } from '../db/open.js';
import { loadCaller } from '../http/caller.js';
import { seedItems } from '../modules/demo/items.seed.js';
import { engageEvents } from '../modules/engage/engage.events.js';
import { realtimeEndpoint, REALTIME_PATH } from '../realtime/endpoint.js';
import { issueRealtimeToken } from '../realtime/tokens.js';

/** The padding that makes an event's payload about 1 kB. */
const PAD = 'x'.repeat(960);

interface Room {
  readonly orgId: string;
  readonly itemIds: readonly string[];
  seq: number;
}

/** An organisation with an admin, a Facebook channel and a few sandbox items. */
async function createRoom(db: Db, n: number): Promise<{ room: Room; userId: string }> {
  const org = await db
    .insertInto('organisations')
    .values({ name: `Bench room ${n}`, packageName: 'suite' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      orgId: org.id,
      email: `bench-${n}@bench.test`,
      firstName: 'Bench',
      lastName: String(n),
      isAdmin: true,
      // Nobody signs in as the bench user: its connections get their tokens here.
      passwordHash: '!',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('channels')
    .values({
      id: `bench-${n}-${randomUUID()}`,
      orgId: org.id,
      network: 'facebook',
      name: `Bench ${n}`,
      username: `bench${n}`,
      platformId: `facebook:bench-${n}`,
    })
    .execute();
  await seedItems(db, org.id, { count: 8, seed: 1, batching: { batch: 8, hold: 8 } });
  const items = await db
    .selectFrom('engageItems')
    .select('id')
    .where('orgId', '=', org.id)
    .where('listed', '=', true)
    .execute();
  return { room: { orgId: org.id, itemIds: items.map((i) => i.id), seq: 0 }, userId: user.id };
}

function parseRooms(args: readonly string[]): { rooms: number; size: number }[] {
  return args.map((arg) => {
    const match = /^(\d+)x(\d+)$/.exec(arg);
    if (!match) throw new Error(`Rooms are given as <rooms>x<connections>, e.g. 100x10: "${arg}"`);
    return { rooms: Number(match[1]), size: Number(match[2]) };
  });
}

async function main(): Promise<void> {
  const shapes = parseRooms(process.argv.slice(2));
  const database = await openDatabase({
    ...readConfig(),
    seedDemo: false,
    poolSize: 20,
    say: () => undefined,
  });
  try {
    await serve(database, shapes);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function serve(
  database: OpenedDatabase,
  shapes: readonly { rooms: number; size: number }[],
): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error('Start this with an IPC channel (child_process.fork).');
  const { db, url } = database;
  const changes = listenForChanges(url, () => undefined);
  const app = Fastify();
  await realtimeEndpoint(app, { db, changes, version: 'bench' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // The organisations first, then the tokens (valid for a minute), all at once.
  const rooms: (Room & { readonly userId: string; readonly size: number })[] = [];
  for (const { rooms: count, size } of shapes) {
    for (let r = 0; r < count; r++) {
      const { room, userId } = await createRoom(db, rooms.length);
      rooms.push({ ...room, userId, size });
    }
  }
  const ready: { urls: string[]; join: string }[] = [];
  for (const room of rooms) {
    const caller = await loadCaller(db, { userId: room.userId }, null, []);
    if (!caller) throw new Error('The bench user was not found.');
    const urls: string[] = [];
    for (let c = 0; c < room.size; c++) {
      const token = await issueRealtimeToken(db, caller);
      urls.push(`ws://127.0.0.1:${port}${REALTIME_PATH}?token=${token}`);
    }
    ready.push({ urls, join: orgRoom(room.orgId) });
  }

  process.on('message', (message: { type: string; room: number; id: number }) => {
    if (message.type === 'stop') {
      void changes
        .stop()
        .then(() => app.close())
        .then(() => database.close())
        .then(() => process.exit(0));
      return;
    }
    if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ type: 'cpu', micros: user + system });
      return;
    }
    const room = rooms[message.room];
    if (message.type !== 'publish' || !room) return;
    room.seq += 1;
    engageEvents.emit('event', {
      seq: room.seq,
      orgId: room.orgId,
      itemId: room.itemIds[room.seq % room.itemIds.length] ?? null,
      type: 'markedAsRead',
      action: 'read',
      moderatorId: null,
      moderatorSource: 'network',
      payload: { bench: message.id, pad: PAD },
    });
  });
  send({ type: 'ready', rooms: ready });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
