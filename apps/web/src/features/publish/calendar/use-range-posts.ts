import { toApiError, type PublishPost } from '@smm/model';
import { hasDuePost, type DayRange } from '@smm/publish';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublishCalls } from '../publish.calls.js';

/** The most pages of 200 posts a calendar range loads. */
const MAX_PAGES = 5;

/** The posts of a calendar range, as they load. */
export interface RangePosts {
  readonly posts: readonly PublishPost[];
  readonly loading: boolean;
  readonly error: string | null;
  readonly reload: () => void;
}

/**
 * Every post whose time (`at`) is in `range`, loaded again when the range or `reloadKey`
 * changes, and whenever `now` moves on while a scheduled post of the range is due (so it turns
 * published, or failed, without a reload of the page). The posts shown stay while the next load
 * runs.
 */
export function useRangePosts(
  calls: PublishCalls,
  range: DayRange | undefined,
  reloadKey: number,
  now: string,
): RangePosts {
  const [posts, setPosts] = useState<readonly PublishPost[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [own, setOwn] = useState(0);
  const latest = useRef(0);
  const since = range?.since;
  const until = range?.until;

  useEffect(() => {
    if (since === undefined || until === undefined) return;
    const run = ++latest.current;
    setLoading(true);
    const load = async () => {
      const all: PublishPost[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await calls.items({
          since,
          until,
          sortBy: 'oldest',
          limit: 200,
          ...(cursor === undefined ? {} : { cursor }),
        });
        all.push(...answer.items);
        if (answer.next === null) break;
        cursor = answer.next;
      }
      return all;
    };
    load().then(
      (loaded) => {
        if (run !== latest.current) return;
        setPosts(loaded);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (run !== latest.current) return;
        setError(toApiError(failure).message);
        setLoading(false);
      },
    );
  }, [calls, since, until, reloadKey, own]);

  // `now` moves on every 30 s: load again while a scheduled post's time has come.
  const due = hasDuePost(posts, now);
  useEffect(() => {
    if (due) setOwn((n) => n + 1);
  }, [due, now]);

  const reload = useCallback(() => setOwn((n) => n + 1), []);
  return { posts, loading, error, reload };
}
