import { EngageOrgSettings, InboxPreferences } from '@smm/model';
import { route, type AnyRoute } from '../../http/route.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { markReadOnOpenOf, responseTargetOf } from './inbox-settings.store.js';

const TAG = 'engage settings';

/**
 * The inbox's settings (decision 0057): the organisation's response-time target, which everyone
 * reads (the list marks overdue items) and administrators set, and each person's own
 * "mark read on open".
 */
export function inboxSettingsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${ENGAGE}/settings/organisation`,
      tag: TAG,
      summary: "The caller's organisation's engage settings: its response-time target",
      access: 'user',
      response: EngageOrgSettings,
      handle: async ({ db, caller }) => ({
        responseTargetMinutes: await responseTargetOf(db, caller.orgId),
      }),
    }),
    route({
      method: 'PUT',
      path: `${ENGAGE}/settings/organisation`,
      tag: TAG,
      summary:
        "Sets the organisation's response-time target in minutes (null: none); items waiting longer are overdue",
      access: 'admin',
      body: EngageOrgSettings,
      response: EngageOrgSettings,
      handle: async ({ db, caller, body, address }) => {
        await db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom('organisations')
            .select('responseTargetMinutes')
            .where('id', '=', caller.orgId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('organisations')
            .set({ responseTargetMinutes: body.responseTargetMinutes })
            .where('id', '=', caller.orgId)
            .execute();
          if (before.responseTargetMinutes !== body.responseTargetMinutes) {
            await recordAudit(trx, actorOf(caller, address), {
              action: 'settings.changed',
              target: { type: 'setting', id: 'responseTarget', name: 'Response-time target' },
              before: { responseTargetMinutes: before.responseTargetMinutes },
              after: { responseTargetMinutes: body.responseTargetMinutes },
            });
          }
        });
        return { responseTargetMinutes: body.responseTargetMinutes };
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/settings/me`,
      tag: TAG,
      summary: "The caller's own inbox preferences: when opening an item marks it read",
      access: 'user',
      response: InboxPreferences,
      handle: async ({ db, caller }) => ({
        markReadOnOpen: await markReadOnOpenOf(db, caller.userId),
      }),
    }),
    route({
      method: 'PUT',
      path: `${ENGAGE}/settings/me`,
      tag: TAG,
      summary: "Changes the caller's own inbox preferences",
      access: 'user',
      body: InboxPreferences,
      response: InboxPreferences,
      handle: async ({ db, caller, body }) => {
        await db
          .updateTable('users')
          .set({ markReadOnOpen: body.markReadOnOpen })
          .where('id', '=', caller.userId)
          .where('orgId', '=', caller.orgId)
          .execute();
        return { markReadOnOpen: body.markReadOnOpen };
      },
    }),
  ];
}
