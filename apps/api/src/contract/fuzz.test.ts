import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../http/route.js';
import { apiRoutes } from '../routes.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.token('admin');
});
afterAll(async () => {
  await api?.close();
});

const routes = apiRoutes({} as never);
const keyOf = (route: AnyRoute) => `${route.method} ${route.path}`;

/** Any JSON value, including the shapes decoders meet in the wild. */
const json = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.string(), fc.jsonValue()),
  fc.constantFrom(null, '', '{}', [], { email: 1 }, { isRestricted: 'yes' }),
);
/** Any path segment, including the awkward ones. */
const segment = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.constantFrom('facebook', 'linkedin', 'whatsapp', 'myspace'),
  fc.uuid(),
  fc.constantFrom('0', '-1', '%00', '..', 'null', 'a'.repeat(300), "' OR 1=1 --"),
);

describe('random input never breaks the server', () => {
  it.each(routes.map((route) => [keyOf(route), route] as const))(
    '%s answers 2xx or 4xx, never 5xx',
    async (_key, route) => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            params: fc.dictionary(
              fc.constantFrom('id', 'orgId', 'userId', 'teamId', 'hash', 'network', 'feedId'),
              segment,
            ),
            query: fc.dictionary(fc.string(), fc.string()),
            body: json,
            raw: fc.option(fc.string(), { nil: undefined }),
          }),
          async ({ params, query, body, raw }) => {
            const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
              encodeURIComponent(params[name] ?? 'x'),
            );
            const search = new URLSearchParams(query).toString();
            const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
            const { status, body: answer } = await api.call(
              route.method,
              search ? `${path}?${search}` : path,
              {
                token: admin,
                ...(sendsBody ? { body: raw ?? JSON.stringify(body) } : {}),
              },
            );
            expect(status, JSON.stringify(answer)).toBeLessThan(500);
            if (status >= 400)
              expect(answer).toMatchObject({ status, message: expect.any(String) });
          },
        ),
        { numRuns: 25 },
      );
    },
  );

  it('keeps serving afterwards', async () => {
    expect((await api.call('GET', '/healthz')).status).toBe(200);
    expect((await api.call('GET', '/api/2/users/me', { token: admin })).status).toBe(200);
  });
});
