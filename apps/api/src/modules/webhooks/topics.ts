import type { WebhookTopicName } from '@smm/model';

/** The actions of the event stream that are a reply leaving the product. */
const SENT = new Set(['reply', 'comment', 'message', 'repost', 'retweet', 'retry']);

/** Item actions that are not a change of the item other systems hear of. */
const NOT_A_CHANGE = new Set(['bulk', 'inbound', 'note', 'case', 'delivered', 'sendFailed']);

/**
 * The webhook topic of an event of the one stream (decision 0053), or null when webhooks do not
 * hear of it: arrived items are created, replies sent, delivered or failed, notes created, a
 * channel connected, disconnected or in need of reconnecting; every other change of an item
 * changed it. Cases are told by the case store itself (the stream's `case` event is the item's
 * case summary).
 *
 * @example
 * webhookTopicOf('inbound', {}) // 'engage.item.created'
 * webhookTopicOf('channel', { change: 'accessLost' }) // 'channel.needsReconnection'
 */
export function webhookTopicOf(
  action: string,
  payload: Readonly<Record<string, unknown>> = {},
  itemId: string | null = null,
): WebhookTopicName | null {
  if (action === 'channel') {
    switch (payload['change']) {
      case 'connected':
      case 'reconnected':
        return 'channel.connected';
      case 'markedForDeletion':
        return 'channel.disconnected';
      case 'accessLost':
        return 'channel.needsReconnection';
      default:
        return null;
    }
  }
  if (action === 'inbound') return 'engage.item.created';
  if (SENT.has(action)) return 'engage.reply.sent';
  if (action === 'delivered') return 'engage.reply.delivered';
  if (action === 'sendFailed') return 'engage.reply.failed';
  if (action === 'note') return 'engage.note.created';
  if (itemId === null || NOT_A_CHANGE.has(action)) return null;
  return 'engage.item.changed';
}
