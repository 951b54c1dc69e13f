import {
  ConversationNotesQuery,
  ItemNotes,
  MessageNotesQuery,
  Note,
  NoteCreate,
  NotePage,
  NoteText,
  TEXT_LIMITS,
} from '@smm/model';
import { sql } from 'kysely';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { publish } from './engage.events.js';
import { engageViewer, type EngageViewer } from './engage.viewer.js';
import { itemFor, type ItemRow } from './items.store.js';
import {
  mentionable,
  namesOf,
  NOTE_COLUMNS,
  type NoteRow,
  notificationDataOf,
  notifyMentions,
  refreshNotes,
  toNote,
} from './notes.store.js';

const TAG = 'engage notes';

/** The longest note. */
export const MAX_NOTE_LENGTH = TEXT_LIMITS.note;

const MessageParams = t.type({ id: Uuid, messageId: Uuid }, 'MessageParams');

/** A note's text, trimmed, or a 422 that says how long it may be. */
export const checkText = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_NOTE_LENGTH) {
    throw new HttpError(
      422,
      `noteText: write a note of 1 to ${MAX_NOTE_LENGTH} characters.`,
      'note.text',
    );
  }
  return trimmed;
};

/** The thread an item is in (a post or a conversation), which its notes belong to. */
/** The conversation an item is in: its thread's root, else itself. */
export const threadOf = (row: Pick<ItemRow, 'id' | 'rootId'>) => row.rootId ?? row.id;

/**
 * Adds a note on items of one thread: the items must be the thread's (or the thread itself),
 * the mentions people and teams who can see it. The mentioned are told by a notice carrying
 * the item's notification data.
 */
export async function addNote(
  db: Db,
  caller: Caller,
  viewer: EngageViewer,
  conversationId: string,
  itemIds: readonly string[],
  note: NoteText,
): Promise<Note> {
  const text = checkText(note.noteText);
  const conversation = await itemFor(db, viewer, conversationId);
  if (threadOf(conversation) !== conversation.id) {
    throw new HttpError(
      422,
      `conversationUuid: ${conversationId} is in the thread of ${threadOf(conversation)}; name that one.`,
      'note.conversation',
    );
  }
  const items = await Promise.all(
    (itemIds.length === 0 ? [conversationId] : [...new Set(itemIds)]).map((id) =>
      itemFor(db, viewer, id),
    ),
  );
  const stranger = items.find((item) => threadOf(item) !== conversation.id);
  if (stranger) {
    throw new HttpError(
      422,
      `conversationItemUuids: ${stranger.id} is not in conversation ${conversationId}.`,
      'note.items',
    );
  }
  const userIds = note.mentionedUserIds ?? [];
  const teamIds = note.mentionedTeamIds ?? [];
  const notify = await mentionable(db, caller, conversation.channelId, { userIds, teamIds });
  const names = await namesOf(db, caller.orgId);
  const first = items[0] ?? conversation;
  const { row, events } = await transact(db, async (trx) => {
    const row = await trx
      .insertInto('itemNotes')
      .values({
        orgId: caller.orgId,
        conversationId,
        itemIds: items.map((item) => item.id),
        text,
        authorId: caller.userId,
        mentionedUserIds: [...userIds],
        mentionedTeamIds: [...teamIds],
      })
      .returning(NOTE_COLUMNS)
      .executeTakeFirstOrThrow();
    await notifyMentions(trx, {
      userIds: notify,
      author: names.get(caller.userId) ?? caller.email,
      text,
      noteId: row.id,
      conversationId,
      item: first,
    });
    const events = await refreshNotes(
      trx,
      caller.orgId,
      items.map((item) => item.id),
      { moderatorId: caller.userId, moderatorSource: 'user' },
    );
    return { row, events };
  });
  publish(events);
  return { ...toNote(row, names), notificationData: notificationDataOf(first.item) };
}

/** A note of the caller's organisation on items the caller sees. */
async function noteFor(db: Db, viewer: EngageViewer, id: string): Promise<NoteRow> {
  const row = await db
    .selectFrom('itemNotes')
    .select(NOTE_COLUMNS)
    .where('id', '=', id)
    .where('orgId', '=', viewer.caller.orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`Note ${id}`);
  await itemFor(db, viewer, row.conversationId);
  return row;
}

/**
 * Notes on conversation items (engage §7): a note on items of one thread, with mentions that
 * notify; the first notes of each item of a conversation (2 by default) and the pages of one
 * item's notes; the author edits a note, the author or an administrator deletes it. Items carry
 * their note count, first notes and mentions, which feeds filter on.
 */
export function notesRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: `${ENGAGE}/notes`,
      tag: TAG,
      summary: 'Adds a note on items of a conversation; the people and teams it mentions are told',
      access: 'user',
      body: NoteCreate,
      response: Note,
      status: 201,
      handle: async ({ db, caller, body }) =>
        addNote(
          db,
          caller,
          await engageViewer(db, caller),
          body.conversationUuid,
          body.conversationItemUuids,
          body,
        ),
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/contents/{id}/notes`,
      tag: TAG,
      summary: 'Adds a note on one item',
      access: 'user',
      params: IdParam,
      body: NoteText,
      response: Note,
      status: 201,
      handle: async ({ db, caller, params, body }) => {
        const viewer = await engageViewer(db, caller);
        const item = await itemFor(db, viewer, params.id);
        return addNote(db, caller, viewer, threadOf(item), [item.id], body);
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/conversations/{id}/notes`,
      tag: TAG,
      summary:
        'The newest notes of each item of a conversation (noteLimitPerItem, default 2), or of one item (conversationItemId)',
      access: 'user',
      params: IdParam,
      query: ConversationNotesQuery,
      response: t.array(ItemNotes),
      handle: async ({ db, caller, params, query }) => {
        const viewer = await engageViewer(db, caller);
        await itemFor(db, viewer, params.id);
        const rows = await db
          .selectFrom('itemNotes')
          .select(NOTE_COLUMNS)
          .where('conversationId', '=', params.id)
          .where('orgId', '=', caller.orgId)
          .$if(query.conversationItemId !== undefined, (qb) =>
            qb.where(sql<boolean>`item_ids @> ARRAY[${query.conversationItemId}]::uuid[]`),
          )
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const names = await namesOf(db, caller.orgId);
        const byItem = new Map<string, NoteRow[]>();
        for (const row of rows) {
          for (const itemId of row.itemIds) {
            if (query.conversationItemId !== undefined && itemId !== query.conversationItemId) {
              continue;
            }
            byItem.set(itemId, [...(byItem.get(itemId) ?? []), row]);
          }
        }
        return [...byItem].map(([itemId, notes]) => ({
          itemId,
          notes: notes.slice(0, query.noteLimitPerItem).map((row) => toNote(row, names)),
          total: notes.length,
          moreToFetch: notes.length > query.noteLimitPerItem,
        }));
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/conversations/{id}/notes/{messageId}`,
      tag: TAG,
      summary: "A page of one item's notes, newest first (offset, limit default 2)",
      access: 'user',
      params: MessageParams,
      query: MessageNotesQuery,
      response: NotePage,
      handle: async ({ db, caller, params, query }) => {
        const viewer = await engageViewer(db, caller);
        await itemFor(db, viewer, params.id);
        const message = await itemFor(db, viewer, params.messageId);
        if (threadOf(message) !== params.id) {
          throw notFound(`Item ${params.messageId} of conversation ${params.id}`);
        }
        const on = db
          .selectFrom('itemNotes')
          .where('conversationId', '=', params.id)
          .where(sql<boolean>`item_ids @> ARRAY[${params.messageId}]::uuid[]`);
        const [rows, { total }] = await Promise.all([
          on
            .select(NOTE_COLUMNS)
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .offset(query.offset)
            .limit(query.limit)
            .execute(),
          on.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        ]);
        const names = await namesOf(db, caller.orgId);
        return {
          notes: rows.map((row) => toNote(row, names)),
          total,
          moreToFetch: query.offset + rows.length < total,
        };
      },
    }),
    route({
      method: 'PUT',
      path: `${ENGAGE}/notes/{id}`,
      tag: TAG,
      summary:
        'Changes the text and mentions of a note (its author); newly mentioned people are told',
      access: 'user',
      params: IdParam,
      body: NoteText,
      response: Note,
      handle: async ({ db, caller, params, body }) => {
        const viewer = await engageViewer(db, caller);
        const note = await noteFor(db, viewer, params.id);
        if (note.authorId !== caller.userId) {
          throw forbidden('Only the author of a note can change it.');
        }
        const text = checkText(body.noteText);
        const conversation = await itemFor(db, viewer, note.conversationId);
        const [firstId] = note.itemIds;
        const noted = firstId === undefined ? conversation : await itemFor(db, viewer, firstId);
        const userIds = body.mentionedUserIds ?? note.mentionedUserIds;
        const teamIds = body.mentionedTeamIds ?? note.mentionedTeamIds;
        const notify = await mentionable(db, caller, conversation.channelId, {
          userIds: userIds.filter((id) => !note.mentionedUserIds.includes(id)),
          teamIds: teamIds.filter((id) => !note.mentionedTeamIds.includes(id)),
        });
        await mentionable(db, caller, conversation.channelId, { userIds, teamIds });
        const names = await namesOf(db, caller.orgId);
        const { row, events } = await transact(db, async (trx) => {
          const row = await trx
            .updateTable('itemNotes')
            .set({
              text,
              mentionedUserIds: [...userIds],
              mentionedTeamIds: [...teamIds],
              updatedAt: new Date(),
            })
            .where('id', '=', params.id)
            .returning(NOTE_COLUMNS)
            .executeTakeFirstOrThrow();
          await notifyMentions(trx, {
            userIds: notify,
            author: names.get(caller.userId) ?? caller.email,
            text,
            noteId: row.id,
            conversationId: note.conversationId,
            item: noted,
          });
          const events = await refreshNotes(trx, caller.orgId, row.itemIds, {
            moderatorId: caller.userId,
            moderatorSource: 'user',
          });
          return { row, events };
        });
        publish(events);
        return toNote(row, names);
      },
    }),
    route({
      method: 'DELETE',
      path: `${ENGAGE}/notes/{id}`,
      tag: TAG,
      summary: 'Deletes a note (its author or an administrator)',
      access: 'user',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        const note = await noteFor(db, await engageViewer(db, caller), params.id);
        if (note.authorId !== caller.userId && !caller.isAdmin) {
          throw forbidden('Only the author of a note or an administrator can delete it.');
        }
        const events = await transact(db, async (trx) => {
          await trx.deleteFrom('itemNotes').where('id', '=', params.id).execute();
          return refreshNotes(trx, caller.orgId, note.itemIds, {
            moderatorId: caller.userId,
            moderatorSource: 'user',
          });
        });
        publish(events);
      },
    }),
  ];
}
