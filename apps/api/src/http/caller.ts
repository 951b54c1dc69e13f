import type { RoleUser } from '@smm/access';
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
  };
}
