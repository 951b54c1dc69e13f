import {
  ConversationPage,
  ConversationPaging,
  ItemStatus,
  MessageSearch,
  MessageSearchResult,
  SavedItem,
  SearchPage,
  SearchQuery,
  SortDirection,
  ThreadSearch,
  sameId,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, notFound } from '../../http/errors.js';
import { CommentParams, IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { engageViewer } from './engage.viewer.js';
import { commentFor, itemFor, savedItemFor } from './items.store.js';
import { answersOf, conversationPage, searchMessages, threadStatuses } from './thread.store.js';

const TAG = 'engage threads';

const ThreadQuery = t.intersection(
  [SearchQuery, t.partial({ sortDirection: SortDirection })],
  'ThreadQuery',
);

/** A comment of content `{id}` the caller sees, with the caller as the inbox sees them. */
async function commentOf(db: Db, caller: Caller, contentId: string, commentId: string) {
  const viewer = await engageViewer(db, caller);
  return { viewer, comment: await commentFor(db, viewer, contentId, commentId) };
}

/** A conversation the caller sees (404 for any other item). */
async function conversationOf(db: Db, caller: Caller, id: string) {
  const row = await itemFor(db, await engageViewer(db, caller), id);
  if (row.item.engage.type !== 'conversation') throw notFound(`Conversation ${id}`);
  return row;
}

/**
 * Reading threads (engage §7): an item's statuses, a comment with its replies, a content's
 * comments and a comment's replies page by page, and a conversation's messages paged around a
 * focused one or searched.
 */
export function threadRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${ENGAGE}/contents/{id}/statuses`,
      tag: TAG,
      summary:
        'Where each item of a thread stands: network and moderator status, delivery of what was sent, the error of a failed send',
      access: 'user',
      params: IdParam,
      response: t.array(ItemStatus),
      handle: async ({ db, caller, params }) => {
        const row = await itemFor(db, await engageViewer(db, caller), params.id);
        return threadStatuses(db, row.rootId ?? row.id);
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/contents/{id}/comments/{commentId}`,
      tag: TAG,
      summary: 'A comment of an item, with the first page of its replies (oldest first)',
      access: 'user',
      params: CommentParams,
      response: SavedItem,
      handle: async ({ db, caller, params }) => {
        const { viewer, comment } = await commentOf(db, caller, params.id, params.commentId);
        const replies = await answersOf(db, viewer, comment.id, {
          direction: 'asc',
          limit: 20,
          offset: 0,
        });
        return {
          ...savedItemFor(viewer, comment.item),
          comments: replies.items,
          pagination: { offset: 0, limit: 20, allLoaded: replies.nextCursor === null },
        };
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/search/{id}/messages`,
      tag: TAG,
      summary: "A page of an item's comments (oldest first unless asked), by offset or cursor",
      access: 'user',
      params: IdParam,
      query: SearchQuery,
      body: ThreadSearch,
      response: SearchPage,
      handle: async ({ db, caller, params, query, body }) => {
        const viewer = await engageViewer(db, caller);
        const content = await itemFor(db, viewer, params.id);
        return answersOf(db, viewer, content.id, {
          ...query,
          direction: body.sortDirection ?? 'asc',
        });
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/search/{id}/{commentId}`,
      tag: TAG,
      summary: "A page of a comment's replies (oldest first unless asked), by offset or cursor",
      access: 'user',
      params: CommentParams,
      query: ThreadQuery,
      response: SearchPage,
      handle: async ({ db, caller, params, query }) => {
        const { viewer, comment } = await commentOf(db, caller, params.id, params.commentId);
        return answersOf(db, viewer, comment.id, {
          ...query,
          direction: query.sortDirection ?? 'asc',
        });
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/conversations/{id}/messages/get`,
      tag: TAG,
      summary:
        "A page of a conversation's messages: the newest, around a focused message, or before / after one",
      access: 'user',
      params: IdParam,
      body: ConversationPaging,
      response: ConversationPage,
      handle: async ({ db, caller, params, body }) => {
        const conversation = await conversationOf(db, caller, params.id);
        if (!sameId(body.parentId, conversation.id)) {
          throw badRequest(`parentId: expected the conversation's id ${conversation.id}.`);
        }
        return conversationPage(db, conversation.id, body);
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/conversations/{id}/messages/search`,
      tag: TAG,
      summary: 'The messages of a conversation that contain the text, with how many match',
      access: 'user',
      params: IdParam,
      body: MessageSearch,
      response: MessageSearchResult,
      handle: async ({ db, caller, params, body }) => {
        const conversation = await conversationOf(db, caller, params.id);
        return searchMessages(db, conversation.id, body);
      },
    }),
  ];
}
