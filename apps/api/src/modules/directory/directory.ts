import { visibleChannels, visibleTeams, visibleUsers } from '@smm/access';
import type { Channel, ChannelRole, Network, Team, User } from '@smm/model';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
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

/** A timestamp read inside JSON (a string there) or as a column (a Date). */
const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * Loads an organisation's users, teams (with members, channels and permissions) and channels,
 * with every membership and channel role, in one query (JSON aggregates per table). Deleted
 * users and channels marked for deletion are left out.
 */
export async function loadDirectory(db: Db, orgId: string): Promise<Directory> {
  const row = await db
    .selectFrom('organisations')
    .where('organisations.id', '=', orgId)
    .select((eb) => [
      'organisations.name',
      'organisations.aiFeaturesEnabled',
      'organisations.isTrial',
      'organisations.expiresAt',
      jsonArrayFrom(
        eb
          .selectFrom('users')
          .selectAll()
          .whereRef('users.orgId', '=', 'organisations.id')
          .where('users.deletedAt', 'is', null)
          .orderBy('users.email'),
      ).as('users'),
      jsonArrayFrom(
        eb
          .selectFrom('teams')
          .selectAll()
          .whereRef('teams.orgId', '=', 'organisations.id')
          .orderBy('teams.name'),
      ).as('teams'),
      jsonArrayFrom(
        eb
          .selectFrom('teamMembers')
          .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
          .select(['teamMembers.teamId', 'teamMembers.userId', 'teamMembers.role'])
          .whereRef('teams.orgId', '=', 'organisations.id'),
      ).as('members'),
      jsonArrayFrom(
        eb
          .selectFrom('teamChannels')
          .innerJoin('teams', 'teams.id', 'teamChannels.teamId')
          .select(['teamChannels.teamId', 'teamChannels.channelId'])
          .whereRef('teams.orgId', '=', 'organisations.id'),
      ).as('teamChannels'),
      jsonArrayFrom(
        eb
          .selectFrom('channels')
          .selectAll()
          .whereRef('channels.orgId', '=', 'organisations.id')
          .where('channels.markedForDeletionAt', 'is', null)
          .orderBy('channels.network')
          .orderBy('channels.name'),
      ).as('channels'),
      jsonArrayFrom(
        eb
          .selectFrom('channelRoles')
          .innerJoin('channels', 'channels.id', 'channelRoles.channelId')
          .select(['channelRoles.channelId', 'channelRoles.userId', 'channelRoles.role'])
          .whereRef('channels.orgId', '=', 'organisations.id'),
      ).as('roles'),
    ])
    .executeTakeFirstOrThrow();
  const org = {
    name: row.name,
    aiFeaturesEnabled: row.aiFeaturesEnabled,
    isTrial: row.isTrial,
    expiresAt: row.expiresAt,
  };
  const { users, teams, members, teamChannels, channels, roles } = row;
  const leading = new Set(teams.filter((t) => t.manageUser).map((t) => t.id));
  const leaders = new Set(members.filter((m) => leading.has(m.teamId)).map((m) => m.userId));
  // Grouped once: an organisation may have 15,000 channels (platform §9) in many teams.
  const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
    const groups = new Map<K, T[]>();
    for (const row of rows) {
      const list = groups.get(key(row));
      if (list) list.push(row);
      else groups.set(key(row), [row]);
    }
    return (k: K): readonly T[] => groups.get(k) ?? [];
  };
  const membersOfTeam = group(members, (m) => m.teamId);
  const membershipsOf = group(members, (m) => m.userId);
  const channelsOfTeam = group(teamChannels, (c) => c.teamId);
  const teamsOfChannel = group(teamChannels, (c) => c.channelId);
  const rolesOf = group(roles, (r) => r.userId);
  const modelTeams: Team[] = teams.map((team) => {
    const teamMembers = membersOfTeam(team.id);
    const channelIds = channelsOfTeam(team.id).map((c) => c.channelId);
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
    const memberships = membershipsOf(user.id);
    // Roles held on a channel directly, then through each team's channels (a direct role wins).
    const held: Array<{ channelId: string; role: string }> = [...rolesOf(user.id)];
    const heldIds = new Set(held.map((h) => h.channelId));
    for (const membership of memberships) {
      for (const link of channelsOfTeam(membership.teamId)) {
        if (!heldIds.has(link.channelId)) {
          heldIds.add(link.channelId);
          held.push({ channelId: link.channelId, role: membership.role });
        }
      }
    }
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
      createdDate: iso(user.createdAt),
      lastLogin: user.lastLogin === null ? null : iso(user.lastLogin),
      loginCount: user.loginCount,
      profilePicture: user.profilePicture,
      contextSwitch: { teamId: user.contextTeamId },
      aiFeaturesEnabled: org.aiFeaturesEnabled,
      isTrialOrg: org.isTrial,
      expiryDate: org.expiresAt === null ? null : iso(org.expiresAt),
      teams: memberships.map((m) => ({ id: m.teamId, role: m.role as ChannelRole })),
      teamIds: memberships.map((m) => m.teamId),
      channels: held.map((r) => ({ id: r.channelId, role: r.role as ChannelRole })),
      channelIds: held.map((r) => r.channelId),
      ...(user.activatedAt === null ? { invitationPending: true } : {}),
      timeZone: user.timeZone ?? null,
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
    channelIndexingErrorCode: channel.indexingError,
    ...(channel.subType === null ? {} : { subType: channel.subType }),
    ...(channel.followerCount === null ? {} : { followerCount: channel.followerCount }),
    connectedTime: iso(channel.connectedAt),
    addedDate: iso(channel.addedAt),
    lastAddedDate: iso(channel.connectedAt),
    campaignTrackingEnabled: channel.campaignTrackingEnabled,
    campaignTrackingTemplateId: channel.campaignTrackingTemplateId,
    campaignTrackingMappings:
      channel.campaignTrackingMappings as Channel['campaignTrackingMappings'] & object,
    assignableTeamIds: teamsOfChannel(channel.id).map((c) => c.teamId),
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

/** The users of a directory the caller may see (platform §6). */
export function visibleUsersOf(directory: Directory, caller: Caller): User[] {
  return visibleUsers(me(directory, caller), directory.users, directory.teams);
}

/** The teams of a directory the caller may see (platform §6). */
export function visibleTeamsOf(directory: Directory, caller: Caller): Team[] {
  return visibleTeams(me(directory, caller), directory.teams);
}

/**
 * The channels of a directory the caller may see (platform §6), within the team the caller
 * switched to, each with the caller's role on it.
 */
export function visibleChannelsOf(directory: Directory, caller: Caller): Channel[] {
  const viewer = me(directory, caller);
  const switched = viewer.contextSwitch?.teamId ?? null;
  const switchedTeam = directory.teams.find((t) => t.id === switched);
  const roleOn = new Map((viewer.channels ?? []).map((c) => [c.id, c.role]));
  return visibleChannels(viewer, directory.channels, {
    teamId: switchedTeam ? switchedTeam.id : null,
    channelIds: switchedTeam?.channelIds ?? [],
  }).map((channel) => {
    const role = roleOn.get(channel.id);
    return role === undefined ? channel : { ...channel, role };
  });
}

/** What the caller sees of a directory (platform §6), by `@smm/access`'s visibility rules. */
export function visibleTo(directory: Directory, caller: Caller): Directory {
  return {
    ...directory,
    users: visibleUsersOf(directory, caller),
    teams: visibleTeamsOf(directory, caller),
    channels: visibleChannelsOf(directory, caller),
  };
}
