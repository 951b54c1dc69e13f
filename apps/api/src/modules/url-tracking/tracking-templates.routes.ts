import { trackingTemplateRights } from '@smm/access';
import { TrackingTemplate, TrackingTemplateInput } from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { withUniqueName } from '../channel-groups/channel-groups.store.js';
import { currentDirectory } from '../directory/directory.cache.js';
import { viewpointOf, type Viewpoint } from '../channel-groups/viewpoint.js';
import { checkParameters, readTemplates, templateAsSeen } from './url-tracking.store.js';

const TAG = 'url tracking';
/** Where tracking templates live, beside the spec's URL tracking routes (docs/decisions/0037). */
export const TEMPLATES = '/publish/url-tracking/templates';

const taken = (name: string) => `A tracking template named “${name}” already exists.`;

/** The caller's viewpoint on their organisation, as current as the caller. */
const viewpoint = async (db: Db, caller: Caller) =>
  viewpointOf(await currentDirectory(db, caller.orgId, caller.directoryVersion), caller);

/** The template as the caller sees it; 404 when it is not their organisation's. */
async function seenTemplate(db: Db, caller: Caller, id: string): Promise<TrackingTemplate> {
  const [row] = await readTemplates(db, caller.orgId, id);
  if (!row) throw notFound('Tracking template');
  return templateAsSeen(row, await viewpoint(db, caller));
}

/**
 * Locks a template of the caller's organisation for a change or a deletion and checks the
 * caller may change it: 404 or 403 otherwise. `FOR UPDATE` keeps channels from taking the
 * template up meanwhile (they lock it `FOR KEY SHARE` first), so the channels using it, which
 * decide who may change it, stay as read until the change commits.
 */
async function lockedTemplate(trx: Db, view: Viewpoint, caller: Caller, id: string) {
  const locked = await trx
    .selectFrom('trackingTemplates')
    .select('id')
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw notFound('Tracking template');
  const [row] = await readTemplates(trx, caller.orgId, id);
  if (!row) throw notFound('Tracking template');
  if (!trackingTemplateRights(view.management, row.usedBy).canChange) {
    throw forbidden(
      'Channels you do not manage use this template: only an administrator may change or delete it.',
    );
  }
  return row;
}

/**
 * Tracking templates (platform §3; docs/decisions/0037): the organisation's named lists of UTM
 * and custom parameters. Everyone lists them; channel managers create them, and change or
 * delete those whose channels they all manage.
 */
export function trackingTemplatesRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: TEMPLATES,
      tag: TAG,
      summary:
        "The organisation's tracking templates by name, with the caller's channels using each",
      access: 'user',
      response: t.array(TrackingTemplate),
      handle: async ({ db, caller }) => {
        const view = await viewpoint(db, caller);
        const rows = await readTemplates(db, caller.orgId);
        return rows.map((row) => templateAsSeen(row, view));
      },
    }),
    route({
      method: 'GET',
      path: `${TEMPLATES}/{id}`,
      tag: TAG,
      summary: 'One tracking template',
      access: 'user',
      params: IdParam,
      response: TrackingTemplate,
      handle: async ({ db, caller, params }) => seenTemplate(db, caller, params.id),
    }),
    route({
      method: 'POST',
      path: TEMPLATES,
      tag: TAG,
      summary: 'Creates a tracking template',
      access: 'channelManager',
      body: TrackingTemplateInput,
      response: TrackingTemplate,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const name = body.name.trim();
        const parameters = checkParameters('parameters', body.parameters);
        const row = await withUniqueName(taken(name), () =>
          db
            .insertInto('trackingTemplates')
            .values({
              orgId: caller.orgId,
              name,
              parameters: JSON.stringify(parameters),
              createdBy: caller.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        return seenTemplate(db, caller, row.id);
      },
    }),
    route({
      method: 'PUT',
      path: `${TEMPLATES}/{id}`,
      tag: TAG,
      summary:
        'Renames a tracking template and sets its parameters (the links of every channel using it change)',
      access: 'channelManager',
      params: IdParam,
      body: TrackingTemplateInput,
      response: TrackingTemplate,
      handle: async ({ db, caller, params, body }) => {
        const view = await viewpoint(db, caller);
        const name = body.name.trim();
        const parameters = checkParameters('parameters', body.parameters);
        await withUniqueName(taken(name), () =>
          transact(db, async (trx) => {
            await lockedTemplate(trx, view, caller, params.id);
            await trx
              .updateTable('trackingTemplates')
              .set({ name, parameters: JSON.stringify(parameters), updatedAt: new Date() })
              .where('id', '=', params.id)
              .execute();
          }),
        );
        return seenTemplate(db, caller, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: `${TEMPLATES}/{id}`,
      tag: TAG,
      summary:
        'Deletes a tracking template; the channels using it keep their tracking switch and their own mappings',
      access: 'channelManager',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        const view = await viewpoint(db, caller);
        await transact(db, async (trx) => {
          await lockedTemplate(trx, view, caller, params.id);
          await trx.deleteFrom('trackingTemplates').where('id', '=', params.id).execute();
        });
      },
    }),
  ];
}
