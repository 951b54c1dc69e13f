import { SandboxMessageDelivered, SandboxWhatsAppMessageRequest } from '@smm/model';
import { notFound } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { Jobs } from '../../jobs/jobs.js';
import { sandboxMessage } from '../../networks/sandbox.comment.js';
import type { InboundPost } from '../../networks/sandbox.traffic.js';
import { ingest } from '../engage/ingest.js';

let serial = 0;

/**
 * The sandbox WhatsApp on demand: a customer writes to one of the organisation's connected
 * WhatsApp numbers now, as WhatsApp's webhook would deliver it (an unread message within the
 * 24-hour window, so it can be answered with free text).
 */
export function sandboxWhatsAppRoutes(jobs: Jobs | null): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/sandbox/whatsapp/messages',
      tag: 'whatsapp',
      summary:
        "A sandbox customer writes to one of the organisation's connected WhatsApp numbers now (a new conversation)",
      access: 'admin',
      body: SandboxWhatsAppMessageRequest,
      response: SandboxMessageDelivered,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const channel = await db
          .selectFrom('channels')
          .select(['id', 'network'])
          .where('id', '=', body.channelId)
          .where('orgId', '=', caller.orgId)
          .where('network', '=', 'whatsapp')
          .where('state', '=', 'CONNECTED')
          .where('markedForDeletionAt', 'is', null)
          .executeTakeFirst();
        if (!channel) throw notFound(`A connected WhatsApp channel ${body.channelId}`);
        serial += 1;
        const message = sandboxMessage({ id: channel.id, network: 'whatsapp' }, null, {
          text: body.text,
          at: Date.now(),
          serial,
        });
        const name = body.name?.trim();
        const sender = message.item.sender;
        const named: InboundPost =
          name === undefined || name === '' || sender === undefined
            ? message
            : { ...message, item: { ...message.item, sender: { ...sender, name } } };
        await ingest(db, caller.orgId, [named], { events: true, automation: jobs });
        const stored = await db
          .selectFrom('engageItems')
          .select(['id', 'parentId'])
          .where('orgId', '=', caller.orgId)
          .where('channelId', '=', channel.id)
          .where('networkItemId', '=', message.networkItemId)
          .executeTakeFirstOrThrow();
        return { itemId: stored.id, conversationId: stored.parentId ?? stored.id, text: body.text };
      },
    }),
  ];
}
