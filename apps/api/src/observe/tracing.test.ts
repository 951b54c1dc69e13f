import { execFile, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { DEMO_PASSWORD } from '../modules/demo/seed.js';
import { freePort } from '../testing/free-port.js';
import { signInTo, startServerProcess } from '../testing/server-process.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-api.js';

/** A span as the OTLP/HTTP JSON exporter sends it. */
interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly kind: number;
  readonly attributes: ReadonlyArray<{
    readonly key: string;
    readonly value: { readonly stringValue?: string; readonly intValue?: number | string };
  }>;
}
interface OtlpExport {
  readonly resourceSpans: ReadonlyArray<{
    readonly resource: { readonly attributes: OtlpSpan['attributes'] };
    readonly scopeSpans: ReadonlyArray<{ readonly spans: readonly OtlpSpan[] }>;
  }>;
}

const SPAN_KIND_SERVER = 2;
const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((entry) => entry.key === key)?.value;
/** The database of a PostgreSQL span (the semantic conventions' current name, or the older one). */
const dbSystem = (span: OtlpSpan) =>
  (attribute(span, 'db.system.name') ?? attribute(span, 'db.system'))?.stringValue;

describe('OpenTelemetry traces', () => {
  let db: Db;
  let url: URL;
  let receiver: Server;
  let server: ChildProcess;
  let base: string;
  const exports: OtlpExport[] = [];
  const paths: string[] = [];

  beforeAll(async () => {
    ({ db, url } = await createTestDatabase());
    // A local OTLP receiver: what the server exports arrives here as JSON.
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
        if (request.url === '/v1/traces') {
          exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const port = await freePort();
    server = await startServerProcess(url, port, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      // The server samples 2% of new traces; the standard variable makes this test keep all.
      OTEL_TRACES_SAMPLER: 'always_on',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_SERVICE_NAME: 'switchboard-test',
    });
    base = `http://127.0.0.1:${port}`;
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => receiver?.close(resolve));
    if (db) await dropTestDatabase(db, url);
  });

  it('exports an HTTP server span and the PostgreSQL spans of its queries to the OTLP endpoint', async () => {
    await signInTo(base, 'admin@demo.test', DEMO_PASSWORD);
    const spans = () =>
      exports.flatMap((batch) =>
        batch.resourceSpans.flatMap((resource) =>
          resource.scopeSpans.flatMap((scope) => scope.spans),
        ),
      );
    const signIn = () =>
      spans().find(
        (span) =>
          span.kind === SPAN_KIND_SERVER &&
          attribute(span, 'http.route')?.stringValue === '/auth/login',
      );
    for (let waited = 0; waited < 15_000; waited += 100) {
      const server = signIn();
      if (server && spans().some((span) => span.traceId === server.traceId && dbSystem(span))) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const request = signIn();
    expect(request, `received: ${paths.join(', ')}`).toBeDefined();
    expect(request?.name).toBe('POST /auth/login');
    const queries = spans().filter((span) => span.traceId === request?.traceId && dbSystem(span));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(dbSystem(query)).toBe('postgresql');
      // Within the request's span, as its children.
      expect(query.parentSpanId).toBe(request?.spanId);
    }
    expect(queries.map((query) => query.name)).toContain(
      `pg.query:SELECT ${url.pathname.slice(1)}`,
    );
    expect(paths.every((path) => path.startsWith('POST /v1/traces application/json'))).toBe(true);
    const service = exports[0]?.resourceSpans[0]?.resource.attributes.find(
      (entry) => entry.key === 'service.name',
    );
    expect(service?.value.stringValue).toBe('switchboard-test');
  });
});

describe('the tracing preload', () => {
  const TRACING = fileURLToPath(new URL('../tracing.ts', import.meta.url));
  /** What a process that loaded the preload then `pg` sees: whether pg is wrapped, and OpenTelemetry's global. */
  const probe = async (env: Record<string, string>) => {
    const { OTEL_EXPORTER_OTLP_ENDPOINT: _, ...rest } = process.env;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        TRACING,
        '--input-type=module',
        '-e',
        "import pg from 'pg'; console.log(JSON.stringify({ wrapped: '__wrapped' in pg.Client.prototype.query, sdk: Symbol.for('opentelemetry.js.api.1') in globalThis }));",
      ],
      { env: { ...rest, ...env }, timeout: 30_000 },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as unknown;
  };

  it('loads nothing of OpenTelemetry without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await probe({})).toEqual({ wrapped: false, sdk: false });
  });

  it('wraps pg (an ES module import) when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    // Nothing listens on the discard port: nothing is sent before the process ends.
    expect(await probe({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toEqual({
      wrapped: true,
      sdk: true,
    });
  });
});
