import { memberRights, teamRights, type TeamVerdict } from '@smm/access';
import {
  AssignChannelsToTeams,
  auditChanges,
  Team,
  TeamCreate,
  TeamMemberRole,
  TeamUpdate,
  type ChannelRole,
} from '@smm/model';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import { roleUserOf, type Caller } from '../../http/caller.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { ChannelId, IdAndUserIdParams, IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { channelEvent } from '../connect/channel.events.js';
import { loadDirectory, visibleTo, type Directory } from '../directory/directory.js';
import { publish, recordEvent, type EngageEvent } from '../engage/engage.events.js';
import {
  channelName,
  deletedTeamValues,
  DENIAL_MESSAGES,
  personName,
  teamTarget,
  teamValues,
  type TeamFields,
} from './team.audit.js';

/**
 * Audits each channel that joined or left a team — in the channel's history and the
 * organisation's audit log — and records one event per channel in the stream (in the change's
 * transaction).
 */
async function recordTeamChanges(
  trx: Db,
  caller: Caller,
  address: string,
  directory: Directory,
  pairs: readonly { readonly teamId: string; readonly channelId: string }[],
  event: 'TEAM_ADDED' | 'TEAM_REMOVED',
): Promise<EngageEvent[]> {
  if (pairs.length === 0) return [];
  const teamOfPair = (id: string) =>
    directory.teams.find((team) => team.id === id) ?? { id, name: id };
  await trx
    .insertInto('channelAudits')
    .values(
      pairs.map((pair) => ({
        channelId: pair.channelId,
        event,
        userId: caller.userId,
        detail: teamOfPair(pair.teamId).name,
      })),
    )
    .execute();
  await recordAudit(
    trx,
    actorOf(caller, address),
    ...pairs.map((pair) => {
      const channel = { channel: channelName(directory, pair.channelId) };
      return event === 'TEAM_ADDED'
        ? {
            action: 'team.channelAdded' as const,
            target: teamTarget(teamOfPair(pair.teamId)),
            after: channel,
          }
        : {
            action: 'team.channelRemoved' as const,
            target: teamTarget(teamOfPair(pair.teamId)),
            before: channel,
          };
    }),
  );
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

/** Throws the refusal of a verdict (403), or nothing when it allows. */
function allow(verdict: TeamVerdict, adminOnly?: string): void {
  if (verdict.allowed) return;
  throw forbidden(
    verdict.reason === 'adminOnly' && adminOnly ? adminOnly : DENIAL_MESSAGES[verdict.reason],
  );
}

/**
 * A team of the caller's organisation (404 otherwise) that the caller manages (administrators
 * every team; team leaders the teams they lead, platform §6; 403 otherwise), with the
 * organisation's directory it was read from.
 */
async function managedTeam(db: Db, caller: Caller, teamId: string) {
  const directory = await loadDirectory(db, caller.orgId);
  const team = directory.teams.find((candidate) => candidate.id === teamId);
  if (!team) throw notFound('Team');
  allow(teamRights(roleUserOf(caller), team).rename);
  return { team, directory };
}

/**
 * In a transaction: locks the organisation's row (decision 0030), so two changes of team names
 * are checked one after the other, and refuses a name another of its teams has (409).
 */
async function nameIsFree(trx: Db, orgId: string, name: string, except?: string) {
  await lockRows(trx, 'organisations', [orgId]);
  let query = trx
    .selectFrom('teams')
    .select('id')
    .where('orgId', '=', orgId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw conflict(`A team named "${name}" already exists.`);
}

/** The team's row, locked for the change (after the organisation's row); 404 when gone. */
async function lockedTeam(trx: Db, teamId: string): Promise<TeamFields> {
  const row = await trx
    .selectFrom('teams')
    .select([
      'name',
      'color',
      'manageAdAccounts',
      'manageChannels',
      'manageTemplates',
      'manageUser',
    ])
    .where('id', '=', teamId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Team');
  return row;
}

const DismissQuery = t.type({ channelId: ChannelId, teamId: Uuid }, 'DismissChannelQuery');

/**
 * Teams: create, change, delete, members and their roles, channels (platform §7). Every change
 * is written to the audit log in its transaction (docs/decisions/0041, 0043).
 */
export function teamsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'PUT',
      path: '/api/1/team',
      tag: 'teams',
      summary: 'Creates a team (its name unique in the organisation)',
      access: 'admin',
      body: TeamCreate,
      response: Team,
      status: 201,
      handle: async ({ db, caller, body, address }) => {
        const name = body.name.trim();
        const id = await transact(db, async (trx) => {
          await nameIsFree(trx, caller.orgId, name);
          const row = await trx
            .insertInto('teams')
            .values({
              orgId: caller.orgId,
              name,
              color: body.color ?? null,
              ...(body.permissions ?? {}),
            })
            .returning([
              'id',
              'name',
              'color',
              'manageAdAccounts',
              'manageChannels',
              'manageTemplates',
              'manageUser',
            ])
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'team.created',
            target: teamTarget(row),
            after: teamValues(row),
          });
          return row.id;
        });
        return teamOf(db, caller, id);
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
      handle: async ({ db, caller, params, body, address }) => {
        const { team } = await managedTeam(db, caller, params.id);
        if (body.permissions) {
          allow(
            teamRights(roleUserOf(caller), team).changePermissions,
            "Only administrators change a team's permissions.",
          );
        }
        await transact(db, async (trx) => {
          if (body.name !== undefined) {
            await nameIsFree(trx, caller.orgId, body.name.trim(), params.id);
          }
          const before = await lockedTeam(trx, params.id);
          const after: TeamFields = {
            ...before,
            ...(body.name === undefined ? {} : { name: body.name.trim() }),
            ...(body.color === undefined ? {} : { color: body.color }),
            ...(body.permissions ?? {}),
          };
          const changes = auditChanges(teamValues(before), teamValues(after));
          if (changes === null) return;
          await trx.updateTable('teams').set(after).where('id', '=', params.id).execute();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'team.updated',
            target: teamTarget({ id: params.id, name: after.name }),
            ...changes,
          });
        });
        return teamOf(db, caller, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/1/team/{id}',
      tag: 'teams',
      summary:
        'Deletes a team (its members and channels stay in the organisation; its cases go back to nobody)',
      access: 'admin',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params, address }) => {
        const directory = await loadDirectory(db, caller.orgId);
        const team = directory.teams.find((candidate) => candidate.id === params.id);
        if (!team) throw notFound('Team');
        await transact(db, async (trx) => {
          await lockRows(trx, 'organisations', [caller.orgId]);
          const fields = await lockedTeam(trx, params.id);
          await trx
            .updateTable('users')
            .set({ contextTeamId: null })
            .where('contextTeamId', '=', params.id)
            .execute();
          // Cases the team worked on go back to nobody (an item's team assignment stays, as
          // the item keeps who it was given to).
          await trx
            .updateTable('cases')
            .set({ assigneeId: null, assigneeIsTeam: false, updatedAt: new Date() })
            .where('orgId', '=', caller.orgId)
            .where('assigneeId', '=', params.id)
            .where('assigneeIsTeam', '=', true)
            .execute();
          await trx.deleteFrom('teams').where('id', '=', params.id).execute();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'team.deleted',
            target: teamTarget(team),
            before: deletedTeamValues(directory, team, fields),
          });
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
            ? 'Adds a user to a team with a role (a member: changes their role)'
            : "Changes a member's role in a team",
        access: 'adminOrTeamLeader',
        params: IdAndUserIdParams,
        body: TeamMemberRole,
        response: Team,
        handle: async ({ db, caller, params, body, address }) => {
          const { team, directory } = await managedTeam(db, caller, params.id);
          const user = directory.users.find((u) => u.id === params.userId);
          if (!user) throw notFound('User');
          const member = team.userIds?.includes(params.userId) ?? false;
          if (method === 'POST' && !member) throw notFound('Team member');
          const by = roleUserOf(caller);
          const rights = memberRights(by, team, user);
          if (member) allow(rights.changeRole);
          else {
            allow(teamRights(by, team).addMember);
            // Administrators belong to every team: only administrators list one in a team.
            if (user.isAdmin) allow(rights.changeRole);
          }
          await transact(db, async (trx) => {
            await lockedTeam(trx, params.id);
            const previous = await trx
              .selectFrom('teamMembers')
              .select('role')
              .where('teamId', '=', params.id)
              .where('userId', '=', params.userId)
              .executeTakeFirst();
            if (method === 'POST' && !previous) throw notFound('Team member');
            if (previous?.role === body.role) return;
            await trx
              .insertInto('teamMembers')
              .values({ teamId: params.id, userId: params.userId, role: body.role })
              .onConflict((oc) => oc.columns(['teamId', 'userId']).doUpdateSet({ role: body.role }))
              .execute();
            const name = personName(directory, params.userId);
            await recordAudit(trx, actorOf(caller, address), {
              action: previous ? 'team.memberChanged' : 'team.memberAdded',
              target: teamTarget(team),
              before: previous ? { member: name, role: previous.role as ChannelRole } : null,
              after: { member: name, role: body.role },
            });
          });
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
      handle: async ({ db, caller, params, address }) => {
        const { team, directory } = await managedTeam(db, caller, params.id);
        const user = directory.users.find((u) => u.id === params.userId);
        if (!user || !team.userIds?.includes(params.userId)) throw notFound('Team member');
        allow(memberRights(roleUserOf(caller), team, user).remove);
        await transact(db, async (trx) => {
          await lockedTeam(trx, params.id);
          const gone = await trx
            .deleteFrom('teamMembers')
            .where('teamId', '=', params.id)
            .where('userId', '=', params.userId)
            .returning('role')
            .executeTakeFirst();
          if (!gone) return;
          await recordAudit(trx, actorOf(caller, address), {
            action: 'team.memberRemoved',
            target: teamTarget(team),
            before: { member: personName(directory, params.userId), role: gone.role },
          });
        });
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
      handle: async ({ db, caller, body, address }) => {
        const directory = await loadDirectory(db, caller.orgId);
        const seen = new Set(visibleTo(directory, caller).channels.map((c) => c.id));
        const teamIds = [...new Set(body.teamIdList)];
        const channelIds = [...new Set(body.channelList)];
        for (const id of teamIds) {
          const team = directory.teams.find((candidate) => candidate.id === id);
          if (!team) throw notFound(`Team ${id}`);
          allow(teamRights(roleUserOf(caller), team).channels);
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
            return recordTeamChanges(trx, caller, address, directory, added, 'TEAM_ADDED');
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
      handle: async ({ db, caller, query, address }) => {
        const { team, directory } = await managedTeam(db, caller, query.teamId);
        allow(teamRights(roleUserOf(caller), team).channels);
        if (!team.channelIds?.includes(query.channelId)) throw notFound('Channel of the team');
        const events = await transact(db, async (trx) => {
          const removed = await trx
            .deleteFrom('teamChannels')
            .where('teamId', '=', query.teamId)
            .where('channelId', '=', query.channelId)
            .returning(['teamId', 'channelId'])
            .execute();
          return recordTeamChanges(trx, caller, address, directory, removed, 'TEAM_REMOVED');
        });
        publish(events);
      },
    }),
  ];
}
