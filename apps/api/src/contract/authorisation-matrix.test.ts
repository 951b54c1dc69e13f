import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../http/route.js';
import { signAccessToken, type AccessClaims } from '../modules/identity/access-token.js';
import { apiRoutes } from '../routes.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import {
  PERSONAS,
  ROUTE_FIXTURES,
  demoIds,
  type Persona,
  type SampleRequest,
} from './route-fixtures.js';

let api: TestApi;
const tokens = new Map<Persona, string | undefined>();
const selves = new Map<Persona, string>();

beforeAll(async () => {
  api = await startTestApi();
  await demoIds(api);
  tokens.set('admin', await api.token('admin'));
  tokens.set('lead', await api.token('lead'));
  tokens.set('editor', await api.token('editor'));
  tokens.set('viewer', await api.token('viewer'));
  tokens.set('otherOrganisation', await api.token('otherAdmin'));
  tokens.set('supportStaff', await api.token('support'));
  tokens.set('noToken', undefined);
  for (const persona of [
    'admin',
    'lead',
    'editor',
    'viewer',
    'otherOrganisation',
    'supportStaff',
  ] as const) {
    const claims = decodeJwt(tokens.get(persona) ?? '');
    if (typeof claims.sub === 'string') selves.set(persona, claims.sub);
  }
  const editor = await api.token('editor');
  const claims = decodeJwt(editor) as unknown as AccessClaims;
  tokens.set('expiredToken', await signAccessToken(api.signingKey, claims, -120));
  const [header, payload, signature] = editor.split('.');
  const raised = { ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'x' };
  tokens.set(
    'tamperedToken',
    [header, Buffer.from(JSON.stringify(raised)).toString('base64url'), signature].join('.'),
  );
});
afterAll(async () => {
  await api?.close();
});

const keyOf = (route: AnyRoute) => `${route.method} ${route.path}`;

/** The status the route's access rule implies for a persona (2xx as 200). */
function implied(route: AnyRoute, persona: Persona, scoped: boolean): number {
  const anonymous =
    persona === 'noToken' || persona === 'expiredToken' || persona === 'tamperedToken';
  if (route.access === 'public') return 200;
  if (anonymous) return 401;
  if (route.access === 'superUser') return persona === 'supportStaff' ? 200 : 403;
  // Support staff belong to an organisation of their own, where they are administrators.
  if (persona === 'otherOrganisation' || persona === 'supportStaff') return scoped ? 404 : 200;
  if (persona === 'admin') return 200;
  // The lead leads Care Leads, which also grants manageChannels; the editor's team grants neither.
  if (persona === 'lead')
    return route.access === 'user' ||
      route.access === 'adminOrTeamLeader' ||
      route.access === 'channelManager'
      ? 200
      : 403;
  return route.access === 'user' ? 200 : 403;
}

function url(path: string, request: SampleRequest): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? `missing-${name}`),
  );
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query ? `${filled}?${query}` : filled;
}

const routes = apiRoutes({} as never);

describe('the authorisation matrix', () => {
  it('has a fixture for every route of the table', () => {
    const missing = routes.map(keyOf).filter((key) => !(key in ROUTE_FIXTURES));
    expect(missing, 'routes without a fixture in route-fixtures.ts').toEqual([]);
  });

  describe.each(routes.map((route) => [keyOf(route), route] as const))('%s', (key, route) => {
    it.each(PERSONAS)('as %s', async (persona) => {
      const fixture = ROUTE_FIXTURES[key];
      if (!fixture) throw new Error(`No fixture for ${key}`);
      const expected = fixture.expect?.[persona] ?? implied(route, persona, fixture.scoped);
      const request = await fixture.sample(api, selves.get(persona) ?? null);
      const token = tokens.get(persona);
      const { status, body } = await api.call(route.method, url(route.path, request), {
        ...(token ? { token } : {}),
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      const got = status >= 200 && status < 300 ? 200 : status;
      expect(got, `${persona} → ${key}: ${JSON.stringify(body)}`).toBe(expected);
    });
  });
});
