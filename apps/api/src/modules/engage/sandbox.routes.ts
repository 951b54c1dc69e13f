import {
  type Network,
  SandboxCommentDelivered,
  SandboxCommentRequest,
  SandboxMessageDelivered,
  SandboxMessageRequest,
} from '@smm/model';
import { notFound } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import {
  SANDBOX_QUESTION,
  sandboxComment,
  sandboxMessage,
} from '../../networks/sandbox.comment.js';
import { networkFacts } from '@smm/networks';
import { ingest } from './ingest.js';
import type { Jobs } from '../../jobs/jobs.js';

let serial = 0;

/**
 * The sandbox networks on demand: a customer comments now, as the network's webhook would
 * deliver it (demos, and tests of live updates; live traffic otherwise follows SANDBOX_RATE).
 */
export function sandboxRoutes(jobs: Jobs | null = null): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/sandbox/comments',
      tag: 'engage',
      summary:
        "A sandbox customer comments now on the newest post of one of the organisation's channels (default: its first Facebook channel)",
      access: 'admin',
      body: SandboxCommentRequest,
      response: SandboxCommentDelivered,
      status: 201,
      handle: async ({ db, caller, body }) => {
        // The newest post of a connected channel (the one asked for, else a Facebook one).
        let posts = db
          .selectFrom('engageItems')
          .innerJoin('channels', 'channels.id', 'engageItems.channelId')
          .select(['engageItems.id', 'engageItems.networkItemId', 'channels.id as channelId'])
          .select('channels.network')
          .where('engageItems.orgId', '=', caller.orgId)
          .where('channels.orgId', '=', caller.orgId)
          .where('channels.state', '=', 'CONNECTED')
          .where('channels.markedForDeletionAt', 'is', null)
          // A post, or a video where the network's posts are videos (YouTube, TikTok).
          .where('engageItems.type', 'in', ['post', 'video'])
          .where('engageItems.rootId', 'is', null);
        posts =
          body.channelId === undefined
            ? posts.where('channels.network', '=', 'facebook')
            : posts.where('channels.id', '=', body.channelId);
        const post = await posts.orderBy('engageItems.createdAt', 'desc').executeTakeFirst();
        if (!post) throw notFound('A post of a connected channel to comment on');
        const channel = { id: post.channelId, network: post.network };
        serial += 1;
        const text = body.text?.trim() || SANDBOX_QUESTION;
        const comment = sandboxComment(
          { id: channel.id, network: channel.network as Network },
          post.networkItemId,
          { text, at: Date.now(), serial },
        );
        await ingest(db, caller.orgId, [comment], { events: true, automation: jobs });
        const stored = await db
          .selectFrom('engageItems')
          .select(['id'])
          .where('orgId', '=', caller.orgId)
          .where('channelId', '=', channel.id)
          .where('networkItemId', '=', comment.networkItemId)
          .executeTakeFirstOrThrow();
        return { itemId: stored.id, rootId: post.id, text };
      },
    }),
    route({
      method: 'POST',
      path: '/api/sandbox/messages',
      tag: 'engage',
      summary:
        "A sandbox customer sends one of the organisation's channels a direct message now, starting a conversation or continuing one",
      access: 'admin',
      body: SandboxMessageRequest,
      response: SandboxMessageDelivered,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const channel = await db
          .selectFrom('channels')
          .select(['id', 'network'])
          .where('id', '=', body.channelId)
          .where('orgId', '=', caller.orgId)
          .where('state', '=', 'CONNECTED')
          .where('markedForDeletionAt', 'is', null)
          .executeTakeFirst();
        if (!channel || networkFacts(channel.network)?.abilities.directMessages !== true) {
          throw notFound(`A connected channel ${body.channelId} that takes direct messages`);
        }
        let conversation: string | null = null;
        if (body.conversationId !== undefined) {
          const found = await db
            .selectFrom('engageItems')
            .select('networkItemId')
            .where('id', '=', body.conversationId)
            .where('orgId', '=', caller.orgId)
            .where('channelId', '=', channel.id)
            .where('type', '=', 'conversation')
            .executeTakeFirst();
          if (!found) throw notFound(`Conversation ${body.conversationId}`);
          conversation = found.networkItemId;
        }
        serial += 1;
        const text = body.text?.trim() || SANDBOX_QUESTION;
        const message = sandboxMessage(
          { id: channel.id, network: channel.network as Network },
          conversation,
          { text, at: Date.now(), serial },
        );
        await ingest(db, caller.orgId, [message], { events: true, automation: jobs });
        const stored = await db
          .selectFrom('engageItems')
          .select(['id', 'parentId'])
          .where('orgId', '=', caller.orgId)
          .where('channelId', '=', channel.id)
          .where('networkItemId', '=', message.networkItemId)
          .executeTakeFirstOrThrow();
        return { itemId: stored.id, conversationId: stored.parentId ?? stored.id, text };
      },
    }),
  ];
}
