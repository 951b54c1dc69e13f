import type { Network, PostMedia, PostVariant } from '@smm/model';
import { channelParameters, tagLinksInText, tagUrl, trackingContext } from '@smm/tracking';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { QUEUES, type JobHandler, type Jobs } from '../../jobs/jobs.js';
import { NetworkError, type NetworkGateway } from '../../networks/gateway.js';
import { ingest } from '../engage/ingest.js';
import { storedParameters } from '../url-tracking/url-tracking.store.js';
import { ownPost } from './own-post.js';
import { effectiveVariants } from './publish.content.js';
import { postNotices } from './publish.notify.js';

/** Posts published per round of the job (then it looks again). */
const BATCH = 10;

/** Asks the publish job to look at `at`, or now when it is due (or none is given). */
export async function wakePublisher(jobs: Jobs | null, at: Date | null): Promise<void> {
  if (jobs === null) return;
  await jobs.nudge(QUEUES.publish, at !== null && at.getTime() > Date.now() ? at : undefined);
}

/** A channel's campaign tracking as publishing applies it: the text and link of a post tagged. */
async function trackingOf(db: Db, channelIds: readonly string[]) {
  const channels = await db
    .selectFrom('channels')
    .leftJoin('trackingTemplates', 'trackingTemplates.id', 'channels.campaignTrackingTemplateId')
    .select([
      'channels.id',
      'channels.name',
      'channels.nameOverride',
      'channels.network',
      'channels.campaignTrackingEnabled',
      'channels.campaignTrackingMappings',
      'trackingTemplates.parameters',
    ])
    .where('channels.id', 'in', channelIds)
    .execute();
  return new Map(
    channels.map((channel) => [
      channel.id,
      {
        name: channel.nameOverride ?? channel.name,
        parameters: channel.campaignTrackingEnabled
          ? channelParameters(
              storedParameters(channel.parameters),
              storedParameters(channel.campaignTrackingMappings),
            )
          : [],
        network: channel.network,
      },
    ]),
  );
}

/**
 * Publishes one due post (decision 0070): locks it (skipped when another worker has it) and
 * then its pending targets (by id, in one statement), publishes each through the gateway with
 * the target's id as idempotency key — a network remembers it, so a publication repeated after
 * a crash before this transaction committed gets the same post back — and records each outcome:
 * published with the network's id and address, or failed with the network's reason. Then the
 * post is published, or `scheduledError` with the reasons when a network refused.
 */
async function publishPost(db: Db, gateway: NetworkGateway, postId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      id: string;
      orgId: string;
      text: string;
      media: PostMedia[];
      link: string | null;
      variants: PostVariant[];
    }>`
      SELECT id, org_id AS "orgId", text, media, link, variants FROM publish_posts
      WHERE id = ${postId} AND status = 'scheduled' AND scheduled_at <= now()
      FOR NO KEY UPDATE SKIP LOCKED`.execute(trx);
    const post = rows[0];
    if (!post) return;
    const { rows: targets } = await sql<{
      id: string;
      channelId: string;
      network: Network;
      position: number;
    }>`
      SELECT id, channel_id AS "channelId", network, position FROM publish_targets
      WHERE post_id = ${postId} AND status = 'pending'
      ORDER BY id FOR NO KEY UPDATE`.execute(trx);
    const tracking = await trackingOf(
      trx,
      targets.map((target) => target.channelId),
    );
    const variants = effectiveVariants(
      post,
      targets.map((target) => target.network),
    );
    for (const target of [...targets].sort((a, b) => a.position - b.position)) {
      const variant = variants.find((entry) => entry.network === target.network);
      const channel = tracking.get(target.channelId);
      const context = trackingContext(
        { network: target.network, name: channel?.name ?? target.channelId },
        post.id,
      );
      const parameters = channel?.parameters ?? [];
      try {
        const published = await gateway.publish({
          network: target.network,
          channelId: target.channelId,
          text: tagLinksInText(variant?.text ?? post.text, parameters, context),
          media: (variant?.media ?? post.media).map((file) => ({
            url: file.url,
            mimeType: file.mimeType,
          })),
          link: post.link === null ? null : tagUrl(post.link, parameters, context),
          idempotencyKey: target.id,
        });
        await trx
          .updateTable('publishTargets')
          .set({
            status: 'published',
            networkItemId: published.networkItemId,
            permalink: published.permalink,
            error: null,
            publishedAt: new Date(),
          })
          .where('id', '=', target.id)
          .execute();
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        await trx
          .updateTable('publishTargets')
          .set({ status: 'failed', error: error.message.slice(0, 1000) })
          .where('id', '=', target.id)
          .execute();
      }
    }
    const outcome = await trx
      .selectFrom('publishTargets')
      .innerJoin('channels', 'channels.id', 'publishTargets.channelId')
      .select([
        'publishTargets.status',
        'publishTargets.error',
        'publishTargets.publishedAt',
        sql<string>`coalesce(channels.name_override, channels.name)`.as('channelName'),
      ])
      .where('publishTargets.postId', '=', postId)
      .orderBy('publishTargets.position')
      .execute();
    const failed = outcome.filter((target) => target.status === 'failed');
    if (failed.length > 0) {
      const reason = failed
        .map((target) => `${target.channelName}: ${target.error ?? 'refused'}`)
        .join(' ')
        .slice(0, 2000);
      await trx
        .updateTable('publishPosts')
        .set({ status: 'scheduledError', error: reason, updatedAt: new Date() })
        .where('id', '=', postId)
        .execute();
      await postNotices(trx, { kind: 'failed', postId, reason });
    } else {
      const last = Math.max(
        ...outcome.map((target) => target.publishedAt?.getTime() ?? Date.now()),
      );
      await trx
        .updateTable('publishPosts')
        .set({
          status: 'published',
          error: null,
          publishedAt: new Date(last),
          updatedAt: new Date(),
        })
        .where('id', '=', postId)
        .execute();
    }
  });
}

/**
 * Gives engage the posts published and not yet in it (also those a crash left between the
 * publication and this step): each becomes an item of origin ownPost through `ingest`, with its
 * events, and the target keeps the item's id.
 */
async function ingestPublished(db: Db, jobs: Jobs | null): Promise<void> {
  const targets = await db
    .selectFrom('publishTargets')
    .innerJoin('publishPosts', 'publishPosts.id', 'publishTargets.postId')
    .innerJoin('channels', 'channels.id', 'publishTargets.channelId')
    .select([
      'publishTargets.id',
      'publishTargets.orgId',
      'publishTargets.channelId',
      'publishTargets.network',
      'publishTargets.networkItemId',
      'publishTargets.permalink',
      'publishTargets.publishedAt',
      'publishPosts.text',
      'publishPosts.media',
      'publishPosts.variants',
      sql<string>`coalesce(channels.name_override, channels.name)`.as('channelName'),
    ])
    .where('publishTargets.status', '=', 'published')
    .where('publishTargets.engageItemId', 'is', null)
    .where('publishTargets.networkItemId', 'is not', null)
    .orderBy('publishTargets.publishedAt')
    .limit(100)
    .execute();
  for (const target of targets) {
    const network = target.network as Network;
    const [variant] = effectiveVariants(
      {
        text: target.text,
        media: target.media as PostMedia[],
        variants: target.variants as PostVariant[],
      },
      [network],
    );
    const sent = await db
      .selectFrom('sandboxPublished')
      .select('text')
      .where('networkItemId', '=', target.networkItemId ?? '')
      .executeTakeFirst();
    const networkItemId = target.networkItemId ?? '';
    await ingest(
      db,
      target.orgId,
      [
        ownPost({
          channelId: target.channelId,
          channelName: target.channelName,
          network,
          networkItemId,
          permalink: target.permalink ?? '',
          // The text as the network got it (with campaign tracking), else the post's.
          text: sent?.text ?? variant?.text ?? target.text,
          media: variant?.media ?? [],
          publishedAt: target.publishedAt ?? new Date(),
        }),
      ],
      { events: true, automation: jobs },
    );
    const item = await db
      .selectFrom('engageItems')
      .select('id')
      .where('orgId', '=', target.orgId)
      .where('channelId', '=', target.channelId)
      .where('networkItemId', '=', networkItemId)
      .executeTakeFirst();
    if (item) {
      await db
        .updateTable('publishTargets')
        .set({ engageItemId: item.id })
        .where('id', '=', target.id)
        .where('engageItemId', 'is', null)
        .execute();
    }
  }
}

/**
 * The publish job (every minute, and woken at a post's time): publishes the due posts, a few at
 * a time, then gives engage what was published.
 */
export function publishWorker(db: Db, gateway: NetworkGateway, jobs: Jobs | null): JobHandler {
  return async () => {
    for (;;) {
      const due = await db
        .selectFrom('publishPosts')
        .select('id')
        .where('status', '=', 'scheduled')
        .where('scheduledAt', '<=', new Date())
        .orderBy('scheduledAt')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const { id } of due) await publishPost(db, gateway, id);
      await ingestPublished(db, jobs);
      if (due.length < BATCH) return;
    }
  };
}

/**
 * At start: asks the publish job to look now when posts are due or published posts are not in
 * engage yet (a server stopped, or killed, while publishing); answers how many posts are due.
 */
export async function resumePublishing(db: Db, jobs: Jobs): Promise<number> {
  const { due } = await db
    .selectFrom('publishPosts')
    .select(sql<number>`count(*)::int`.as('due'))
    .where('status', '=', 'scheduled')
    .where('scheduledAt', '<=', new Date())
    .executeTakeFirstOrThrow();
  const unrecorded = await db
    .selectFrom('publishTargets')
    .select('id')
    .where('status', '=', 'published')
    .where('engageItemId', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (due > 0 || unrecorded) await wakePublisher(jobs, null);
  return due;
}
