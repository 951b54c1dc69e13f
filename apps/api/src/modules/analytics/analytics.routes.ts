import { AnalyticsEvent, mayTrack } from '@smm/model';
import { route, type AnyRoute } from '../../http/route.js';
import { consentOf } from '../consent/consent.js';

/**
 * Product analytics (issues 31, 33): events the web app reports — a standard-package user
 * opening a gated benchmark entry, the listening tool's tracking, a route view. Stored as small
 * rows of bounded texts, and only for a person who consented to performance (C0002): without
 * that consent the answer is the same 204 and nothing is stored (decision 0103), so the server
 * holds no event the person did not allow, whatever a client sends.
 */
export function analyticsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/analytics/events',
      tag: 'analytics',
      summary:
        'Records a product analytics event (a feature-gated route, the listening tool, a route view); stored only with consent to C0002',
      access: 'user',
      body: AnalyticsEvent,
      response: null,
      handle: async ({ db, caller, body }) => {
        if (!mayTrack(await consentOf(db, caller.userId))) return undefined;
        await db
          .insertInto('analyticsEvents')
          .values({
            orgId: caller.orgId,
            userId: caller.userId,
            type: body.type,
            route: body.route,
            fragment: body.fragment,
          })
          .execute();
        return undefined;
      },
    }),
  ];
}
