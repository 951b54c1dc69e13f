import { stringify } from 'csv-stringify/sync';
import { isSuperUser } from '@smm/access';
import { decode, encoderOf, findUnsafeText, SESSION_ENDED_ERROR_CODE } from '@smm/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { either as E } from 'fp-ts';
import { errors as joseErrors } from 'jose';
import type { Db } from '../db/database.js';
import { verifyAccessToken, type VerifierOptions } from '../modules/identity/access-token.js';
import type { OrgChanges } from '../db/changes.js';
import { loadCaller, type Caller, type TokenSession } from './caller.js';
import { KeptAnswers, KeptCallers, VerifiedTokens } from './kept.js';
import { badRequest, forbidden, HttpError, unauthorised } from './errors.js';
import { Uuid } from './params.js';
import type { AnyRoute, Input } from './route.js';

/** What routes need from the server. */
export interface RouteServices {
  readonly db: Db;
  readonly verifier: VerifierOptions;
  /**
   * Which organisations' data changed (the database's notifications and this server's own
   * writes); without it, or while it is not live, nothing read from the database is kept.
   */
  readonly changes?: OrgChanges;
}

/** What a server keeps between requests: verified tokens, callers, answers of read routes. */
interface Kept {
  readonly tokens: VerifiedTokens;
  readonly callers: KeptCallers | null;
  readonly answers: KeptAnswers | null;
}

/** `/api/2/users/{id}` → `/api/2/users/:id` for Fastify. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Decodes one part of a request with its codec. Before the codec, every string in it (keys
 * included) is checked for what no store or network takes — a NUL character or half of a
 * surrogate pair — so no route needs to think of it.
 */
function decodeInput<A>(codec: Input<A> | undefined, input: unknown, where: string): A {
  const unsafe = findUnsafeText(input);
  if (unsafe !== null) throw badRequest(`Invalid ${where}: ${unsafe.path} ${unsafe.reason}`);
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

/**
 * The session of a token: our issuer's `sid` (an external issuer's is its own, not ours), and
 * the OIDC `auth_time` of either.
 */
function sessionOf(claims: Record<string, unknown>, embedded: boolean): TokenSession {
  const sid = claims['sid'];
  if (embedded && sid !== undefined && !(typeof sid === 'string' && Uuid.is(sid))) {
    throw unauthorised('The access token names no session of ours.');
  }
  const authTime = claims['auth_time'];
  return {
    sessionId: embedded && typeof sid === 'string' ? sid : null,
    authTime:
      typeof authTime === 'number' && Number.isFinite(authTime) ? new Date(authTime * 1000) : null,
  };
}

/**
 * The caller of a request: verified token, then the user as stored now and, for our issuer's
 * tokens, whether their session is still open — read together, and kept until the
 * organisation changes (ending a session notifies it). `fresh` (the request's `Cache-Control:
 * no-cache`) reads the caller again even when one is kept.
 */
export async function authenticate(
  request: FastifyRequest,
  services: RouteServices,
  kept?: Kept,
  fresh = false,
): Promise<Caller> {
  const token = bearer(request);
  if (token === null) throw unauthorised();
  let claims = kept?.tokens.get(token);
  if (claims === undefined) {
    try {
      claims = await verifyAccessToken(token, services.verifier);
    } catch (error) {
      throw unauthorised(
        error instanceof joseErrors.JWTExpired
          ? 'Your session has expired. Sign in again.'
          : 'The access token is not valid. Sign in again.',
      );
    }
    kept?.tokens.set(token, claims);
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
  const roles = rolesOf(claims);
  const session = sessionOf(claims, embedded);
  const key = `${'userId' in by ? by.userId : by.email}\u0000${assumedBy ?? ''}\u0000${roles.join(',')}\u0000${session.sessionId ?? ''}\u0000${session.authTime?.getTime() ?? ''}`;
  // `Cache-Control: no-cache` asks for the database as it is now: the caller is read again.
  const known = fresh ? undefined : kept?.callers?.get(key);
  if (known !== undefined) return known;
  const generation = services.changes?.generation(String(claims['org'] ?? '')) ?? 0;
  const caller = await loadCaller(services.db, by, assumedBy, roles, session);
  // A deleted account's sessions ended with it: the app signs out as for any ended session.
  if (caller === null) {
    throw new HttpError(
      401,
      'Your account no longer exists. Sign in again.',
      SESSION_ENDED_ERROR_CODE,
    );
  }
  // Kept only if the organisation did not change while it was read (the token names it).
  if (caller.orgId === claims['org']) kept?.callers?.set(key, caller, generation);
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
    case 'channelManager':
      if (!caller.isAdmin && caller.channelTeamIds.length === 0) {
        throw forbidden(
          'Only administrators and members of a team that manages channels may do this.',
        );
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
  const { changes } = services;
  const kept: Kept = {
    tokens: new VerifiedTokens(),
    callers: changes ? new KeptCallers(changes) : null,
    answers: changes ? new KeptAnswers(changes) : null,
  };
  for (const definition of routes) {
    // A route that changes data moves its organisation on, so nothing kept from before is used.
    const writes = definition.method !== 'GET' && definition.keep !== true;
    // Most answers encode as they are built: then nothing walks or copies them.
    const encode = definition.response === null ? null : encoderOf(definition.response);
    app.route({
      method: definition.method,
      url: fastifyPath(definition.path),
      handler: async (request, reply) => {
        let caller: Caller | null = null;
        const fresh = request.headers['cache-control']?.includes('no-cache') === true;
        if (definition.access !== 'public') {
          caller = await authenticate(request, services, kept, fresh);
          authorise(definition, caller);
        }
        const answerKey =
          definition.keep === true && caller !== null && kept.answers !== null
            ? `${caller.userId}\u0000${caller.assumedBy ?? ''}\u0000${request.url}\u0000${JSON.stringify(request.body ?? null)}`
            : null;
        if (answerKey !== null && caller !== null && !fresh) {
          const json = kept.answers?.get(answerKey, caller.orgId);
          if (json !== undefined) {
            return reply
              .status(definition.status ?? 200)
              .type(JSON_TYPE)
              .send(json);
          }
        }
        const generation = caller === null ? 0 : (changes?.generation(caller.orgId) ?? 0);
        let result: unknown;
        try {
          result = await definition.handle({
            params: decodeInput(definition.params, request.params, 'path parameters'),
            query: decodeInput(definition.query, request.query, 'query'),
            body: decodeInput(definition.body, request.body, 'body'),
            caller,
            db: services.db,
            origin: `${request.protocol}://${request.host}`,
            address: request.ip,
            changed: (orgId) => changes?.changed(orgId),
            ...(definition.upload === true
              ? {
                  file: (maxBytes: number) =>
                    request.isMultipart()
                      ? request.file({ limits: { fileSize: maxBytes, files: 1, fields: 4 } })
                      : Promise.resolve(undefined),
                }
              : {}),
          });
        } finally {
          if (writes && caller !== null) changes?.changed(caller.orgId);
        }
        if (encode === null) return reply.status(definition.status ?? 204).send();
        const encoded = encode(result as never);
        if (definition.csv !== undefined) {
          return reply
            .status(definition.status ?? 200)
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${definition.csv}"`)
            .send(stringify(encoded as unknown[][], { bom: true }));
        }
        if (answerKey === null || caller === null) {
          return reply.status(definition.status ?? 200).send(encoded);
        }
        const json = Buffer.from(JSON.stringify(encoded));
        kept.answers?.set(answerKey, caller.orgId, generation, json);
        return reply
          .status(definition.status ?? 200)
          .type(JSON_TYPE)
          .send(json);
      },
    });
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
