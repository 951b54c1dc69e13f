import { fileURLToPath } from 'node:url';

/** How the server is configured: from the environment, with defaults for a first start. */
export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** The built web app to serve; absent when it has not been built. */
  readonly webRoot: string;
  /** `LOG_LEVEL`, default `info`; `debug` also logs every request. */
  readonly logLevel: string;
}

/** Reads the configuration from environment variables. A bad PORT is an error that says what to do. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env['PORT'] === undefined || env['PORT'] === '' ? 8080 : Number(env['PORT']);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env['PORT']}".`);
  }
  return {
    host: env['HOST'] ?? '0.0.0.0',
    port,
    logLevel: env['LOG_LEVEL'] ?? 'info',
    webRoot: env['WEB_ROOT'] ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  };
}
