import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of every answer (decision 0032). The web app is scripts, styles
 * (vanilla-extract's CSS is extracted into files at build time), lazy chunks and sandbox media
 * from this server; pictures may be data URLs (profile pictures); the realtime WebSocket is on
 * the same origin, which `'self'` covers for `ws:`/`wss:` in current browsers. Nothing inline,
 * no plugins, no frames in either direction, forms post to this server only.
 *
 * @example
 * CONTENT_SECURITY_POLICY['frame-ancestors'] // ["'none'"]
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** What helmet is asked for: the CSP above, and its defaults for the rest. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: Object.fromEntries(
      Object.entries(CONTENT_SECURITY_POLICY).map(([name, sources]) => [name, [...sources]]),
    ),
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet sets for `options`, worked out once by running its middleware against a
 * response that only records them (the policy is static: no nonces, nothing per request).
 *
 * @example
 * helmetHeaders(HELMET_OPTIONS)['x-frame-options'] // 'DENY'
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  return headers;
}

/**
 * The browser security headers of every answer — the web app, its chunks, the API, errors and
 * 404s, and the few answers Fastify gives before any hook (`frameworkErrors`): the CSP above,
 * `X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin`
 * (other sites learn nothing of our URLs; our own requests keep their `Origin`), and helmet's
 * defaults for the rest (HSTS, which browsers only heed over HTTPS; cross-origin opener and
 * resource policies). `upgrade-insecure-requests` is left out: the server is also run over plain
 * HTTP on a developer's machine, where it would break every request. Computed once by helmet,
 * written by one synchronous hook (decision 0032: helmet's own per-request middleware halved the
 * throughput of a trivial route).
 *
 * @example
 * SECURITY_HEADERS['x-content-type-options'] // 'nosniff'
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = helmetHeaders(HELMET_OPTIONS);
