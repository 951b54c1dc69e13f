import { createServer, type Server, type Socket, connect as connectTcp } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../db/database.js';
import { startJobs, type Jobs } from '../../jobs/jobs.js';
import { buildServer } from '../../server.js';
import { startRedis } from '../../testing/redis.js';
import { createTestDatabase, dropTestDatabase, startTestApi } from '../../testing/test-api.js';
import { workers } from '../../workers.js';
import { AUDIENCE, ISSUER } from '../identity/access-token.js';
import { loadSigningKey } from '../identity/keys.js';

/** A TCP relay to PostgreSQL that the test can cut: the database "goes away" for the server. */
async function relay(target: URL): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connectTcp(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe('GET /readyz and /healthz', () => {
  it('is ready when the database and the job queue answer, and says nothing of Redis unused', async () => {
    const api = await startTestApi();
    try {
      const { status, body } = await api.call('GET', '/readyz');
      expect(status).toBe(200);
      expect(body).toEqual({ status: 'ok', checks: { database: 'ok', jobs: 'ok' } });
    } finally {
      await api.close();
    }
  });

  it('checks Redis when it is configured, and names it when it is gone', async () => {
    const redis = await startRedis();
    const api = await startTestApi({ redisUrl: redis.url });
    let redisRuns = true;
    try {
      const ready = await api.call('GET', '/readyz');
      expect(ready).toEqual({
        status: 200,
        body: { status: 'ok', checks: { database: 'ok', jobs: 'ok', redis: 'ok' } },
      });
      await redis.stop();
      redisRuns = false;
      const started = Date.now();
      const failing = await api.call('GET', '/readyz');
      expect(failing).toEqual({
        status: 503,
        body: {
          status: 'failing',
          checks: { database: 'ok', jobs: 'ok', redis: 'failing' },
          message: 'Redis (REDIS_URL) cannot be reached.',
        },
      });
      // Each check is bounded: a dependency that does not answer never hangs the probe.
      expect(Date.now() - started).toBeLessThan(4000);
      // Alive all the same: /healthz asks no dependency.
      expect((await api.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await api.close();
      if (redisRuns) await redis.stop();
    }
  });

  describe('when the database goes away', () => {
    let app: FastifyInstance;
    let base: string;
    let db: Db;
    let url: URL;
    let served: Db;
    let jobs: Jobs;
    let cut: () => Promise<void>;

    beforeAll(async () => {
      ({ db, url } = await createTestDatabase());
      const through = await relay(url);
      cut = through.cut;
      const relayed = new URL(url);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(through.port);
      served = connect(relayed.toString(), 2);
      jobs = await startJobs(url.toString(), workers(db));
      const signingKey = await loadSigningKey(db);
      app = await buildServer({
        webRoot: '/nonexistent',
        api: {
          db: served,
          jobs,
          signingKey,
          verifier: {
            keys: createLocalJWKSet({ keys: [signingKey.publicJwk] }),
            issuer: ISSUER,
            audience: AUDIENCE,
          },
        },
      });
      base = await app.listen({ host: '127.0.0.1', port: 0 });
    });

    afterAll(async () => {
      await app?.close();
      await served?.destroy();
      if (db) await dropTestDatabase(db, url);
    });

    it('answers 503 naming the database, while /healthz stays alive', async () => {
      const before = await fetch(`${base}/readyz`);
      expect(before.status).toBe(200);
      await cut();
      const after = await fetch(`${base}/readyz`);
      expect(after.status).toBe(503);
      expect(after.headers.get('cache-control')).toBe('no-store');
      expect(await after.json()).toEqual({
        status: 'failing',
        checks: { database: 'failing', jobs: 'ok' },
        message: 'The database cannot be reached.',
      });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    });
  });
});
