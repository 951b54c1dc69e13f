import { ADHOC_FEED_ID } from '@smm/feeds';
import type { ItemAction, ItemActionType } from '@smm/engage-rules';
import {
  BulkActionPayload,
  type BulkActionType,
  BulkContentPayload,
  BulkJob,
  BulkJobAccepted,
  BulkLabelPayload,
  BulkSelectAllPayload,
  type PredictionSentiment,
  SearchQuery,
  formatId,
  MAX_BULK_ITEMS,
} from '@smm/model';
import { normaliseNetwork } from '@smm/networks';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, notFound } from '../../http/errors.js';
import { IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { Jobs } from '../../jobs/jobs.js';
import { feedFor } from '../feeds/feeds.store.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { bulkJobFor, startBulkJob } from './bulk.store.js';
import { engageViewer, type EngageViewer } from './engage.viewer.js';
import { itemFor, type ItemRow } from './items.store.js';

const TAG = 'engage bulk';

/** The items a content-level bulk call names: every id list of its body, in order. */
function idsOf(body: BulkContentPayload): string[] {
  return [
    ...(body.conversationItemUuids ?? []),
    ...(body.commentUuids ?? []),
    ...(body.replyUuids ?? []),
    ...(body.commentIds ?? []),
  ];
}

/** Which of `ids` are not in the thread of `content` (the content itself, its comments, replies). */
async function outsideThread(
  db: Db,
  content: ItemRow,
  ids: readonly string[],
): Promise<Set<string>> {
  const wanted = ids.map((id) => formatId(id.toLowerCase()));
  const uuids = wanted.filter((id) => Uuid.is(id));
  const inside =
    uuids.length === 0
      ? []
      : await db
          .selectFrom('engageItems')
          .select('id')
          .where('orgId', '=', content.orgId)
          .where('id', 'in', uuids)
          .where((eb) =>
            eb.or([
              eb('id', '=', content.id),
              eb('rootId', '=', content.id),
              eb('parentId', '=', content.id),
            ]),
          )
          .execute();
  const known = new Set(inside.map((row) => row.id));
  return new Set(wanted.filter((id) => !known.has(id)));
}

/** Checks a bulk call's size: 1 to the most one call may name. */
function checkSize(ids: readonly string[]): void {
  if (ids.length === 0) throw badRequest('No items: name at least one item.');
  if (ids.length > MAX_BULK_ITEMS) {
    throw badRequest(
      `Too many items for one call (at most ${MAX_BULK_ITEMS}): select all instead.`,
    );
  }
}

/** The item action of a bulk action type, with the payload it needs (sentiment, assignee). */
function actionOf(
  viewer: EngageViewer,
  type: BulkActionType,
  payload: {
    readonly sentiment?: PredictionSentiment | undefined;
    readonly assignTo?: { readonly assigneeId: string; readonly isTeam: boolean } | undefined;
  },
): ItemAction {
  switch (type) {
    case 'sentiment':
      if (payload.sentiment === undefined) {
        throw badRequest('sentiment: expected one of POSITIVE|NEGATIVE for a sentiment action.');
      }
      return { type, sentiment: payload.sentiment };
    case 'assign': {
      const to = payload.assignTo;
      if (to === undefined) throw badRequest('assignTo: expected the user or team to assign to.');
      const name = to.isTeam
        ? viewer.teams.find((team) => team.id === to.assigneeId)?.name
        : viewer.users.find((user) => user.id === to.assigneeId)?.name;
      if (name === undefined) throw notFound(`${to.isTeam ? 'Team' : 'User'} ${to.assigneeId}`);
      return { type, assigneeId: to.assigneeId, isTeam: to.isTeam, name };
    }
    default:
      return { type } as ItemAction;
  }
}

/** A content-level bulk call: items of the thread of content `{id}`. */
async function contentJob(
  db: Db,
  jobs: Jobs | null,
  caller: Caller,
  contentId: string,
  kind: string,
  actions: (viewer: EngageViewer) => readonly ItemAction[],
  ids: readonly string[],
  network?: string,
) {
  checkSize(ids);
  const viewer = await engageViewer(db, caller);
  const content = await itemFor(db, viewer, contentId);
  if (network !== undefined) {
    const on = content.item.engage.network;
    if (normaliseNetwork(network) !== normaliseNetwork(on)) {
      throw badRequest(`network: item ${contentId} is on ${on}, not ${network}.`);
    }
  }
  return startBulkJob(
    db,
    jobs,
    { viewer, kind, actions: actions(viewer) },
    { ids, outOfScope: await outsideThread(db, content, ids) },
  );
}

const CONTENT_ACTIONS: ReadonlyArray<readonly [string, ItemActionType, string]> = [
  ['bulkRead', 'read', 'Marks items of a thread read'],
  ['bulkUnread', 'unread', 'Marks items of a thread unread'],
  ['bulkSpam', 'spam', 'Marks items of a thread as spam'],
  ['bulkNotSpam', 'notSpam', 'Marks items of a thread as not spam'],
  ['bulkPriority', 'priority', 'Marks items of a thread as a priority'],
  ['bulkNotPriority', 'notPriority', 'Takes the priority away from items of a thread'],
  ['bulkSentiment', 'sentiment', 'Sets the sentiment of items of a thread'],
];

const NETWORK_BULK: ReadonlyArray<readonly [string, ItemActionType, string]> = [
  ['bulkDelete', 'delete', 'Deletes items of a thread on their network'],
  ['bulkLike', 'like', 'Likes items of a thread on their network'],
  ['bulkUnlike', 'unlike', 'Takes back likes on items of a thread'],
];

const NetworkContentParams = t.type({ network: t.string, id: Uuid }, 'NetworkContentParams');
const FeedParam = t.type({ id: t.union([Uuid, t.literal(ADHOC_FEED_ID)]) }, 'FeedParam');

const accepted = {
  tag: TAG,
  access: 'user' as const,
  response: BulkJobAccepted,
  status: 202,
};

/**
 * The bulk calls (engage §7): content-level bulk read … bulk label, network bulk delete / like /
 * unlike, bulk actions over selected items or over a whole feed. Each stores a job and answers
 * 202 with its id and the estimate; `GET bulk/jobs/{id}` follows it.
 */
export function bulkRoutes(jobs: Jobs | null): AnyRoute[] {
  return [
    ...CONTENT_ACTIONS.map(([path, type, summary]) =>
      route({
        ...accepted,
        method: 'POST',
        path: `${ENGAGE}/contents/{id}/${path}`,
        summary,
        params: IdParam,
        body: BulkContentPayload,
        handle: ({ db, caller, params, body }) =>
          contentJob(
            db,
            jobs,
            caller,
            params.id,
            type,
            (viewer) => [actionOf(viewer, type as BulkActionType, body)],
            idsOf(body),
          ),
      }),
    ),
    ...['bulkLabel', 'labels'].map((path) =>
      route({
        ...accepted,
        method: 'POST',
        path: `${ENGAGE}/contents/{id}/${path}`,
        summary: 'Adds and takes off labels on items of a thread',
        params: IdParam,
        body: BulkLabelPayload,
        handle: async ({ db, caller, params, body }) => {
          const wanted = [...body.labelIDsToAdd, ...body.labelIDsToRemove];
          if (wanted.length === 0) throw badRequest('No labels: add or remove at least one.');
          const uuids = wanted.filter((id) => Uuid.is(id));
          const known =
            uuids.length === 0
              ? []
              : await db
                  .selectFrom('labels')
                  .select('id')
                  .where('orgId', '=', caller.orgId)
                  .where('id', 'in', uuids)
                  .where('removing', '=', false)
                  .execute();
          const missing = wanted.find((id) => !known.some((label) => label.id === id));
          if (missing !== undefined) throw notFound(`Label ${missing}`);
          return contentJob(
            db,
            jobs,
            caller,
            params.id,
            'labels',
            () => [
              ...body.labelIDsToAdd.map((labelId): ItemAction => ({ type: 'label', labelId })),
              ...body.labelIDsToRemove.map((labelId): ItemAction => ({ type: 'unlabel', labelId })),
            ],
            body.conversationItemUuids,
          );
        },
      }),
    ),
    ...NETWORK_BULK.map(([path, type, summary]) =>
      route({
        ...accepted,
        method: 'POST',
        path: `${ENGAGE}/{network}/contents/{id}/${path}`,
        summary,
        params: NetworkContentParams,
        body: BulkContentPayload,
        handle: ({ db, caller, params, body }) =>
          contentJob(
            db,
            jobs,
            caller,
            params.id,
            type,
            () => [{ type } as ItemAction],
            idsOf(body),
            params.network,
          ),
      }),
    ),
    route({
      ...accepted,
      method: 'POST',
      path: `${ENGAGE}/bulk/{id}/bulkAction`,
      summary: 'Does one action to the selected items of a feed',
      params: FeedParam,
      body: BulkActionPayload,
      handle: async ({ db, caller, params, body }) => {
        if (params.id !== ADHOC_FEED_ID) await feedFor(db, caller, params.id);
        const viewer = await engageViewer(db, caller);
        return startBulkJob(
          db,
          jobs,
          {
            viewer,
            kind: body.actionType,
            actions: [actionOf(viewer, body.actionType, body)],
            note: body.note,
          },
          { ids: body.itemIds },
        );
      },
    }),
    route({
      ...accepted,
      method: 'POST',
      path: `${ENGAGE}/bulk/{id}`,
      summary: 'Does one action to every item of a feed the caller sees (select all)',
      params: FeedParam,
      body: BulkSelectAllPayload,
      handle: async ({ db, caller, params, body }) => {
        const filters =
          params.id === ADHOC_FEED_ID ? (body.filters ?? {}) : await feedFor(db, caller, params.id);
        const viewer = await engageViewer(db, caller);
        return startBulkJob(
          db,
          jobs,
          {
            viewer,
            kind: body.actionType,
            actions: [actionOf(viewer, body.actionType, body)],
            note: body.note,
          },
          { select: filters },
        );
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/bulk/jobs/{id}`,
      tag: TAG,
      summary:
        "A bulk job's progress: counts, state, and a page (offset, limit) of the items it left as they were, with why",
      access: 'user',
      params: IdParam,
      query: SearchQuery,
      response: BulkJob,
      handle: ({ db, caller, params, query }) => bulkJobFor(db, caller.orgId, params.id, query),
    }),
  ];
}
