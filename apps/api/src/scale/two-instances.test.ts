import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SavedItem, SearchPage } from '@smm/model';
import { orgRoom } from '@smm/realtime';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../modules/demo/seed.js';
import { freePort } from '../testing/free-port.js';
import { type Client, isEvent, open } from '../testing/realtime-client.js';
import { startRedis } from '../testing/redis.js';
import { startServerProcess } from '../testing/server-process.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-api.js';

/**
 * Several instances behind a load balancer (docs/operations/several-instances.md, decision 0102):
 * two real server processes (`main.ts`, as `npm start` runs it) on one database given as
 * `DATABASE_URL` and one real Redis given as `REDIS_URL`, behind a round-robin proxy.
 */

type Instance = 'A' | 'B';

/** A round-robin TCP proxy: each new connection goes to the next instance (WebSockets too). */
interface Proxy {
  readonly port: number;
  /** The instance each connection went to, in the order they came. */
  readonly served: Instance[];
  close(): Promise<void>;
}

async function startProxy(backends: Readonly<Record<Instance, number>>): Promise<Proxy> {
  const order: Instance[] = ['A', 'B'];
  const served: Instance[] = [];
  const sockets = new Set<Socket>();
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    const instance = order[served.length % order.length] ?? 'A';
    served.push(instance);
    const upstream = connect(backends[instance], '127.0.0.1');
    keep(client);
    keep(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * One HTTP request with JSON in and out, on a connection of its own (no keep-alive), so that
 * each request through the proxy is a new connection and goes to the next instance.
 */
function call(
  port: number,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...options.headers,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = text === '' ? null : JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Waits until `GET /healthz` answers 200 on this port (up to 30 s). */
async function healthy(port: number): Promise<void> {
  for (let waited = 0; ; waited += 100) {
    const answer = await call(port, 'GET', '/healthz').catch(() => null);
    if (answer?.status === 200) return;
    if (waited > 30_000) throw new Error(`GET /healthz on port ${port} did not answer 200`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends a server process: SIGTERM, then SIGKILL if it has not stopped within 15 s; its exit code. */
function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

const SEARCH = '/api/engage/search?limit=100';

let db: Db | undefined;
let url: URL | undefined;
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
const children: ChildProcess[] = [];
const ports = { A: 0, B: 0 };
let proxy: Proxy | undefined;
const sockets: Client[] = [];
let orgId = '';

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  redis = await startRedis();
  ports.A = await freePort();
  ports.B = await freePort();
  const env = {
    REDIS_URL: redis.url,
    TRUST_PROXY: 'loopback',
    OUTBOX_DIR: join(tmpdir(), 'smm-test-outbox'),
    UPLOAD_DIR: join(tmpdir(), 'smm-test-uploads'),
    EXPORTS_DIR: join(tmpdir(), 'smm-test-exports'),
  };
  // Both at once, as a deployment starts its instances: each checks the migrations, creates the
  // job queues (pg-boss's schema is new to this database) and loads the one signing key.
  const database = url;
  await Promise.all(
    (['A', 'B'] as const).map((instance) =>
      startServerProcess(database, ports[instance], env, (child) => children.push(child)),
    ),
  );
  proxy = await startProxy(ports);
  await healthy(proxy.port);
  await healthy(proxy.port);
  const org = await db
    .selectFrom('users')
    .select('orgId')
    .where('email', '=', DEMO_ACCOUNTS.admin)
    .executeTakeFirstOrThrow();
  orgId = org.orgId;
}, 120_000);

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await proxy?.close();
  // Whatever a failed check left running is stopped too.
  await Promise.all(children.map(stop));
  await redis?.stop();
  if (db && url) await dropTestDatabase(db, url);
}, 60_000);

/** Signs the demo admin in on this port; the access token. */
async function signIn(port: number): Promise<string> {
  const login = await call(port, 'POST', '/auth/login', {
    body: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  return (login.body as { accessToken: string }).accessToken;
}

/** Whether a person marked the item as a priority. */
const isPriority = (item: SavedItem | undefined) => item?.prediction?.userPriorityLevel === 1;

/** The item of a search page with this id. */
function itemIn(page: unknown, id: string): SavedItem | undefined {
  return (page as SearchPage).items.find((item) => item.id === id);
}

describe('two instances behind a load balancer, on one PostgreSQL and one Redis', () => {
  it('the proxy sends each new connection to the next instance', () => {
    // The two health checks above: one on each instance.
    expect(proxy?.served).toEqual(['A', 'B']);
  });

  it('a read: a token from one instance reads the same on the other', async () => {
    const port = proxy?.port ?? 0;
    const from = proxy?.served.length ?? 0;
    const token = await signIn(port);
    const first = await call(port, 'GET', '/api/1/user', { token });
    const second = await call(port, 'GET', '/api/1/user', { token });
    // Signed in on one instance, read on the other, then on the first again.
    expect(proxy?.served.slice(from)).toEqual(from % 2 === 0 ? ['A', 'B', 'A'] : ['B', 'A', 'B']);
    expect(first.status).toBe(200);
    // The organisation's people, as the signed-in admin sees them.
    expect(first.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: DEMO_ACCOUNTS.admin })]),
    );
    expect(second).toEqual(first);
    // And the same on each instance directly.
    expect(await call(ports.A, 'GET', '/api/1/user', { token })).toEqual(first);
    expect(await call(ports.B, 'GET', '/api/1/user', { token })).toEqual(first);
  });

  it('a write on A is read on B at once, though B kept its answer: the database told it', async () => {
    const token = await signIn(ports.A);
    const search = (port: number, headers: Record<string, string> = {}) =>
      call(port, 'POST', SEARCH, { token, body: { filters: {} }, headers });
    const first = await search(ports.B);
    expect(first.status).toBe(200);
    const [hidden, written] = (first.body as SearchPage).items.filter((item) => !isPriority(item));
    if (!hidden || !written) throw new Error('The demo inbox has too few items without priority');
    // A change the database does not announce: triggers off, so no change notification.
    const silently = (listed: boolean) =>
      db?.transaction().execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await sql`UPDATE engage_items SET listed = ${listed} WHERE id = ${hidden.id}`.execute(trx);
      });

    // B keeps its answer: after a silent change it still answers what it read before. (Another
    // change of the organisation — the sign-in's, a scheduled job's — makes B forget it early:
    // then the item is put back silently and B asked again, afresh.)
    let kept = false;
    for (let attempt = 0; attempt < 5 && !kept; attempt++) {
      if (attempt > 0) await silently(true);
      const page = await search(ports.B, { 'cache-control': 'no-cache' });
      expect(itemIn(page.body, hidden.id)).toBeDefined();
      await silently(false);
      kept = JSON.stringify((await search(ports.B)).body) === JSON.stringify(page.body);
    }
    expect(kept).toBe(true);

    // A write through A: its change notification reaches B, which reads afresh.
    const priority = await call(ports.A, 'POST', `/api/engage/contents/${written.id}/priority`, {
      token,
    });
    expect(priority.status).toBe(200);
    expect(isPriority(priority.body as SavedItem)).toBe(true);
    let fresh = await search(ports.B);
    // The notification travels through PostgreSQL: allow it a moment on a busy machine.
    for (let tries = 0; tries < 50 && !isPriority(itemIn(fresh.body, written.id)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      fresh = await search(ports.B);
    }
    expect(isPriority(itemIn(fresh.body, written.id))).toBe(true);
    expect(itemIn(fresh.body, hidden.id)).toBeUndefined();
    // A answers the same page.
    expect((await search(ports.A)).body).toEqual(fresh.body);
  });

  it('a realtime event: a client connected through the proxy hears a change made on the other instance', async () => {
    const port = proxy?.port ?? 0;
    const bearer = await signIn(ports.A);
    const from = proxy?.served.length ?? 0;
    // The single-use realtime token is issued by one instance and taken by the other.
    const issued = await call(port, 'GET', '/buzzard/token', { token: bearer });
    expect(issued.status).toBe(200);
    const client = await open(
      { base: `http://127.0.0.1:${port}` },
      (issued.body as { token: string }).token,
    );
    sockets.push(client);
    const [tokenOn, socketOn] = proxy?.served.slice(from) ?? [];
    expect(socketOn).toBeDefined();
    expect(socketOn).not.toBe(tokenOn);
    expect(await client.next((frame) => frame.action === 'VERSION')).toMatchObject({
      action: 'VERSION',
    });
    const room = orgRoom(orgId);
    client.send({ action: 'JOIN', room });
    await client.next((frame) => frame.action === 'JOIN' && frame.room === room);

    // The change is made on the instance the client is not connected to.
    const other: Instance = socketOn === 'A' ? 'B' : 'A';
    const page = await call(ports[other], 'POST', SEARCH, { token: bearer, body: { filters: {} } });
    const item = (page.body as SearchPage).items.find((entry) => !isPriority(entry));
    if (!item) throw new Error('The demo inbox has no item without priority');
    const written = await call(ports[other], 'POST', `/api/engage/contents/${item.id}/priority`, {
      token: bearer,
    });
    expect(written.status).toBe(200);
    expect(await client.next(isEvent(item.id))).toMatchObject({ action: 'MESSAGE', room });
  });

  it('both instances stop cleanly on SIGTERM', async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    expect(await Promise.all(children.map(stop))).toEqual([0, 0]);
  }, 40_000);
});
