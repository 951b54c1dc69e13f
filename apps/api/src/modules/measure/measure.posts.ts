import { cutText, MEASURE_LIMITS, type Network, type PostPerformancePage } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { NetworkGateway } from '../../networks/gateway.js';
import type { MeasureRequest } from './measure.scope.js';

/** How long a post's text is in the list. */
const TEXT_LENGTH = 200;

/**
 * Published posts' performance (decision 0087): the organisation's posts published in the
 * period on the channels of the scope, each with the metrics its network reports now (read
 * through the gateway while listing, never stored), most engaging first — at most
 * {@link MEASURE_LIMITS}.posts of them; the totals count every one.
 */
export async function postPerformance(
  db: Db,
  gateway: NetworkGateway,
  request: MeasureRequest,
  now: Date,
): Promise<PostPerformancePage> {
  const { scope } = request;
  const empty = {
    posts: [],
    totals: { posts: 0, engagement: 0, reactions: 0, comments: 0, shares: 0 },
  };
  if (scope.channelIds.length === 0) return empty;
  let query = db
    .selectFrom('publishTargets as t')
    .innerJoin('publishPosts as p', 'p.id', 't.postId')
    .select([
      't.postId',
      't.channelId',
      't.network',
      't.networkItemId',
      't.permalink',
      't.publishedAt',
      'p.text',
    ])
    .where('t.orgId', '=', scope.orgId)
    .where('p.orgId', '=', scope.orgId)
    .where('t.status', '=', 'published')
    .where('t.networkItemId', 'is not', null)
    .where('t.publishedAt', '>=', scope.since)
    .where('t.publishedAt', '<=', scope.until)
    .where('t.channelId', 'in', [...scope.channelIds]);
  if (scope.networks !== undefined && scope.networks.length > 0) {
    query = query.where('t.network', 'in', [...scope.networks]);
  }
  const targets = await query
    .orderBy('t.publishedAt', 'desc')
    .orderBy('t.id')
    .limit(2_000)
    .execute();
  const posts = await Promise.all(
    targets.map(async (target) => {
      const publishedAt = new Date(target.publishedAt as Date | string);
      const metrics = await gateway.postMetrics({
        network: target.network,
        channelId: target.channelId,
        networkItemId: target.networkItemId as string,
        publishedAt,
        now,
      });
      return {
        postId: target.postId,
        channelId: target.channelId,
        channelName: request.viewer.channels.get(target.channelId)?.name ?? target.channelId,
        network: target.network as Network,
        text: cutText(target.text.replace(/\s+/g, ' ').trim(), TEXT_LENGTH),
        publishedAt: publishedAt.toISOString(),
        permalink: target.permalink,
        ...metrics,
        engagement: metrics.reactions + metrics.comments + metrics.shares,
      };
    }),
  );
  const sum = (key: 'engagement' | 'reactions' | 'comments' | 'shares') =>
    posts.reduce((total, post) => total + post[key], 0);
  return {
    posts: posts
      .sort((a, b) => b.engagement - a.engagement || b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, MEASURE_LIMITS.posts),
    totals: {
      posts: posts.length,
      engagement: sum('engagement'),
      reactions: sum('reactions'),
      comments: sum('comments'),
      shares: sum('shares'),
    },
  };
}
