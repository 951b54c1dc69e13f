/**
 * Loaded before the server (`node --import ./dist/tracing.js dist/main.js`): starts
 * OpenTelemetry tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, before `http` and `pg` are
 * loaded so their instrumentation can wrap them. Unset, it loads nothing (decision 0100).
 */
if (process.env['OTEL_EXPORTER_OTLP_ENDPOINT']) {
  const { startTracing } = await import('./observe/tracing-sdk.js');
  startTracing();
}

export {};
