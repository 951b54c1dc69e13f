import type { ListeningPost } from './query.rules.js';

/** How long a bucket of a volume chart is. */
export type VolumeBucket = 'hour' | 'day';

const BUCKET_MS: Record<VolumeBucket, number> = { hour: 3_600_000, day: 86_400_000 };

/** The start of the bucket (UTC hour or day) a moment falls in. */
export function bucketStart(at: Date, bucket: VolumeBucket): Date {
  const size = BUCKET_MS[bucket];
  return new Date(Math.floor(at.getTime() / size) * size);
}

/**
 * How many posts were published in each hour or day (UTC) from `since` to `until`: one entry per
 * bucket, empty ones included, oldest first. Only posts with `since <= publishedAt < until` count,
 * so the first and last buckets may be partial.
 */
export function volume(
  posts: readonly ListeningPost[],
  since: Date,
  until: Date,
  bucket: VolumeBucket,
): { start: Date; count: number }[] {
  const size = BUCKET_MS[bucket];
  const from = since.getTime();
  const to = until.getTime();
  if (!(to > from)) return [];
  const first = bucketStart(since, bucket).getTime();
  const buckets: { start: Date; count: number }[] = [];
  for (let start = first; start < to; start += size)
    buckets.push({ start: new Date(start), count: 0 });
  for (const post of posts) {
    const at = post.publishedAt.getTime();
    if (at < from || at >= to) continue;
    const entry = buckets[Math.floor((at - first) / size)];
    if (entry) entry.count += 1;
  }
  return buckets;
}

/** Which bucket suits a period: hours up to three days, days beyond. */
export function bucketFor(since: Date, until: Date): VolumeBucket {
  return until.getTime() - since.getTime() <= 3 * BUCKET_MS.day ? 'hour' : 'day';
}
