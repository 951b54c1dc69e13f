import {
  auditChanges,
  NotificationSettings,
  NotificationSettingsChange,
  notificationSettingsOf,
  type AuditValues,
  type NotificationKind,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { loadDirectory, visibleTo } from '../directory/directory.js';

/**
 * The user whose settings are asked for: one the caller sees in their organisation (else 404),
 * and the caller themself or an administrator (else 403).
 */
async function settingsOwner(db: Db, caller: Caller, userId: string) {
  const user = visibleTo(await loadDirectory(db, caller.orgId), caller).users.find(
    (candidate) => candidate.id === userId,
  );
  if (!user) throw notFound('User');
  if (userId !== caller.userId && !caller.isAdmin) {
    throw forbidden("Only administrators may see or change another user's notification settings.");
  }
  return user;
}

async function settingsOf(db: Db, userId: string): Promise<NotificationSettings> {
  const rows = await db
    .selectFrom('notificationPreferences')
    .select(['kind', 'inProduct', 'email'])
    .where('userId', '=', userId)
    .execute();
  return notificationSettingsOf(
    rows.map((row) => ({ ...row, kind: row.kind as NotificationKind })),
  );
}

/** The settings flat, for the audit log: `mention.email: true`. */
const flat = (settings: NotificationSettings): AuditValues =>
  Object.fromEntries(
    settings.preferences.flatMap((p) => [
      [`${p.kind}.inProduct`, p.inProduct],
      [`${p.kind}.email`, p.email],
    ]),
  );

/**
 * A person's notification settings for each kind of notification, in the product and by
 * e-mail (docs/decisions/0045; next to the spec's user notification routes, platform §7): the
 * person themself, or an administrator of their organisation.
 */
export function notificationSettingsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/1/user/{id}/notification-settings',
      tag: 'users',
      summary:
        'Which kinds of notification a user gets in the product and by e-mail (the user or an administrator)',
      access: 'user',
      params: IdParam,
      response: NotificationSettings,
      handle: async ({ db, caller, params }) => {
        await settingsOwner(db, caller, params.id);
        return settingsOf(db, params.id);
      },
    }),
    route({
      method: 'PUT',
      path: '/api/1/user/{id}/notification-settings',
      tag: 'users',
      summary:
        'Sets, for the kinds named, whether a user gets them in the product and by e-mail; answers every kind',
      access: 'user',
      params: IdParam,
      body: NotificationSettingsChange,
      response: NotificationSettings,
      handle: async ({ db, caller, params, body, address }) => {
        const user = await settingsOwner(db, caller, params.id);
        return db.transaction().execute(async (trx) => {
          const before = await settingsOf(trx, params.id);
          await trx
            .insertInto('notificationPreferences')
            .values(
              body.preferences.map((p) => ({
                userId: params.id,
                kind: p.kind,
                inProduct: p.inProduct,
                email: p.email,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['userId', 'kind']).doUpdateSet((eb) => ({
                inProduct: eb.ref('excluded.inProduct'),
                email: eb.ref('excluded.email'),
                updatedAt: new Date(),
              })),
            )
            .execute();
          const after = await settingsOf(trx, params.id);
          // A person's own choices are theirs; an administrator changing them is on the record.
          const changes =
            params.id === caller.userId ? null : auditChanges(flat(before), flat(after));
          if (changes) {
            await recordAudit(trx, actorOf(caller, address), {
              action: 'settings.changed',
              target: {
                type: 'notificationSettings',
                id: user.id,
                name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
              },
              ...changes,
            });
          }
          return after;
        });
      },
    }),
  ];
}
