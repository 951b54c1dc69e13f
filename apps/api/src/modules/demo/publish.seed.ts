import type { Network } from '@smm/model';
import type { Db } from '../../db/database.js';
import { sandboxComment } from '../../networks/sandbox.comment.js';
import { sandboxPostUrl } from '../../networks/sandbox.publish.js';
import { ingest } from '../engage/ingest.js';
import { ownPost } from '../publish/own-post.js';
import { postNotices } from '../publish/publish.notify.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A demo post: its channels, text, status and times relative to seeding, and its people. */
interface DemoPost {
  readonly channels: readonly (readonly [id: string, network: Network])[];
  readonly text: string;
  readonly status:
    'published' | 'scheduled' | 'scheduledError' | 'pendingApproval' | 'draft' | 'rejected';
  /** When it went out or goes out, from the start of today's hour (ms). */
  readonly at: number | null;
  readonly author: string;
  readonly approver?: string;
  readonly comment?: string;
  /** The network's reason, for the failed channel (the last one). */
  readonly reason?: string;
  readonly link?: string;
  /** A customer comments under it once published. */
  readonly commentedBy?: string;
}

const FACEBOOK = ['facebook-demo', 'facebook'] as const;
const INSTAGRAM = ['instagram-demo', 'instagram'] as const;
const X = ['twitter-demo', 'twitter'] as const;
const LINKEDIN = ['linkedin-demo', 'linkedIn'] as const;

const POSTS: readonly DemoPost[] = [
  {
    channels: [FACEBOOK, INSTAGRAM],
    text: 'Our autumn blend is back: cinnamon, roasted hazelnut and a hint of orange. ☕🍂',
    status: 'published',
    at: -2 * DAY - 3 * HOUR,
    author: 'admin@demo.test',
    commentedBy: 'Is the autumn blend available as beans too?',
  },
  {
    channels: [X, LINKEDIN],
    text: 'We are hiring baristas in King’s Cross. Apply here: https://democoffee.example/jobs',
    status: 'published',
    at: -1 * DAY - 5 * HOUR,
    author: 'lead@demo.test',
    approver: 'admin@demo.test',
    link: 'https://democoffee.example/jobs',
  },
  {
    channels: [FACEBOOK, X],
    text: 'Two-for-one flat whites this Friday, all day. Bring a friend!',
    status: 'scheduled',
    at: 1 * DAY + 2 * HOUR,
    author: 'editor@demo.test',
  },
  {
    channels: [INSTAGRAM],
    text: 'Behind the scenes: how we roast our single-origin beans every Tuesday morning.',
    status: 'scheduled',
    at: 2 * DAY + 4 * HOUR,
    author: 'sam@demo.test',
  },
  {
    channels: [LINKEDIN, FACEBOOK],
    text: 'Demo Coffee now composts 100% of its coffee grounds. Here is what we learned on the way.',
    status: 'scheduled',
    at: 3 * DAY + 1 * HOUR,
    author: 'admin@demo.test',
    link: 'https://democoffee.example/compost',
  },
  {
    channels: [FACEBOOK, X],
    text: 'Rainy day? Our hot chocolate is half price until 6 pm. 🌧️',
    status: 'scheduledError',
    at: -6 * HOUR,
    author: 'editor@demo.test',
    reason:
      'X refused the content. Duplicate content: this post looks like one the account already published.',
  },
  {
    channels: [FACEBOOK],
    text: 'New: oat-milk cortado, smooth and a little sweet. Try it this week!',
    status: 'pendingApproval',
    at: 2 * DAY + 1 * HOUR,
    author: 'creator@demo.test',
  },
  {
    channels: [INSTAGRAM],
    text: 'Draft: photo series of our regulars and their favourite cups.',
    status: 'draft',
    at: null,
    author: 'editor@demo.test',
  },
  {
    channels: [FACEBOOK, INSTAGRAM],
    text: 'Free coffee for everyone on Monday!',
    status: 'rejected',
    at: 4 * DAY,
    author: 'creator@demo.test',
    approver: 'lead@demo.test',
    comment: 'We cannot give away coffee to everyone; make it the first 50 customers.',
  },
];

/**
 * Demo Coffee's publishing around the time of seeding (decision 0071): two posts published in
 * the past days (on the sandbox networks, their own posts in engage, one with a customer's
 * comment), three scheduled in the next days, one a network refused, one of Cody Creator's
 * waiting for approval (the approvers are told), a draft and a rejected one with the approver's
 * comment.
 */
export async function seedPublish(db: Db, orgId: string, now = Date.now()): Promise<void> {
  const hour = Math.floor(now / HOUR) * HOUR;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('orgId', '=', orgId)
    .execute();
  const userId = (email: string) => users.find((user) => user.email === email)?.id ?? null;
  const channels = await db
    .selectFrom('channels')
    .select(['id', 'name'])
    .where('orgId', '=', orgId)
    .execute();
  const nameOf = (id: string) => channels.find((channel) => channel.id === id)?.name ?? id;
  for (const [index, post] of POSTS.entries()) {
    const at = post.at === null ? null : new Date(hour + post.at);
    const published = post.status === 'published' ? at : null;
    const row = await db
      .insertInto('publishPosts')
      .values({
        orgId,
        status: post.status,
        text: post.text,
        link: post.link ?? null,
        scheduledAt: at,
        publishedAt: published,
        error: post.reason ?? null,
        rejectionComment: post.comment ?? null,
        rejectedBy: post.status === 'rejected' ? userId(post.approver ?? '') : null,
        rejectedAt: post.status === 'rejected' ? new Date(now - 2 * HOUR) : null,
        createdBy: userId(post.author),
        approvedBy:
          post.status === 'rejected' || post.approver === undefined ? null : userId(post.approver),
        createdAt: new Date(now - (3 + index) * DAY),
        updatedAt: new Date(now - (index + 1) * HOUR),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, [channelId, network]] of post.channels.entries()) {
      const failed = post.status === 'scheduledError' && position === post.channels.length - 1;
      const out = (post.status === 'published' || post.status === 'scheduledError') && !failed;
      const target = await db
        .insertInto('publishTargets')
        .values({
          postId: row.id,
          orgId,
          channelId,
          network,
          position,
          status: out ? 'published' : failed ? 'failed' : 'pending',
          error: failed ? (post.reason ?? null) : null,
          publishedAt: out ? at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!out || at === null) continue;
      const networkItemId = `${network}-post-demo-${index}-${position}`;
      const permalink = sandboxPostUrl(networkItemId);
      await db
        .insertInto('sandboxPublished')
        .values({
          idempotencyKey: target.id,
          networkItemId,
          channelId,
          network,
          text: post.text,
          link: post.link ?? null,
          publishedAt: at,
        })
        .execute();
      await ingest(db, orgId, [
        ownPost({
          channelId,
          channelName: nameOf(channelId),
          network,
          networkItemId,
          permalink,
          text: post.text,
          media: [],
          publishedAt: at,
        }),
      ]);
      if (post.commentedBy && position === 0) {
        await ingest(db, orgId, [
          sandboxComment({ id: channelId, network }, networkItemId, {
            text: post.commentedBy,
            at: at.getTime() + 2 * HOUR,
            serial: index,
          }),
        ]);
      }
      const item = await db
        .selectFrom('engageItems')
        .select('id')
        .where('orgId', '=', orgId)
        .where('channelId', '=', channelId)
        .where('networkItemId', '=', networkItemId)
        .executeTakeFirst();
      await db
        .updateTable('publishTargets')
        .set({ networkItemId, permalink, engageItemId: item?.id ?? null })
        .where('id', '=', target.id)
        .execute();
    }
    if (post.status === 'pendingApproval') {
      await postNotices(db, { kind: 'submitted', postId: row.id, by: userId(post.author) ?? '' });
    }
    if (post.status === 'rejected' && post.comment) {
      await postNotices(db, {
        kind: 'rejected',
        postId: row.id,
        by: userId(post.approver ?? '') ?? '',
        comment: post.comment,
      });
    }
  }
}
