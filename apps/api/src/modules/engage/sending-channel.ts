import { refusalOf } from '@smm/engage-rules';
import { cutText } from '@smm/model';
import { normaliseNetwork } from '@smm/networks';
import { HttpError } from '../../http/errors.js';
import type { OutboundKind } from '../../networks/gateway.js';
import type { EngageViewer } from './engage.viewer.js';
import { type ItemRow, savedItemFor } from './items.store.js';

/** Answers that go to one person: they leave from the conversation's own channel. */
const PRIVATE_KINDS: ReadonlySet<OutboundKind> = new Set(['message', 'privateReply', 'template']);

/**
 * The channel an answer leaves from: the item's own, or the `sendingChannelId` the caller chose —
 * a channel they see, on the item's network, from which the rules of `@smm/engage-rules` let them
 * give this answer (their role there). Anything else is 422 with the rule that refused it; it is
 * never sent from another channel instead.
 */
export function sendingChannelOf(
  viewer: EngageViewer,
  target: ItemRow,
  kind: OutboundKind,
  capability: Parameters<typeof refusalOf>[0],
  wanted: string | undefined,
): string {
  if (wanted === undefined || wanted === target.channelId) return target.channelId;
  const shown = cutText(wanted);
  if (PRIVATE_KINDS.has(kind)) {
    throw new HttpError(
      422,
      `sendingChannelId: a private answer leaves from the conversation's own channel, not ${shown}.`,
      'reply.sendingChannel.private',
    );
  }
  const channel = viewer.channels.get(wanted);
  if (channel === undefined) {
    throw new HttpError(
      422,
      `sendingChannelId: ${shown} is not a channel you may answer from.`,
      'reply.sendingChannel.unknown',
    );
  }
  const network = target.item.engage.network;
  if (normaliseNetwork(channel.type) !== normaliseNetwork(network)) {
    throw new HttpError(
      422,
      `sendingChannelId: answer from a ${network} channel; ${shown} is on ${channel.type}.`,
      'reply.sendingChannel.network',
    );
  }
  const asIfThere = savedItemFor(viewer, { ...target.item, channelId: wanted });
  const refusal = refusalOf(capability, asIfThere, viewer.viewer);
  if (refusal) throw new HttpError(422, refusal.message, refusal.rule);
  return wanted;
}
