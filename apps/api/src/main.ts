import { createLocalJWKSet, createRemoteJWKSet } from 'jose';
import { readConfig } from './config.js';
import { connect, migrate, type Db } from './db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { AUDIENCE, ISSUER } from './modules/identity/access-token.js';
import { loadSigningKey } from './modules/identity/keys.js';
import { seedDemo } from './modules/demo/seed.js';
import { startJobs } from './jobs/jobs.js';
import { resumeBulkJobs } from './modules/engage/bulk.store.js';
import { workers } from './workers.js';
import { buildServer } from './server.js';

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

  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (url === null) {
    console.log(`Starting PostgreSQL (data in ${config.dataDir})…`);
    try {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.pgPort,
        onNotice: (line) => console.log(line),
      });
    } catch (error) {
      fail((error as Error).message);
    }
    if (embedded.created) console.log('Created a new database.');
    url = embedded.url;
  }

  const db: Db = connect(url);
  const stopDatabase = async () => {
    await db.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };
  try {
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Migrated the database: ${applied.join(', ')}.`);
    if (config.seedDemo && (await seedDemo(db))) {
      console.log('Seeded the demo organisations (sign in as admin@demo.test, password "demo").');
    }
  } catch (error) {
    await stopDatabase();
    fail(
      `The database could not be prepared: ${(error as Error).message}` +
        (config.databaseUrl ? ' Check DATABASE_URL.' : ''),
    );
  }

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

  const jobs = await startJobs(url, workers(db), (error) =>
    console.error('Background job error:', error),
  );
  const resumed = await resumeBulkJobs(db, jobs);
  if (resumed > 0) console.log(`Resuming ${resumed} unfinished bulk job(s).`);
  const app = await buildServer({
    webRoot: config.webRoot,
    logLevel: config.logLevel,
    api: { db, verifier, jobs, ...(signingKey ? { signingKey } : {}) },
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: stopping the server and the database…`);
    app
      .close()
      .then(stopDatabase)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
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
}

void main();
