import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { RealtimeBus } from '../../realtime/bus.js';
import { mayScrape, within, type ServerMetrics } from '../../observe/metrics.js';

/** How long `/readyz` waits for each dependency before it calls it failing. */
export const READY_CHECK_TIMEOUT_MS = 2000;

/** What `/readyz` checks and `/metrics` reads; absent parts are not checked. */
export interface HealthOptions {
  readonly db?: Db;
  readonly jobs?: Jobs;
  /** The realtime bus: checked when it is shared (Redis, `REDIS_URL`). */
  readonly bus?: RealtimeBus;
  readonly metrics: ServerMetrics;
  /** `METRICS_TOKEN`: lets callers other than loopback read `/metrics`. */
  readonly metricsToken: string | null;
}

type CheckName = 'database' | 'jobs' | 'redis';

/** What a failing check says (the cause goes to the log, not to the caller). */
const FAILING: Readonly<Record<CheckName, string>> = {
  database: 'The database cannot be reached.',
  jobs: 'The job queue cannot reach its tables.',
  redis: 'Redis (REDIS_URL) cannot be reached.',
};

/**
 * `GET /healthz`: the server is up and serving (no dependency is asked). `GET /readyz`: the
 * server can do its work — the database, the job queue and Redis when configured each answer
 * within {@link READY_CHECK_TIMEOUT_MS}; 503 names the failing ones. `GET /metrics`: Prometheus
 * text, for loopback callers and holders of `METRICS_TOKEN` (decisions 0099, 0101).
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const checks: Array<[CheckName, () => Promise<unknown>]> = [];
    const { db, jobs, bus } = options;
    if (db) checks.push(['database', () => sql`SELECT 1`.execute(db)]);
    if (jobs) checks.push(['jobs', () => jobs.check()]);
    if (bus?.ping) {
      const ping = bus.ping.bind(bus);
      checks.push(['redis', ping]);
    }
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await within(check(), READY_CHECK_TIMEOUT_MS, name);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          return [name, 'failing'] as const;
        }
      }),
    );
    const failing = results.filter(([, state]) => state === 'failing').map(([name]) => name);
    void reply.header('cache-control', 'no-store');
    if (failing.length === 0) return { status: 'ok', checks: Object.fromEntries(results) };
    return reply.status(503).send({
      status: 'failing',
      checks: Object.fromEntries(results),
      message: failing.map((name) => FAILING[name]).join(' '),
    });
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, options.metricsToken)) {
      return reply.status(403).send({
        status: 403,
        message:
          options.metricsToken === null
            ? 'Metrics are served to this machine only (set METRICS_TOKEN to allow others).'
            : 'Metrics need Authorization: Bearer with the METRICS_TOKEN.',
      });
    }
    const { registry } = options.metrics;
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
