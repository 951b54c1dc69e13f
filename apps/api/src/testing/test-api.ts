import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet } from 'jose';
import pg from 'pg';
import { inject } from 'vitest';
import { listenForChanges } from '../db/changes.js';
import { redisBus } from '../realtime/bus.js';
import { connect, type Db } from '../db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../modules/demo/seed.js';
import { AUDIENCE, ISSUER, type VerifierOptions } from '../modules/identity/access-token.js';
import { loadSigningKey, type SigningKey } from '../modules/identity/keys.js';
import { LoginThrottle } from '../modules/identity/login-throttle.js';
import { redisThrottleStore } from '../modules/identity/login-throttle.store.js';
import { startJobs } from '../jobs/jobs.js';
import { workers } from '../workers.js';
import { buildServer } from '../server.js';
import { sandboxWhatsApp } from '../networks/sandbox.wa.js';
import { sandboxGateway } from '../networks/sandbox.gateway.js';
import type { ServerConfig } from '../config.js';

/** A server over a fresh, migrated and seeded database of the test run's PostgreSQL. */
export interface TestApi {
  readonly base: string;
  readonly db: Db;
  /** The database's URL (a second server may serve the same database). */
  readonly url: URL;
  readonly signingKey: SigningKey;
  /** Signs in a demo account (by its key in DEMO_ACCOUNTS, or an e-mail) and returns its access token. */
  token(who: keyof typeof DEMO_ACCOUNTS | string): Promise<string>;
  /** A request with JSON in and out; `token` adds the bearer header. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown }>;
  /** A caller signed in as `who`: `(method, path, body?)` with their token. */
  as(who: keyof typeof DEMO_ACCOUNTS | string): Promise<Caller>;
  /** The id of the user with this e-mail address. */
  userId(email: string): Promise<string>;
  close(): Promise<void>;
}

/** Calls the API as one signed-in user. */
export type Caller = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/**
 * A database of its own on the test run's server, migrated and seeded with the demo data;
 * `url` connects to it.
 */
export async function createTestDatabase(): Promise<{ db: Db; url: URL }> {
  const serverUrl = inject('pgUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the run's template: migrated and filled with the demo once (global-setup.ts).
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = connect(url.toString(), 5);
  return { db, url };
}

/** Closes a test database's connections and drops it. */
export async function dropTestDatabase(db: Db, url: URL): Promise<void> {
  await db.destroy();
  const cleanup = new pg.Client({ connectionString: inject('pgUrl') });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${url.pathname.slice(1)} WITH (FORCE)`);
  await cleanup.end();
}

/** Waits (up to 5 s) until `ready` holds. */
async function until(ready: () => boolean): Promise<void> {
  for (let waited = 0; !ready(); waited += 10) {
    if (waited > 5000) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Creates a database of its own on the test run's server and serves the API over it. */
export async function startTestApi(
  options: {
    readonly verifier?: VerifierOptions;
    /** Serve the database of this server instead of a fresh one (another instance of it). */
    readonly sameDatabaseAs?: TestApi;
    /** Fan realtime messages out through this Redis, and keep the sign-in counters in it. */
    readonly redisUrl?: string;
    /** Log at this level into this stream (the server logs nothing otherwise). */
    readonly log?: { readonly level: string; readonly stream: { write(line: string): void } };
    /** The sign-in throttle (e.g. with a clock of the test's); default as the server builds it. */
    readonly signInThrottle?: LoginThrottle;
    /** Which proxies' `X-Forwarded-For` to believe (`TRUST_PROXY`); default none. */
    readonly trustProxy?: ServerConfig['trustProxy'];
    /** `METRICS_TOKEN`; default none (loopback only). */
    readonly metricsToken?: string;
    /** The sandbox WhatsApp Business Platform's clock (tests advance it); default the real one. */
    readonly whatsappNow?: () => Date;
  } = {},
): Promise<TestApi> {
  // E-mails and exports the tests write are real files, kept out of the working tree.
  process.env['OUTBOX_DIR'] ??= join(tmpdir(), 'smm-test-outbox');
  process.env['UPLOAD_DIR'] ??= join(tmpdir(), 'smm-test-uploads');
  process.env['EXPORTS_DIR'] ??= join(tmpdir(), 'smm-test-exports');
  const shared = options.sameDatabaseAs;
  const { db, url } = shared ? { db: shared.db, url: shared.url } : await createTestDatabase();
  const signingKey = await loadSigningKey(db);
  const bus = options.redisUrl ? await redisBus(options.redisUrl, () => undefined) : undefined;
  const signInThrottle =
    options.signInThrottle ??
    (options.redisUrl ? new LoginThrottle(await redisThrottleStore(options.redisUrl)) : undefined);
  // The workers' sandbox reads WhatsApp templates with the same clock as the server's.
  const jobs = await startJobs(
    url.toString(),
    workers(db, options.whatsappNow ? sandboxGateway(db, options.whatsappNow) : undefined),
  );
  // As in production, the server keeps what it read until the database says it changed.
  const changes = listenForChanges(url.toString());
  await until(() => changes.live);
  const app = await buildServer({
    webRoot: '/nonexistent',
    ...(options.log ? { logLevel: options.log.level, logStream: options.log.stream } : {}),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.metricsToken === undefined ? {} : { metricsToken: options.metricsToken }),
    api: {
      db,
      jobs,
      changes,
      signingKey,
      ...(bus ? { bus } : {}),
      ...(signInThrottle ? { signInThrottle } : {}),
      ...(options.whatsappNow
        ? { whatsapp: sandboxWhatsApp(db, { now: options.whatsappNow }) }
        : {}),
      verifier: options.verifier ?? {
        keys: createLocalJWKSet({ keys: [signingKey.publicJwk] }),
        issuer: ISSUER,
        audience: AUDIENCE,
      },
    },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens = new Map<string, string>();

  const call: TestApi['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    // A FormData body goes as multipart/form-data (uploads); anything else as JSON.
    const form = options.body instanceof FormData ? options.body : undefined;
    if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(options.body === undefined
        ? {}
        : {
            body:
              form ??
              (typeof options.body === 'string' ? options.body : JSON.stringify(options.body)),
          }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body };
  };

  const token: TestApi['token'] = async (who) => {
    const email = who in DEMO_ACCOUNTS ? DEMO_ACCOUNTS[who as keyof typeof DEMO_ACCOUNTS] : who;
    const cached = tokens.get(email);
    if (cached) return cached;
    const { status, body } = await call('POST', '/auth/login', {
      body: { email, password: DEMO_PASSWORD },
    });
    if (status !== 200)
      throw new Error(`Sign-in of ${email} failed: ${status} ${JSON.stringify(body)}`);
    const accessToken = (body as { accessToken: string }).accessToken;
    tokens.set(email, accessToken);
    return accessToken;
  };

  return {
    base,
    db,
    url,
    signingKey,
    call,
    token,
    async as(who) {
      const bearer = await token(who);
      return (method, path, body) =>
        call(method, path, { token: bearer, ...(body === undefined ? {} : { body }) });
    },
    async userId(email) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async close() {
      await app.close();
      await changes.stop();
      if (!shared) await dropTestDatabase(db, url);
    },
  };
}
