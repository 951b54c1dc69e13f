import type { ListeningPost } from '@smm/listen';
import type { Db } from '../db/database.js';
import { listeningPosts } from './sandbox.listening.js';

const HOUR = 3_600_000;
/** Hours of the corpus kept in memory (it is the same every time an hour is asked for). */
const CACHED_HOURS = 400;
const hours = new Map<number, readonly ListeningPost[]>();

/** The sandbox corpus' posts of the hour starting at `start` (cached: it never changes). */
function postsOfHour(start: number): readonly ListeningPost[] {
  let posts = hours.get(start);
  if (posts === undefined) {
    posts = listeningPosts(new Date(start), new Date(start + HOUR));
    if (hours.size >= CACHED_HOURS) {
      const oldest = hours.keys().next().value;
      if (oldest !== undefined) hours.delete(oldest);
    }
    hours.set(start, posts);
  }
  return posts;
}

/** A spike as stored (migration 0049). */
export interface SpikeRow {
  readonly id: string;
  readonly text: string;
  readonly count: number;
  readonly network: string;
  readonly language: string;
  readonly since: Date;
  readonly until: Date;
}

/**
 * The public posts of a spike (decision 0090): `count` posts saying its text, spread evenly over
 * its span, by as many sandbox people, neutral.
 */
export function spikePosts(spike: SpikeRow): ListeningPost[] {
  const span = spike.until.getTime() - spike.since.getTime();
  return Array.from({ length: spike.count }, (_, i) => {
    const id = `spike-${spike.id}-${i + 1}`;
    return {
      id,
      network: spike.network,
      author: { name: `Sandbox listener ${i + 1}`, handle: `@listener${i + 1}` },
      text: spike.text,
      language: spike.language,
      publishedAt: new Date(spike.since.getTime() + Math.floor(((i + 0.5) * span) / spike.count)),
      permalink: `https://sandbox.switchboard.test/${spike.network}/posts/${id}`,
      sentiment: 'neutral' as const,
    };
  });
}

/**
 * The public posts the sandbox listening tool finds from `since` until `until` (excluded): the
 * deterministic corpus and the spikes added to it (`POST /api/sandbox/listening/spikes`).
 */
export async function corpusPosts(db: Db, since: Date, until: Date): Promise<ListeningPost[]> {
  const from = since.getTime();
  const to = until.getTime();
  const posts: ListeningPost[] = [];
  for (let start = Math.floor(from / HOUR) * HOUR; start < to; start += HOUR) {
    for (const post of postsOfHour(start)) {
      const at = post.publishedAt.getTime();
      if (at >= from && at < to) posts.push(post);
    }
  }
  const spikes = await db
    .selectFrom('sandboxListeningSpikes')
    .select(['id', 'text', 'count', 'network', 'language', 'since', 'until'])
    .where('since', '<', until)
    .where('until', '>', since)
    .execute();
  for (const spike of spikes) {
    for (const post of spikePosts(spike)) {
      const at = post.publishedAt.getTime();
      if (at >= from && at < to) posts.push(post);
    }
  }
  return posts;
}
