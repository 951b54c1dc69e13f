import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import { buildServer } from './server.js';

describe('the API server over real HTTP', () => {
  let app: FastifyInstance;
  let base: string;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'smm-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<title>Social Media Management</title>');
    app = await buildServer({ webRoot });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers GET /healthz', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the web app at /', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Social Media Management');
  });

  it('answers an unknown path with a 404 in the API error shape', async () => {
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: 404,
      message: 'No route for GET /api/nothing-here',
    });
  });

  it('answers a malformed JSON body with a 400, and keeps serving', async () => {
    const response = await fetch(`${base}/healthz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe('without a built web app', () => {
  it('tells the user how to build it', async () => {
    const app = await buildServer({ webRoot: join(tmpdir(), 'smm-no-such-dir') });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm start');
    await app.close();
  });
});

describe('readConfig', () => {
  it('defaults to port 8080', () => {
    expect(readConfig({}).port).toBe(8080);
  });

  it('takes the port from PORT', () => {
    expect(readConfig({ PORT: '9090' }).port).toBe(9090);
  });

  it('rejects a bad PORT with a message that says what is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number');
  });
});
