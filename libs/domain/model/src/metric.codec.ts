import * as t from 'io-ts';
import { Count, Id, struct } from './codec.utils.js';
import { SortDirection } from './engage-enums.codec.js';

/** Pagination of a metric entry (platform §3). */
export const MetricPagination = struct(
  'MetricPagination',
  { offset: Count, limit: Count },
  { orderBy: t.string, orderDirection: SortDirection, filterBy: t.string },
);
export type MetricPagination = t.TypeOf<typeof MetricPagination>;

/** A metric entry of benchmark and team performance (platform §3, engage §4). */
export const MetricEntry = struct(
  'MetricEntry',
  { id: Id, serviceId: t.string, fetching: t.boolean, failed: t.boolean },
  { data: t.unknown, pagination: MetricPagination },
);
export type MetricEntry = t.TypeOf<typeof MetricEntry>;
