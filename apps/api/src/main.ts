import { createLocalJWKSet, createRemoteJWKSet } from 'jose';
import { readConfig } from './config.js';
import { openDatabase, type OpenedDatabase } from './db/open.js';
import { AUDIENCE, ISSUER } from './modules/identity/access-token.js';
import { loadSigningKey } from './modules/identity/keys.js';
import { startJobs } from './jobs/jobs.js';
import { resumeBulkJobs } from './modules/engage/bulk.store.js';
import { resumeSending } from './modules/engage/outbound.js';
import { resumeAutomation } from './modules/automation/automation.jobs.js';
import { resumePublishing } from './modules/publish/publish.jobs.js';
import { resumeLabelJobs } from './modules/labels/labels.store.js';
import { resumeImports } from './modules/audience/import.store.js';
import { startLiveTraffic, type LiveTraffic } from './modules/engage/live.traffic.js';
import { workers } from './workers.js';
import { buildServer } from './server.js';
import { listenForChanges } from './db/changes.js';
import { localBus, redisBus } from './realtime/bus.js';
import { LoginThrottle } from './modules/identity/login-throttle.js';
import { ResetThrottle } from './modules/identity/reset-throttle.js';
import {
  memoryThrottleStore,
  redisThrottleStore,
  type ThrottleStore,
} from './modules/identity/login-throttle.store.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    fail((error as Error).message);
  }

  let database: OpenedDatabase;
  try {
    database = await openDatabase({ ...config, say: (line) => console.log(line) });
  } catch (error) {
    fail((error as Error).message);
  }
  const { db, url } = database;
  const stopDatabase = () => database.close();

  const signingKey = config.oidc ? undefined : await loadSigningKey(db);
  const verifier = config.oidc
    ? {
        keys: createRemoteJWKSet(new URL(config.oidc.jwksUrl)),
        issuer: config.oidc.issuer,
        ...(config.oidc.audience ? { audience: config.oidc.audience } : {}),
      }
    : {
        keys: createLocalJWKSet({ keys: [signingKey?.publicJwk ?? {}] }),
        issuer: ISSUER,
        audience: AUDIENCE,
      };

  // Set once a signal asks the server to stop: what the stopping database says then is expected.
  let closing = false;
  let databaseGone = false;
  const jobs = await startJobs(url, workers(db), (error) => {
    if (closing) return;
    // PostgreSQL shutting down (57P01) ends every connection at once: said once, not per job.
    if ((error as { code?: string }).code === '57P01') {
      if (!databaseGone) console.error('PostgreSQL is shutting down: background jobs wait for it.');
      databaseGone = true;
      return;
    }
    console.error('Background job error:', error);
  });
  const resumed = await resumeBulkJobs(db, jobs);
  if (resumed > 0) console.log(`Resuming ${resumed} unfinished bulk job(s).`);
  const labelJobs = await resumeLabelJobs(db, jobs);
  if (labelJobs > 0) console.log(`Resuming ${labelJobs} unfinished label job(s).`);
  const sending = await resumeSending(db, jobs);
  if (sending > 0) console.log(`Sending ${sending} answer(s) that were on their way.`);
  const automated = await resumeAutomation(db, jobs);
  if (automated > 0) console.log(`Running automation rules on ${automated} item(s) again.`);
  const due = await resumePublishing(db, jobs);
  if (due > 0) console.log(`Publishing ${due} post(s) whose time has come.`);
  const imports = await resumeImports(db, jobs);
  if (imports > 0) console.log(`Resuming ${imports} unfinished audience import(s).`);
  // What the server keeps (callers, feed pages) lasts until the database says it changed.
  const changes = listenForChanges(url, (error) => {
    if (closing || (error as { code?: string }).code === '57P01') return;
    console.error(`Listening for changes failed (${error.message}); retrying.`);
  });
  let bus;
  let throttleStore: ThrottleStore | undefined;
  try {
    bus = config.redisUrl
      ? await redisBus(config.redisUrl, (error) =>
          console.error(`Redis (realtime fan-out): ${error.message}`),
        )
      : localBus();
    // The embedded issuer's sign-in counters, shared by every instance like the fan-out.
    if (signingKey) {
      throttleStore = config.redisUrl
        ? await redisThrottleStore(config.redisUrl, (error) =>
            console.error(`Redis (sign-in throttle): ${error.message}`),
          )
        : memoryThrottleStore();
    }
  } catch (error) {
    await stopDatabase();
    fail(
      `Could not connect to Redis at REDIS_URL (${(error as Error).message}). Start Redis or unset REDIS_URL to fan out in this process.`,
    );
  }
  const app = await buildServer({
    webRoot: config.webRoot,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    api: {
      db,
      verifier,
      jobs,
      changes,
      bus,
      ...(signingKey ? { signingKey } : {}),
      ...(throttleStore
        ? {
            signInThrottle: new LoginThrottle(throttleStore),
            // The same counters (their own keys): shared by every instance through Redis.
            resetThrottle: new ResetThrottle(throttleStore),
          }
        : {}),
    },
  });
  let live: LiveTraffic | null = null;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: stopping the server and the database…`);
    Promise.all([live?.stop(), changes.stop()])
      .then(() => app.close())
      .then(stopDatabase)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGHUP', () => shutdown('SIGHUP'));
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await stopDatabase();
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is in use. Stop the other server or choose another port: PORT=8081 npm start`
        : String(error),
    );
  }
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Switchboard is running on http://${shown}:${config.port}`);
  if (config.sandboxRate > 0 && !closing) {
    live = startLiveTraffic(db, {
      ratePerMinute: config.sandboxRate,
      jobs,
      onError: (error, orgId) =>
        console.error(
          `Sandbox traffic${orgId ? ` for organisation ${orgId}` : ''} failed (it goes on):`,
          error,
        ),
    });
    console.log(
      `Sandbox networks deliver ${config.sandboxRate} new item(s) a minute to each organisation (SANDBOX_RATE=0 turns this off).`,
    );
  }
}

void main();
