import type { FastifyHelmetOptions } from '@fastify/helmet';

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

/**
 * The browser security headers of every answer — the web app, its chunks, the API, errors and
 * 404s — set by @fastify/helmet in `onRequest`: the CSP above, `X-Frame-Options: DENY`,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin` (other sites learn nothing
 * of our URLs; our own requests keep their `Origin`), and helmet's defaults for the rest
 * (HSTS, which browsers only heed over HTTPS; cross-origin opener and resource policies).
 * `upgrade-insecure-requests` is left out: the server is also run over plain HTTP on a
 * developer's machine, where it would break every request.
 */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
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
 * The same headers as plain values, for the few answers Fastify gives before any hook runs
 * (a URL it cannot decode, an over-long path parameter: `frameworkErrors`).
 *
 * @example
 * FRAMEWORK_ERROR_HEADERS['x-content-type-options'] // 'nosniff'
 */
export const FRAMEWORK_ERROR_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';'),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};
