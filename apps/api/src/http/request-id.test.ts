import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server.js';

/** A JSON log line as pino writes it. */
interface LogLine {
  readonly level: number;
  readonly reqId?: string;
  readonly msg?: string;
  readonly err?: { readonly message?: string; readonly stack?: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let app: FastifyInstance;
  let base: string;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    app = await buildServer({
      webRoot: '/nonexistent',
      logLevel: 'info',
      logStream: { write: (line) => lines.push(line) },
    });
    // A genuine fault of the server's code: a route of this test that throws.
    app.get('/test/fault', async (request) => {
      request.log.info('about to fail');
      throw new Error('The fault this test provokes');
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app?.close();
  });

  it("answers a 500 with the request id of the error's JSON log line, and in X-Request-Id", async () => {
    const response = await fetch(`${base}/test/fault`);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { requestId: string };
    expect(body).toEqual({
      status: 500,
      message: 'Internal server error',
      requestId: expect.stringMatching(UUID),
    });
    expect(response.headers.get('x-request-id')).toBe(body.requestId);
    const ofRequest = logged().filter((line) => line.reqId === body.requestId);
    // Every line of the request carries its id: what the handler said, and the error.
    expect(ofRequest.map((line) => line.msg)).toContain('about to fail');
    const error = ofRequest.find((line) => line.level === 50);
    expect(error?.err?.message).toBe('The fault this test provokes');
    expect(error?.err?.stack).toContain('request-id.test.ts');
  });

  it('takes a safe X-Request-Id from a proxy in front, and makes a new one for anything else', async () => {
    const given = 'lb-7f3a.42:9_x';
    const kept = await fetch(`${base}/test/fault`, { headers: { 'x-request-id': given } });
    expect(((await kept.json()) as { requestId: string }).requestId).toBe(given);
    expect(kept.headers.get('x-request-id')).toBe(given);
    expect(logged().some((line) => line.reqId === given && line.level === 50)).toBe(true);

    for (const unsafe of ['a b', 'x'.repeat(129), '"quoted"', '-leading', 'new\\nline', '']) {
      const response = await fetch(`${base}/healthz`, { headers: { 'x-request-id': unsafe } });
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('gives every answer an X-Request-Id, unknown paths and bad URLs included', async () => {
    const ids = new Set<string>();
    for (const path of ['/healthz', '/readyz', '/api/nothing-here', '/%E0%A4%A']) {
      const response = await fetch(`${base}${path}`);
      const id = response.headers.get('x-request-id');
      expect(id, path).toMatch(UUID);
      ids.add(id ?? '');
    }
    expect(ids.size).toBe(4);
  });
});
