import { metricReducer, type MetricState } from '@smm/async';
import { toApiError } from '@smm/model';
import { useCallback, useEffect, useReducer, useRef } from 'react';

/** How one metric entry loads: its service and its fetch. */
export interface MetricLoad {
  readonly serviceId: string;
  readonly fetch: () => Promise<unknown>;
  /** Pages are appended to the entry's data (the content feed's Load more). */
  readonly paginated?: boolean;
}

/**
 * The benchmark cards' metric entries (`metricReducer` of `@smm/async`, engage §4): each entry
 * of `loads` is added, then fetched — again whenever `key` (the selection) changes, its earlier
 * data reset so no card shows another selection's figures. A fetch that fails marks its entry
 * failed (engage §8); `retry` fetches one entry again, `more` fetches and appends a next page.
 * Answers to an earlier selection are dropped.
 *
 * @example
 * const { entries, retry } = useMetrics(JSON.stringify(query), { brands: { serviceId: 'insights/brands', fetch } });
 */
export function useMetrics(key: string, loads: Readonly<Record<string, MetricLoad>>) {
  const [entries, dispatch] = useReducer(metricReducer, {} as MetricState);
  const generation = useRef(0);
  const latestLoads = useRef(loads);
  latestLoads.current = loads;

  const run = useCallback((id: string, fetch: () => Promise<unknown>) => {
    const started = generation.current;
    dispatch({ type: 'metric.request', id });
    fetch().then(
      (data) => {
        if (started === generation.current) dispatch({ type: 'metric.receive', id, data });
      },
      (error: unknown) => {
        if (started !== generation.current) return;
        // The card says it failed and offers to try again; the reason is the console's.
        console.warn(`Benchmark ${id}: ${toApiError(error).message}`);
        dispatch({ type: 'metric.error', id });
      },
    );
  }, []);

  const ids = Object.keys(loads).sort().join(',');
  useEffect(() => {
    generation.current++;
    for (const [id, load] of Object.entries(latestLoads.current)) {
      dispatch({
        type: 'metric.add',
        id,
        serviceId: load.serviceId,
        ...(load.paginated ? { pagination: { offset: 0, limit: 0 } } : {}),
      });
      run(id, load.fetch);
    }
    return () => {
      generation.current++;
    };
  }, [key, ids, run]);

  const retry = useCallback(
    (id: string) => {
      const load = latestLoads.current[id];
      if (load === undefined) return;
      dispatch({ type: 'metric.reset', id });
      run(id, load.fetch);
    },
    [run],
  );
  const more = useCallback(
    (id: string, fetch: () => Promise<unknown>) => {
      run(id, fetch);
    },
    [run],
  );
  return { entries, retry, more };
}
