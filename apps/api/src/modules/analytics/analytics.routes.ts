import { AnalyticsEvent } from '@smm/model';
import { route, type AnyRoute } from '../../http/route.js';

/**
 * Product analytics (issue 31): events the web app reports, such as a standard-package user
 * opening a gated benchmark entry. Stored as small rows of bounded texts; consent comes later.
 */
export function analyticsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/analytics/events',
      tag: 'analytics',
      summary: 'Records a product analytics event (a feature-gated route opened)',
      access: 'user',
      body: AnalyticsEvent,
      response: null,
      handle: async ({ db, caller, body }) => {
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
