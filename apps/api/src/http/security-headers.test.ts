import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { buildServer } from '../server.js';

/** What every answer carries (decision 0032). */
function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
}

describe('browser security headers of the web app', () => {
  let app: FastifyInstance;
  let base: string;
  let webRoot: string;

  beforeAll(async () => {
    // A web app as Vite builds it: the page and a lazily loaded chunk with its CSS.
    webRoot = mkdtempSync(join(tmpdir(), 'smm-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<title>Social Media Management</title>');
    writeFileSync(join(webRoot, 'assets', 'EngageScreen-abc123.js'), 'export const x = 1;');
    writeFileSync(join(webRoot, 'assets', 'EngageScreen-abc123.css'), '.x{color:red}');
    app = await buildServer({ webRoot });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each([
    ['the page', '/', 200, 'text/html'],
    ['a lazy chunk', '/assets/EngageScreen-abc123.js', 200, 'javascript'],
    ['its CSS', '/assets/EngageScreen-abc123.css', 200, 'text/css'],
    ['the health check', '/healthz', 200, 'application/json'],
    ['a 404', '/api/nothing-here', 404, 'application/json'],
  ])('are sent with %s', async (_, path, status, type) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain(type);
    expectSecurityHeaders(response);
  });

  it('are sent with a 400 for a URL the server cannot decode', async () => {
    const response = await fetch(`${base}/api/%zz`);
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });

  it('are sent with a 400 for a malformed body', async () => {
    const response = await fetch(`${base}/healthz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(response);
  });
});

describe('browser security headers of the API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('are sent with an API answer, a refusal and a bad request', async () => {
    const token = await api.token('admin');
    const me = await fetch(`${api.base}/api/2/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expectSecurityHeaders(me);
    const refused = await fetch(`${api.base}/api/2/users/me`);
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused);
    const bad = await fetch(`${api.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@y.z' }),
    });
    expect(bad.status).toBe(400);
    expectSecurityHeaders(bad);
  });

  it('are sent with the sandbox consent page, which inlines nothing the CSP refuses', async () => {
    const page = await fetch(
      `${api.base}/sandbox/facebook/oauth/authorize?redirect_uri=${encodeURIComponent(`${api.base}/back`)}&state=s`,
    );
    expect(page.status).toBe(200);
    expectSecurityHeaders(page);
    const html = await page.text();
    expect(html).not.toMatch(/<style|<script|\sstyle=|\son[a-z]+=/i);
    const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
    expect(stylesheet).toBeDefined();
    const css = await fetch(`${api.base}${stylesheet}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('button[value=allow]');
  });
});
