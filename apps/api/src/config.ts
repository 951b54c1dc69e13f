import { fileURLToPath } from 'node:url';

/** How the server is configured: from the environment, with defaults for a first start. */
export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** The built web app to serve; absent when it has not been built. */
  readonly webRoot: string;
  /** `LOG_LEVEL`, default `info`; `debug` also logs every request. */
  readonly logLevel: string;
  /** `DATABASE_URL`: an external PostgreSQL; absent: the embedded server. */
  readonly databaseUrl: string | null;
  /** `DATA_DIR`: where the embedded server keeps its data (default `.data/pg`). */
  readonly dataDir: string;
  /** `PG_PORT`: the embedded server's port (default 54329). */
  readonly pgPort: number;
  /** Whether to seed the demo organisations: the embedded default, or `SEED_DEMO=1`. */
  readonly seedDemo: boolean;
  /** `OIDC_ISSUER` and `OIDC_JWKS_URL`: an external issuer instead of the embedded one. */
  readonly oidc: {
    readonly issuer: string;
    readonly jwksUrl: string;
    readonly audience?: string;
  } | null;
  /**
   * `SANDBOX_RATE`: new sandbox items per minute per organisation, delivered to the connected
   * channels while the server runs so the inbox is alive (default {@link DEFAULT_SANDBOX_RATE};
   * `0` switches it off).
   */
  readonly sandboxRate: number;
  /**
   * `REDIS_URL`: realtime messages fan out through this Redis (pub/sub) to every instance of
   * the server; absent: one instance fans out in process.
   */
  readonly redisUrl: string | null;
}

/** Items per minute per organisation of live sandbox traffic when `SANDBOX_RATE` is not set. */
export const DEFAULT_SANDBOX_RATE = 6;

/** The most `SANDBOX_RATE` accepts: beyond this the inbox is a load test, not a demo. */
export const MAX_SANDBOX_RATE = 60_000;

function rateOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SANDBOX_RATE;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_SANDBOX_RATE) {
    throw new Error(
      `SANDBOX_RATE must be a number of items per minute from 0 (off) to ${MAX_SANDBOX_RATE}, got "${value}". ` +
        `Leave it unset for the default of ${DEFAULT_SANDBOX_RATE}.`,
    );
  }
  return rate;
}

function portOf(name: string, value: string | undefined, fallback: number): number {
  const port = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got "${value}".`);
  }
  return port;
}

/** Reads the configuration from environment variables. A bad value is an error that says what to do. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env['DATABASE_URL'] || null;
  const issuer = env['OIDC_ISSUER'] || null;
  const jwksUrl = env['OIDC_JWKS_URL'] || null;
  if ((issuer === null) !== (jwksUrl === null)) {
    throw new Error(
      'Set both OIDC_ISSUER and OIDC_JWKS_URL to use an external issuer, or neither.',
    );
  }
  const audience = env['OIDC_AUDIENCE'];
  return {
    host: env['HOST'] ?? '0.0.0.0',
    port: portOf('PORT', env['PORT'], 8080),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    webRoot: env['WEB_ROOT'] ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    databaseUrl,
    dataDir: env['DATA_DIR'] || '.data/pg',
    pgPort: portOf('PG_PORT', env['PG_PORT'], 54329),
    seedDemo: env['SEED_DEMO'] === '1' || (databaseUrl === null && env['SEED_DEMO'] !== '0'),
    oidc: issuer && jwksUrl ? { issuer, jwksUrl, ...(audience ? { audience } : {}) } : null,
    sandboxRate: rateOf(env['SANDBOX_RATE']),
    redisUrl: env['REDIS_URL'] || null,
  };
}
