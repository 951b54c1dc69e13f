import * as t from 'io-ts';
import { oneOf } from './codec.utils.js';
import { nonEmptyText, text } from './text.codec.js';

/**
 * A product analytics event (`POST /api/analytics/events`): `featureGatedRoute` — a person whose
 * package gates a part of the product (a standard package's Pro entries) opened it: the route
 * (`/benchmark/content-analysis`) and its fragment (`publishing-activity`, or empty);
 * `listeningTool` — the embedded listening tool reported something (decision 0089): the route
 * (`/listen/tool`) and what it did (`querySelected`, `search`, …).
 */
export const AnalyticsEvent = t.type(
  {
    type: oneOf(['featureGatedRoute', 'listeningTool'], 'featureGatedRoute|listeningTool'),
    route: nonEmptyText(200, 'route'),
    fragment: text(100, 'fragment'),
  },
  'AnalyticsEvent',
);
export type AnalyticsEvent = t.TypeOf<typeof AnalyticsEvent>;
