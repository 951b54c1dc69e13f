import type { RoleUser } from '@smm/access';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database.js';
import { sessionEnded } from '../modules/identity/sessions.js';

/** The signed-in user a request acts for, as authorisation needs it. */
export interface Caller {
  readonly userId: string;
  readonly orgId: string;
  readonly email: string;
  readonly isAdmin: boolean;
  /** A member of a team that grants manageUser (platform §3). */
  readonly isTeamLeader: boolean;
  readonly realmRoles: readonly string[];
  /** The super user assuming this account, if any (the shell shows an indicator). */
  readonly assumedBy: string | null;
  readonly teamIds: readonly string[];
  /** Teams the caller leads. */
  readonly ledTeamIds: readonly string[];
  /**
   * Teams of the caller that grant manageChannels: through them a non-administrator manages
   * channels (docs/decisions/0034).
   */
  readonly channelTeamIds: readonly string[];
  /**
   * The version of the organisation's directory when the caller was loaded (the database raises
   * it with every change to its people, teams and channels), a whole number as text; null when
   * unknown. A directory kept from this version or a later one is current for this request.
   */
  readonly directoryVersion: string | null;
  /** The embedded issuer's session the access token belongs to (`sid`); null otherwise. */
  readonly sessionId: string | null;
  /** When the person entered their password (the token's `auth_time`); null when unknown. */
  readonly authTime: Date | null;
}

/** What an access token says of its session: its id (our issuer's tokens) and sign-in time. */
export interface TokenSession {
  readonly sessionId: string | null;
  readonly authTime: Date | null;
}

/** No token: a job acting for a user. */
const NO_TOKEN: TokenSession = { sessionId: null, authTime: null };

/** The caller as `@smm/access`'s role rules read a user. */
export function roleUserOf(caller: Caller): RoleUser {
  return { id: caller.userId, isAdmin: caller.isAdmin, teamIds: caller.teamIds };
}

/**
 * Loads the caller named by a verified token, in one query; null when the user is gone or
 * deleted. With the token's session (`sid`), the same query reads whether it is still open: an
 * ended or unknown session is a 401 (sign-out, password or e-mail change ended it).
 */
export async function loadCaller(
  db: Db,
  by: { readonly userId: string } | { readonly email: string },
  assumedBy: string | null,
  realmRoles: readonly string[],
  token: TokenSession = NO_TOKEN,
): Promise<Caller | null> {
  const { sessionId } = token;
  let query = db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.orgId',
      'users.email',
      'users.isAdmin',
      'users.realmRoles',
      jsonArrayFrom(
        eb
          .selectFrom('teamMembers')
          .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
          .select(['teams.id', 'teams.manageUser', 'teams.manageChannels'])
          .whereRef('teamMembers.userId', '=', 'users.id'),
      ).as('teams'),
      sql<
        string | null
      >`(SELECT version::text FROM directory_versions WHERE org_id = users.org_id)`.as(
        'directoryVersion',
      ),
      sessionId === null
        ? sql<boolean | null>`true`.as('sessionOpen')
        : sql<
            boolean | null
          >`(SELECT ended_at IS NULL FROM sessions WHERE id = ${sessionId} AND user_id = users.id)`.as(
            'sessionOpen',
          ),
    ])
    .where('users.deletedAt', 'is', null);
  query =
    'userId' in by
      ? query.where('users.id', '=', by.userId)
      : query.where((eb) => eb(eb.fn('lower', ['users.email']), '=', by.email.toLowerCase()));
  const user = await query.executeTakeFirst();
  if (!user) return null;
  if (user.sessionOpen !== true) throw sessionEnded();
  const { teams } = user;
  const ledTeamIds = user.isAdmin ? [] : teams.filter((t) => t.manageUser).map((t) => t.id);
  return {
    userId: user.id,
    orgId: user.orgId,
    email: user.email,
    isAdmin: user.isAdmin,
    isTeamLeader: ledTeamIds.length > 0,
    realmRoles: [...new Set([...user.realmRoles, ...realmRoles])],
    assumedBy,
    teamIds: teams.map((t) => t.id),
    ledTeamIds,
    channelTeamIds: user.isAdmin ? [] : teams.filter((t) => t.manageChannels).map((t) => t.id),
    directoryVersion: user.directoryVersion,
    sessionId,
    authTime: token.authTime,
  };
}
