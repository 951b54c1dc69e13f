import { type NetworkFacts, NETWORKS, normaliseNetwork } from '@smm/networks';
import type { RuleItem, Viewer } from './rule.types.js';

/** The permission that makes an item view-only (engage §5). */
export const VIEW_ONLY_PERMISSION = 'view-only';

const byId = NETWORKS as Readonly<Record<string, NetworkFacts | undefined>>;

/**
 * The facts of an item's network, after normalising its spelling (`linkedin` → `linkedIn`);
 * `undefined` for networks the product recognises but does not support.
 */
export function networkOf(item: RuleItem): NetworkFacts | undefined {
  const network = item.engage.network;
  return byId[network] ?? byId[normaliseNetwork(network) ?? ''];
}

/**
 * Whether the item was written by the channel itself (`sender.isOwn`).
 *
 * @example
 * isOwn({ engage, sender: { name: 'Acme', visibility: 'PUBLIC', isOwn: true } }) // true
 */
export function isOwn(item: RuleItem): boolean {
  return item.sender?.isOwn === true;
}

/**
 * Whether the item is a direct message: type message, messagethread or conversation.
 *
 * @example
 * isDirectMessage(makeEngageItem({ engage: { type: 'conversation' } })) // true
 */
export function isDirectMessage(item: RuleItem): boolean {
  const type = item.engage.type;
  return type === 'message' || type === 'messagethread' || type === 'conversation';
}

/**
 * Whether the item is gone: deleted by a user, or vanished from the network (engage §4).
 *
 * @example
 * isDeleted(makeEngageItem({ engage: { networkStatus: 'vanished' } })) // true
 */
export function isDeleted(item: RuleItem): boolean {
  const status = item.engage.networkStatus;
  return status === 'deleted' || status === 'vanished';
}

/** Whether the item is a comment or a reply to one. */
export function isComment(item: RuleItem): boolean {
  const type = item.engage.type;
  return type === 'comment' || type === 'reply';
}

/** Whether the item is a post: post, video, review or mention. */
export function isPost(item: RuleItem): boolean {
  const type = item.engage.type;
  return type === 'post' || type === 'video' || type === 'review' || type === 'mention';
}

/**
 * Whether the item is view-only: its permissions contain `view-only` (engage §5), or the viewer
 * holds the VIEW_ONLY role on its channel. A view-only item allows no action at all.
 *
 * @example
 * isViewOnly(makeEngageItem({ meta: { userPermissions: ['view-only'] } })) // true
 */
export function isViewOnly(item: RuleItem, viewer?: Viewer): boolean {
  const permissions = item.meta?.userPermissions;
  if (permissions !== undefined && permissions.includes(VIEW_ONLY_PERMISSION)) return true;
  if (viewer?.channelRoles === undefined || item.channelId === undefined) return false;
  return viewer.channelRoles[item.channelId] === 'VIEW_ONLY';
}
