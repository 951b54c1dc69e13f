import { toApiError, type PublishPost } from '@smm/model';
import { useEffect, useRef, useState } from 'react';
import type { PublishCalls } from '../publish.calls.js';

/** The posts waiting for the person's approval, as they load. */
export interface Approvals {
  /** Null until the first load answers. */
  readonly posts: readonly PublishPost[] | null;
  readonly error: string | null;
  readonly reload: () => void;
}

/**
 * The posts waiting for approval that the person may approve (`abilities.approve`), the oldest
 * request first; loaded again when `reloadKey` changes. The tabs' count and the queue share it.
 */
export function useApprovals(calls: PublishCalls, reloadKey: number): Approvals {
  const [posts, setPosts] = useState<readonly PublishPost[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    calls.items({ statuses: ['pendingApproval'], sortBy: 'oldest', limit: 200 }).then(
      (page) => {
        if (run !== latest.current) return;
        setPosts(page.items.filter((post) => post.abilities.approve));
        setError(null);
      },
      (failure: unknown) => {
        if (run === latest.current) setError(toApiError(failure).message);
      },
    );
  }, [calls, reloadKey, attempt]);
  return { posts, error, reload: () => setAttempt((n) => n + 1) };
}
