#!/usr/bin/env node
// `npm start`: builds what is needed (cached by Nx), then runs the server on PORT (default 8080).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = {
  ...process.env,
  NX_DAEMON: process.env.NX_DAEMON ?? 'false',
  NX_NO_CLOUD: 'true',
  // On one machine the demo's webhook goes to the sandbox receiver on this server (decision 0053).
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS ?? '1',
};

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

if (!existsSync(new URL('../node_modules/.bin/nx', import.meta.url))) {
  console.error('Dependencies are not installed. Run `npm ci` first, then `npm start`.');
  process.exit(1);
}

console.log('Building the web app and the API server (cached after the first start)…');
const built = await run('npx', ['nx', 'run', '@smm/api:build', '--outputStyle=static']);
if (built !== 0) {
  console.error(
    'The build failed; the messages above say where. Fix it and run `npm start` again.',
  );
  process.exit(built);
}

// The tracing preload first: it starts OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', '--import', './apps/api/dist/tracing.js', 'apps/api/dist/main.js'],
  { cwd: root, env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
