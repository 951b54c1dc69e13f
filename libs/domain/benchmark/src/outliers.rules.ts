/** What `outliers` reads of a post: its channel, when it was published and its engagement. */
export interface OutlierPost {
  readonly id: string;
  readonly publicChannelId: string;
  /** ISO 8601 instant. */
  readonly publishedAt: string;
  readonly engagement: number;
}

/** A post far from its channel's usual engagement. */
export interface ScoredPost<P extends OutlierPost> {
  readonly post: P;
  /** The median engagement per post of the channel over the window before the post. */
  readonly usual: number;
  /** Robust standard deviations from usual: positive above, negative below. */
  readonly score: number;
  readonly direction: 'above' | 'below';
}

/** The rule's settings (decision 0082). */
export const OUTLIER_RULE = {
  /** The days before a post its channel's usual is measured over. */
  windowDays: 90,
  /** Fewer earlier posts than this in the window: too little to say what is usual. */
  minHistory: 5,
  /** A post at least this many robust standard deviations from usual is an outlier. */
  threshold: 3,
} as const;

/** MAD × 1.4826 estimates the standard deviation of normally distributed values. */
const MAD_TO_SD = 1.4826;
/** Mean absolute deviation × 1.2533 does the same, used when more than half the values tie. */
const MEAN_AD_TO_SD = 1.2533;
const DAY_MS = 86_400_000;

/**
 * The posts far from their channel's usual performance (decision 0082), strongest first. Each
 * post of `posts` is compared with the engagements of its channel's posts in `history` published
 * in the {@link OUTLIER_RULE.windowDays} days before it (not itself): `usual` is their median and
 * the score is `(engagement − median) / (1.4826 × MAD)` — a robust z-score a few viral posts do
 * not distort. When more than half the earlier posts tie (MAD 0), the mean absolute deviation
 * stands in; when all of them are equal there is no spread to measure and no score. Posts with
 * fewer than {@link OUTLIER_RULE.minHistory} earlier posts are not scored. An outlier has
 * |score| ≥ {@link OUTLIER_RULE.threshold}. Ties order by the later post first, then by id.
 *
 * @example
 * outliers([{ id: 'p9', publicChannelId: 'c', publishedAt: '2026-11-20T10:00:00Z', engagement: 900 }], history)
 * // [{ post: …p9, usual: 100, score: 26.9, direction: 'above' }] when history has c's posts of about 100
 */
export function outliers<P extends OutlierPost>(
  posts: readonly P[],
  history: readonly OutlierPost[],
  limit = Number.POSITIVE_INFINITY,
): ScoredPost<P>[] {
  const byChannel = new Map<string, Array<{ at: number; engagement: number; id: string }>>();
  for (const post of history) {
    const list = byChannel.get(post.publicChannelId) ?? [];
    list.push({ at: Date.parse(post.publishedAt), engagement: post.engagement, id: post.id });
    byChannel.set(post.publicChannelId, list);
  }
  for (const list of byChannel.values()) list.sort((a, b) => a.at - b.at);

  const found: ScoredPost<P>[] = [];
  for (const post of posts) {
    const at = Date.parse(post.publishedAt);
    const earlier = (byChannel.get(post.publicChannelId) ?? [])
      .filter((h) => h.at < at && h.at >= at - OUTLIER_RULE.windowDays * DAY_MS && h.id !== post.id)
      .map((h) => h.engagement);
    const scored = robustScore(post.engagement, earlier);
    if (scored === null || Math.abs(scored.score) < OUTLIER_RULE.threshold) continue;
    found.push({
      post,
      usual: scored.usual,
      score: scored.score,
      direction: scored.score > 0 ? 'above' : 'below',
    });
  }
  return found
    .sort(
      (a, b) =>
        Math.abs(b.score) - Math.abs(a.score) ||
        b.post.publishedAt.localeCompare(a.post.publishedAt) ||
        a.post.id.localeCompare(b.post.id),
    )
    .slice(0, limit);
}

/**
 * How far `value` is from `sample`'s median in robust standard deviations; null when the sample
 * is too small or has no spread.
 *
 * @example
 * robustScore(10, [1, 2, 3, 4, 5]) // { usual: 3, score: 4.72 }
 */
export function robustScore(
  value: number,
  sample: readonly number[],
): { usual: number; score: number } | null {
  if (sample.length < OUTLIER_RULE.minHistory) return null;
  const usual = median(sample);
  const deviations = sample.map((x) => Math.abs(x - usual));
  const mad = median(deviations);
  const spread =
    mad > 0
      ? MAD_TO_SD * mad
      : (MEAN_AD_TO_SD * deviations.reduce((sum, d) => sum + d, 0)) / deviations.length;
  if (spread === 0) return null;
  return { usual, score: (value - usual) / spread };
}

/**
 * The median of numbers (the mean of the middle two for an even count).
 *
 * @example
 * median([3, 1, 2, 10]) // 2.5
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}
