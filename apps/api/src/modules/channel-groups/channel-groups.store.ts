import { channelGroupRights } from '@smm/access';
import type { ChannelGroup } from '@smm/model';
import type { Db } from '../../db/database.js';
import { conflict } from '../../http/errors.js';
import { seenOf, type Viewpoint } from './viewpoint.js';

/** A channel group as stored, with every channel it holds. */
export interface GroupRow {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly channelIds: readonly string[];
}

/**
 * The organisation's channel groups (one of them with `id`) with every channel they hold, by
 * name. A channel marked for deletion keeps its memberships for when it is connected again
 * (docs/decisions/0039), so readers keep only the live channels, those of the directory.
 */
export async function readGroups(db: Db, orgId: string, id?: string): Promise<GroupRow[]> {
  let groups = db
    .selectFrom('channelGroups')
    .select(['id', 'name', 'createdAt', 'updatedAt'])
    .where('orgId', '=', orgId);
  if (id !== undefined) groups = groups.where('id', '=', id);
  const rows = await groups
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const members = await db
    .selectFrom('channelGroupMembers')
    .select(['groupId', 'channelId'])
    .where(
      'groupId',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    ...row,
    channelIds: members.filter((m) => m.groupId === row.id).map((m) => m.channelId),
  }));
}

/**
 * A group as the caller sees it (docs/decisions/0036): only the channels they see, in the order
 * of their channel list, and what they may do with it; null when it is not shown to them — a
 * group with no channel they see, except to administrators, who see every group.
 */
export function groupAsSeen(group: GroupRow, viewpoint: Viewpoint): ChannelGroup | null {
  const held = group.channelIds.filter((id) => viewpoint.live.has(id));
  const seen = seenOf(viewpoint, held);
  if (seen.length === 0 && !viewpoint.isAdmin) return null;
  return {
    id: group.id,
    name: group.name,
    channelIds: seen,
    ...channelGroupRights(viewpoint.management, held),
    createdAt: group.createdAt.toISOString(),
    updatedAt: group.updatedAt.toISOString(),
  };
}

/** Whether an error is PostgreSQL's unique violation (`23505`). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Runs a write whose only unique index is a name's, answering 409 with `message` when the name
 * is taken (also by a write that committed meanwhile).
 */
export async function withUniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
