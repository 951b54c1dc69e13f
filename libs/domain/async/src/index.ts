/**
 * @smm/async: reducers for the patterns every screen repeats — remote state, optimistic updates
 * with rollback, paged and bidirectional lists, metric entries — and an expiring cache with an
 * injected clock. See README.md.
 */
export { initialRemote, remoteReducer } from './remote.reducer.js';
export type { RemoteEvent, RemoteState } from './remote.reducer.js';
export { initialOptimistic, isPending, optimisticReducer, viewOf } from './optimistic.reducer.js';
export type { OptimisticEvent, OptimisticState } from './optimistic.reducer.js';
export {
  bidiIds,
  bidiListReducer,
  initialBidiList,
  initialPagedList,
  pagedListReducer,
  toBidiPagination,
} from './list.reducer.js';
export type { BidiList, BidiListEvent, PagedList, PagedListEvent } from './list.reducer.js';
export { metricReducer } from './metric.reducer.js';
export type { MetricEvent, MetricState } from './metric.reducer.js';
export { createExpiringCache, DEFAULT_CACHE_TTL_MS, LONG_CACHE_TTL_MS } from './cache.js';
export type { ExpiringCache } from './cache.js';
