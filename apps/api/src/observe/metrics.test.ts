import { randomUUID } from 'node:crypto';
import {
  getMetricsFromIterator,
  type PromData,
  type PromHistogramData,
  type PromMetric,
} from 'prom2javascript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Webhook, WebhookSecret } from '@smm/model';
import { open, tokenFor } from '../testing/realtime-client.js';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { UNMATCHED_ROUTE } from './metrics.js';

const TOKEN = 'metrics-token-0123456789abcdef';
/** A caller from elsewhere, as the proxy on loopback (trusted) tells it. */
const REMOTE = { 'x-forwarded-for': '203.0.113.9' };

async function scrape(
  api: TestApi,
  headers: Record<string, string> = {},
): Promise<{ status: number; families: Map<string, PromMetric>; body: string }> {
  const response = await fetch(`${api.base}/metrics`, { headers });
  const body = await response.text();
  if (response.status !== 200) return { status: response.status, families: new Map(), body };
  expect(response.headers.get('content-type')).toContain('text/plain');
  // prom2javascript reads every value but NaN (which Prometheus reads, and prom-client writes
  // as `Nan` for the event loop's lag before its first sample): those samples are left out.
  const lines = body.split('\n').filter((line) => !/\sNaN$/i.test(line));
  const parsed = await getMetricsFromIterator(lines[Symbol.iterator]());
  return { status: response.status, families: new Map(Object.entries(parsed)), body };
}

function family(families: Map<string, PromMetric>, name: string): PromMetric {
  const found = families.get(name);
  if (!found) throw new Error(`No metric ${name} in ${[...families.keys()].join(', ')}`);
  return found;
}

/** A counter's or gauge's samples. */
const samples = (metric: PromMetric) => metric.data as PromData[];

describe('GET /metrics', () => {
  let api: TestApi;
  let withToken: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ trustProxy: ['loopback'] });
    withToken = await startTestApi({
      sameDatabaseAs: api,
      trustProxy: ['loopback'],
      metricsToken: TOKEN,
    });
  });

  afterAll(async () => {
    await withToken?.close();
    await api?.close();
  });

  it('counts a request by method, route pattern and status, and an unknown path as one label', async () => {
    const admin = await api.as('admin');
    const id = randomUUID();
    const read = await admin('GET', `/api/ads/accounts/${id}`);
    await fetch(`${api.base}/no/such/${id}`);
    await fetch(`${api.base}/healthz`);
    const { status, families } = await scrape(api);
    expect(status).toBe(200);
    const durations = family(families, 'http_request_duration_seconds');
    expect(durations.type).toBe('histogram');
    const series = durations.data as PromHistogramData[];
    const ofRoute = series.find(
      (sample) =>
        sample.labels['route'] === '/api/ads/accounts/:id' &&
        sample.labels['method'] === 'GET' &&
        sample.labels['status_code'] === String(read.status),
    );
    expect(ofRoute?.count).toBe(1);
    expect(ofRoute?.sum).toBeGreaterThan(0);
    expect(ofRoute?.buckets['+Inf']).toBe(1);
    // The raw URL (with its id) is never a label; unknown paths share one.
    expect(JSON.stringify(series)).not.toContain(id);
    // Routes of plugins (the health routes) too.
    expect(
      series.find((sample) => sample.labels['route'] === '/healthz')?.labels['status_code'],
    ).toBe('200');
    const unmatched = series.find((sample) => sample.labels['route'] === UNMATCHED_ROUTE);
    expect(unmatched?.labels['status_code']).toBe('404');
    expect(unmatched?.count).toBe(1);
  });

  it('reports the database pool, the job queues, realtime and webhook deliveries, and Node', async () => {
    const client = await open(api, await tokenFor(api, 'admin'));
    try {
      client.send({ action: 'JOIN', room: 'nowhere' });
      await client.next(() => true);
      const { families } = await scrape(api);
      const pool = family(families, 'db_pool_connections');
      const states = Object.fromEntries(
        samples(pool).map((sample) => [sample.labels['state'], sample.value]),
      );
      expect(states['total']).toBeGreaterThanOrEqual(1);
      expect(states['total']).toBeGreaterThanOrEqual(states['idle'] ?? 0);
      expect(states['waiting']).toBeGreaterThanOrEqual(0);
      expect(samples(family(families, 'db_pool_max_connections'))[0]?.value).toBe(5);

      expect(samples(family(families, 'job_queue_depth_read'))[0]?.value).toBe(1);
      const queues = family(families, 'job_queue_jobs');
      expect(queues.type).toBe('gauge');
      for (const sample of samples(queues)) {
        expect(['created', 'retry', 'active']).toContain(sample.labels['state']);
        expect(sample.value).toBeGreaterThan(0);
      }

      const connections = family(families, 'realtime_connections');
      expect(samples(connections)[0]?.value).toBeGreaterThanOrEqual(1);
      expect(
        samples(family(families, 'realtime_messages_sent_total'))[0]?.value,
      ).toBeGreaterThanOrEqual(1);
      expect(
        samples(family(families, 'realtime_messages_received_total'))[0]?.value,
      ).toBeGreaterThanOrEqual(1);

      const webhooks = family(families, 'webhook_deliveries_total');
      expect(webhooks.type).toBe('counter');
      expect(
        samples(webhooks)
          .map((sample) => sample.labels['outcome'])
          .sort(),
      ).toEqual(['failed', 'retrying', 'succeeded']);

      expect(families.has('process_cpu_user_seconds_total')).toBe(true);
      expect(families.has('nodejs_eventloop_lag_seconds')).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('counts webhook deliveries by outcome', async () => {
    const allowed = process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'];
    process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] = '1';
    const receiver = await startWebhookReceiver();
    try {
      const admin = await api.as('admin');
      const made = await admin('POST', '/webhook/webhooks', {
        url: receiver.url,
        description: 'Metrics receiver',
        topics: ['engage.item.created'],
      });
      expect(made.status).toBe(201);
      const { id } = made.body as Webhook;
      const secret = (await admin('GET', '/webhook/organization/secret')).body as WebhookSecret;
      const outcomes = async () =>
        Object.fromEntries(
          samples(family((await scrape(api)).families, 'webhook_deliveries_total')).map(
            (sample) => [sample.labels['outcome'], sample.value],
          ),
        );
      const before = await outcomes();
      receiver.secrets = [secret.secret];
      expect((await admin('POST', `/webhook/webhooks/${id}/test`)).status).toBe(200);
      // Unverifiable at the receiver (400), and a test event is not retried: failed.
      receiver.secrets = [];
      expect((await admin('POST', `/webhook/webhooks/${id}/test`)).status).toBe(200);
      const after = await outcomes();
      expect(receiver.received.map((entry) => entry.answered)).toEqual([204, 400]);
      expect(after['succeeded']).toBe((before['succeeded'] ?? 0) + 1);
      expect(after['failed']).toBe((before['failed'] ?? 0) + 1);
      expect(after['retrying']).toBe(before['retrying']);
    } finally {
      await receiver.close();
      if (allowed === undefined) delete process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'];
      else process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] = allowed;
    }
  });

  it('serves loopback callers and refuses others without a token', async () => {
    expect((await scrape(api)).status).toBe(200);
    const refused = await fetch(`${api.base}/metrics`, { headers: REMOTE });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      status: 403,
      message: 'Metrics are served to this machine only (set METRICS_TOKEN to allow others).',
    });
    // A token means nothing where none is configured.
    const guessed = await scrape(api, { ...REMOTE, authorization: `Bearer ${TOKEN}` });
    expect(guessed.status).toBe(403);
  });

  it('serves other callers with METRICS_TOKEN as a bearer token, and only with it', async () => {
    expect((await scrape(withToken, REMOTE)).status).toBe(403);
    expect((await scrape(withToken, { ...REMOTE, authorization: 'Bearer wrong' })).status).toBe(
      403,
    );
    expect((await scrape(withToken, { ...REMOTE, authorization: `Bearer ${TOKEN}x` })).status).toBe(
      403,
    );
    const served = await scrape(withToken, { ...REMOTE, authorization: `Bearer ${TOKEN}` });
    expect(served.status).toBe(200);
    expect(served.families.has('http_request_duration_seconds')).toBe(true);
    // Loopback is served without it.
    expect((await scrape(withToken)).status).toBe(200);
  });
});
