/** Measuring the built API server's routes under load (autocannon). */
import autocannon from 'autocannon';
import { median, round2 } from './bench.utils.js';

export { root, signIn, startServer, type BenchServer } from '../server/built-server.js';

/** One load run of one route. */
export interface Sample {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  /** Exact, from every 2xx response's latency recorded in this run (autocannon reports no p95). */
  readonly p95Ms: number;
  readonly p97_5Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
}

/** A request to load: a URL, and optionally the token, method and JSON body. */
export interface LoadRequest {
  readonly url: string;
  readonly token?: string | undefined;
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The `q` quantile (0–1) of a list of numbers, nearest rank.
 *
 * @example
 * quantile([5, 1, 4, 2, 3], 0.5); // 3
 * quantile(Array.from({ length: 100 }, (_, i) => i + 1), 0.95); // 95
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/**
 * Loads a route with autocannon (loopback, `connections` at once, for `seconds`), recording the
 * latency of every successful response, so p50 and p95 are exact rather than autocannon's
 * whole-millisecond histogram buckets; p97.5 and p99 are autocannon's.
 */
export async function load(
  request: LoadRequest,
  options: { readonly connections: number; readonly seconds: number },
): Promise<Sample> {
  const latencies: number[] = [];
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers['authorization'] = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: request.url,
        connections: options.connections,
        duration: options.seconds,
        method: request.method ?? 'GET',
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      },
      (error: unknown, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: round2(quantile(latencies, 0.5)),
    p95Ms: round2(quantile(latencies, 0.95)),
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The medians of a route's rounds, and every error. */
export const summarise = (samples: readonly Sample[]) => ({
  requestsPerSecond: round2(median(samples.map((s) => s.requestsPerSecond))),
  p50Ms: round2(median(samples.map((s) => s.p50Ms))),
  p95Ms: round2(median(samples.map((s) => s.p95Ms))),
  p97_5Ms: round2(median(samples.map((s) => s.p97_5Ms))),
  p99Ms: round2(median(samples.map((s) => s.p99Ms))),
  errors: samples.reduce((sum, s) => sum + s.errors, 0),
});
