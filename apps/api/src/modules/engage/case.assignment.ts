import type { CaseAssignee } from '@smm/model';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { itemLink, nameOf, notify } from '../notifications/notify.js';

/** A case's assignee as the organisation knows it, with the name notices word it by. */
export interface KnownAssignee extends CaseAssignee {
  readonly name: string;
}

/**
 * The person or team a case is to be assigned to, checked against the organisation: a person
 * who works in it (not deleted, not only invited) or one of its teams; anyone else is a 404.
 */
export async function knownAssignee(
  db: Db,
  orgId: string,
  assignee: CaseAssignee,
): Promise<KnownAssignee> {
  if (assignee.isTeam) {
    const team = await db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('id', '=', assignee.id)
      .where('orgId', '=', orgId)
      .executeTakeFirst();
    if (!team) throw notFound(`Team ${assignee.id}`);
    return { id: team.id, isTeam: true, name: team.name };
  }
  const person = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'email'])
    .where('id', '=', assignee.id)
    .where('orgId', '=', orgId)
    .where('deletedAt', 'is', null)
    .where('activatedAt', 'is not', null)
    .executeTakeFirst();
  if (!person) throw notFound(`User ${assignee.id}`);
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
  return { id: person.id, isTeam: false, name };
}

/**
 * Tells whom a case was just assigned to (in the change's transaction): the person (ME), or
 * the team's members but the one who assigned it (ALL). The notice opens the case's first item.
 */
export async function notifyCaseAssignment(
  trx: Db,
  kase: {
    readonly number: number;
    readonly subject: string;
    readonly itemIds: readonly string[];
  },
  assignee: KnownAssignee,
  byUserId: string,
): Promise<void> {
  const people = assignee.isTeam
    ? (
        await trx
          .selectFrom('teamMembers')
          .select('userId')
          .where('teamId', '=', assignee.id)
          .execute()
      ).map((member) => member.userId)
    : [assignee.id];
  const told = people.filter((userId) => userId !== byUserId);
  if (told.length === 0) return;
  const assigner = await nameOf(trx, byUserId);
  const ref = `#${kase.number} ${kase.subject}`;
  const first = kase.itemIds[0];
  await notify(trx, told, {
    type: 'caseAssignment',
    params: assignee.isTeam
      ? { assigner, case: ref, team: assignee.name }
      : { assigner, case: ref },
    product: 'ENGAGE',
    relevance: assignee.isTeam ? 'ALL' : 'ME',
    message: assignee.isTeam
      ? `${assigner} assigned ${assignee.name} the case ${ref}`
      : `${assigner} assigned you the case ${ref}`,
    ...(first === undefined ? {} : { link: itemLink(first) }),
    data: { caseNumber: kase.number },
  });
}
