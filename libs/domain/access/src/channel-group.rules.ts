import { canManageChannel, canManageChannels, type ManagedTeam } from './management.rules.js';
import type { RoleUser } from './role.rules.js';

/**
 * What a user may do with a channel group or a tracking template, given the channels it holds
 * (or the channels that use it) — docs/decisions/0036 and 0037.
 */
export interface SharedSetRights {
  /** Rename it and change the channels of it the user manages. */
  readonly canChange: boolean;
  /** Delete it. */
  readonly canDelete: boolean;
}

/**
 * The rights of a user over a channel group (docs/decisions/0036): groups belong to the
 * organisation; administrators change and delete any; another channel manager changes a group
 * holding a channel they manage, and deletes one only when they manage every channel in it
 * (deleting it would take the others' channels out of a group they rely on).
 *
 * @example
 * channelGroupRights(lead, teams, ['facebook-1', 'pinterest-1'])
 * // { canChange: true, canDelete: false } when the lead manages facebook-1 only
 */
export function channelGroupRights(
  user: RoleUser,
  teams: readonly ManagedTeam[],
  channelIds: readonly string[],
): SharedSetRights {
  if (user.isAdmin) return { canChange: true, canDelete: true };
  const managed = channelIds.filter((id) => canManageChannel(user, teams, id));
  return {
    canChange: managed.length > 0,
    canDelete: managed.length > 0 && managed.length === channelIds.length,
  };
}

/**
 * The rights of a user over a tracking template (docs/decisions/0037): changing a template
 * changes the links of every channel using it, so administrators change and delete any, and
 * another channel manager those whose channels they all manage (an unused one included).
 *
 * @example
 * trackingTemplateRights(sam, teams, ['instagram-1']) // { canChange: true, canDelete: true }
 */
export function trackingTemplateRights(
  user: RoleUser,
  teams: readonly ManagedTeam[],
  usedBy: readonly string[],
): SharedSetRights {
  const allowed =
    user.isAdmin ||
    (canManageChannels(user, teams) && usedBy.every((id) => canManageChannel(user, teams, id)));
  return { canChange: allowed, canDelete: allowed };
}

/** The channels a group holds after a user's change, or the channels the user may not add. */
export type GroupChange =
  | { readonly ok: true; readonly channelIds: readonly string[] }
  | { readonly ok: false; readonly refused: readonly string[] };

/**
 * The channels of a group after a user asks for `requested` (docs/decisions/0036). An
 * administrator's list is the group's. Another channel manager changes only the channels they
 * manage: those asked for are in, those left out are out, and every other channel stays as it
 * was — so a list they see is never taken for the whole group. Asking for a channel they do not
 * manage that the group does not hold is refused. The group keeps its order; new channels come
 * last, each once.
 *
 * @example
 * changeGroupChannels(lead, teams, ['pinterest-1', 'facebook-1'], ['twitter-1'])
 * // { ok: true, channelIds: ['pinterest-1', 'twitter-1'] } when the lead manages facebook-1 and twitter-1
 */
export function changeGroupChannels(
  user: RoleUser,
  teams: readonly ManagedTeam[],
  current: readonly string[],
  requested: readonly string[],
): GroupChange {
  const asked = [...new Set(requested)];
  if (user.isAdmin) return { ok: true, channelIds: asked };
  const manages = (id: string) => canManageChannel(user, teams, id);
  const refused = asked.filter((id) => !manages(id) && !current.includes(id));
  if (refused.length > 0) return { ok: false, refused };
  const wanted = new Set(asked);
  const kept = current.filter((id) => !manages(id) || wanted.has(id));
  const added = asked.filter((id) => manages(id) && !current.includes(id));
  return { ok: true, channelIds: [...new Set([...kept, ...added])] };
}
