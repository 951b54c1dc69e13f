import { Channel, LabelsSetting, Localisation, Team, User } from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import { route, type AnyRoute } from '../../http/route.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { currentDirectory } from './directory.cache.js';
import { me, visibleChannelsOf, visibleTeamsOf, visibleUsersOf } from './directory.js';

/** `{ isRestricted }`: the body of `PUT /labels/settings` (platform §7). */
const LabelsSettingUpdate = t.type({ isRestricted: t.boolean }, 'LabelsSettingUpdate');

/**
 * The caller's organisation's directory as current as the caller (kept by the server until the
 * database raises its version, so a read of an unchanged directory costs no query).
 */
const directoryOf = (db: Db, caller: Caller) =>
  currentDirectory(db, caller.orgId, caller.directoryVersion);

/** Users, teams, channels and organisation settings as the caller may see them (platform §6, §7). */
export function directoryRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/2/users/me',
      tag: 'users',
      summary: 'The signed-in user',
      access: 'user',
      keep: true,
      response: User,
      handle: async ({ db, caller }) => me(await directoryOf(db, caller), caller),
    }),
    route({
      method: 'GET',
      path: '/api/2/users/me/colleagues',
      tag: 'users',
      summary: 'The users of the organisation the caller may see',
      access: 'user',
      keep: true,
      response: t.array(User),
      handle: async ({ db, caller }) => visibleUsersOf(await directoryOf(db, caller), caller),
    }),
    route({
      method: 'GET',
      path: '/v1/users/me/localisation',
      tag: 'users',
      summary: "The signed-in user's language",
      access: 'user',
      response: Localisation,
      handle: async ({ db, caller }) =>
        db
          .selectFrom('users')
          .select('locale')
          .where('id', '=', caller.userId)
          .executeTakeFirstOrThrow(),
    }),
    route({
      method: 'GET',
      path: '/api/2/teams',
      tag: 'teams',
      summary: 'The teams the caller may see (administrators: all)',
      access: 'user',
      keep: true,
      response: t.array(Team),
      handle: async ({ db, caller }) => visibleTeamsOf(await directoryOf(db, caller), caller),
    }),
    route({
      method: 'GET',
      path: '/api/2/channels',
      tag: 'channels',
      summary: 'The channels the caller may see, with the caller’s role on each',
      access: 'user',
      keep: true,
      response: t.array(Channel),
      handle: async ({ db, caller }) => visibleChannelsOf(await directoryOf(db, caller), caller),
    }),
    route({
      method: 'GET',
      path: '/labels/settings',
      tag: 'labels',
      summary: 'Whether only administrators may create labels (default true)',
      access: 'user',
      response: LabelsSetting,
      handle: async ({ db, caller }) => {
        const org = await db
          .selectFrom('organisations')
          .select('labelsRestricted')
          .where('id', '=', caller.orgId)
          .executeTakeFirstOrThrow();
        return { orgId: caller.orgId, restrict: org.labelsRestricted };
      },
    }),
    route({
      method: 'PUT',
      path: '/labels/settings',
      tag: 'labels',
      summary: 'Restrict label creation to administrators, or not',
      access: 'admin',
      body: LabelsSettingUpdate,
      response: LabelsSetting,
      handle: async ({ db, caller, body, address }) => {
        await transact(db, async (trx) => {
          const [org] = await lockRows<{ id: string; labelsRestricted: boolean }>(
            trx,
            'organisations',
            [caller.orgId],
            ['labels_restricted'],
          );
          if (!org || org.labelsRestricted === body.isRestricted) return;
          await trx
            .updateTable('organisations')
            .set({ labelsRestricted: body.isRestricted })
            .where('id', '=', caller.orgId)
            .execute();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'settings.changed',
            target: { type: 'setting', id: 'labelsRestricted', name: 'Labels restriction' },
            before: { labelsRestricted: org.labelsRestricted },
            after: { labelsRestricted: body.isRestricted },
          });
        });
        return { orgId: caller.orgId, restrict: body.isRestricted };
      },
    }),
  ];
}
