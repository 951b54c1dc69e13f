import type { SavedItem } from '@smm/model';
import { isNewSeq, orgRoom, remember, type ServerFrame } from '@smm/realtime';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { engageEvents, type EngageEvent } from '../modules/engage/engage.events.js';
import { findItem, orgIdOf } from '../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let demoRoom: string;
beforeAll(async () => {
  api = await startTestApi();
  demoRoom = orgRoom(await orgIdOf(api));
});
afterAll(async () => {
  await api?.close();
});

/** A realtime client as a browser would be: a token, then a WebSocket; every frame kept. */
interface Client {
  readonly frames: ServerFrame[];
  readonly socket: WebSocket;
  send(frame: unknown): void;
  /** The first frame (after those already taken) that passes `test`, waiting up to 5 s. */
  next(test: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  close(): Promise<void>;
}

async function tokenFor(who: string): Promise<string> {
  const response = await (await api.as(who))('GET', '/buzzard/token');
  expect(response.status).toBe(200);
  return (response.body as { token: string }).token;
}

function open(token: string): Promise<Client> {
  const socket = new WebSocket(`${api.base.replace(/^http/, 'ws')}/buzzard?token=${token}`);
  const frames: ServerFrame[] = [];
  const waiting = new Set<() => void>();
  let taken = 0;
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const wake of waiting) wake();
  });
  const client: Client = {
    frames,
    socket,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (test, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          for (let i = taken; i < frames.length; i++) {
            const frame = frames[i];
            if (frame && test(frame)) {
              taken = i + 1;
              waiting.delete(look);
              clearTimeout(timer);
              resolve(frame);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(new Error(`No such frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiting.add(look);
        look();
      }),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) resolve();
        else {
          socket.once('close', () => resolve());
          socket.close();
        }
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

async function joined(who: string, room: string): Promise<Client> {
  const client = await open(await tokenFor(who));
  client.send({ action: 'JOIN', room });
  await client.next((frame) => frame.action === 'JOIN' && frame.room === room);
  return client;
}

/** The item an event frame is about, if it is one. */
const itemOf = (frame: ServerFrame): string | undefined =>
  frame.action === 'MESSAGE' && !frame.ephemeral
    ? (frame.message as { itemId?: string }).itemId
    : undefined;

const isEvent = (itemId: string) => (frame: ServerFrame) => itemOf(frame) === itemId;

describe('the realtime endpoint', () => {
  it('takes a single-use token from GET /buzzard/token and says its version first', async () => {
    const token = await tokenFor('editor');
    const client = await open(token);
    expect(await client.next(() => true)).toEqual({
      action: 'VERSION',
      message: { version: expect.any(String) },
    });
    await client.close();
    await expect(open(token)).rejects.toThrow('refused: 401');
    await expect(open('made-up')).rejects.toThrow('refused: 401');
    const unauthenticated = await api.call('GET', '/buzzard/token');
    expect(unauthenticated.status).toBe(401);
  });

  it('lets a client join only its own organisation’s room', async () => {
    const client = await open(await tokenFor('otherAdmin'));
    client.send({ action: 'JOIN', room: demoRoom });
    const refused = await client.next((frame) => frame.action === 'MESSAGE');
    expect(refused).toMatchObject({ message: { type: 'error' } });
    expect(JSON.stringify(refused)).toContain('only your organisation');
    client.send({ action: 'GET_STATE', room: demoRoom });
    expect(await client.next((frame) => frame.action === 'MESSAGE')).toMatchObject({
      message: { type: 'error', message: `Join ${demoRoom} first.` },
    });
    await client.close();
  });

  it('answers bad frames with what is wrong and keeps serving', async () => {
    const client = await open(await tokenFor('editor'));
    client.send('not json');
    expect(await client.next((frame) => frame.action === 'MESSAGE')).toMatchObject({
      message: { type: 'error', message: 'The frame is not JSON.' },
    });
    client.send({ action: 'SHOUT', room: demoRoom });
    const invalid = await client.next((frame) => frame.action === 'MESSAGE');
    expect(JSON.stringify(invalid)).toContain('Invalid frame');
    client.send({ action: 'JOIN', room: demoRoom });
    await client.next((frame) => frame.action === 'JOIN');
    client.send({ action: 'MESSAGE', room: demoRoom, message: { type: 'markedAsRead' } });
    expect(JSON.stringify(await client.next((frame) => frame.action === 'MESSAGE'))).toContain(
      'Only presence',
    );
    await client.close();
  });
});

describe('two people of one organisation', () => {
  it('see each other’s viewing and editing, and when the other goes', async () => {
    const item = await findItem(api, { networks: ['facebook'] });
    const ada = await joined('admin', demoRoom);
    ada.send({
      action: 'MESSAGE',
      room: demoRoom,
      ephemeral: true,
      message: { type: 'viewing', userId: 'anyone', itemId: item.id },
    });
    const eddie = await joined('editor', demoRoom);
    const adaId = await api.userId('admin@demo.test');
    // Joining late, Eddie learns what Ada is viewing; the server names the sender itself.
    expect(
      await eddie.next((frame) => frame.action === 'MESSAGE' && frame.ephemeral),
    ).toMatchObject({
      userId: adaId,
      message: { type: 'viewing', userId: adaId, itemId: item.id },
    });
    eddie.send({
      action: 'MESSAGE',
      room: demoRoom,
      ephemeral: true,
      message: { type: 'editing', userId: 'x', itemId: item.id },
    });
    const eddieId = await api.userId('editor@demo.test');
    expect(await ada.next((frame) => frame.action === 'MESSAGE' && frame.ephemeral)).toMatchObject({
      message: { type: 'editing', userId: eddieId, itemId: item.id },
    });
    await ada.close();
    expect(await eddie.next((frame) => frame.action === 'LEAVE')).toEqual({
      action: 'LEAVE',
      room: demoRoom,
      userId: adaId,
    });
    await eddie.close();
  });

  it('hear item events with their seq; other organisations and people who do not see the channel hear nothing', async () => {
    const item = await findItem(api, { networks: ['facebook'] });
    const ada = await joined('admin', demoRoom);
    const eddie = await joined('editor', demoRoom);
    const sam = await joined('sam@demo.test', demoRoom);
    const otto = await joined('admin@other.test', orgRoom(await orgIdOf(api, 'admin@other.test')));
    await (
      await api.as('editor')
    )('PUT', `/api/engage/contents/${item.id}/unread`);
    await (
      await api.as('editor')
    )('PUT', `/api/engage/contents/${item.id}/read`);
    const seen = await eddie.next(
      (frame) =>
        frame.action === 'MESSAGE' &&
        isEvent(item.id)(frame) &&
        (frame.message as { action: string }).action === 'read',
    );
    expect(seen).toMatchObject({
      room: demoRoom,
      ephemeral: false,
      seq: expect.any(Number),
      message: { type: 'markedAsRead', itemId: item.id, action: 'read' },
    });
    await ada.next(
      (frame) =>
        isEvent(item.id)(frame) &&
        frame.action === 'MESSAGE' &&
        frame.seq === (seen as { seq: number }).seq,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sam.frames.filter(isEvent(item.id))).toEqual([]);
    expect(otto.frames.filter((frame) => frame.action === 'MESSAGE')).toEqual([]);
    await Promise.all([ada.close(), eddie.close(), sam.close(), otto.close()]);
  });
});

describe('a connection killed mid-stream', () => {
  it('has every non-ephemeral event exactly once after reconnecting and catching up', async () => {
    const items: SavedItem[] = [];
    for (const network of ['facebook', 'instagram', 'twitter']) {
      const response = await (
        await api.as('admin')
      )('POST', '/api/engage/search?limit=5', {
        filters: { networks: [network] },
      });
      items.push(...(response.body as { items: SavedItem[] }).items);
    }
    const ids = new Set(items.map((item) => item.id));
    const eddie = await joined('editor', demoRoom);
    const editor = await api.as('editor');
    // What the client does (the rules of @smm/realtime): a seq it already delivered is dropped.
    let seen: readonly number[] = [];
    const received = new Map<number, number>();
    const count = (client: Client) => {
      for (const frame of client.frames) {
        if (frame.action !== 'MESSAGE' || frame.ephemeral || frame.seq === undefined) continue;
        if (!isNewSeq(seen, frame.seq)) continue;
        seen = remember(seen, frame.seq);
        const itemId = (frame.message as { itemId?: string }).itemId;
        if (itemId && ids.has(itemId)) received.set(frame.seq, (received.get(frame.seq) ?? 0) + 1);
      }
    };
    // Events flow while the connection is killed after the first few.
    const writes = (async () => {
      for (const item of items) {
        await editor('PUT', `/api/engage/contents/${item.id}/unread`);
        await editor('PUT', `/api/engage/contents/${item.id}/read`);
      }
    })();
    await eddie.next((frame) => isEvent(items[0]?.id ?? '')(frame));
    eddie.socket.terminate();
    const lastSeq = Math.max(
      ...eddie.frames.flatMap((frame) =>
        frame.action === 'MESSAGE' && frame.seq !== undefined ? [frame.seq] : [],
      ),
    );
    count(eddie);
    await writes;
    const again = await joined('editor', demoRoom);
    again.send({ action: 'GET_STATE', room: demoRoom, since: lastSeq });
    const expected = await api.db
      .selectFrom('engageEvents')
      .select('seq')
      .where('itemId', 'in', [...ids])
      .where('moderatorId', '=', await api.userId('editor@demo.test'))
      .where('seq', '>', '0')
      .orderBy('seq')
      .execute();
    const all = expected
      .map((row) => Number(row.seq))
      .filter((seq) => seq >= (Math.min(...received.keys()) || 0));
    const last = all.at(-1) ?? 0;
    await again.next((frame) => frame.action === 'MESSAGE' && frame.seq === last);
    count(again);
    // Every event of the stream, none missing, each delivered once (the catch-up may also bring
    // events recorded just before the stream began, which this client had not seen).
    expect(all.filter((seq) => !received.has(seq))).toEqual([]);
    expect([...received.values()].every((times) => times === 1)).toBe(true);
    await again.close();
  });
});

describe('live feeds and the notification centre', () => {
  it('tells a person which of their feeds a changed item belongs to now', async () => {
    const editorId = await api.userId('editor@demo.test');
    const editor = await api.as('editor');
    const feed = (
      await editor('POST', `/api/engage/moderators/${editorId}/feeds`, {
        name: 'Facebook live',
        networks: ['facebook'],
      })
    ).body as { id: string };
    const other = (
      await editor('POST', `/api/engage/moderators/${editorId}/feeds`, {
        name: 'Instagram only',
        networks: ['instagram'],
      })
    ).body as { id: string };
    const eddie = await joined('editor', demoRoom);
    const item = await findItem(api, { networks: ['facebook'] });
    await (
      await api.as('admin')
    )('PUT', `/api/engage/contents/${item.id}/unread`);
    const percolated = await eddie.next(
      (frame) =>
        frame.action === 'MESSAGE' &&
        (frame.message as { type?: string }).type === 'percolated' &&
        (frame.message as { itemId?: string }).itemId === item.id,
    );
    expect(percolated).toMatchObject({ ephemeral: true, message: { feedIds: [feed.id] } });
    expect(JSON.stringify(percolated)).not.toContain(other.id);
    await eddie.close();
  });

  it('moves the unread count of a person mentioned in a note', async () => {
    const eddie = await joined('editor', demoRoom);
    const item = await findItem(api, { networks: ['facebook'], types: ['comment'] });
    const editorId = await api.userId('editor@demo.test');
    await (
      await api.as('admin')
    )('POST', `/api/engage/contents/${item.id}/notes`, {
      noteText: 'Eddie, please answer',
      mentionedUserIds: [editorId],
    });
    const news = await eddie.next(
      (frame) => frame.action === 'MESSAGE' && frame.notification !== undefined,
    );
    const { unread } = await api.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<string>().as('unread'))
      .where('userId', '=', editorId)
      .where('unread', '=', true)
      .executeTakeFirstOrThrow();
    expect(news).toMatchObject({ ephemeral: true, notification: { unreadCount: Number(unread) } });
    expect(Number(unread)).toBeGreaterThan(0);
    await eddie.close();
  });
});

describe('a new version', () => {
  it('tells clients to reload when a server of another version starts', async () => {
    const eddie = await open(await tokenFor('editor'));
    const version = await eddie.next((frame) => frame.action === 'VERSION');
    const own = (version as { message: { version: string } }).message.version;
    await sql`SELECT pg_notify('smm_versions', ${own})`.execute(api.db);
    await sql`SELECT pg_notify('smm_versions', ${`${own}-next`})`.execute(api.db);
    await eddie.next((frame) => frame.action === 'RELOAD');
    expect(eddie.frames.filter((frame) => frame.action === 'RELOAD')).toHaveLength(1);
    await eddie.close();
  });
});

describe('events that commit out of seq order', () => {
  it('reach a peer once each, a late lower seq included', async () => {
    const item = await findItem(api, { networks: ['facebook'] });
    const eddie = await joined('editor', demoRoom);
    const orgId = await orgIdOf(api);
    const event = (seq: number): EngageEvent => ({
      seq,
      orgId,
      itemId: item.id,
      type: 'markedAsRead',
      action: 'read',
      moderatorId: null,
      moderatorSource: 'user',
      payload: {},
    });
    const base = 2_000_000_000;
    for (const seq of [base + 2, base + 1, base + 2, base + 1]) {
      engageEvents.emit('event', event(seq));
    }
    await eddie.next((frame) => frame.action === 'MESSAGE' && frame.seq === base + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const seqs = eddie.frames.flatMap((frame) =>
      frame.action === 'MESSAGE' && frame.seq !== undefined && frame.seq >= base ? [frame.seq] : [],
    );
    expect(seqs).toEqual([base + 2, base + 1]);
    await eddie.close();
  });
});
