import { sameId } from './id.js';

/** The parts of an item that say who it is assigned to. */
export interface AssignableItem {
  readonly engage: { readonly assigneeId?: string | null | undefined };
}

/** The parts of a user that identify them. */
export interface Identified {
  readonly id: string;
  readonly uuid?: string | undefined;
}

/**
 * Whether an item is assigned at all: it is when `assigneeId` is present (engage §4).
 *
 * @example
 * isAssigned({ engage: { assigneeId: 'u1' } }) // true
 */
export function isAssigned(item: AssignableItem): boolean {
  const id = item.engage.assigneeId;
  return id !== undefined && id !== null && id !== '';
}

/**
 * Whether the user is the item's assignee: the assignee id equals the user's id or uuid, with
 * or without dashes (platform §5).
 *
 * @example
 * isAssignee({ engage: { assigneeId: '0f8fad5bd9cb469fa16570867728950e' } },
 *            { id: '17', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' }) // true
 */
export function isAssignee(item: AssignableItem, user: Identified): boolean {
  const assigneeId = item.engage.assigneeId;
  if (!assigneeId) return false;
  return sameId(assigneeId, user.id) || (user.uuid !== undefined && sameId(assigneeId, user.uuid));
}
