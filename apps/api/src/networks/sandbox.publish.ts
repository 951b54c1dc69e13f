import { randomUUID } from 'node:crypto';
import { characterCount } from '@smm/engage-rules';
import { maxPostLength, networkName, normaliseNetwork } from '@smm/networks';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { NetworkError, type PublishedPost, type PublishRequest } from './gateway.js';
import { failure, throwInjectedFailure } from './sandbox.moderation.js';
import { escape, page } from './sandbox.pages.js';

/** Where a sandbox network shows a published post: a page of this server. */
export const sandboxPostUrl = (networkItemId: string) =>
  `/sandbox/posts/${encodeURIComponent(networkItemId)}`;

/**
 * The sandbox networks' side of publishing (decision 0070): each publishes a post once per
 * idempotency key — remembered in the database, so a publication retried after a crash gets the
 * post it already made — fails on demand (`POST /api/sandbox/failures`), and refuses a text over
 * its post limit and a LinkedIn post with attachments and no text, as the real ones do.
 */
export async function sandboxPublish(db: Db, request: PublishRequest): Promise<PublishedPost> {
  const known = async () => {
    const row = await db
      .selectFrom('sandboxPublished')
      .select('networkItemId')
      .where('idempotencyKey', '=', request.idempotencyKey)
      .executeTakeFirst();
    return (
      row && { networkItemId: row.networkItemId, permalink: sandboxPostUrl(row.networkItemId) }
    );
  };
  const already = await known();
  if (already) return already;
  await throwInjectedFailure(db, request.channelId, request.network);
  const network = normaliseNetwork(request.network) ?? request.network;
  const max = maxPostLength(network);
  const length = characterCount(network, request.text);
  if (max >= 0 && length > max) {
    throw new NetworkError(
      'invalid',
      `${failure('invalid', network).message} The post is ${length} characters; ${networkName(network)} takes ${max}.`,
      { code: 100 },
    );
  }
  if (network === 'linkedIn' && request.media.length > 0 && request.text.trim() === '') {
    throw new NetworkError('invalid', 'LinkedIn posts with attachments must include text.', {
      code: 400,
    });
  }
  const networkItemId = `${network}-post-${randomUUID()}`;
  const stored = await db
    .insertInto('sandboxPublished')
    .values({
      idempotencyKey: request.idempotencyKey,
      networkItemId,
      channelId: request.channelId,
      network,
      text: request.text,
      media: JSON.stringify(request.media),
      link: request.link,
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('networkItemId')
    .executeTakeFirst();
  if (stored) return { networkItemId, permalink: sandboxPostUrl(networkItemId) };
  return (await known()) as PublishedPost;
}

/**
 * The sandbox networks' post pages (`/sandbox/posts/{networkItemId}`): a published post as the
 * network shows it — the channel, the text, its link and attachments, and when it went out.
 */
export function sandboxPostPages(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string } }>('/sandbox/posts/:id', async (request, reply) => {
    const post = await db
      .selectFrom('sandboxPublished')
      .innerJoin('channels', 'channels.id', 'sandboxPublished.channelId')
      .select([
        'sandboxPublished.networkItemId',
        'sandboxPublished.network',
        'sandboxPublished.text',
        'sandboxPublished.media',
        'sandboxPublished.link',
        'sandboxPublished.publishedAt',
        'channels.name',
        'channels.username',
      ])
      .where('sandboxPublished.networkItemId', '=', request.params.id)
      .executeTakeFirst();
    if (!post) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          page(
            'No such post',
            '<h1>No such post</h1><p>This post does not exist on the sandbox network.</p>',
          ),
        );
    }
    const network = networkName(post.network);
    const media = (post.media as { url: string; mimeType: string }[])
      .map((file) =>
        file.mimeType.startsWith('video/')
          ? `<li><a href="${escape(file.url)}">Video</a></li>`
          : `<li><img src="${escape(file.url)}" alt="" width="240"></li>`,
      )
      .join('');
    const at = post.publishedAt.toISOString().replace('T', ' ').slice(0, 16);
    return reply.type('text/html; charset=utf-8').send(
      page(
        `${post.name} on ${network}`,
        `<article class="post" data-network-item-id="${escape(post.networkItemId)}">
<h1>${escape(post.name)} <small>on ${escape(network)} (sandbox)</small></h1>
${post.username ? `<p class="note">@${escape(post.username)}</p>` : ''}
<p class="text">${escape(post.text).replace(/\n/g, '<br>')}</p>
${post.link ? `<p><a href="${escape(post.link)}" rel="noopener noreferrer">${escape(post.link)}</a></p>` : ''}
${media ? `<ul class="media">${media}</ul>` : ''}
<p class="note">Published <time datetime="${post.publishedAt.toISOString()}">${escape(at)} UTC</time></p>
</article>`,
      ),
    );
  });
}
