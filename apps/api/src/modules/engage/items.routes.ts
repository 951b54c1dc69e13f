import type { ItemAction } from '@smm/engage-rules';
import {
  Assignment,
  ConversationLanguage,
  ItemStats,
  Media,
  PredictionSentiment,
  SavedItem,
  SearchPage,
  SearchQuery,
  SearchRequest,
} from '@smm/model';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { HttpError, notFound } from '../../http/errors.js';
import { IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { NetworkGateway } from '../../networks/gateway.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { publish } from './engage.events.js';
import { engageViewer, type EngageViewer } from './engage.viewer.js';
import { type ActionContext, itemRefusal, networkEffect, performAction } from './item.action.js';
import { idKey } from './item.projection.js';
import { changeItem, itemFor, savedItemFor, searchItems } from './items.store.js';
import { responseTargetOf } from './inbox-settings.store.js';
import { addNote, checkText, threadOf } from './notes.routes.js';

/**
 * Does one action to one item for the caller: the item must be one they see (else 404), the
 * rules of `@smm/engage-rules` must allow it (else 422 with the rule, nothing changes), the
 * network must carry it out where it is the network's (hide, like, delete) — before the item is
 * locked; then the change is stored with who did it and an event is recorded and published.
 */
async function act(
  db: Db,
  gateway: NetworkGateway,
  caller: Caller,
  id: string,
  action: ItemAction | ((viewer: EngageViewer) => Promise<ItemAction>),
  payload: Record<string, unknown> = {},
): Promise<SavedItem> {
  const viewer = await engageViewer(db, caller);
  const row = await itemFor(db, viewer, id);
  const wanted = typeof action === 'function' ? await action(viewer) : action;
  const context: ActionContext = {
    gateway,
    viewer,
    by: { moderatorId: caller.userId, moderatorSource: 'user' },
    refusal: itemRefusal,
  };
  await networkEffect(context, row, row.item, wanted);
  const { item, event } = await changeItem(db, row, async (current, trx) => {
    const done = await performAction(trx, context, row, current, wanted, payload);
    return { item: done.item, result: done };
  });
  publish([event]);
  return savedItemFor(viewer, item);
}

const LabelParams = t.type({ id: Uuid, labelId: Uuid }, 'LabelParams');
const SentimentChange = t.type(
  { sentiment: t.union([PredictionSentiment, t.null]) },
  'SentimentChange',
);

/** The stats of an item's thread (engage §3: total, assignedToMe, unread, …, hasNotes). */
async function statsOf(db: Db, viewer: EngageViewer, id: string): Promise<ItemStats> {
  const me = sql`${[idKey(viewer.match.user.id)]}::text[]`;
  // The answers in the thread: everything under the item, not the item itself.
  const answer = sql<boolean>`id <> ${id}::uuid`;
  const row = await db
    .selectFrom('engageItems')
    .select([
      sql<number>`count(*) FILTER (WHERE ${answer})::int`.as('total'),
      sql<number>`count(*) FILTER (WHERE ${answer} AND assignee_key = ANY(${me}))::int`.as(
        'assignedToMe',
      ),
      sql<number>`count(*) FILTER (WHERE ${answer} AND read_status = 'unread')::int`.as('unread'),
      sql<number>`count(*) FILTER (WHERE ${answer} AND (assignee_key = ANY(${me}) OR note_user_keys && ${me}))::int`.as(
        'assignedToOrMentionsMe',
      ),
      sql<boolean>`coalesce(bool_or(note_count > 0), false)`.as('hasNotes'),
    ])
    .where('orgId', '=', viewer.caller.orgId)
    .where((eb) => eb.or([eb('id', '=', id), eb('rootId', '=', id), eb('parentId', '=', id)]))
    .executeTakeFirstOrThrow();
  return row;
}

const toggle = (
  method: 'PUT' | 'POST' | 'DELETE',
  path: string,
  summary: string,
  action: ItemAction,
  gateway: NetworkGateway,
) =>
  route({
    method,
    path: `${ENGAGE}/contents/{id}/${path}`,
    tag: 'engage items',
    summary,
    access: 'user',
    params: IdParam,
    response: SavedItem,
    handle: ({ db, caller, params }) => act(db, gateway, caller, params.id, action),
  });

/** Search, one item, its media and stats, and every per-item action (engage §7). */
export function itemsRoutes(gateway: NetworkGateway): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: `${ENGAGE}/search`,
      tag: 'engage items',
      summary:
        "A page of the inbox entries the caller sees that match the filters and the reader's refinement: by offset, or after the cursor of the previous page",
      access: 'user',
      query: SearchQuery,
      body: SearchRequest,
      response: SearchPage,
      // A read: the same page for the same caller until the organisation's data changes.
      keep: true,
      handle: async ({ db, caller, query, body }) =>
        searchItems(db, await engageViewer(db, caller), {
          filters: body.filters ?? {},
          ...(body.refine === undefined
            ? {}
            : {
                refine: {
                  quick: body.refine,
                  responseTargetMinutes: body.refine.overdue
                    ? await responseTargetOf(db, caller.orgId)
                    : null,
                },
              }),
          sortField: body.sortField ?? 'latestCommentDate',
          sortDirection: body.sortDirection ?? 'desc',
          limit: query.limit,
          offset: query.offset,
          cursor: query.cursor,
        }),
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/contents/{id}`,
      tag: 'engage items',
      summary: 'One item the caller sees, with its stats',
      access: 'user',
      params: IdParam,
      response: SavedItem,
      handle: async ({ db, caller, params }) => {
        const viewer = await engageViewer(db, caller);
        const row = await itemFor(db, viewer, params.id);
        return { ...savedItemFor(viewer, row.item), stats: await statsOf(db, viewer, row.id) };
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/contents/{id}/media`,
      tag: 'engage items',
      summary: "An item's media",
      access: 'user',
      params: IdParam,
      response: t.array(Media),
      handle: async ({ db, caller, params }) => {
        const row = await itemFor(db, await engageViewer(db, caller), params.id);
        return row.item.media ?? [];
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/search/{id}/stats`,
      tag: 'engage items',
      summary: "The stats of an item's thread: answers, assigned to the caller, unread, notes",
      access: 'user',
      params: IdParam,
      response: ItemStats,
      handle: async ({ db, caller, params }) => {
        const viewer = await engageViewer(db, caller);
        const row = await itemFor(db, viewer, params.id);
        return statsOf(db, viewer, row.id);
      },
    }),
    route({
      method: 'DELETE',
      path: `${ENGAGE}/contents/{id}`,
      tag: 'engage items',
      summary: 'Deletes an item on its network (where the network allows it)',
      access: 'user',
      params: IdParam,
      response: SavedItem,
      handle: ({ db, caller, params }) => act(db, gateway, caller, params.id, { type: 'delete' }),
    }),
    toggle('PUT', 'read', 'Marks an item read by the caller', { type: 'read' }, gateway),
    toggle('PUT', 'unread', 'Marks an item unread', { type: 'unread' }, gateway),
    toggle('PUT', 'hide', 'Hides an item on its network', { type: 'hide' }, gateway),
    toggle('DELETE', 'hide', 'Unhides an item on its network', { type: 'unhide' }, gateway),
    toggle('PUT', 'like', 'Likes an item on its network', { type: 'like' }, gateway),
    toggle('DELETE', 'like', 'Takes back a like', { type: 'unlike' }, gateway),
    toggle('POST', 'spam', 'Marks an item as spam', { type: 'spam' }, gateway),
    toggle('DELETE', 'spam', 'Marks an item as not spam', { type: 'notSpam' }, gateway),
    toggle('POST', 'priority', 'Marks an item as a priority', { type: 'priority' }, gateway),
    toggle('DELETE', 'priority', 'Takes away the priority', { type: 'notPriority' }, gateway),
    toggle('DELETE', 'assign', 'Unassigns an item', { type: 'unassign' }, gateway),
    ...(['PUT', 'DELETE'] as const).map((method) =>
      route({
        method,
        path: `${ENGAGE}/contents/{id}/labels/{labelId}`,
        tag: 'engage items',
        summary: method === 'PUT' ? 'Adds a label to an item' : 'Takes a label off an item',
        access: 'user',
        params: LabelParams,
        response: SavedItem,
        handle: async ({ db, caller, params }) => {
          const label = await db
            .selectFrom('labels')
            .select('id')
            .where('id', '=', params.labelId)
            .where('orgId', '=', caller.orgId)
            .where('removing', '=', false)
            .executeTakeFirst();
          if (!label) throw notFound(`Label ${params.labelId}`);
          return act(db, gateway, caller, params.id, {
            type: method === 'PUT' ? 'label' : 'unlabel',
            labelId: label.id,
          });
        },
      }),
    ),
    route({
      method: 'POST',
      path: `${ENGAGE}/contents/{id}/assign`,
      tag: 'engage items',
      summary: 'Assigns an item to a user or a team of the organisation, with an optional note',
      access: 'user',
      params: IdParam,
      body: Assignment,
      response: SavedItem,
      handle: async ({ db, caller, params, body }) => {
        // The assignment's note is kept as a note of the assigner on the item (checked first:
        // a note that cannot be kept stops the assignment).
        const note = body.note?.trim() ? checkText(body.note) : null;
        const assigned = await act(
          db,
          gateway,
          caller,
          params.id,
          async (viewer) => {
            const name = body.isTeam
              ? viewer.teams.find((team) => team.id === body.assigneeId)?.name
              : viewer.users.find((user) => user.id === body.assigneeId)?.name;
            if (name === undefined) {
              throw notFound(`${body.isTeam ? 'Team' : 'User'} ${body.assigneeId}`);
            }
            return { type: 'assign', assigneeId: body.assigneeId, isTeam: body.isTeam, name };
          },
          note === null ? {} : { note },
        );
        if (note === null) return assigned;
        const viewer = await engageViewer(db, caller);
        const row = await itemFor(db, viewer, params.id);
        await addNote(db, caller, viewer, threadOf(row), [row.id], { noteText: note });
        return savedItemFor(viewer, (await itemFor(db, viewer, params.id)).item);
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/contents/{id}/sentiment`,
      tag: 'engage items',
      summary: "Sets the user's sentiment of an item (null goes back to the prediction)",
      access: 'user',
      params: IdParam,
      body: SentimentChange,
      response: SavedItem,
      handle: ({ db, caller, params, body }) =>
        act(db, gateway, caller, params.id, { type: 'sentiment', sentiment: body.sentiment }),
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/contents/{id}/language`,
      tag: 'engage items',
      summary: "Corrects a conversation's language",
      access: 'user',
      params: IdParam,
      body: ConversationLanguage,
      response: SavedItem,
      handle: ({ db, caller, params, body }) =>
        act(db, gateway, caller, params.id, async (viewer) => {
          // The body names the item and its conversation again (engage §7); both must agree
          // with the path, so a client that mixed up two conversations changes neither.
          const row = await itemFor(db, viewer, params.id);
          if (body.itemId !== params.id) {
            throw new HttpError(422, 'itemId: expected the item of the path.', 'language.itemId');
          }
          if (body.rootId !== (row.rootId ?? row.id)) {
            throw new HttpError(
              422,
              "rootId: expected the first item of the item's conversation.",
              'language.rootId',
            );
          }
          return { type: 'language', language: body.language };
        }),
    }),
  ];
}
