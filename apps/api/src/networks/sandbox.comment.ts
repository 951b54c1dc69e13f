import type { Network } from '@smm/model';
import type { InboundPost } from './sandbox.traffic.js';
import { sandboxLink } from './sandbox.senders.js';

/** What a sandbox customer asks when no text is given. */
export const SANDBOX_QUESTION = 'Hi! Are you open on Sunday afternoon?';

/**
 * A comment from a sandbox customer on a post of the channel, as the network's webhook would
 * deliver it: unread, not the channel's own, answerable.
 *
 * @example
 * sandboxComment({ id: 'facebook-demo', network: 'facebook' }, 'fb-post-1', { text: 'Hi', at: Date.now(), serial: 1 })
 */
export function sandboxComment(
  channel: { readonly id: string; readonly network: Network },
  parentNetworkId: string,
  options: { readonly text: string; readonly at: number; readonly serial: number },
): InboundPost {
  const networkItemId = `${channel.network}-live-comment-${options.at}-${options.serial}`;
  return {
    channelId: channel.id,
    network: channel.network,
    networkItemId,
    parentNetworkId,
    item: {
      id: networkItemId,
      channelId: channel.id,
      meta: {
        createdDate: new Date(options.at).toISOString(),
        displayReadStatus: 'unread',
        unreadCount: 1,
        detectedLanguage: 'en',
        ...sandboxLink(channel.network, networkItemId),
      },
      sender: {
        ...(channel.network === 'whatsapp'
          ? { id: '+15550100199', name: 'Sam Sandbox' }
          : { id: `${channel.network}-user-live`, name: 'Sam Sandbox', handle: 'sam.sandbox' }),
        visibility: 'PUBLIC',
        isOwn: false,
      },
      message: options.text,
      media: [],
      prediction: { spamStatus: { value: 'notSpam' } },
      readBy: [],
      engage: {
        type: 'comment',
        origin: 'fanPost',
        network: channel.network,
        networkStatus: 'published',
        canRespond: true,
        context: 'ENGAGE',
        labels: [],
        hideStatus: { value: 'notHidden' },
      },
      ...(channel.network === 'facebook'
        ? { facebook: { canHide: true, canReplyPrivately: true } }
        : {}),
    },
  };
}

/**
 * A direct message from a sandbox customer to the channel, as the network's webhook would
 * deliver it: the first of a new conversation, or the next of the one it continues
 * (`conversationNetworkId`).
 *
 * @example
 * sandboxMessage({ id: 'instagram-demo', network: 'instagram' }, null, { text: 'Hi', at: Date.now(), serial: 1 })
 */
export function sandboxMessage(
  channel: { readonly id: string; readonly network: Network },
  conversationNetworkId: string | null,
  options: { readonly text: string; readonly at: number; readonly serial: number },
): InboundPost {
  const networkItemId = `${channel.network}-live-message-${options.at}-${options.serial}`;
  const comment = sandboxComment(channel, conversationNetworkId ?? `${networkItemId}-c`, options);
  return {
    ...comment,
    networkItemId,
    item: {
      ...comment.item,
      id: networkItemId,
      meta: {
        ...comment.item.meta,
        link: `https://sandbox.${channel.network.toLowerCase()}.test/${networkItemId}`,
      },
      engage: { ...comment.item.engage, type: 'message', origin: 'dm' },
    },
  };
}
