import * as t from 'io-ts';
import { nonEmptyText, text } from './text.codec.js';

/**
 * A product analytics event (`POST /api/analytics/events`): `featureGatedRoute` — a person whose
 * package gates a part of the product (a standard package's Pro entries) opened it: the route
 * (`/benchmark/content-analysis`) and its fragment (`publishing-activity`, or empty).
 */
export const AnalyticsEvent = t.type(
  {
    type: t.literal('featureGatedRoute'),
    route: nonEmptyText(200, 'route'),
    fragment: text(100, 'fragment'),
  },
  'AnalyticsEvent',
);
export type AnalyticsEvent = t.TypeOf<typeof AnalyticsEvent>;
