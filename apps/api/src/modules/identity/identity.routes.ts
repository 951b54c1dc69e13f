import {
  JsonWebKeySet,
  LoginRequest,
  OrganisationSlim,
  RefreshRequest,
  SwitchableAccount,
  TokenResponse,
} from '@smm/model';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { notFound, unauthorised } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { recordAudit } from '../audit/audit.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-token.js';
import type { SigningKey } from './keys.js';
import { DUMMY_HASH, verifyPassword } from './password.js';
import { issueRefreshToken, revokeRefreshFamily, rotateRefreshToken } from './refresh-token.js';
import { startSession } from './sessions.js';

const WRONG_CREDENTIALS = 'The e-mail address or password is not right.';

/** A session going on: its id, when its person signed in and its rotated refresh token. */
interface GoingOn {
  readonly id: string;
  readonly authenticatedAt: Date;
  readonly refreshToken: string;
}

/**
 * Tokens for a user: of a session going on (a refresh), else of a new session signed in at
 * `authenticatedAt` (default now) with a new refresh token; an assumed session (`assumedBy`,
 * the super user) has no refresh token and ends with its access token.
 */
async function tokensFor(
  db: Db,
  key: SigningKey,
  userId: string,
  options: {
    readonly session?: GoingOn;
    readonly assumedBy?: string;
    readonly authenticatedAt?: Date;
  } = {},
) {
  const { assumedBy } = options;
  const user = await db
    .selectFrom('users')
    .select(['id', 'orgId', 'email', 'realmRoles'])
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) throw unauthorised('Your account no longer exists.');
  const authenticatedAt = options.session?.authenticatedAt ?? options.authenticatedAt ?? new Date();
  const sessionId = options.session?.id ?? (await startSession(db, user.id, authenticatedAt));
  const accessToken = await signAccessToken(key, {
    sub: user.id,
    org: user.orgId,
    email: user.email,
    realm_access: { roles: user.realmRoles },
    ...(assumedBy === undefined ? {} : { act: { sub: assumedBy } }),
    sid: sessionId,
    auth_time: Math.floor(authenticatedAt.getTime() / 1000),
  });
  return {
    accessToken,
    refreshToken:
      assumedBy === undefined
        ? (options.session?.refreshToken ?? (await issueRefreshToken(db, user.id, sessionId)))
        : '',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    tokenType: 'Bearer' as const,
  };
}

/** When the caller signed in, for a session continuing theirs (switch, assume); long ago if unknown. */
const signedInAt = (caller: Caller) => caller.authTime ?? new Date(0);

/** The accounts the caller's person may switch between (the same account group), with the caller's own. */
async function switchableAccounts(db: Db, caller: Caller) {
  const rows = await db
    .selectFrom('users as me')
    .innerJoin('users', (join) =>
      join.on((eb) =>
        eb.or([
          eb('users.id', '=', eb.ref('me.id')),
          eb.and([
            eb('me.accountGroup', 'is not', null),
            eb('users.accountGroup', '=', eb.ref('me.accountGroup')),
          ]),
        ]),
      ),
    )
    .innerJoin('organisations', 'organisations.id', 'users.orgId')
    .select(['users.id', 'users.email', 'users.orgId', 'organisations.name as orgName'])
    .where('me.id', '=', caller.userId)
    .where('users.deletedAt', 'is', null)
    .orderBy('organisations.name')
    .execute();
  return rows.map((row) => ({ ...row, current: row.id === caller.userId }));
}

/**
 * The embedded issuer: sign-in with e-mail and password (throttled before it runs by
 * `login-throttle.hooks.ts`), rotating refresh tokens (reuse of a rotated token revokes its
 * family), sign-out, and the JWKS the API verifies access tokens against.
 */
export function identityRoutes(key: SigningKey): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/auth/login',
      tag: 'identity',
      summary: 'Sign in with e-mail and password',
      access: 'public',
      body: LoginRequest,
      response: TokenResponse,
      handle: async ({ db, body, address }) => {
        const account = body.email.trim().toLowerCase();
        const user = await db
          .selectFrom('users')
          .select(['id', 'orgId', 'passwordHash'])
          .where((eb) => eb(eb.fn('lower', ['email']), '=', account))
          .where('deletedAt', 'is', null)
          .executeTakeFirst();
        const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
        if (!user) throw unauthorised(WRONG_CREDENTIALS);
        const actor = { orgId: user.orgId, userId: user.id, address };
        if (!ok) {
          await recordAudit(db, actor, { action: 'signIn.failed' });
          throw unauthorised(WRONG_CREDENTIALS);
        }
        return db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set((eb) => ({ loginCount: eb('loginCount', '+', 1), lastLogin: new Date() }))
            .where('id', '=', user.id)
            .execute();
          await recordAudit(trx, actor, { action: 'signIn.succeeded' });
          return tokensFor(trx, key, user.id);
        });
      },
    }),
    route({
      method: 'POST',
      path: '/auth/refresh',
      tag: 'identity',
      summary: 'Exchange a refresh token for new tokens (the old one is spent)',
      access: 'public',
      body: RefreshRequest,
      response: TokenResponse,
      handle: async ({ db, body, changed }) => {
        const rotation = await rotateRefreshToken(db, body.refreshToken);
        if (!rotation.ok) {
          if (rotation.endedOrgId) changed(rotation.endedOrgId);
          throw unauthorised(
            rotation.reason === 'reused'
              ? 'This sign-in was used elsewhere and has been ended for your safety. Sign in again.'
              : 'Your session has ended. Sign in again.',
          );
        }
        return tokensFor(db, key, rotation.userId, {
          session: {
            id: rotation.sessionId,
            authenticatedAt: rotation.authenticatedAt,
            refreshToken: rotation.token,
          },
        });
      },
    }),
    route({
      method: 'POST',
      path: '/auth/logout',
      tag: 'identity',
      summary: 'Sign out: end the session of a refresh token, and its access tokens at once',
      access: 'public',
      body: RefreshRequest,
      response: null,
      handle: async ({ db, body, changed }) => {
        const orgId = await revokeRefreshFamily(db, body.refreshToken);
        if (orgId !== null) changed(orgId);
      },
    }),
    route({
      method: 'GET',
      path: '/auth/account-switch/accounts',
      tag: 'identity',
      summary: 'The accounts the signed-in person may switch between',
      access: 'user',
      response: t.array(SwitchableAccount),
      handle: ({ db, caller }) => switchableAccounts(db, caller),
    }),
    route({
      method: 'GET',
      path: '/smm/accounts/me/switch',
      tag: 'identity',
      summary: 'The organisations the signed-in person may switch to (the organisation switcher)',
      access: 'user',
      response: t.array(OrganisationSlim),
      handle: async ({ db, caller }) =>
        (await switchableAccounts(db, caller)).map((a) => ({ id: a.orgId, name: a.orgName })),
    }),
    route({
      method: 'PUT',
      path: '/auth/account-switch/{id}',
      tag: 'identity',
      summary: 'Switches to another account of the same person: new tokens for it',
      access: 'user',
      params: IdParam,
      response: TokenResponse,
      handle: async ({ db, caller, params }) => {
        const target = (await switchableAccounts(db, caller)).find((a) => a.id === params.id);
        if (!target) throw notFound('Account');
        return tokensFor(db, key, target.id, { authenticatedAt: signedInAt(caller) });
      },
    }),
    route({
      method: 'POST',
      path: '/auth/assume/{id}',
      tag: 'identity',
      summary:
        'Support staff assume a user’s account: a session marked as assumed, without refresh',
      access: 'superUser',
      params: IdParam,
      response: TokenResponse,
      handle: async ({ db, caller, params, address }) => {
        const target = await db
          .selectFrom('users')
          .select(['id', 'orgId', 'email'])
          .select(sql<string>`trim(first_name || ' ' || last_name)`.as('name'))
          .where('id', '=', params.id)
          .where('deletedAt', 'is', null)
          .executeTakeFirst();
        if (!target) throw notFound('User');
        return db.transaction().execute(async (trx) => {
          // The entry belongs to the assumed organisation: its administrators see who came in.
          await recordAudit(
            trx,
            { orgId: target.orgId, userId: caller.userId, address },
            {
              action: 'support.assumed',
              target: { type: 'user', id: target.id, name: target.name || target.email },
            },
          );
          return tokensFor(trx, key, target.id, {
            assumedBy: caller.userId,
            authenticatedAt: signedInAt(caller),
          });
        });
      },
    }),
    route({
      method: 'GET',
      path: '/auth/.well-known/jwks.json',
      tag: 'identity',
      summary: "The issuer's public keys",
      access: 'public',
      response: JsonWebKeySet,
      handle: async () => ({ keys: [key.publicJwk as Record<string, unknown>] }),
    }),
  ];
}
