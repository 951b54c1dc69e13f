import PgBoss from 'pg-boss';

/** The queues of the server's background work. */
export const QUEUES = {
  connectChannels: 'connect-channels',
  bulkActions: 'bulk-actions',
  sendOutbound: 'send-outbound',
  exports: 'exports',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** A job handler: gets the job's data; throwing retries it (pg-boss), so handlers are idempotent. */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** Background jobs on the same PostgreSQL (pg-boss): they survive restarts and run once. */
export interface Jobs {
  send(queue: QueueName, data: Record<string, unknown>): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the database (its tables live in the `pgboss` schema, created on first
 * start), creates the queues and works them with the given handlers.
 */
export async function startJobs(
  connectionString: string,
  handlers: Readonly<Record<QueueName, JobHandler>>,
  onError: (error: unknown) => void = () => undefined,
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', onError);
  await boss.start();
  for (const [queue, handler] of Object.entries(handlers) as Array<[QueueName, JobHandler]>) {
    await boss.createQueue(queue, {
      name: queue,
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
    });
    await boss.work<Record<string, unknown>>(
      queue,
      { pollingIntervalSeconds: 0.5, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await handler(job.data);
      },
    );
  }
  return {
    async send(queue, data) {
      const id = await boss.send(queue, data);
      if (id === null) throw new Error(`The job could not be queued on ${queue}.`);
      return id;
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
