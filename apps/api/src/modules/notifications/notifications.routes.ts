import { UnreadCount } from '@smm/model';
import { route, type AnyRoute } from '../../http/route.js';

/** The notification centre's unread count (platform §7); realtime tells connected clients of changes. */
export function notificationsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/inbox-service/notifications/unread-count',
      tag: 'notifications',
      summary: "How many of the caller's notifications are unread",
      access: 'user',
      response: UnreadCount,
      handle: async ({ db, caller }) => {
        const { count } = await db
          .selectFrom('notices')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('userId', '=', caller.userId)
          .where('unread', '=', true)
          .executeTakeFirstOrThrow();
        return { count: Number(count) };
      },
    }),
  ];
}
