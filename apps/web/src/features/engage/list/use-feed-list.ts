import { refineSearch } from '@smm/feeds';
import { toApiError, type FeedFilters, type QuickFilters, type SavedItem } from '@smm/model';
import { mergeLive, removeFromList } from '@smm/inbox';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EngageCalls } from '../engage.calls.js';
import type { ItemStore } from '../item.store.js';
import { DEFAULT_SORT, type ListSort } from './list-tools.calls.js';

/** How many items a page of the list asks for. */
export const LIST_PAGE_SIZE = 50;

/** The list of a feed as shown: its ids in order and how far it is loaded. */
export interface FeedListState {
  readonly ids: readonly string[];
  readonly cursor: string | null;
  readonly allLoaded: boolean;
  readonly loading: boolean;
  readonly initialLoadDone: boolean;
  readonly error: string | undefined;
}

const EMPTY: FeedListState = {
  ids: [],
  cursor: null,
  allLoaded: false,
  loading: false,
  initialLoadDone: false,
  error: undefined,
};

/** Where a row sorts: the latest answer, else when the item was created (engage §3). */
export const sortKeyOf = (item: SavedItem | undefined): string | undefined =>
  item ? (item.engage.latestCommentDate ?? item.meta.createdDate) : undefined;

/** Where a row sorts in the chosen order: by latest comment date or by created date. */
const sortKeyIn = (sort: ListSort) =>
  sort.field === 'createdDate'
    ? (item: SavedItem | undefined) => item?.meta.createdDate
    : sortKeyOf;

/**
 * A feed's items, page after page (older ones as the reader scrolls down), with live items
 * merged in at their place. `live` returns how far the first visible row moved, so the view can
 * keep it where the reader sees it.
 */
export function useFeedList(args: {
  readonly calls: EngageCalls;
  readonly store: ItemStore;
  readonly key: string;
  readonly filters: FeedFilters;
  /** The reader's refinement of the feed (decision 0056). */
  readonly refine?: QuickFilters;
  readonly sort?: ListSort;
}) {
  const { calls, store, key } = args;
  const [state, setState] = useState<FeedListState>(EMPTY);
  const current = useRef(state);
  current.current = state;
  const filters = useRef(args.filters);
  filters.current = args.filters;
  const refine = useRef(args.refine ?? {});
  refine.current = args.refine ?? {};
  const sort = useRef(args.sort ?? DEFAULT_SORT);
  sort.current = args.sort ?? DEFAULT_SORT;
  const generation = useRef(0);

  const loadPage = useCallback(
    async (first: boolean) => {
      const before = current.current;
      if (!first && (before.loading || before.allLoaded)) return;
      const mine = first ? ++generation.current : generation.current;
      setState((s) => ({ ...(first ? EMPTY : s), loading: true, error: undefined }));
      try {
        const page = await calls.searchRefined(
          refineSearch(filters.current, refine.current),
          sort.current,
          {
            limit: LIST_PAGE_SIZE,
            ...(first || before.cursor === null ? {} : { cursor: before.cursor }),
          },
        );
        if (mine !== generation.current) return;
        store.load(page.items);
        setState((s) => {
          const seen = new Set(first ? [] : s.ids);
          const ids = first ? [] : [...s.ids];
          for (const item of page.items) if (!seen.has(item.id)) ids.push(item.id);
          return {
            ids,
            cursor: page.nextCursor,
            allLoaded: page.nextCursor === null || page.items.length < LIST_PAGE_SIZE,
            loading: false,
            initialLoadDone: true,
            error: undefined,
          };
        });
      } catch (error) {
        if (mine !== generation.current) return;
        setState((s) => ({ ...s, loading: false, error: toApiError(error).message }));
      }
    },
    [calls, store],
  );

  useEffect(() => {
    void loadPage(true);
  }, [key, loadPage]);

  /** Merges items that (newly) match the feed; answers how far the anchor row moved. */
  const live = useCallback(
    (items: readonly SavedItem[], anchorId: string | null): number => {
      const s = current.current;
      // Shown rows sort by their keys as shown: merge first, then store the new versions.
      const keyOf = sortKeyIn(sort.current);
      const merged = mergeLive({
        ids: s.ids,
        sortKeyOf: (id) => keyOf(store.get(id)),
        incoming: items.map((item) => ({ id: item.id, sortKey: keyOf(item) ?? '' })),
        direction: sort.current.direction,
        allLoaded: s.allLoaded,
        anchorId,
      });
      store.load(items);
      const next = { ...s, ids: merged.ids };
      current.current = next;
      setState(next);
      return merged.anchorShift;
    },
    [store],
  );

  /** Takes items that left the feed out of the list; answers how far the anchor row moved. */
  const remove = useCallback((ids: readonly string[], anchorId: string | null): number => {
    const s = current.current;
    const merged = removeFromList(s.ids, ids, anchorId);
    const next = { ...s, ids: merged.ids };
    current.current = next;
    setState(next);
    return merged.anchorShift;
  }, []);

  return {
    state,
    loadMore: () => void loadPage(false),
    reload: () => void loadPage(true),
    live,
    remove,
  };
}
