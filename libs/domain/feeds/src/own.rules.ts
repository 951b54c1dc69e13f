import type { EngageItem } from '@smm/model';

/**
 * Whether an item is one of our own replies: written by the channel itself (`sender.isOwn`) in
 * answer to something — a comment, a reply or a direct message — whether it was sent from here
 * (it has a delivery state) or on the network. Our own replies are not inbox rows unless a feed
 * asks for them (`withOwnReplies`, decision 0055); our own posts (and reposts) stay rows, since
 * customers answer them.
 *
 * @example
 * isOwnReply(makeEngageItem({ engage: { type: 'comment' }, sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true } })) // true
 * isOwnReply(makeEngageItem({ engage: { type: 'post' }, sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true } })) // false
 */
export function isOwnReply(item: Pick<EngageItem, 'sender' | 'engage'>): boolean {
  if (item.sender?.isOwn !== true) return false;
  const type = item.engage.type;
  return type === 'comment' || type === 'reply' || type === 'message';
}
