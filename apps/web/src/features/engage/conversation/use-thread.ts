import { isDirectMessage } from '@smm/engage-rules';
import { toApiError, type ItemStatus, type SavedItem } from '@smm/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EngageCalls } from '../engage.calls.js';
import type { ItemStore } from '../item.store.js';

/** Messages or comments asked for at a time. */
export const THREAD_PAGE_SIZE = 20;

/** An item's thread as shown: its messages (a conversation) or comments (a post), in order. */
export interface ThreadState {
  readonly ids: readonly string[];
  /** Older messages exist (conversations). */
  readonly moreBefore: boolean;
  /** Newer messages exist (conversations opened around a message), or more comments. */
  readonly moreAfter: boolean;
  readonly cursor: string | null;
  readonly loading: boolean;
  readonly error: string | undefined;
  readonly statuses: ReadonlyMap<string, ItemStatus>;
}

const EMPTY: ThreadState = {
  ids: [],
  moreBefore: false,
  moreAfter: false,
  cursor: null,
  loading: false,
  error: undefined,
  statuses: new Map(),
};

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * The thread of the open item, paged both ways: a conversation's newest messages (or those
 * around a focused one) with earlier and later pages; a post's comments, oldest first, page after
 * page. What the channel sent is followed until it is delivered or failed.
 */
export function useThread(calls: EngageCalls, store: ItemStore, root: SavedItem | undefined) {
  const [state, setState] = useState<ThreadState>(EMPTY);
  const current = useRef(state);
  current.current = state;
  const rootId = root?.id ?? null;
  const dm = root ? isDirectMessage(root) : false;
  const generation = useRef(0);

  const run = useCallback(
    async (work: () => Promise<Partial<ThreadState> & { items?: readonly SavedItem[] }>) => {
      const mine = generation.current;
      setState((s) => ({ ...s, loading: true, error: undefined }));
      try {
        const { items, ...change } = await work();
        if (mine !== generation.current) return;
        if (items) store.load(items);
        setState((s) => ({ ...s, ...change, loading: false }));
      } catch (error) {
        if (mine !== generation.current) return;
        setState((s) => ({ ...s, loading: false, error: toApiError(error).message }));
      }
    },
    [store],
  );

  const open = useCallback(
    (focusedMessageId: string | null = null) => {
      if (rootId === null) return;
      generation.current += 1;
      setState({ ...EMPTY, loading: true });
      if (dm) {
        void run(async () => {
          const page = await calls.messages(rootId, { size: THREAD_PAGE_SIZE, focusedMessageId });
          return {
            items: page.messages as SavedItem[],
            ids: page.messages.map((m) => m.id),
            moreBefore: page.moreBefore,
            moreAfter: page.moreAfter,
          };
        });
      } else {
        void run(async () => {
          const page = await calls.comments(rootId, { limit: THREAD_PAGE_SIZE });
          return {
            items: page.items,
            ids: page.items.map((m) => m.id),
            cursor: page.nextCursor,
            moreAfter: page.nextCursor !== null,
          };
        });
      }
    },
    [calls, rootId, dm, run],
  );

  useEffect(() => open(null), [open]);

  const earlier = () => {
    const s = current.current;
    const first = s.ids[0];
    if (rootId === null || !dm || !first || s.loading) return;
    void run(async () => {
      const page = await calls.messages(rootId, { size: THREAD_PAGE_SIZE, loadMoreBefore: first });
      return {
        items: page.messages as SavedItem[],
        ids: unique([...page.messages.map((m) => m.id), ...current.current.ids]),
        moreBefore: page.moreBefore,
      };
    });
  };

  const later = () => {
    const s = current.current;
    if (rootId === null || s.loading) return;
    if (dm) {
      const last = s.ids[s.ids.length - 1];
      if (!last) return;
      void run(async () => {
        const page = await calls.messages(rootId, { size: THREAD_PAGE_SIZE, loadMoreAfter: last });
        return {
          items: page.messages as SavedItem[],
          ids: unique([...current.current.ids, ...page.messages.map((m) => m.id)]),
          moreAfter: page.moreAfter,
        };
      });
    } else if (s.cursor !== null) {
      const cursor = s.cursor;
      void run(async () => {
        const page = await calls.comments(rootId, { limit: THREAD_PAGE_SIZE, cursor });
        return {
          items: page.items,
          ids: unique([...current.current.ids, ...page.items.map((m) => m.id)]),
          cursor: page.nextCursor,
          moreAfter: page.nextCursor !== null,
        };
      });
    }
  };

  /** Adds what the user just sent at the end. */
  const append = (item: SavedItem) => {
    store.load([item]);
    setState((s) => ({ ...s, ids: unique([...s.ids, item.id]) }));
  };

  /** Newer messages or comments arrived (realtime): fetch the thread's end again. */
  const refresh = () => {
    const s = current.current;
    if (rootId === null || s.loading) return;
    if (dm && !s.moreAfter) {
      void run(async () => {
        const page = await calls.messages(rootId, { size: THREAD_PAGE_SIZE });
        return {
          items: page.messages as SavedItem[],
          ids: unique([...current.current.ids, ...page.messages.map((m) => m.id)]),
        };
      });
    } else if (!dm && s.cursor === null) {
      void run(async () => {
        const page = await calls.comments(rootId, { limit: 100 });
        return {
          items: page.items,
          ids: unique([...current.current.ids, ...page.items.map((m) => m.id)]),
          cursor: page.nextCursor,
          moreAfter: page.nextCursor !== null,
        };
      });
    }
  };

  // What the channel sent is followed until the network says delivered or failed.
  const sending = state.ids.some((id) => {
    const item = store.get(id);
    const delivery = state.statuses.get(id)?.delivery ?? item?.meta.delivery;
    return item?.sender?.isOwn === true && delivery === 'MESSAGE_SENDING';
  });
  useEffect(() => {
    if (!sending || rootId === null) return;
    const timer = setTimeout(() => {
      calls
        .statuses(rootId)
        .then((statuses) =>
          setState((s) => ({ ...s, statuses: new Map(statuses.map((st) => [st.id, st])) })),
        )
        .catch(() => undefined);
    }, 1500);
    return () => clearTimeout(timer);
  }, [sending, rootId, calls, state.statuses]);

  const setStatus = (status: ItemStatus) =>
    setState((s) => ({ ...s, statuses: new Map(s.statuses).set(status.id, status) }));

  return { state, dm, open, earlier, later, append, refresh, setStatus };
}
