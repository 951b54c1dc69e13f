import { canManageChannels, channelManagingTeams, type ManagedTeam } from './management.rules.js';
import type { RoleUser } from './role.rules.js';

/**
 * Which channels a user manages (decision 0034), worked out once for many questions: an
 * organisation of 15,000 channels asks it of every channel of every group.
 */
export interface ChannelManagement {
  /** An administrator: manages every channel. */
  readonly all: boolean;
  /** Manages channels at all (an administrator, or a member of a team granting manageChannels). */
  readonly manager: boolean;
  /** Whether the user manages this channel. */
  readonly manages: (channelId: string) => boolean;
}

/**
 * The channels a user manages, as `canManageChannel` answers them one by one: administrators
 * all, others those of their teams that grant manageChannels.
 *
 * @example
 * channelManagement(lead, teams).manages('facebook-1') // true when Care Leads holds facebook-1
 */
export function channelManagement(
  user: RoleUser,
  teams: readonly ManagedTeam[],
): ChannelManagement {
  if (user.isAdmin) return { all: true, manager: true, manages: () => true };
  const managed = new Set(channelManagingTeams(user, teams).flatMap((t) => t.channelIds ?? []));
  return { all: false, manager: canManageChannels(user, teams), manages: (id) => managed.has(id) };
}

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
 * channelGroupRights(channelManagement(lead, teams), ['facebook-1', 'pinterest-1'])
 * // { canChange: true, canDelete: false } when the lead manages facebook-1 only
 */
export function channelGroupRights(
  management: ChannelManagement,
  channelIds: readonly string[],
): SharedSetRights {
  if (management.all) return { canChange: true, canDelete: true };
  const managed = channelIds.filter(management.manages).length;
  return { canChange: managed > 0, canDelete: managed > 0 && managed === channelIds.length };
}

/**
 * The rights of a user over a tracking template (docs/decisions/0037): changing a template
 * changes the links of every channel using it, so administrators change and delete any, and
 * another channel manager those whose channels they all manage (an unused one included).
 *
 * @example
 * trackingTemplateRights(channelManagement(sam, teams), ['instagram-1'])
 * // { canChange: true, canDelete: true }
 */
export function trackingTemplateRights(
  management: ChannelManagement,
  usedBy: readonly string[],
): SharedSetRights {
  const allowed = management.all || (management.manager && usedBy.every(management.manages));
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
 * changeGroupChannels(channelManagement(lead, teams), ['pinterest-1', 'facebook-1'], ['twitter-1'])
 * // { ok: true, channelIds: ['pinterest-1', 'twitter-1'] } when the lead manages facebook-1 and twitter-1
 */
export function changeGroupChannels(
  management: ChannelManagement,
  current: readonly string[],
  requested: readonly string[],
): GroupChange {
  const asked = [...new Set(requested)];
  if (management.all) return { ok: true, channelIds: asked };
  const { manages } = management;
  const held = new Set(current);
  const refused = asked.filter((id) => !manages(id) && !held.has(id));
  if (refused.length > 0) return { ok: false, refused };
  const wanted = new Set(asked);
  const kept = current.filter((id) => !manages(id) || wanted.has(id));
  const added = asked.filter((id) => manages(id) && !held.has(id));
  return { ok: true, channelIds: [...new Set([...kept, ...added])] };
}
