import type { MetricEntry, MetricPagination } from '@smm/model';

/** What happens to a metric entry (engage §4). */
export type MetricEvent =
  | {
      readonly type: 'metric.add';
      readonly id: string;
      readonly serviceId: string;
      readonly pagination?: MetricPagination;
    }
  | { readonly type: 'metric.request'; readonly id: string }
  | { readonly type: 'metric.receive'; readonly id: string; readonly data: unknown }
  | { readonly type: 'metric.error'; readonly id: string }
  | { readonly type: 'metric.cancel'; readonly id: string }
  | { readonly type: 'metric.reset'; readonly id: string };

/** Metric entries by id. */
export type MetricState = Readonly<Record<string, MetricEntry>>;

/**
 * The metric-entry reducer (engage §4): add creates an entry (not fetching, not failed); a
 * request sets fetching and clears failed; received data stops fetching and is stored —
 * appended to earlier data when the entry is paginated; an error sets failed; cancel stops
 * fetching; reset clears the data. Events for unknown ids change nothing.
 *
 * @example
 * metricReducer({}, { type: 'metric.add', id: 'm', serviceId: 'team-performance' })
 * // { m: { id: 'm', serviceId: 'team-performance', fetching: false, failed: false } }
 */
export function metricReducer(state: MetricState, event: MetricEvent): MetricState {
  if (event.type === 'metric.add') {
    const entry: MetricEntry = {
      id: event.id,
      serviceId: event.serviceId,
      fetching: false,
      failed: false,
      ...(event.pagination ? { pagination: event.pagination } : {}),
    };
    return { ...state, [event.id]: entry };
  }
  const entry = state[event.id];
  if (entry === undefined) return state;
  const update = (next: MetricEntry): MetricState => ({ ...state, [event.id]: next });
  switch (event.type) {
    case 'metric.request':
      return update({ ...entry, fetching: true, failed: false });
    case 'metric.receive': {
      const append =
        entry.pagination !== undefined && Array.isArray(entry.data) && Array.isArray(event.data);
      const data = append
        ? [...(entry.data as unknown[]), ...(event.data as unknown[])]
        : event.data;
      return update({ ...entry, fetching: false, data });
    }
    case 'metric.error':
      return update({ ...entry, fetching: false, failed: true });
    case 'metric.cancel':
      return update({ ...entry, fetching: false });
    case 'metric.reset': {
      const { data: _dropped, ...rest } = entry;
      return update(rest);
    }
  }
}
