import { seedDemo } from '../modules/demo/seed.js';
import { connect, migrate, type Db } from './database.js';
import { embeddedUrl, runningPid, startEmbeddedPostgres } from './embedded.js';

/** Which database to open, as `readConfig` gives it, and how. */
export interface OpenOptions {
  /** `DATABASE_URL`; null: the embedded server on `dataDir` and `pgPort`. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly pgPort: number;
  /** Seed the demo organisations into an empty database. */
  readonly seedDemo: boolean;
  /**
   * When another process (a running `npm start`) already runs the embedded server on `dataDir`,
   * use it on `pgPort` rather than refusing to start a second one.
   */
  readonly shareRunning?: boolean;
  /** The most connections to hold (default 10). */
  readonly poolSize?: number;
  /** Told what the opening did that the user should know. */
  readonly say: (line: string) => void;
}

/** A database that is connected, migrated and seeded as asked. */
export interface OpenedDatabase {
  readonly db: Db;
  readonly url: string;
  /** Closes the connections and stops the embedded server if this opening started it. */
  close(): Promise<void>;
}

/**
 * Opens the server's database as `npm start` does: `DATABASE_URL`, or the embedded PostgreSQL
 * under the data directory (started, and created on first start); then migrates it and seeds
 * the demo organisations if asked. A failure is an error whose message says what to do, with
 * everything this opening started stopped again.
 */
export async function openDatabase(options: OpenOptions): Promise<OpenedDatabase> {
  const { say } = options;
  let url = options.databaseUrl;
  let stopEmbedded = async (): Promise<void> => undefined;
  const pid = url === null && options.shareRunning ? runningPid(options.dataDir) : null;
  if (url === null && pid !== null) {
    url = embeddedUrl(options.pgPort);
    say(
      `PostgreSQL is already running on ${options.dataDir} (pid ${pid}, likely \`npm start\`): using it on port ${options.pgPort}.`,
    );
  } else if (url === null) {
    say(`Starting PostgreSQL (data in ${options.dataDir})…`);
    const embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      port: options.pgPort,
      onNotice: say,
    });
    if (embedded.created) say('Created a new database.');
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const db = connect(url, options.poolSize);
  const close = async () => {
    await db.destroy().catch(() => undefined);
    await stopEmbedded().catch(() => undefined);
  };
  try {
    const applied = await migrate(db);
    if (applied.length > 0) say(`Migrated the database: ${applied.join(', ')}.`);
    if (options.seedDemo && (await seedDemo(db))) {
      say('Seeded the demo organisations (sign in as admin@demo.test, password "demo").');
    }
  } catch (error) {
    await close();
    const hint = options.databaseUrl
      ? ' Check DATABASE_URL.'
      : pid !== null
        ? ` Set PG_PORT to the port the running server was started with, or stop it first.`
        : '';
    throw new Error(`The database could not be prepared: ${(error as Error).message}${hint}`);
  }
  return { db, url, close };
}
