import { createHash, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, type Metric, Registry } from 'prom-client';
import { poolOf, type Db } from '../db/database.js';
import type { Jobs } from '../jobs/jobs.js';
import { processCounters } from './counters.js';

/** The route label of a request no route matched (a fixed label: unknown paths never become series). */
export const UNMATCHED_ROUTE = 'unmatched';

/** How long a scrape waits for the job queues' depths before it answers without them. */
export const QUEUE_DEPTH_TIMEOUT_MS = 1000;

/** Request duration buckets, in seconds: from a cached read (ms) to a slow export (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type ResponseHook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/**
 * A server's metrics: its own registry, and the hooks that time every request — an `onRoute`
 * hook giving each route an `onResponse` hook that knows its pattern, and a server-wide
 * `onResponse` hook for requests no route matched.
 */
export interface ServerMetrics {
  readonly registry: Registry;
  readonly onRoute: (route: RouteOptions) => void;
  readonly onResponse: ResponseHook;
}

/** Rejects after `ms` unless `work` settles first; the timer never keeps the process alive. */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms.`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Node's default metrics (CPU, memory, event loop lag, GC, handles), made once per process: they
 * watch the process (an event loop monitor, a GC observer), so every server's registry shares
 * the same ones rather than starting watchers of its own that outlive it.
 */
let processDefaults: Registry | undefined;
function defaultMetrics(): Registry {
  if (!processDefaults) {
    processDefaults = new Registry();
    collectDefaultMetrics({ register: processDefaults });
  }
  return processDefaults;
}

/**
 * The metrics of one server in a registry of its own (never prom-client's global one, so
 * several servers in one process keep apart): request durations by method, route pattern and
 * status; the database pool's connections; the job queues' depths, read when scraped; the
 * process's realtime and webhook counters; and Node's default metrics (decision 0099).
 */
export function serverMetrics(parts: { readonly db?: Db; readonly jobs?: Jobs }): ServerMetrics {
  const registry = new Registry();
  // The registry keeps the metrics themselves (typed as what they report).
  for (const metric of defaultMetrics().getMetricsAsArray() as unknown as Metric[]) {
    registry.registerMetric(metric);
  }
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pool = parts.db ? poolOf(parts.db) : undefined;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'The database pool: connections open (total), idle, and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the database pool opens.',
      registers: [registry],
      collect() {
        this.set(pool.options.max);
      },
    });
  }
  const { jobs } = parts;
  if (jobs) {
    const read = new Gauge({
      name: 'job_queue_depth_read',
      help: 'Whether the last scrape read the job queue depths (1) or timed out or failed (0).',
      registers: [registry],
    });
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs waiting (created, retry) or running (active) by queue.',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const depths = await within(jobs.depths(), QUEUE_DEPTH_TIMEOUT_MS, 'The job queue');
          for (const { queue, state, count } of depths) this.set({ queue, state }, count);
          read.set(1);
        } catch {
          read.set(0);
        }
      },
    });
  }
  for (const metric of Object.values(processCounters)) registry.registerMetric(metric);

  // The route's pattern is known when the route is added: the hook that runs on every request
  // reads nothing else (`request.routeOptions` would build an object per request).
  const onRoute: ServerMetrics['onRoute'] = (route) => {
    const pattern = route.url;
    const observe: ResponseHook = (request, reply, done) => {
      duration.observe(
        { method: request.method, route: pattern, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    };
    const hooks = route.onResponse;
    route.onResponse = (
      hooks === undefined ? [observe] : [...(Array.isArray(hooks) ? hooks : [hooks]), observe]
    ) as NonNullable<RouteOptions['onResponse']>;
  };
  const onResponse: ResponseHook = (request, reply, done) => {
    if (request.is404) {
      duration.observe(
        { method: request.method, route: UNMATCHED_ROUTE, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    }
    done();
  };
  return { registry, onRoute, onResponse };
}

/** Whether an address is the machine's own (127.0.0.0/8, ::1, or IPv4 loopback mapped to IPv6). */
export function isLoopback(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'loopback';
  } catch {
    return false;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request may read `/metrics`: from loopback always; from anywhere else only with
 * `Authorization: Bearer <METRICS_TOKEN>` when a token is configured (compared in constant time).
 * `request.ip` is the client's address as `TRUST_PROXY` allows it to be told.
 */
export function mayScrape(request: FastifyRequest, token: string | null): boolean {
  if (isLoopback(request.ip)) return true;
  if (token === null) return false;
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  // Digests have one length whatever was sent: the comparison says nothing of the token's length.
  return timingSafeEqual(digest(match[1]), digest(token));
}
