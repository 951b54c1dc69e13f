import { AUDIT_ACTIONS, type AuditAction, type AuditValues } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';

/** Who made a change and from where: a signed-in caller, or a person acting without a session. */
export interface AuditActor {
  readonly orgId: string;
  /** The person who did it; null for what nobody did (a network taking access away). */
  readonly userId: string | null;
  /** The support staff member assuming the person's account, if any. */
  readonly assumedBy?: string | null;
  readonly address: string | null;
}

/** What a change was done to. */
export interface AuditTarget {
  readonly type: string;
  readonly id: string;
  readonly name: string;
}

/** One change for the audit log. */
export interface AuditRecord {
  readonly action: AuditAction;
  readonly target?: AuditTarget | null;
  readonly before?: AuditValues | null;
  readonly after?: AuditValues | null;
}

/** The actor of a route's caller, from the request's address. */
export function actorOf(caller: Caller, address: string): AuditActor {
  return { orgId: caller.orgId, userId: caller.userId, assumedBy: caller.assumedBy, address };
}

const nameOf = (id: string | null | undefined) =>
  id == null
    ? sql<string | null>`NULL`
    : sql<string | null>`(SELECT trim(first_name || ' ' || last_name) FROM users WHERE id = ${id})`;
const emailOf = (id: string | null | undefined) =>
  id == null
    ? sql<string | null>`NULL`
    : sql<string | null>`(SELECT email FROM users WHERE id = ${id})`;

/**
 * Writes entries of the audit log — call it with the transaction that makes the change, so the
 * log holds a change exactly when it happened. Names are copied as they are now, so an entry
 * still reads right after its person or target is renamed or gone.
 */
export async function recordAudit(
  db: Db,
  actor: AuditActor,
  ...records: readonly AuditRecord[]
): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto('auditEntries')
    .values(
      records.map((record) => ({
        orgId: actor.orgId,
        kind: AUDIT_ACTIONS[record.action],
        action: record.action,
        actorId: actor.userId,
        actorName: nameOf(actor.userId),
        actorEmail: emailOf(actor.userId),
        assumedById: actor.assumedBy ?? null,
        assumedByName: nameOf(actor.assumedBy),
        assumedByEmail: emailOf(actor.assumedBy),
        address: actor.address,
        targetType: record.target?.type ?? null,
        targetId: record.target?.id ?? null,
        targetName: record.target?.name ?? null,
        before: record.before ? JSON.stringify(record.before) : null,
        after: record.after ? JSON.stringify(record.after) : null,
      })),
    )
    .execute();
}
