import { AssignChannelsToTeams, Team, TeamCreate, TeamMemberRole, TeamUpdate } from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import { canAddTeamMember, canManageTeam } from '@smm/access';
import { roleUserOf, type Caller } from '../../http/caller.js';
import { forbidden, notFound } from '../../http/errors.js';
import { ChannelId, IdAndUserIdParams, IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { channelEvent } from '../connect/channel.events.js';
import { loadDirectory, visibleTo, type Directory } from '../directory/directory.js';
import { publish, recordEvent, type EngageEvent } from '../engage/engage.events.js';

/**
 * Audits each channel that joined or left a team and records one event per channel in the
 * stream (in the change's transaction).
 */
async function recordTeamChanges(
  trx: Db,
  caller: Caller,
  directory: Directory,
  pairs: readonly { readonly teamId: string; readonly channelId: string }[],
  event: 'TEAM_ADDED' | 'TEAM_REMOVED',
): Promise<EngageEvent[]> {
  if (pairs.length === 0) return [];
  const teamName = (id: string) => directory.teams.find((team) => team.id === id)?.name ?? id;
  await trx
    .insertInto('channelAudits')
    .values(
      pairs.map((pair) => ({
        channelId: pair.channelId,
        event,
        userId: caller.userId,
        detail: teamName(pair.teamId),
      })),
    )
    .execute();
  const by = { moderatorId: caller.userId, moderatorSource: 'user' } as const;
  const events: EngageEvent[] = [];
  for (const channelId of new Set(pairs.map((pair) => pair.channelId))) {
    events.push(await recordEvent(trx, channelEvent(caller.orgId, channelId, 'teamsChanged', by)));
  }
  return events;
}

/** The team as the model shapes it, from the caller's organisation; 404 when not there. */
async function teamOf(db: Db, caller: Caller, teamId: string): Promise<Team> {
  const team = (await loadDirectory(db, caller.orgId)).teams.find((t) => t.id === teamId);
  if (!team) throw notFound('Team');
  return team;
}

/**
 * A team the caller manages (administrators every team; team leaders the teams they lead,
 * platform §6), with the organisation's directory it was read from.
 */
async function managedTeam(db: Db, caller: Caller, teamId: string) {
  const directory = await loadDirectory(db, caller.orgId);
  const team = directory.teams.find((candidate) => candidate.id === teamId);
  if (!team) throw notFound('Team');
  if (!canManageTeam(roleUserOf(caller), team)) {
    throw forbidden('Team leaders manage only the teams they lead.');
  }
  return { team, directory };
}

const DismissQuery = t.type({ channelId: ChannelId, teamId: Uuid }, 'DismissChannelQuery');

/** Teams: create, change, delete, members and their roles, channels (platform §7). */
export function teamsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'PUT',
      path: '/api/1/team',
      tag: 'teams',
      summary: 'Creates a team',
      access: 'admin',
      body: TeamCreate,
      response: Team,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const row = await db
          .insertInto('teams')
          .values({
            orgId: caller.orgId,
            name: body.name.trim(),
            color: body.color ?? null,
            ...(body.permissions ?? {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return teamOf(db, caller, row.id);
      },
    }),
    route({
      method: 'POST',
      path: '/api/1/team/{id}',
      tag: 'teams',
      summary: "Changes a team's name or colour (and, for administrators, its permissions)",
      access: 'adminOrTeamLeader',
      params: IdParam,
      body: TeamUpdate,
      response: Team,
      handle: async ({ db, caller, params, body }) => {
        await managedTeam(db, caller, params.id);
        if (body.permissions && !caller.isAdmin) {
          throw forbidden("Only administrators change a team's permissions.");
        }
        const changes = {
          ...(body.name === undefined ? {} : { name: body.name.trim() }),
          ...(body.color === undefined ? {} : { color: body.color }),
          ...(body.permissions ?? {}),
        };
        if (Object.keys(changes).length > 0) {
          await db.updateTable('teams').set(changes).where('id', '=', params.id).execute();
        }
        return teamOf(db, caller, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/1/team/{id}',
      tag: 'teams',
      summary: 'Deletes a team (its members and channels stay in the organisation)',
      access: 'admin',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        await teamOf(db, caller, params.id);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ contextTeamId: null })
            .where('contextTeamId', '=', params.id)
            .execute();
          await trx.deleteFrom('teams').where('id', '=', params.id).execute();
        });
      },
    }),
    ...(['PUT', 'POST'] as const).map((method) =>
      route({
        method,
        path: '/api/1/team/{id}/user/{userId}',
        tag: 'teams',
        summary:
          method === 'PUT'
            ? 'Adds a user to a team with a role'
            : "Changes a member's role in a team",
        access: 'adminOrTeamLeader',
        params: IdAndUserIdParams,
        body: TeamMemberRole,
        response: Team,
        handle: async ({ db, caller, params, body }) => {
          const { team, directory } = await managedTeam(db, caller, params.id);
          if (!directory.users.some((u) => u.id === params.userId)) throw notFound('User');
          const member = team.userIds?.includes(params.userId) ?? false;
          if (method === 'POST' && !member) throw notFound('Team member');
          if (!member && !canAddTeamMember(roleUserOf(caller), team)) {
            throw forbidden('Only administrators add members to a team whose members lead.');
          }
          await db
            .insertInto('teamMembers')
            .values({ teamId: params.id, userId: params.userId, role: body.role })
            .onConflict((oc) => oc.columns(['teamId', 'userId']).doUpdateSet({ role: body.role }))
            .execute();
          return teamOf(db, caller, params.id);
        },
      }),
    ),
    route({
      method: 'DELETE',
      path: '/api/1/team/{id}/user/{userId}',
      tag: 'teams',
      summary: 'Removes a user from a team',
      access: 'adminOrTeamLeader',
      params: IdAndUserIdParams,
      response: Team,
      handle: async ({ db, caller, params }) => {
        const { team } = await managedTeam(db, caller, params.id);
        if (!team.userIds?.includes(params.userId)) throw notFound('Team member');
        await db
          .deleteFrom('teamMembers')
          .where('teamId', '=', params.id)
          .where('userId', '=', params.userId)
          .execute();
        return teamOf(db, caller, params.id);
      },
    }),
    route({
      method: 'POST',
      path: '/channels/v2/assign-channel-to-teams',
      tag: 'teams',
      summary: 'Gives teams channels (team leaders: their teams and the channels they see)',
      access: 'adminOrTeamLeader',
      body: AssignChannelsToTeams,
      response: t.array(Team),
      handle: async ({ db, caller, body }) => {
        const directory = await loadDirectory(db, caller.orgId);
        const seen = new Set(visibleTo(directory, caller).channels.map((c) => c.id));
        const teamIds = [...new Set(body.teamIdList)];
        const channelIds = [...new Set(body.channelList)];
        for (const id of teamIds) {
          const team = directory.teams.find((candidate) => candidate.id === id);
          if (!team) throw notFound(`Team ${id}`);
          if (!canManageTeam(roleUserOf(caller), team)) {
            throw forbidden('Team leaders manage only the teams they lead.');
          }
        }
        for (const id of channelIds) if (!seen.has(id)) throw notFound(`Channel ${id}`);
        const pairs = teamIds.flatMap((teamId) =>
          channelIds.map((channelId) => ({ teamId, channelId })),
        );
        if (pairs.length > 0) {
          const events = await transact(db, async (trx) => {
            const added = await trx
              .insertInto('teamChannels')
              .values(pairs)
              .onConflict((oc) => oc.doNothing())
              .returning(['teamId', 'channelId'])
              .execute();
            return recordTeamChanges(trx, caller, directory, added, 'TEAM_ADDED');
          });
          publish(events);
        }
        const after = await loadDirectory(db, caller.orgId);
        return after.teams.filter((team) => teamIds.includes(team.id));
      },
    }),
    route({
      method: 'DELETE',
      path: '/channels/v2/dismiss-channel-from-team',
      tag: 'teams',
      summary: 'Takes a channel away from a team',
      access: 'adminOrTeamLeader',
      query: DismissQuery,
      response: null,
      handle: async ({ db, caller, query }) => {
        const { team } = await managedTeam(db, caller, query.teamId);
        if (!team.channelIds?.includes(query.channelId)) throw notFound('Channel of the team');
        const directory = await loadDirectory(db, caller.orgId);
        const events = await transact(db, async (trx) => {
          const removed = await trx
            .deleteFrom('teamChannels')
            .where('teamId', '=', query.teamId)
            .where('channelId', '=', query.channelId)
            .returning(['teamId', 'channelId'])
            .execute();
          return recordTeamChanges(trx, caller, directory, removed, 'TEAM_REMOVED');
        });
        publish(events);
      },
    }),
  ];
}
