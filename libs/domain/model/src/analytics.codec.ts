import * as t from 'io-ts';
import { oneOf } from './codec.utils.js';
import { nonEmptyText, text } from './text.codec.js';

/** The kinds of product analytics event (decisions 0084, 0089, 0104). */
export const AnalyticsEventType = oneOf(['featureGatedRoute', 'listeningTool', 'routeView']);
export type AnalyticsEventType = t.TypeOf<typeof AnalyticsEventType>;

/**
 * A product analytics event (`POST /api/analytics/events`): `featureGatedRoute` — a person whose
 * package gates a part of the product (a standard package's Pro entries) opened it: the route
 * (`/benchmark/content-analysis`) and its fragment (`publishing-activity`, or empty);
 * `listeningTool` — the embedded listening tool reported something (decision 0089): the route
 * (`/listen/tool`) and what it did (`querySelected`, `search`, …); `routeView` — the shell showed a
 * route: its pattern from the route table (`/settings/channels/:id`, never the path's ids or
 * query), fragment empty (decision 0104). Sent only with the person's consent to C0002
 * (decision 0103).
 */
export const AnalyticsEvent = t.type(
  {
    type: AnalyticsEventType,
    route: nonEmptyText(200, 'route'),
    fragment: text(100, 'fragment'),
  },
  'AnalyticsEvent',
);
export type AnalyticsEvent = t.TypeOf<typeof AnalyticsEvent>;
