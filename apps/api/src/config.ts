import { isIP } from 'node:net';
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
  /**
   * `TRUST_PROXY`: which proxies in front of the server to believe about the client's address
   * (`X-Forwarded-For`) and protocol — `true` (all), a number of hops, or a comma-separated list
   * of addresses and networks; default none (the address is the connection's).
   */
  readonly trustProxy: boolean | number | readonly string[];
  /**
   * `METRICS_TOKEN`: callers that send `Authorization: Bearer <token>` may read `/metrics` from
   * anywhere; absent: loopback callers only (decision 0099).
   */
  readonly metricsToken: string | null;
}

/** The fewest characters `METRICS_TOKEN` takes: a shorter secret is guessed. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

function metricsTokenOf(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < MIN_METRICS_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(value)) {
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces (e.g. openssl rand -hex 32). Leave it unset to serve /metrics to this machine only.`,
    );
  }
  return value;
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

/** proxy-addr's names for address ranges, which `TRUST_PROXY` may list too. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [ip = '', bits, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

function trustProxyOf(value: string | undefined): ServerConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be true, a number of proxies, or a comma-separated list of proxy addresses or networks (10.0.0.0/8, loopback), got "${bad}".`,
    );
  }
  return entries;
}

/**
 * `TRUST_PROXY` as Fastify takes it. A number of hops becomes a function trusting that many
 * addresses next to the server (Fastify 5.12 takes a bare number as trusting none, since a
 * client that reaches the server directly could name any address; decision 0032).
 *
 * @example
 * fastifyTrustProxy(1)('10.0.0.2', 0) // true: the proxy next to the server
 * fastifyTrustProxy(1)('203.0.113.9', 1) // false: the client is the next one out
 */
export function fastifyTrustProxy(
  trust: ServerConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
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
    trustProxy: trustProxyOf(env['TRUST_PROXY']),
    metricsToken: metricsTokenOf(env['METRICS_TOKEN']),
  };
}
