import { visibleChannels, visibleTeams, visibleUsers } from '@smm/access';
import type { Channel, ChannelRole, Network, Team, User } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';

/** An organisation's people, teams and channels in the model's shapes. */
export interface Directory {
  readonly orgName: string;
  readonly aiFeaturesEnabled: boolean;
  readonly users: User[];
  readonly teams: Team[];
  readonly channels: Channel[];
}

/**
 * Loads an organisation's users, teams (with members, channels and permissions) and channels,
 * with every membership and channel role, in five queries. Deleted users and channels marked
 * for deletion are left out.
 */
export async function loadDirectory(db: Db, orgId: string): Promise<Directory> {
  const [org, users, teams, members, teamChannels, channels, roles] = await Promise.all([
    db
      .selectFrom('organisations')
      .select(['name', 'aiFeaturesEnabled'])
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .selectAll()
      .where('orgId', '=', orgId)
      .where('deletedAt', 'is', null)
      .orderBy('email')
      .execute(),
    db.selectFrom('teams').selectAll().where('orgId', '=', orgId).orderBy('name').execute(),
    db
      .selectFrom('teamMembers')
      .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
      .select(['teamMembers.teamId', 'teamMembers.userId', 'teamMembers.role'])
      .where('teams.orgId', '=', orgId)
      .execute(),
    db
      .selectFrom('teamChannels')
      .innerJoin('teams', 'teams.id', 'teamChannels.teamId')
      .select(['teamChannels.teamId', 'teamChannels.channelId'])
      .where('teams.orgId', '=', orgId)
      .execute(),
    db
      .selectFrom('channels')
      .selectAll()
      .where('orgId', '=', orgId)
      .where('markedForDeletionAt', 'is', null)
      .orderBy('network')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('channelRoles')
      .innerJoin('channels', 'channels.id', 'channelRoles.channelId')
      .select(['channelRoles.channelId', 'channelRoles.userId', 'channelRoles.role'])
      .where('channels.orgId', '=', orgId)
      .execute(),
  ]);
  const leaders = new Set(
    members.filter((m) => teams.find((t) => t.id === m.teamId)?.manageUser).map((m) => m.userId),
  );
  const modelTeams: Team[] = teams.map((team) => {
    const teamMembers = members.filter((m) => m.teamId === team.id);
    const channelIds = teamChannels.filter((c) => c.teamId === team.id).map((c) => c.channelId);
    return {
      id: team.id,
      name: team.name,
      orgId,
      ...(team.color === null ? {} : { color: team.color }),
      userIds: teamMembers.map((m) => m.userId),
      users: teamMembers.map((m) => ({ id: m.userId, role: m.role as ChannelRole })),
      channelIds,
      channels: channelIds.map((id) => ({ id, role: 'EDITOR' as const })),
      permissions: {
        manageAdAccounts: team.manageAdAccounts,
        manageChannels: team.manageChannels,
        manageTemplates: team.manageTemplates,
        manageUser: team.manageUser,
      },
    };
  });
  const modelUsers: User[] = users.map((user) => {
    const memberships = members.filter((m) => m.userId === user.id);
    const held = roles.filter((r) => r.userId === user.id);
    return {
      id: user.id,
      uuid: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      firstName: user.firstName,
      lastName: user.lastName,
      orgId,
      orgName: org.name,
      isAdmin: user.isAdmin,
      isTeamLeader: !user.isAdmin && leaders.has(user.id),
      defaultChannelRole: user.defaultChannelRole as ChannelRole,
      createdDate: user.createdAt.toISOString(),
      lastLogin: user.lastLogin?.toISOString() ?? null,
      loginCount: user.loginCount,
      profilePicture: user.profilePicture,
      contextSwitch: { teamId: user.contextTeamId },
      aiFeaturesEnabled: org.aiFeaturesEnabled,
      teams: memberships.map((m) => ({ id: m.teamId, role: m.role as ChannelRole })),
      teamIds: memberships.map((m) => m.teamId),
      channels: held.map((r) => ({ id: r.channelId, role: r.role as ChannelRole })),
      channelIds: held.map((r) => r.channelId),
    };
  });
  const modelChannels: Channel[] = channels.map((channel) => ({
    id: channel.id,
    uuid: channel.id,
    name: channel.nameOverride ?? channel.name,
    profileName: channel.name,
    type: channel.network as Network,
    networkType: channel.network as Network,
    platformId: channel.platformId,
    ...(channel.username === null ? {} : { username: channel.username }),
    ...(channel.profileImageUrl === null ? {} : { profileImageURL: channel.profileImageUrl }),
    state: channel.state,
    status: channel.indexingStatus as Channel['status'] & string,
    connectedTime: channel.connectedAt.toISOString(),
    assignableTeamIds: teamChannels.filter((c) => c.channelId === channel.id).map((c) => c.teamId),
  }));
  return {
    orgName: org.name,
    aiFeaturesEnabled: org.aiFeaturesEnabled,
    users: modelUsers,
    teams: modelTeams,
    channels: modelChannels,
  };
}

/** The caller as a model user, from a loaded directory. */
export function me(directory: Directory, caller: Caller): User {
  const user = directory.users.find((u) => u.id === caller.userId);
  if (!user) throw new Error(`User ${caller.userId} is missing from its organisation`);
  return user;
}

/** What the caller sees of a directory (platform §6), by `@smm/access`'s visibility rules. */
export function visibleTo(directory: Directory, caller: Caller): Directory {
  const viewer = me(directory, caller);
  const switched = viewer.contextSwitch?.teamId ?? null;
  const switchedTeam = directory.teams.find((t) => t.id === switched);
  return {
    ...directory,
    users: visibleUsers(viewer, directory.users, directory.teams),
    teams: visibleTeams(viewer, directory.teams),
    channels: visibleChannels(viewer, directory.channels, {
      teamId: switchedTeam ? switchedTeam.id : null,
      channelIds: switchedTeam?.channelIds ?? [],
    }).map((channel) => {
      const role = viewer.channels?.find((c) => c.id === channel.id)?.role;
      return role === undefined ? channel : { ...channel, role };
    }),
  };
}
