import type { ChannelPermissions, ChannelRole } from '@smm/model';
import { isMember, type RoleTeam, type RoleUser } from './role.rules.js';

/** A team as the management rules read it: members, channels and what it grants. */
export interface ManagedTeam extends RoleTeam {
  readonly permissions?:
    | {
        readonly manageUser: boolean;
        readonly manageChannels?: boolean | undefined;
        readonly manageTemplates?: boolean | undefined;
        readonly manageAdAccounts?: boolean | undefined;
      }
    | undefined;
}

const ALL: ChannelPermissions = {
  approvePost: true,
  createPost: true,
  publishPost: true,
  savePostAsDraft: true,
  submitPostForApproval: true,
};
const NONE: ChannelPermissions = {
  approvePost: false,
  createPost: false,
  publishPost: false,
  savePostAsDraft: false,
  submitPostForApproval: false,
};

/**
 * What each channel role may do with a channel's posts (platform §3): editors everything,
 * content creators create, draft and submit for approval, moderators and view-only users
 * nothing.
 */
export const POST_PERMISSIONS: Readonly<Record<ChannelRole, ChannelPermissions>> = {
  EDITOR: ALL,
  CONTENT_CREATOR: {
    ...NONE,
    createPost: true,
    savePostAsDraft: true,
    submitPostForApproval: true,
  },
  MODERATOR: NONE,
  VIEW_ONLY: NONE,
};

/** The channel roles, from the most to the least a person may do. */
export const CHANNEL_ROLES: readonly ChannelRole[] = [
  'EDITOR',
  'CONTENT_CREATOR',
  'MODERATOR',
  'VIEW_ONLY',
];

/**
 * What a channel role allows, as one plain sentence is made of: working the channel's inbox
 * (replying, moderating, assigning) or only reading it; publishing posts (create, approve,
 * publish), submitting them for approval (create, draft, submit), or no posts — all read from
 * {@link POST_PERMISSIONS} and the inbox's view-only rule, so server and app say the same.
 */
export interface RoleAbilities {
  readonly inbox: 'work' | 'read';
  readonly posts: 'publish' | 'submit' | 'none';
  readonly permissions: ChannelPermissions;
}

/**
 * What a channel role allows (see {@link RoleAbilities}).
 *
 * @example
 * roleAbilities('CONTENT_CREATOR') // { inbox: 'work', posts: 'submit', permissions: … }
 * roleAbilities('VIEW_ONLY')       // { inbox: 'read', posts: 'none', permissions: … }
 */
export function roleAbilities(role: ChannelRole): RoleAbilities {
  const permissions = POST_PERMISSIONS[role];
  return {
    // engage-rules: a VIEW_ONLY role on an item's channel allows no action on the item.
    inbox: role === 'VIEW_ONLY' ? 'read' : 'work',
    posts: permissions.publishPost
      ? 'publish'
      : permissions.submitPostForApproval
        ? 'submit'
        : 'none',
    permissions,
  };
}

/**
 * What a user may do with a channel's posts: administrators everything, others by their role on
 * the channel (none without one).
 *
 * @example
 * postPermissions({ id: 'u', isAdmin: false }, 'CONTENT_CREATOR').publishPost // false
 */
export function postPermissions(
  user: Pick<RoleUser, 'isAdmin'>,
  role: ChannelRole | undefined,
): ChannelPermissions {
  if (user.isAdmin) return ALL;
  return role === undefined ? NONE : POST_PERMISSIONS[role];
}

/** Whether the user leads this team: a member of a team that grants manageUser (platform §3). */
const leads = (user: RoleUser, team: ManagedTeam) =>
  team.permissions?.manageUser === true && isMember(user, team);

/**
 * Whether a user manages a team — its name, colour, members and channels: administrators every
 * team, team leaders the teams they lead (platform §6).
 *
 * @example
 * canManageTeam(lead, careLeads) // true
 */
export function canManageTeam(user: RoleUser, team: ManagedTeam): boolean {
  return user.isAdmin || leads(user, team);
}

/**
 * Whether a user may add someone to a team. Joining a team that grants manageUser makes one a
 * team leader, so only administrators add members to such a team (docs/decisions/0016).
 *
 * @example
 * canAddTeamMember(lead, careLeads) // false: Care Leads makes its members leaders
 */
export function canAddTeamMember(user: RoleUser, team: ManagedTeam): boolean {
  return user.isAdmin || (leads(user, team) && team.permissions?.manageUser !== true);
}

/** Whether the user is a member of a team that grants manageChannels. */
const managesChannelsOf = (user: RoleUser, team: ManagedTeam) =>
  team.permissions?.manageChannels === true && isMember(user, team);

/**
 * Whether a user manages channels at all — connects new ones and sees the channel settings:
 * administrators, and members of a team that grants manageChannels (docs/decisions/0034).
 *
 * @example
 * canManageChannels(editor, teams) // false unless one of the editor's teams grants manageChannels
 */
export function canManageChannels(user: RoleUser, teams: readonly ManagedTeam[]): boolean {
  return user.isAdmin || teams.some((team) => managesChannelsOf(user, team));
}

/**
 * The teams through which a non-administrator manages channels: those they belong to that grant
 * manageChannels. A channel such a person connects joins these teams, so they keep seeing it.
 */
export function channelManagingTeams<T extends ManagedTeam>(
  user: RoleUser,
  teams: readonly T[],
): T[] {
  return teams.filter((team) => managesChannelsOf(user, team));
}

/**
 * Whether a user manages a channel — its name, connection, URL tracking and who holds which role
 * on it: administrators, and members of a team that holds the channel and grants manageChannels
 * (docs/decisions/0034).
 *
 * @example
 * canManageChannel(lead, teams, 'facebook-1')
 */
export function canManageChannel(
  user: RoleUser,
  teams: readonly ManagedTeam[],
  channelId: string,
): boolean {
  if (user.isAdmin) return true;
  return teams.some(
    (team) => managesChannelsOf(user, team) && (team.channelIds ?? []).includes(channelId),
  );
}

/**
 * Whether a user manages the organisation's response templates (creates, changes, deletes
 * them): administrators, and members of a team that grants manageTemplates. Everyone uses them.
 *
 * @example
 * canManageTemplates(editor, teams) // true when one of the editor's teams grants manageTemplates
 */
export function canManageTemplates(user: RoleUser, teams: readonly ManagedTeam[]): boolean {
  return (
    user.isAdmin ||
    teams.some((team) => team.permissions?.manageTemplates === true && isMember(user, team))
  );
}

/**
 * Whether a user manages the organisation's ad accounts (connects, edits and removes them):
 * administrators, and members of a team that grants manageAdAccounts (platform §3, §6).
 *
 * @example
 * canManageAdAccounts(sam, teams) // true when one of Sam's teams grants manageAdAccounts
 */
export function canManageAdAccounts(user: RoleUser, teams: readonly ManagedTeam[]): boolean {
  return (
    user.isAdmin ||
    teams.some((team) => team.permissions?.manageAdAccounts === true && isMember(user, team))
  );
}
