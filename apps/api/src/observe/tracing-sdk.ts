import { subscribe } from 'node:diagnostics_channel';
import { register } from 'node:module';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';

/** The share of new traces kept: platform spec §9, "Error-reporting trace sampling 2 percent". */
export const TRACE_SAMPLE_RATIO = 0.02;

/** Paths probed every few seconds (health, readiness, metrics): never traced. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** What Fastify publishes as a route's handler starts (its `fastify.request.handler` channel). */
interface HandlerStart {
  readonly route?: { readonly url?: string; readonly method?: string };
}

/**
 * Starts the OpenTelemetry Node SDK: HTTP server and client spans, PostgreSQL spans of queries
 * made within a traced request, exported over OTLP/HTTP (JSON) to `OTEL_EXPORTER_OTLP_ENDPOINT`.
 * New traces are kept at {@link TRACE_SAMPLE_RATIO}, a caller's sampled trace always; the
 * standard `OTEL_TRACES_SAMPLER` (and `_ARG`) replaces that sampler when set (decision 0100).
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): NodeSDK {
  // ES modules (the server's `import pg from 'pg'`) are wrapped by this loader hook as they load.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName: env['OTEL_SERVICE_NAME'] || 'switchboard-api',
    traceExporter: new OTLPTraceExporter(),
    ...(env['OTEL_TRACES_SAMPLER']
      ? {}
      : {
          sampler: new ParentBasedSampler({
            root: new TraceIdRatioBasedSampler(TRACE_SAMPLE_RATIO),
          }),
        }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => PROBES.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      // Queries of a traced request; the job queue's polling (twice a second) starts no trace.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // The route pattern (not the URL) names the server span, as Fastify tells it per request;
  // without tracing nobody listens to the channel and Fastify publishes nothing.
  subscribe('tracing:fastify.request.handler:start', (message) => {
    const route = (message as HandlerStart).route;
    const span = trace.getActiveSpan();
    if (!span || !route?.url) return;
    span.setAttribute('http.route', route.url);
    span.updateName(`${route.method ?? ''} ${route.url}`.trim());
  });
  // What is still buffered is sent before the process stops.
  const flush = () => void sdk.shutdown().catch(() => undefined);
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
  return sdk;
}
