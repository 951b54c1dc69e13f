import type { RoleUser } from '@smm/access';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database.js';

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
   * The version of the organisation's directory when the caller was loaded (the database raises
   * it with every change to its people, teams and channels), a whole number as text; null when
   * unknown. A directory kept from this version or a later one is current for this request.
   */
  readonly directoryVersion: string | null;
}

/** The caller as `@smm/access`'s role rules read a user. */
export function roleUserOf(caller: Caller): RoleUser {
  return { id: caller.userId, isAdmin: caller.isAdmin, teamIds: caller.teamIds };
}

/** Loads the caller named by a verified token, in one query; null when the user is gone or deleted. */
export async function loadCaller(
  db: Db,
  by: { readonly userId: string } | { readonly email: string },
  assumedBy: string | null,
  realmRoles: readonly string[],
): Promise<Caller | null> {
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
          .select(['teams.id', 'teams.manageUser'])
          .whereRef('teamMembers.userId', '=', 'users.id'),
      ).as('teams'),
      sql<
        string | null
      >`(SELECT version::text FROM directory_versions WHERE org_id = users.org_id)`.as(
        'directoryVersion',
      ),
    ])
    .where('users.deletedAt', 'is', null);
  query =
    'userId' in by
      ? query.where('users.id', '=', by.userId)
      : query.where((eb) => eb(eb.fn('lower', ['users.email']), '=', by.email.toLowerCase()));
  const user = await query.executeTakeFirst();
  if (!user) return null;
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
    directoryVersion: user.directoryVersion,
  };
}
