import { type Network, SandboxCommentDelivered, SandboxCommentRequest } from '@smm/model';
import { notFound } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { SANDBOX_QUESTION, sandboxComment } from '../../networks/sandbox.comment.js';
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
          .where('engageItems.type', '=', 'post')
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
  ];
}
