import type { MultipartFile } from '@fastify/multipart';
import type * as t from 'io-ts';
import type { Db } from '../db/database.js';
import type { Caller } from './caller.js';

/** HTTP methods the API uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, checked before the handler runs; per-object checks (organisation,
 * team, channel) happen in the handler's queries.
 * - `public`: anyone, no token needed;
 * - `user`: any signed-in user;
 * - `adminOrTeamLeader`: an administrator or a team leader;
 * - `channelManager`: an administrator or a member of a team that grants manageChannels;
 * - `admin`: an administrator of the organisation;
 * - `superUser`: support staff (realm role `smm_super_user`).
 */
export type Access =
  'public' | 'user' | 'adminOrTeamLeader' | 'channelManager' | 'admin' | 'superUser';

/** What a handler receives: decoded input, the caller and the server's services. */
export interface RouteRequest<P, Q, B, C extends Caller | null> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly caller: C;
  readonly db: Db;
  /** The origin the request came to (`http://localhost:8080`), for links back to this server. */
  readonly origin: string;
  /** The address the request came from (behind trusted proxies, the client's), for the audit log. */
  readonly address: string;
  /**
   * Tells this server at once that an organisation's data changed (other servers hear it from
   * the database): for writes of public routes, and of organisations other than the caller's,
   * which the route table does not record by itself.
   */
  readonly changed: (orgId: string) => void;
  /**
   * An `upload` route's file (multipart/form-data, one file): read it as a stream, at most
   * `maxBytes` (then `truncated` is set); undefined when the request carries none.
   */
  readonly file?: (maxBytes: number) => Promise<MultipartFile | undefined>;
}

/** A decoder of request input: any io-ts type whose input is unknown. */
export type Input<A> = t.Decoder<unknown, A>;

/** One route of the table: method, path, codecs, access rule and handler. */
export interface Route<P = unknown, Q = unknown, B = unknown, R = unknown> {
  readonly method: Method;
  /** The path in OpenAPI form, `/api/2/users/{id}`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly params?: Input<P>;
  readonly query?: Input<Q>;
  readonly body?: Input<B>;
  /** The response codec; null for 204 No Content. */
  readonly response: t.Type<R, unknown, unknown> | null;
  /** The success status; default 200 (204 without a response). */
  readonly status?: number;
  /**
   * A read (of any method) whose answer depends only on the caller, the request and the data of
   * the caller's organisation: its answers may be kept until that organisation changes.
   */
  readonly keep?: boolean;
  /**
   * Answers as a CSV file of this name instead of JSON: the handler returns the rows (the first
   * the header), encoded by the response codec and written with csv-stringify.
   */
  readonly csv?: string;
  /** Takes one file as multipart/form-data (field `file`) instead of a JSON body. */
  readonly upload?: boolean;
  readonly handle: (request: RouteRequest<P, Q, B, Caller | null>) => Promise<R>;
}

/** A route of the table with its types erased, as the table and the tools hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = Route<any, any, any, any>;

/**
 * Declares a route with its types inferred from its codecs.
 *
 * @example
 * route({ method: 'GET', path: '/api/2/teams', tag: 'teams', summary: 'The teams', access: 'user', response: t.array(Team), handle: ({ db, caller }) => listTeams(db, caller) })
 */
export function route<P = undefined, Q = undefined, B = undefined, R = unknown>(
  definition: Omit<Route<P, Q, B, R>, 'handle'> & {
    readonly access: Exclude<Access, 'public'>;
    readonly handle: (request: RouteRequest<P, Q, B, Caller>) => Promise<R>;
  },
): AnyRoute;
export function route<P = undefined, Q = undefined, B = undefined, R = unknown>(
  definition: Route<P, Q, B, R> & { readonly access: 'public' },
): AnyRoute;
export function route(definition: unknown): AnyRoute {
  return definition as AnyRoute;
}
