import { CompiledQuery } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';

/** The queues of the server's background work. */
export const QUEUES = {
  connectChannels: 'connect-channels',
  bulkActions: 'bulk-actions',
  sendOutbound: 'send-outbound',
  exports: 'exports',
  indexChannel: 'index-channel',
  purgeChannels: 'purge-channels',
  labelJobs: 'label-jobs',
  automation: 'automation-runs',
  /** Sends the e-mails waiting in the outbox (decision 0048). */
  mail: 'mail',
  /** Matches new items against the feeds that alert of them, and gives the alerts that are due. */
  feedAlerts: 'feed-alerts',
  /** Delivers the webhook outbox (decision 0053). */
  webhooks: 'webhooks',
  /** Publishes the posts whose time has come (decision 0070). */
  publish: 'publish-posts',
  /** E-mails the scheduled benchmark reports that are due (decision 0081). */
  benchmarkReports: 'benchmark-reports',
  /** Fills the history of the brands' public channels being onboarded (decisions 0076, 0079). */
  benchmarkOnboard: 'benchmark-onboard',
  /** Adds yesterday to every followed public channel's history (decision 0076). */
  benchmarkDaily: 'benchmark-daily',
  /** Checks the listen alerts' queries against their thresholds (decision 0090). */
  listenAlerts: 'listen-alerts',
  /** Brings Audience's people up to date with the inbox (decision 0095). */
  audience: 'audience-aggregate',
  /** Checks and writes the people of a CSV import (decision 0098). */
  audienceImports: 'audience-imports',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Queues worked on a schedule (cron, UTC) besides the jobs sent to them. */
export const SCHEDULES: Partial<Record<QueueName, string>> = {
  // Channels marked for deletion more than 30 days ago go, every night.
  [QUEUES.purgeChannels]: '17 3 * * *',
  // Every minute, whatever woke them or did not (a server that stopped before it asked).
  [QUEUES.mail]: '* * * * *',
  [QUEUES.feedAlerts]: '* * * * *',
  [QUEUES.webhooks]: '* * * * *',
  [QUEUES.publish]: '* * * * *',
  [QUEUES.benchmarkReports]: '* * * * *',
  [QUEUES.benchmarkOnboard]: '* * * * *',
  // The networks' day is over at midnight UTC; their metrics are read a little later.
  [QUEUES.benchmarkDaily]: '20 1 * * *',
  [QUEUES.listenAlerts]: '* * * * *',
  [QUEUES.audience]: '* * * * *',
};

/**
 * Queues that drain a table of waiting work: a job means "look again", so one waiting job per
 * moment is enough (pg-boss's `short` policy drops another asked for the same moment).
 */
const DRAINS: ReadonlySet<QueueName> = new Set([
  QUEUES.mail,
  QUEUES.feedAlerts,
  QUEUES.webhooks,
  QUEUES.publish,
  QUEUES.benchmarkReports,
  QUEUES.benchmarkOnboard,
  QUEUES.listenAlerts,
  QUEUES.audience,
]);

/** A job handler: gets the job's data; throwing retries it (pg-boss), so handlers are idempotent. */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** Background jobs on the same PostgreSQL (pg-boss): they survive restarts and run once. */
export interface Jobs {
  send(queue: QueueName, data: Record<string, unknown>): Promise<string>;
  /**
   * Queues a job as part of a transaction (`trx`): the job exists if and only if it
   * commits, so work stored with it is never lost nor queued twice (a retried transaction
   * queues again only what it stores again). Call {@link Jobs.wake} once it has committed.
   */
  sendWithin(trx: Db, queue: QueueName, data: Record<string, unknown>): Promise<string>;
  /** Tells this server's worker of a queue that a job is waiting (else it looks within 0.5 s). */
  wake(queue: QueueName): void;
  /**
   * Asks a queue that drains a table (`mail`, `feed-alerts`) to look again, now or at `at`; a
   * request already waiting for the same moment is enough, so asking twice queues one job.
   */
  nudge(queue: QueueName, at?: Date): Promise<void>;
  /**
   * How many jobs wait or run in each queue (pg-boss states `created`, `retry`, `active`), read
   * in one query of pg-boss's own connections: what `/metrics` reports.
   */
  depths(): Promise<readonly QueueDepth[]>;
  /** Resolves when pg-boss runs and reaches its tables; rejects saying why not (`/readyz`). */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/** Jobs in one state of one queue. */
export interface QueueDepth {
  readonly queue: string;
  readonly state: 'created' | 'retry' | 'active';
  readonly count: number;
}

/** The advisory lock under which a starting server creates its queues (any fixed number). */
const CREATE_QUEUES_LOCK = 7_283_115_402;

/**
 * Creates the queues that do not exist yet, one server at a time: pg-boss creates a queue's
 * table and attaches it to its job table, and two servers starting at once on a new database
 * would deadlock doing so (decision 0102). The lock is a session's, released when it ends.
 */
async function createQueues(
  connectionString: string,
  boss: PgBoss,
  queues: readonly QueueName[],
): Promise<void> {
  const lock = new pg.Client({ connectionString });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [CREATE_QUEUES_LOCK]);
    for (const queue of queues) {
      await boss.createQueue(queue, {
        name: queue,
        retryLimit: 3,
        retryDelay: 2,
        retryBackoff: true,
        ...(DRAINS.has(queue) ? { policy: 'short' as const } : {}),
      });
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/**
 * Starts pg-boss on the database (its tables live in the `pgboss` schema, created on first
 * start), creates the queues and works them with the given handlers: one job at a time per
 * queue, the next at once while there is work, else after at most half a second.
 */
export async function startJobs(
  connectionString: string,
  handlers:
    | Readonly<Record<QueueName, JobHandler>>
    /** Handlers that queue further work get the jobs themselves. */
    | ((jobs: Jobs) => Readonly<Record<QueueName, JobHandler>>),
  onError: (error: unknown) => void = () => undefined,
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', onError);
  let stopped = false;
  boss.on('stopped', () => (stopped = true));
  await boss.start();
  // A worker waits out its polling interval only when it found nothing: one that worked a job
  // fetches the next at once, and one whose queue this process adds to is woken (a burst of
  // replies goes out one after the other, not one per interval).
  const workers = new Map<QueueName, string>();
  const wake = (queue: QueueName) => {
    const id = workers.get(queue);
    if (id !== undefined) boss.notifyWorker(id);
  };
  const jobs: Jobs = {
    async send(queue, data) {
      const id = await boss.send(queue, data);
      if (id === null) throw new Error(`The job could not be queued on ${queue}.`);
      wake(queue);
      return id;
    },
    async sendWithin(trx, queue, data) {
      const id = await boss.send(queue, data, {
        db: {
          executeSql: async (text, values) => ({
            rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values))).rows],
          }),
        },
      });
      if (id === null) throw new Error(`The job could not be queued on ${queue}.`);
      return id;
    },
    wake,
    async nudge(queue, at) {
      const id = await boss.send(
        queue,
        {},
        at === undefined
          ? { singletonKey: 'now' }
          : { singletonKey: `at:${at.toISOString()}`, startAfter: at },
      );
      if (id !== null && at === undefined) wake(queue);
    },
    async depths() {
      // pg-boss's states are an enum in this order: everything before `completed` is pending.
      const { rows } = await boss.getDb().executeSql(
        `SELECT name, state::text AS state, count(*)::int AS count FROM pgboss.job
         WHERE state < 'completed' GROUP BY name, state`,
        [],
      );
      return (rows as Array<{ name: string; state: QueueDepth['state']; count: number }>).map(
        (row) => ({ queue: row.name, state: row.state, count: row.count }),
      );
    },
    async check() {
      if (stopped) throw new Error('The job queue has stopped.');
      await boss.getDb().executeSql('SELECT 1 FROM pgboss.version', []);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
  const table = typeof handlers === 'function' ? handlers(jobs) : handlers;
  const entries = Object.entries(table) as Array<[QueueName, JobHandler]>;
  await createQueues(
    connectionString,
    boss,
    entries.map(([queue]) => queue),
  );
  for (const [queue, handler] of entries) {
    const id = await boss.work<Record<string, unknown>>(
      queue,
      { pollingIntervalSeconds: 0.5, batchSize: 1 },
      async (batch) => {
        for (const job of batch) await handler(job.data);
        wake(queue);
      },
    );
    workers.set(queue, id);
    const cron = SCHEDULES[queue];
    if (cron !== undefined) await boss.schedule(queue, cron);
  }
  return jobs;
}
