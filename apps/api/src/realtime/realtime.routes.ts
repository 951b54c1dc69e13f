import { RealtimeToken } from '@smm/model';
import { route, type AnyRoute } from '../http/route.js';
import { issueRealtimeToken } from './tokens.js';

/** The realtime token (engage §7: `GET /buzzard/token` with the bearer → `{ token }`). */
export function realtimeRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/buzzard/token',
      tag: 'realtime',
      summary:
        'A token that opens one realtime connection (/buzzard?token=…) for the caller within a minute',
      access: 'user',
      response: RealtimeToken,
      handle: async ({ db, caller }) => ({ token: await issueRealtimeToken(db, caller) }),
    }),
  ];
}
