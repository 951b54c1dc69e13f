import { type ApiError, type BidiPagination, toApiError } from '@smm/model';

/** A list loaded page by page (platform §4, engage §4). */
export interface PagedList {
  readonly ids: readonly string[];
  /** The offset of the next page. */
  readonly offset: number;
  readonly limit: number;
  readonly loading: boolean;
  readonly initialLoadDone: boolean;
  /** True once a page came back shorter than the limit. */
  readonly allLoaded: boolean;
  readonly error: ApiError | undefined;
}

/** What happens to a paged list. */
export type PagedListEvent =
  | { readonly type: 'page.request'; readonly offset: number }
  | { readonly type: 'page.success'; readonly offset: number; readonly ids: readonly string[] }
  | { readonly type: 'page.failure'; readonly error: unknown };

/** An empty list with a page size (default 20, engage §9). */
export function initialPagedList(limit = 20): PagedList {
  return {
    ids: [],
    offset: 0,
    limit,
    loading: false,
    initialLoadDone: false,
    allLoaded: false,
    error: undefined,
  };
}

const appendNew = (ids: readonly string[], more: readonly string[]): string[] => {
  const seen = new Set(ids);
  const result = [...ids];
  for (const id of more) {
    if (!seen.has(id)) {
      seen.add(id);
      result.push(id);
    }
  }
  return result;
};

/**
 * The paged-list reducer: the first page (offset 0) replaces earlier ids, later pages append the
 * ids not already listed (a list never holds an id twice), the offset grows by the limit, and the
 * list is all loaded when a page returns fewer items than the limit.
 *
 * @example
 * pagedListReducer(initialPagedList(20), { type: 'page.success', offset: 0, ids: ['a', 'b'] })
 * // { ids: ['a', 'b'], offset: 20, allLoaded: true, initialLoadDone: true, … }
 */
export function pagedListReducer(state: PagedList, event: PagedListEvent): PagedList {
  switch (event.type) {
    case 'page.request':
      return { ...state, loading: true, error: undefined };
    case 'page.success': {
      const ids = event.offset === 0 ? appendNew([], event.ids) : appendNew(state.ids, event.ids);
      return {
        ...state,
        ids,
        offset: event.offset + state.limit,
        loading: false,
        initialLoadDone: true,
        allLoaded: event.ids.length < state.limit,
        error: undefined,
      };
    }
    case 'page.failure':
      return { ...state, loading: false, error: toApiError(event.error) };
  }
}

/** One direction of a conversation loaded around an anchor. */
interface Direction {
  readonly isLoading: boolean;
  readonly allLoaded: boolean;
}

/** A conversation loaded in both directions around a focused message (engage §3). */
export interface BidiList {
  readonly anchorId: string;
  /** Older messages, oldest first. */
  readonly before: readonly string[];
  /** Newer messages, oldest first. */
  readonly after: readonly string[];
  readonly older: Direction;
  readonly newer: Direction;
  readonly limit: number;
  readonly error: ApiError | undefined;
}

/** What happens to a bidirectional list. */
export type BidiListEvent =
  | { readonly type: 'before.request' }
  | { readonly type: 'after.request' }
  /** Older messages, oldest first. */
  | { readonly type: 'before.success'; readonly ids: readonly string[] }
  /** Newer messages, oldest first. */
  | { readonly type: 'after.success'; readonly ids: readonly string[] }
  | { readonly type: 'failure'; readonly error: unknown };

/** A conversation focused on one message, nothing loaded around it yet. */
export function initialBidiList(anchorId: string, limit = 20): BidiList {
  const idle = { isLoading: false, allLoaded: false };
  return { anchorId, before: [], after: [], older: idle, newer: idle, limit, error: undefined };
}

/**
 * Loads a conversation before and after an anchor message: older pages go in front, newer pages
 * behind, an id already listed (or the anchor) is never added again, and a direction is all
 * loaded when its page is shorter than the limit.
 *
 * @example
 * bidiListReducer(initialBidiList('m5', 2), { type: 'before.success', ids: ['m3', 'm4'] }).before // ['m3', 'm4']
 */
export function bidiListReducer(state: BidiList, event: BidiListEvent): BidiList {
  const known = () => new Set([...state.before, state.anchorId, ...state.after]);
  switch (event.type) {
    case 'before.request':
      return { ...state, older: { ...state.older, isLoading: true }, error: undefined };
    case 'after.request':
      return { ...state, newer: { ...state.newer, isLoading: true }, error: undefined };
    case 'before.success': {
      const seen = known();
      const fresh = event.ids.filter(
        (id, index) => !seen.has(id) && event.ids.indexOf(id) === index,
      );
      return {
        ...state,
        before: [...fresh, ...state.before],
        older: { isLoading: false, allLoaded: event.ids.length < state.limit },
      };
    }
    case 'after.success': {
      const seen = known();
      const fresh = event.ids.filter(
        (id, index) => !seen.has(id) && event.ids.indexOf(id) === index,
      );
      return {
        ...state,
        after: [...state.after, ...fresh],
        newer: { isLoading: false, allLoaded: event.ids.length < state.limit },
      };
    }
    case 'failure':
      return {
        ...state,
        older: { ...state.older, isLoading: false },
        newer: { ...state.newer, isLoading: false },
        error: toApiError(event.error),
      };
  }
}

/** Every id of a bidirectional list in display order. */
export function bidiIds(state: BidiList): string[] {
  return [...state.before, state.anchorId, ...state.after];
}

/** The `bidiPagination` block of a saved item (engage §3). */
export function toBidiPagination(state: BidiList): BidiPagination {
  return {
    isLoading: state.older.isLoading || state.newer.isLoading,
    allLoaded: state.older.allLoaded && state.newer.allLoaded,
    before: [...state.before],
    after: [...state.after],
  };
}
