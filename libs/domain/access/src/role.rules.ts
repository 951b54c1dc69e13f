import type { ChannelRole, ShellRole } from '@smm/model';

/** The parts of a user the role rules read (a `User` of `@smm/model` is one). */
export interface RoleUser {
  readonly id: string;
  readonly uuid?: string | undefined;
  readonly isAdmin: boolean;
  readonly isTeamLeader?: boolean | undefined;
  readonly defaultChannelRole?: ChannelRole | undefined;
  readonly teams?: readonly { readonly id: string }[] | undefined;
  readonly teamIds?: readonly string[] | undefined;
  readonly channels?: readonly { readonly id: string }[] | undefined;
  readonly channelIds?: readonly string[] | undefined;
  readonly contextSwitch?: { readonly teamId: string | null } | undefined;
}

/** The parts of a team the role rules read (a `Team` of `@smm/model` is one). */
export interface RoleTeam {
  readonly id: string;
  readonly name: string;
  readonly userIds?: readonly string[] | undefined;
  readonly channelIds?: readonly string[] | undefined;
  readonly permissions?: { readonly manageUser: boolean } | undefined;
}

const CHANNEL_ROLE_LABELS: Partial<Record<ChannelRole, ShellRole>> = {
  EDITOR: 'editor',
  CONTENT_CREATOR: 'content_creator',
  MODERATOR: 'moderator',
};

/**
 * The role label the shell shows (platform §6): administrator, team_leader, then the default
 * channel role (editor, content_creator, moderator), else view_only.
 *
 * @example
 * roleLabel({ id: 'u', isAdmin: false, defaultChannelRole: 'MODERATOR' }) // 'moderator'
 */
export function roleLabel(user: RoleUser): ShellRole {
  if (user.isAdmin) return 'administrator';
  if (user.isTeamLeader === true) return 'team_leader';
  return (user.defaultChannelRole && CHANNEL_ROLE_LABELS[user.defaultChannelRole]) ?? 'view_only';
}

/**
 * Whether a team lists a user as its member: by the team's user ids or the user's team ids.
 */
export function isMember(user: RoleUser, team: RoleTeam): boolean {
  return (
    (team.userIds?.includes(user.id) ?? false) ||
    (user.teamIds?.includes(team.id) ?? false) ||
    (user.teams?.some((membership) => membership.id === team.id) ?? false)
  );
}

/**
 * Whether a user leads a team: a non-admin whose team grants `manageUser` (platform §3).
 *
 * @example
 * isTeamLeader(user, [{ id: 't', name: 'Care', userIds: [user.id], permissions: { manageUser: true } }]) // true
 */
export function isTeamLeader(user: RoleUser, teams: readonly RoleTeam[]): boolean {
  return (
    !user.isAdmin &&
    teams.some((team) => team.permissions?.manageUser === true && isMember(user, team))
  );
}

/** The realm role that marks support staff (platform §6). */
export const SUPER_USER_ROLE = 'smm_super_user';

/**
 * Whether a token's realm roles make its holder a super user, who may load any organisation.
 *
 * @example
 * isSuperUser(['smm_super_user']) // true
 */
export function isSuperUser(realmRoles: readonly string[] | undefined): boolean {
  return realmRoles?.includes(SUPER_USER_ROLE) ?? false;
}

/**
 * Whether a user loads the full organisation: only admins and team leaders (platform §4, §6).
 *
 * @example
 * canLoadFullOrganisation({ id: 'u', isAdmin: false, isTeamLeader: true }) // true
 */
export function canLoadFullOrganisation(user: RoleUser, teams?: readonly RoleTeam[]): boolean {
  return (
    user.isAdmin || user.isTeamLeader === true || (teams !== undefined && isTeamLeader(user, teams))
  );
}

/**
 * Whether a user may load the full data of an organisation: a super user any organisation, an
 * admin or team leader their own.
 */
export function canLoadOrganisation(
  user: RoleUser & { readonly orgId: string },
  organisationId: string,
  realmRoles?: readonly string[],
): boolean {
  if (isSuperUser(realmRoles)) return true;
  return user.orgId === organisationId && canLoadFullOrganisation(user);
}
