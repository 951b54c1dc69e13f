import { isSuperUser } from '@smm/access';
import { decode } from '@smm/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { either as E } from 'fp-ts';
import { errors as joseErrors } from 'jose';
import type { Db } from '../db/database.js';
import { verifyAccessToken, type VerifierOptions } from '../modules/identity/access-token.js';
import { loadCaller, type Caller } from './caller.js';
import { badRequest, forbidden, unauthorised } from './errors.js';
import { Uuid } from './params.js';
import type { AnyRoute, Input } from './route.js';

/** What routes need from the server. */
export interface RouteServices {
  readonly db: Db;
  readonly verifier: VerifierOptions;
}

/** `/api/2/users/{id}` → `/api/2/users/:id` for Fastify. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function decodeInput<A>(codec: Input<A> | undefined, input: unknown, where: string): A {
  if (codec === undefined) return undefined as A;
  const result = decode(codec, input ?? (where === 'body' ? null : {}));
  if (E.isLeft(result)) throw badRequest(`Invalid ${where}: ${result.left.message}`);
  return result.right;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const rolesOf = (claims: Record<string, unknown>): string[] => {
  const access = claims['realm_access'];
  const roles =
    typeof access === 'object' && access !== null
      ? (access as { roles?: unknown }).roles
      : undefined;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
};

/** The caller of a request: verified token, then the user as stored now. */
export async function authenticate(
  request: FastifyRequest,
  services: RouteServices,
): Promise<Caller> {
  const token = bearer(request);
  if (token === null) throw unauthorised();
  let claims: Record<string, unknown>;
  try {
    claims = await verifyAccessToken(token, services.verifier);
  } catch (error) {
    throw unauthorised(
      error instanceof joseErrors.JWTExpired
        ? 'Your session has expired. Sign in again.'
        : 'The access token is not valid. Sign in again.',
    );
  }
  const act = claims['act'];
  const assumedBy =
    typeof act === 'object' && act !== null && typeof (act as { sub?: unknown }).sub === 'string'
      ? (act as { sub: string }).sub
      : null;
  const embedded = typeof claims['org'] === 'string';
  const email = typeof claims['email'] === 'string' ? claims['email'] : null;
  const by = embedded || email === null ? { userId: String(claims['sub']) } : { email };
  if ('userId' in by && !Uuid.is(by.userId))
    throw unauthorised('The access token names no user of ours.');
  const caller = await loadCaller(services.db, by, assumedBy, rolesOf(claims));
  if (caller === null) throw unauthorised('Your account no longer exists. Sign in again.');
  return caller;
}

function authorise(route: AnyRoute, caller: Caller): void {
  switch (route.access) {
    case 'admin':
      if (!caller.isAdmin) throw forbidden('Only administrators may do this.');
      return;
    case 'adminOrTeamLeader':
      if (!caller.isAdmin && !caller.isTeamLeader) {
        throw forbidden('Only administrators and team leaders may do this.');
      }
      return;
    case 'superUser':
      if (!isSuperUser(caller.realmRoles)) throw forbidden('Only support staff may do this.');
      return;
    default:
      return;
  }
}

/**
 * Registers the route table on Fastify: each request is authenticated (unless public),
 * authorised by the route's rule, and its params, query and body decoded with the route's
 * codecs — a bad one is a 400 with the decoder's readable message — before the handler runs.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly AnyRoute[],
  services: RouteServices,
) {
  for (const definition of routes) {
    app.route({
      method: definition.method,
      url: fastifyPath(definition.path),
      handler: async (request, reply) => {
        let caller: Caller | null = null;
        if (definition.access !== 'public') {
          caller = await authenticate(request, services);
          authorise(definition, caller);
        }
        const result = await definition.handle({
          params: decodeInput(definition.params, request.params, 'path parameters'),
          query: decodeInput(definition.query, request.query, 'query'),
          body: decodeInput(definition.body, request.body, 'body'),
          caller,
          db: services.db,
          address: request.ip,
          origin: `${request.protocol}://${request.host}`,
        });
        if (definition.response === null) return reply.status(definition.status ?? 204).send();
        return reply
          .status(definition.status ?? 200)
          .send(definition.response.encode(result as never));
      },
    });
  }
}
