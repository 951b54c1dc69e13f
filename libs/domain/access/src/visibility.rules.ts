import { isMember, type RoleTeam, type RoleUser } from './role.rules.js';

/**
 * The teams a viewer sees (platform §6): admins belong implicitly to every team; others see only
 * the teams that list them.
 *
 * @example
 * visibleTeams({ id: 'u', isAdmin: false }, teams) // only the teams listing 'u'
 */
export function visibleTeams<T extends RoleTeam>(viewer: RoleUser, teams: readonly T[]): T[] {
  return viewer.isAdmin ? [...teams] : teams.filter((team) => isMember(viewer, team));
}

/**
 * The users a viewer sees (platform §6): admins see everyone; non-admins see every non-admin,
 * and an admin only when the admin's context-switch team is one of the viewer's teams.
 *
 * @example
 * visibleUsers(agent, [agent, admin], teams) // [agent] unless admin switched into agent's team
 */
export function visibleUsers<U extends RoleUser>(
  viewer: RoleUser,
  users: readonly U[],
  teams: readonly RoleTeam[],
): U[] {
  if (viewer.isAdmin) return [...users];
  const viewerTeams = new Set(visibleTeams(viewer, teams).map((team) => team.id));
  return users.filter((user) => {
    if (!user.isAdmin) return true;
    const switched = user.contextSwitch?.teamId;
    return switched !== undefined && switched !== null && viewerTeams.has(switched);
  });
}

/** An admin's context switch: the team, and the channels that team holds. */
export interface ChannelContextSwitch {
  readonly teamId: string | null;
  readonly channelIds?: readonly string[] | undefined;
}

/**
 * The channels a viewer sees (platform §6): admins see every channel, narrowed to the team's
 * channels while switched into a team; others see the channels they hold a role for (the
 * user's `channels` and `channelIds`).
 *
 * @example
 * visibleChannels(admin, channels, { teamId: 'care', channelIds: ['fb-1'] }) // only fb-1
 */
export function visibleChannels<C extends { readonly id: string }>(
  viewer: RoleUser,
  channels: readonly C[],
  contextSwitch?: ChannelContextSwitch,
): C[] {
  if (viewer.isAdmin) {
    if (!contextSwitch?.teamId) return [...channels];
    const teamChannels = new Set(contextSwitch.channelIds ?? []);
    return channels.filter((channel) => teamChannels.has(channel.id));
  }
  const held = new Set([
    ...(viewer.channelIds ?? []),
    ...(viewer.channels ?? []).map((membership) => membership.id),
  ]);
  return channels.filter((channel) => held.has(channel.id));
}
