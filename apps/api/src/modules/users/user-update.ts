import { auditChanges, type AuditValues, type ChannelRole, type OrgUserUpdate } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { loadDirectory } from '../directory/directory.js';

/** A user as `user.updated` compares them: names, rights, default role and teams by name. */
async function auditedUser(trx: Db, userId: string): Promise<AuditValues> {
  const user = await trx
    .selectFrom('users')
    .select(['firstName', 'lastName', 'isAdmin', 'defaultChannelRole'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const teams = await trx
    .selectFrom('teamMembers')
    .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
    .select('teams.name')
    .where('teamMembers.userId', '=', userId)
    .orderBy('teams.name')
    .execute();
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    defaultChannelRole: user.defaultChannelRole,
    teams: teams.map((team) => team.name),
  };
}

/**
 * An administrator's change of a user (`PUT /api/1/org/{id}/user`, platform §4: "adds or
 * removes team membership for all teams"): names, administrator right, default channel role
 * and, when `teamIds` is given, exactly those teams — all in one transaction with its
 * `user.updated` audit entry (only the fields that changed, before → after, teams by name).
 * Taking away one's own administrator right is a 409.
 */
export async function updateOrgUser(
  db: Db,
  actor: AuditActor,
  caller: Caller,
  body: OrgUserUpdate,
): Promise<void> {
  const directory = await loadDirectory(db, caller.orgId);
  const target = directory.users.find((u) => u.id === body.userId);
  if (!target) throw notFound('User');
  if (body.userId === caller.userId && body.isAdmin === false) {
    throw conflict('You cannot take away your own administrator right.');
  }
  const teamIds = body.teamIds === undefined ? undefined : [...new Set(body.teamIds)];
  const unknownTeam = teamIds?.find((id) => !directory.teams.some((team) => team.id === id));
  if (unknownTeam !== undefined) throw notFound(`Team ${unknownTeam}`);
  if (body.firstName?.trim() === '' || body.lastName?.trim() === '') {
    throw badRequest('A name cannot be empty.');
  }
  await db.transaction().execute(async (trx) => {
    const before = await auditedUser(trx, body.userId);
    const changes = {
      ...(body.firstName === undefined ? {} : { firstName: body.firstName.trim() }),
      ...(body.lastName === undefined ? {} : { lastName: body.lastName.trim() }),
      ...(body.isAdmin === undefined ? {} : { isAdmin: body.isAdmin }),
      ...(body.defaultChannelRole === undefined
        ? {}
        : { defaultChannelRole: body.defaultChannelRole }),
    };
    if (Object.keys(changes).length > 0) {
      await trx.updateTable('users').set(changes).where('id', '=', body.userId).execute();
    }
    if (teamIds !== undefined) {
      const role: ChannelRole = body.defaultChannelRole ?? target.defaultChannelRole ?? 'EDITOR';
      let removal = trx.deleteFrom('teamMembers').where('userId', '=', body.userId);
      if (teamIds.length > 0) removal = removal.where('teamId', 'not in', teamIds);
      await removal.execute();
      if (teamIds.length > 0) {
        await trx
          .insertInto('teamMembers')
          .values(teamIds.map((teamId) => ({ teamId, userId: body.userId, role })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    const changed = auditChanges(before, await auditedUser(trx, body.userId));
    if (changed) {
      await recordAudit(trx, actor, {
        action: 'user.updated',
        target: { type: 'user', id: body.userId, name: target.name },
        ...changed,
      });
    }
  });
}
