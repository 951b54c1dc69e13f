import type { TestApi } from '../testing/test-api.js';

/** Who calls, in the authorisation matrix. */
export const PERSONAS = [
  'admin',
  'lead',
  'editor',
  'viewer',
  'otherOrganisation',
  'noToken',
  'expiredToken',
  'tamperedToken',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** A request to send to a route: its path parameters, query and body. */
export interface SampleRequest {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
}

/** How a route is exercised by the contract tests. */
export interface RouteFixture {
  /** A valid request; called afresh for every call (so destructive routes get fresh objects). */
  readonly sample: (api: TestApi) => Promise<SampleRequest> | SampleRequest;
  /**
   * Whether the sample names objects of the demo organisation (then another organisation's
   * caller gets 404, never data); otherwise it acts on the caller's own organisation.
   */
  readonly scoped: boolean;
  /** Statuses that differ from what the route's access rule implies. */
  readonly expect?: Partial<Record<Persona, number>>;
}

const newRefreshToken = async (api: TestApi) => {
  const { body } = await api.call('POST', '/auth/login', {
    body: { email: 'moderator@demo.test', password: 'demo' },
  });
  return { body: { refreshToken: (body as { refreshToken: string }).refreshToken } };
};

/**
 * A fixture for every route of the table, keyed `METHOD path`. The contract tests fail for a
 * route without one, so a new route cannot skip the authorisation matrix or the fuzz test.
 */
export const ROUTE_FIXTURES: Readonly<Record<string, RouteFixture>> = {
  'POST /auth/login': {
    sample: () => ({ body: { email: 'editor@demo.test', password: 'demo' } }),
    scoped: false,
  },
  'POST /auth/refresh': { sample: newRefreshToken, scoped: false },
  'POST /auth/logout': { sample: newRefreshToken, scoped: false },
  'GET /auth/.well-known/jwks.json': { sample: () => ({}), scoped: false },
  'GET /api/2/users/me': { sample: () => ({}), scoped: false },
  'GET /api/2/users/me/colleagues': { sample: () => ({}), scoped: false },
  'GET /v1/users/me/localisation': { sample: () => ({}), scoped: false },
  'GET /api/2/teams': { sample: () => ({}), scoped: false },
  'GET /api/2/channels': { sample: () => ({}), scoped: false },
  'GET /labels/settings': { sample: () => ({}), scoped: false },
  'PUT /labels/settings': { sample: () => ({ body: { isRestricted: true } }), scoped: false },
};
