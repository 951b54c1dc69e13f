import { createHash } from 'node:crypto';
import type { PostMetrics } from './gateway.js';

const HOUR_MS = 60 * 60 * 1000;

/** Networks whose posts have no reach or impressions (as their public metrics). */
const WITHOUT_REACH = new Set(['youtube']);

/** How large each metric grows at most, by network: views, reactions, comments, shares. */
const SCALE: Record<string, readonly [number, number, number, number]> = {
  youtube: [4_000, 300, 60, 20],
  tiktok: [6_000, 500, 80, 60],
  instagram: [2_500, 350, 40, 10],
  twitter: [1_500, 80, 20, 30],
};
const DEFAULT_SCALE = [1_800, 150, 30, 25] as const;

/** A fraction in [0.25, 1) drawn from the id and a salt: the same post always draws the same. */
function draw(id: string, salt: string): number {
  const hash = createHash('sha256').update(`${salt}:${id}`).digest();
  return 0.25 + (hash.readUInt32BE(0) / 0x1_0000_0000) * 0.75;
}

/**
 * The sandbox networks' metrics of a published post: seeded by its id (the same post always
 * reports the same numbers at the same age) and growing with its age — fast in the first day,
 * then levelling off (`1 − e^(−age/24 h)`); never shrinking as time goes on.
 */
export function sandboxPostMetrics(request: {
  readonly network: string;
  readonly networkItemId: string;
  readonly publishedAt: Date;
  readonly now: Date;
}): PostMetrics {
  const ageHours = Math.max(0, request.now.getTime() - request.publishedAt.getTime()) / HOUR_MS;
  const grown = 1 - Math.exp(-ageHours / 24);
  const [views, reactions, comments, shares] = SCALE[request.network] ?? DEFAULT_SCALE;
  const id = request.networkItemId;
  const metric = (max: number, salt: string) => Math.floor(max * draw(id, salt) * grown);
  const viewed = metric(views, 'views');
  const hasReach = !WITHOUT_REACH.has(request.network);
  return {
    reactions: metric(reactions, 'reactions'),
    comments: metric(comments, 'comments'),
    shares: metric(shares, 'shares'),
    views: viewed,
    reach: hasReach ? Math.floor(viewed * draw(id, 'reach') * 0.9) : null,
    impressions: hasReach ? Math.floor(viewed * (1 + draw(id, 'impressions'))) : null,
  };
}
