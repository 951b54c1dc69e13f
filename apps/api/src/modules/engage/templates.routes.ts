import { canManageTemplates } from '@smm/access';
import { languageOf } from '@smm/feeds';
import { normaliseNetwork } from '@smm/networks';
import { ResponseTemplate, ResponseTemplateData, TEXT_LIMITS } from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { type Caller, roleUserOf } from '../../http/caller.js';
import { currentDirectory } from '../directory/directory.cache.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { engageViewer } from './engage.viewer.js';
import { itemFor } from './items.store.js';

const TAG = 'engage response templates';
const BASE = `${ENGAGE}/responsetemplates`;

/** The longest template name and text (the text: the longest reply any network takes). */
export const TEMPLATE_LIMITS = { name: TEXT_LIMITS.name, text: TEXT_LIMITS.template } as const;

const TemplatesQuery = t.partial({ conversationId: Uuid }, 'TemplatesQuery');

type Row = {
  id: string;
  name: string;
  text: string;
  networks: string[];
  channelIds: string[];
  language: string | null;
  createdBy: string | null;
};

const COLUMNS = ['id', 'name', 'text', 'networks', 'channelIds', 'language', 'createdBy'] as const;

const toTemplate = (row: Row): ResponseTemplate => ({
  id: row.id,
  name: row.name,
  text: row.text,
  networks: row.networks,
  channelIds: row.channelIds,
  ...(row.language === null ? {} : { language: row.language }),
});

/**
 * A template as stored: a name and text within their limits, networks known by their names,
 * channels the caller sees (422 with the field otherwise).
 */
async function checked(db: Db, caller: Caller, data: ResponseTemplateData) {
  const name = data.name.trim();
  const text = data.text.trim();
  if (name === '' || name.length > TEMPLATE_LIMITS.name) {
    throw new HttpError(
      422,
      `name: give the template a name of 1 to ${TEMPLATE_LIMITS.name} characters.`,
      'template.name',
    );
  }
  if (text === '' || text.length > TEMPLATE_LIMITS.text) {
    throw new HttpError(
      422,
      `text: write a text of 1 to ${TEMPLATE_LIMITS.text} characters.`,
      'template.text',
    );
  }
  const networks = (data.networks ?? []).map((network) => {
    const known = normaliseNetwork(network);
    if (known === undefined) {
      throw new HttpError(422, `networks: ${network} is not a network.`, 'template.network');
    }
    return known;
  });
  const channelIds = data.channelIds ?? [];
  if (channelIds.length > 0) {
    const viewer = await engageViewer(db, caller);
    const unknown = channelIds.find((id) => !viewer.channels.has(id));
    if (unknown !== undefined) {
      throw new HttpError(422, `channelIds: no channel ${unknown}.`, 'template.channel');
    }
  }
  return {
    name,
    text,
    networks: [...new Set(networks)],
    channelIds: [...new Set(channelIds)],
    language: data.language?.trim() || null,
  };
}

/**
 * Whether the caller may create, change and delete the organisation's templates: an
 * administrator, or a member of a team with the manage-templates permission (platform §3).
 */
async function checkManager(db: Db, caller: Caller): Promise<void> {
  const { teams } = await currentDirectory(db, caller.orgId, caller.directoryVersion);
  if (!canManageTemplates(roleUserOf(caller), teams)) {
    throw forbidden(
      'Managing response templates needs an administrator or a team with the manage templates permission.',
    );
  }
}

/** A template of the caller's organisation that the caller may change. */
async function managedTemplate(db: Db, caller: Caller, id: string): Promise<Row> {
  const row = await db
    .selectFrom('responseTemplates')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`Response template ${id}`);
  await checkManager(db, caller);
  return row;
}

/**
 * Response templates (engage §7), shared by the organisation: everyone lists and uses them;
 * administrators and members of a team with the manage-templates permission create, change and
 * delete them. Listed by name; for a conversation, only those for its network and channel, in
 * its language first.
 */
export function templatesRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: BASE,
      tag: TAG,
      summary:
        "The organisation's response templates by name; with conversationId, those that fit that item (its network and channel, its language first)",
      access: 'user',
      query: TemplatesQuery,
      response: t.array(ResponseTemplate),
      handle: async ({ db, caller, query }) => {
        const rows = await db
          .selectFrom('responseTemplates')
          .select(COLUMNS)
          .where('orgId', '=', caller.orgId)
          .orderBy((eb) => eb.fn('lower', ['name']))
          .orderBy('id')
          .execute();
        if (query.conversationId === undefined) return rows.map(toTemplate);
        const { item, channelId } = await itemFor(
          db,
          await engageViewer(db, caller),
          query.conversationId,
        );
        const network = normaliseNetwork(item.engage.network) ?? item.engage.network;
        const language = languageOf(item);
        const fitting = rows.filter(
          (row) =>
            (row.networks.length === 0 || row.networks.includes(network)) &&
            (row.channelIds.length === 0 || row.channelIds.includes(channelId)),
        );
        const first = (row: Row) =>
          language !== undefined && row.language?.toLowerCase() === language ? 0 : 1;
        return fitting.sort((a, b) => first(a) - first(b)).map(toTemplate);
      },
    }),
    route({
      method: 'POST',
      path: BASE,
      tag: TAG,
      summary: 'Creates a response template for the organisation (template managers)',
      access: 'user',
      body: ResponseTemplateData,
      response: ResponseTemplate,
      status: 201,
      handle: async ({ db, caller, body }) => {
        await checkManager(db, caller);
        const values = await checked(db, caller, body);
        const row = await db
          .insertInto('responseTemplates')
          .values({ orgId: caller.orgId, createdBy: caller.userId, ...values })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return toTemplate(row);
      },
    }),
    route({
      method: 'PUT',
      path: `${BASE}/{id}`,
      tag: TAG,
      summary: 'Changes a response template (template managers)',
      access: 'user',
      params: IdParam,
      body: ResponseTemplateData,
      response: ResponseTemplate,
      handle: async ({ db, caller, params, body }) => {
        await managedTemplate(db, caller, params.id);
        const values = await checked(db, caller, body);
        const row = await db
          .updateTable('responseTemplates')
          .set({ ...values, updatedAt: new Date() })
          .where('id', '=', params.id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return toTemplate(row);
      },
    }),
    route({
      method: 'DELETE',
      path: `${BASE}/{id}`,
      tag: TAG,
      summary: 'Deletes a response template (template managers)',
      access: 'user',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        await managedTemplate(db, caller, params.id);
        await db.deleteFrom('responseTemplates').where('id', '=', params.id).execute();
      },
    }),
  ];
}
