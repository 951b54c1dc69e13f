import {
  canManageTeam,
  CHANNEL_ROLES,
  POST_PERMISSIONS,
  roleAbilities,
  type ManagedTeam,
  type RoleUser,
} from '@smm/access';
import type {
  ChannelPermissions,
  ChannelPerson,
  ChannelRole,
  ConnectionAudit,
  User,
} from '@smm/model';

/** Where a person's role on a channel comes from. */
export interface RoleOrigin {
  /** The role that applies. */
  readonly role: ChannelRole;
  /** Their own role on the channel, which wins over their teams'. */
  readonly own: ChannelRole | null;
  /** The roles their teams holding the channel give them. */
  readonly teams: readonly {
    readonly teamId: string;
    readonly teamName: string;
    readonly role: ChannelRole;
  }[];
  /** Their own role replaces a different role a team gives them. */
  readonly overridesTeam: boolean;
}

/**
 * Where a person's role on a channel comes from: their own role, their teams', or both (their
 * own wins).
 *
 * @example
 * roleOrigin({ role: 'EDITOR', directRole: 'EDITOR', teamRoles: [{ teamName: 'Care', role: 'MODERATOR', … }], … })
 * // { role: 'EDITOR', own: 'EDITOR', teams: [ … ], overridesTeam: true }
 */
export function roleOrigin(person: ChannelPerson): RoleOrigin {
  return {
    role: person.role,
    own: person.directRole,
    teams: person.teamRoles,
    overridesTeam:
      person.directRole !== null && person.teamRoles.some((t) => t.role !== person.directRole),
  };
}

/**
 * Whether a person's own role can be taken away (a team's role, if any, applies again).
 *
 * @example
 * hasOwnRole({ directRole: null, … }) // false
 */
export function hasOwnRole(person: Pick<ChannelPerson, 'directRole'>): boolean {
  return person.directRole !== null;
}

/**
 * The people who may be given a role of their own on the channel: the organisation's users who
 * have none yet, by name. Administrators are left out: they may do everything on every channel
 * whatever their role.
 *
 * @example
 * addablePeople(colleagues, people).map((u) => u.name)
 */
export function addablePeople(
  colleagues: readonly User[],
  people: readonly ChannelPerson[],
): User[] {
  const owning = new Set(people.filter(hasOwnRole).map((p) => p.userId));
  return colleagues
    .filter((user) => !user.isAdmin && !owning.has(user.id))
    .sort((a, b) => displayName(a).localeCompare(displayName(b)));
}

/** A user's name as lists show it: their name, else their e-mail address. */
export function displayName(user: Pick<User, 'name' | 'email' | 'firstName' | 'lastName'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.name || full || user.email;
}

/** The post permissions, in the spec's order (platform §3). */
export const POST_PERMISSION_KEYS: readonly (keyof ChannelPermissions)[] = [
  'approvePost',
  'createPost',
  'publishPost',
  'savePostAsDraft',
  'submitPostForApproval',
];

/**
 * What each channel role may do with the channel's posts, one row a role from the most to the
 * least a person may do (from `@smm/access`'s POST_PERMISSIONS, which the server uses).
 *
 * @example
 * postPermissionRows()[1] // { role: 'CONTENT_CREATOR', permissions: { createPost: true, publishPost: false, … } }
 */
export function postPermissionRows(): {
  readonly role: ChannelRole;
  readonly permissions: ChannelPermissions;
}[] {
  return CHANNEL_ROLES.map((role) => ({ role, permissions: POST_PERMISSIONS[role] }));
}

/** The plain sentence that says what a role allows: its inbox work and its posts. */
export type RoleSummary = `${'work' | 'read'}.${'publish' | 'submit' | 'none'}`;

/**
 * The sentence key of what a role allows, from `roleAbilities`: `work` or `read` the inbox, and
 * `publish`, `submit` or no posts. Apps translate each key as one sentence.
 *
 * @example
 * roleSummary('CONTENT_CREATOR') // 'work.submit'
 * roleSummary('VIEW_ONLY') // 'read.none'
 */
export function roleSummary(role: ChannelRole): RoleSummary {
  const { inbox, posts } = roleAbilities(role);
  return `${inbox}.${posts}`;
}

/** The teams of a channel a person may change, for the channel's teams section. */
export interface ChannelTeams<T extends ManagedTeam> {
  /** The teams holding the channel. */
  readonly holding: readonly T[];
  /** Teams not holding it that the person may give it to. */
  readonly assignable: readonly T[];
  /** Ids of the holding teams the person may take it from. */
  readonly dismissable: ReadonlySet<string>;
}

/**
 * The teams holding a channel, and which the person may change: giving a channel to a team or
 * taking it away is for who manages the team — administrators any, team leaders theirs
 * (platform §6; docs/decisions/0034).
 *
 * @example
 * channelTeams(lead, teams, 'facebook-1').assignable // the lead's own teams without it
 */
export function channelTeams<T extends ManagedTeam>(
  user: RoleUser,
  teams: readonly T[],
  channelId: string,
): ChannelTeams<T> {
  const holds = (team: T) => (team.channelIds ?? []).includes(channelId);
  const holding = teams.filter(holds);
  return {
    holding,
    assignable: teams.filter((team) => !holds(team) && canManageTeam(user, team)),
    dismissable: new Set(holding.filter((team) => canManageTeam(user, team)).map((t) => t.id)),
  };
}

/**
 * Whether the person may change the teams of any channel: administrators and team leaders.
 *
 * @example
 * managesAnyTeam(editor, teams) // false
 */
export function managesAnyTeam(user: RoleUser, teams: readonly ManagedTeam[]): boolean {
  return user.isAdmin || teams.some((team) => canManageTeam(user, team));
}

/**
 * The connection history newest first (ties: the order the server gave).
 *
 * @example
 * auditsNewestFirst(audits)[0].event // the latest event
 */
export function auditsNewestFirst(audits: readonly ConnectionAudit[]): ConnectionAudit[] {
  return audits
    .map((audit, index) => ({ audit, index, time: Date.parse(audit.date) }))
    .sort((a, b) => (b.time || 0) - (a.time || 0) || a.index - b.index)
    .map((entry) => entry.audit);
}

/**
 * Who did what an audit tells of: the network itself (no user: indexing), a person by name, or
 * someone the viewer does not see.
 *
 * @example
 * auditActor({ userId: null, … }, names) // { kind: 'network' }
 */
export function auditActor(
  audit: Pick<ConnectionAudit, 'userId'>,
  names: ReadonlyMap<string, string>,
):
  | { readonly kind: 'network' }
  | { readonly kind: 'person'; readonly name: string }
  | { readonly kind: 'unknown' } {
  if (audit.userId === null) return { kind: 'network' };
  const name = names.get(audit.userId);
  return name === undefined ? { kind: 'unknown' } : { kind: 'person', name };
}
