import { MaintenanceNotice, MaintenanceNoticeRequest } from '@smm/model';
import * as t from 'io-ts';
import { badRequest, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { notify } from '../notifications/notify.js';

const toNotice = (row: { id: string; startsAt: Date; endsAt: Date; message: string }) => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  message: row.message,
});

/**
 * Scheduled-maintenance notices (platform §2): every signed-in user reads those not over yet;
 * support staff schedule and withdraw them.
 */
export function maintenanceRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/maintenance-notices',
      tag: 'maintenance',
      summary: 'The scheduled-maintenance notices that are not over yet, the soonest first',
      access: 'user',
      response: t.array(MaintenanceNotice),
      handle: async ({ db }) =>
        (
          await db
            .selectFrom('maintenanceNotices')
            .select(['id', 'startsAt', 'endsAt', 'message'])
            .where('endsAt', '>', new Date())
            .orderBy('startsAt')
            .execute()
        ).map(toNotice),
    }),
    route({
      method: 'POST',
      path: '/api/maintenance-notices',
      tag: 'maintenance',
      summary: 'Schedules a maintenance notice (support staff); everyone is notified',
      access: 'superUser',
      body: MaintenanceNoticeRequest,
      response: MaintenanceNotice,
      handle: async ({ db, body }) => {
        const startsAt = new Date(body.startsAt);
        const endsAt = new Date(body.endsAt);
        if (endsAt <= startsAt) throw badRequest('endsAt: must be after startsAt');
        if (endsAt <= new Date()) throw badRequest('endsAt: must be in the future');
        const message = body.message.trim();
        const row = await db.transaction().execute(async (trx) => {
          const notice = await trx
            .insertInto('maintenanceNotices')
            .values({ startsAt, endsAt, message })
            .returning(['id', 'startsAt', 'endsAt', 'message'])
            .executeTakeFirstOrThrow();
          // Everyone who works in the product hears of it (the banner says it again).
          const people = await trx
            .selectFrom('users')
            .select('id')
            .where('deletedAt', 'is', null)
            .where('activatedAt', 'is not', null)
            .execute();
          await notify(
            trx,
            people.map((person) => person.id),
            {
              type: 'maintenance',
              params: { message, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
              product: 'PLATFORM',
              relevance: 'ALL',
              title: 'Scheduled maintenance',
              message: `Scheduled maintenance from ${startsAt.toISOString()} to ${endsAt.toISOString()}: ${message}`,
              data: { maintenanceNoticeId: notice.id },
            },
          );
          return notice;
        });
        return toNotice(row);
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/maintenance-notices/{id}',
      tag: 'maintenance',
      summary: 'Withdraws a maintenance notice (support staff)',
      access: 'superUser',
      params: IdParam,
      response: null,
      handle: async ({ db, params }) => {
        const deleted = await db
          .deleteFrom('maintenanceNotices')
          .where('id', '=', params.id)
          .executeTakeFirst();
        if (deleted.numDeletedRows === 0n) throw notFound('Maintenance notice');
      },
    }),
  ];
}
