import type { ApiClient } from '@smm/api-client';
import {
  AssignableUser,
  ItemHistoryEntry,
  BulkJob,
  BulkJobAccepted,
  Case,
  CaseNote,
  CasePage,
  Channel,
  ChannelGroup,
  ConversationPage,
  decodeOrThrow,
  Feed,
  ItemNotes,
  ItemStatus,
  Label,
  Note,
  NotePage,
  ResponseTemplate,
  SavedItem,
  SearchPage,
  Team,
  User,
  type BulkActionType,
  type CaseStatus,
  type CaseUpdate,
  type FeedDefinition,
  type FeedFilters,
  type Network,
  type PredictionSentiment,
  type ReplyImage,
  type SavedItem as Item,
} from '@smm/model';
import * as t from 'io-ts';
import { listToolsCalls } from './list/list-tools.calls.js';
import { panelCalls } from './conversation/panels.calls.js';
import { composerCalls } from './conversation/composer.calls.js';

/** An item action that is a plain call on one item (engage §7, "Per item"). */
export type ItemToggle =
  | 'read'
  | 'unread'
  | 'hide'
  | 'unhide'
  | 'like'
  | 'unlike'
  | 'spam'
  | 'notSpam'
  | 'priority'
  | 'notPriority'
  | 'unassign';

/** A note's text and whom it mentions, as the note calls send them. */
const noteBody = (
  noteText: string,
  mentionedUserIds: readonly string[],
  mentionedTeamIds: readonly string[],
) => ({
  noteText,
  mentionedUserIds: [...mentionedUserIds],
  mentionedTeamIds: [...mentionedTeamIds],
});

/** The engage calls of the inbox (engage §7), every answer decoded. */
export function engageCalls(api: ApiClient) {
  const item = async (promise: Promise<unknown>): Promise<Item> =>
    decodeOrThrow(SavedItem, await api.unwrap(promise as never));
  const path = (id: string) => ({ params: { path: { id } } });
  return {
    ...panelCalls(api),
    ...composerCalls(api),
    /** The caller's feeds and those shared with them, pinned first, in their order. */
    feeds: async (userId: string) =>
      decodeOrThrow(
        t.array(Feed),
        await api.unwrap(
          api.client.GET('/api/engage/moderators/{id}/feeds', { params: { path: { id: userId } } }),
        ),
      ),
    /** Creates a feed, last in the list. */
    createFeed: async (userId: string, definition: FeedDefinition) =>
      decodeOrThrow(
        Feed,
        await api.unwrap(
          api.client.POST('/api/engage/moderators/{id}/feeds', {
            params: { path: { id: userId } },
            body: definition,
          }),
        ),
      ),
    /** Changes a feed's name and filters. */
    updateFeed: async (userId: string, feedId: string, definition: FeedDefinition) =>
      decodeOrThrow(
        Feed,
        await api.unwrap(
          api.client.PUT('/api/engage/moderators/{id}/feeds/{feedId}', {
            params: { path: { id: userId, feedId } },
            body: definition,
          }),
        ),
      ),
    /** Deletes a feed. */
    deleteFeed: async (userId: string, feedId: string) => {
      await api.unwrap(
        api.client.DELETE('/api/engage/moderators/{id}/feeds/{feedId}', {
          params: { path: { id: userId, feedId } },
        }),
      );
    },
    /** Puts the caller's feeds in a new order. */
    reorderFeeds: async (userId: string, ids: readonly string[]) =>
      decodeOrThrow(
        t.array(Feed),
        await api.unwrap(
          api.client.PUT('/api/engage/moderators/{id}/feeds', {
            params: { path: { id: userId } },
            body: { ids: [...ids] },
          }),
        ),
      ),
    /** Turns a feed's pin, push or e-mail flag on or off for the caller. */
    toggleFeed: async (
      userId: string,
      feedId: string,
      flag: 'pin' | 'push' | 'email',
      enabled: boolean,
    ) =>
      decodeOrThrow(
        Feed,
        await api.unwrap(
          api.client.PUT(`/api/engage/moderators/{id}/feeds/{feedId}/${flag}`, {
            params: { path: { id: userId, feedId } },
            body: { enabled },
          }),
        ),
      ),
    /** Shares a feed with people of the organisation (an empty list stops sharing). */
    shareFeed: async (userId: string, feedId: string, ownerId: string, shares: readonly string[]) =>
      decodeOrThrow(
        Feed,
        await api.unwrap(
          api.client.PUT('/api/engage/moderators/{id}/feeds/{feedId}/share', {
            params: { path: { id: userId, feedId } },
            body: { ownerId, shares: [...shares] },
          }),
        ),
      ),
    /** A page of the feed: after the cursor, or at an offset. */
    search: async (
      filters: FeedFilters,
      page: { readonly limit: number; readonly offset?: number; readonly cursor?: string },
    ) =>
      decodeOrThrow(
        SearchPage,
        await api.unwrap(
          api.client.POST('/api/engage/search', {
            params: { query: page },
            body: { filters, sortDirection: 'desc', sortField: 'latestCommentDate' },
          }),
        ),
      ),
    /** One item with its stats. */
    item: (id: string) => item(api.client.GET('/api/engage/contents/{id}', path(id))),
    /** A page of an item's comments, oldest first. */
    comments: async (id: string, page: { readonly limit: number; readonly cursor?: string }) =>
      decodeOrThrow(
        SearchPage,
        await api.unwrap(
          api.client.POST('/api/engage/search/{id}/messages', {
            params: { path: { id }, query: page },
            body: { sortDirection: 'asc' },
          }),
        ),
      ),
    /** A page of a conversation's messages: the newest, around one, or before / after one. */
    messages: async (
      id: string,
      paging: {
        readonly size: number;
        readonly focusedMessageId?: string | null;
        readonly loadMoreBefore?: string | null;
        readonly loadMoreAfter?: string | null;
      },
    ) =>
      decodeOrThrow(
        ConversationPage,
        await api.unwrap(
          api.client.POST('/api/engage/conversations/{id}/messages/get', {
            params: { path: { id } },
            body: { parentId: id, order: 'asc', ...paging },
          }),
        ),
      ),
    /** The messages of a conversation containing the text. */
    searchMessages: async (id: string, criteria: string) =>
      decodeOrThrow(
        t.type({ messages: t.array(SavedItem), totalMessagesCount: t.number }),
        await api.unwrap(
          api.client.POST('/api/engage/conversations/{id}/messages/search', {
            params: { path: { id } },
            body: { criteria, order: 'asc', size: 50 },
          }),
        ),
      ),
    /** Where each item of a thread stands (delivery of what was sent). */
    statuses: async (id: string) =>
      decodeOrThrow(
        t.array(ItemStatus),
        await api.unwrap(api.client.GET('/api/engage/contents/{id}/statuses', path(id))),
      ),
    /** A plain action on one item. */
    toggle: (id: string, action: ItemToggle) => {
      const p = path(id);
      switch (action) {
        case 'read':
          return item(api.client.PUT('/api/engage/contents/{id}/read', p));
        case 'unread':
          return item(api.client.PUT('/api/engage/contents/{id}/unread', p));
        case 'hide':
          return item(api.client.PUT('/api/engage/contents/{id}/hide', p));
        case 'unhide':
          return item(api.client.DELETE('/api/engage/contents/{id}/hide', p));
        case 'like':
          return item(api.client.PUT('/api/engage/contents/{id}/like', p));
        case 'unlike':
          return item(api.client.DELETE('/api/engage/contents/{id}/like', p));
        case 'spam':
          return item(api.client.POST('/api/engage/contents/{id}/spam', p));
        case 'notSpam':
          return item(api.client.DELETE('/api/engage/contents/{id}/spam', p));
        case 'priority':
          return item(api.client.POST('/api/engage/contents/{id}/priority', p));
        case 'notPriority':
          return item(api.client.DELETE('/api/engage/contents/{id}/priority', p));
        case 'unassign':
          return item(api.client.DELETE('/api/engage/contents/{id}/assign', p));
      }
    },
    /** Deletes an item on its network. */
    remove: (id: string) => item(api.client.DELETE('/api/engage/contents/{id}', path(id))),
    /** Sets the user's sentiment (null: back to the prediction). */
    sentiment: (id: string, sentiment: PredictionSentiment | null) =>
      item(
        api.client.POST('/api/engage/contents/{id}/sentiment', {
          ...path(id),
          body: { sentiment },
        }),
      ),
    /** Assigns an item to a user or a team, with an optional note. */
    assign: (id: string, assigneeId: string, isTeam: boolean, note?: string) =>
      item(
        api.client.POST('/api/engage/contents/{id}/assign', {
          ...path(id),
          body: note ? { assigneeId, isTeam, note } : { assigneeId, isTeam },
        }),
      ),
    /** Puts a label on an item or takes it off. */
    label: (id: string, labelId: string, on: boolean) => {
      const init = { params: { path: { id, labelId } } };
      return item(
        on
          ? api.client.PUT('/api/engage/contents/{id}/labels/{labelId}', init)
          : api.client.DELETE('/api/engage/contents/{id}/labels/{labelId}', init),
      );
    },
    /** Comments on an item (a reply when the item is a comment). */
    comment: (id: string, text: string, images: readonly ReplyImage[] = []) =>
      item(
        api.client.POST('/api/engage/contents/{id}/comments', {
          ...path(id),
          body: { text, markParentAsRead: true, ...(images.length ? { images: [...images] } : {}) },
        }),
      ),
    /** Sends a message in a conversation. */
    message: (id: string, text: string, images: readonly ReplyImage[] = []) =>
      item(
        api.client.POST('/api/engage/contents/{id}/messages', {
          ...path(id),
          body: { text, markParentAsRead: true, ...(images.length ? { images: [...images] } : {}) },
        }),
      ),
    /** Answers a public post or comment in private. */
    privateReply: (target: Item, message: string) =>
      item(
        api.client.POST('/api/engage/privatereply', {
          body: {
            network: target.engage.network as Network,
            contentId: target.id,
            isPost: target.engage.type === 'post',
            commentId: target.engage.type === 'post' ? null : target.id,
            message,
            markParentAsRead: true,
          },
        }),
      ),
    /** Edits a comment the channel wrote (Google Business Profile). */
    edit: (id: string, text: string) =>
      item(api.client.PUT('/api/engage/contents/{id}', { ...path(id), body: { text } })),
    /** Retweets (X) or reposts (Threads); with a message it is a quote. */
    repost: (target: Item, message?: string) => {
      const init = { ...path(target.id), body: message ? { message } : {} };
      return item(
        target.engage.network === 'threads'
          ? api.client.POST('/api/engage/threads/contents/{id}/repost', init)
          : api.client.POST('/api/engage/tw/contents/{id}/retweet', init),
      );
    },
    /** Sends a failed comment, reply or message again. */
    retry: (id: string) => item(api.client.POST('/api/engage/contents/{id}/retry', path(id))),
    /** Forwards an item by e-mail. */
    forward: async (id: string, subject: string, body: string, emails: readonly string[]) =>
      api.unwrap(
        api.client.POST('/api/engage/forward/{uuid}/email', {
          params: { path: { uuid: id } },
          body: { contentUuid: id, subject, body, emails: [...emails] },
        }),
      ),
    /** Opens a Zendesk ticket from an item. */
    ticket: async (id: string, subject: string, description: string) =>
      api.unwrap(
        api.client.POST('/api/engage/zendesk/tickets', {
          body: { contentUuid: id, subject, description },
        }),
      ),
    /** Opens a case from items. */
    openCase: async (itemIds: readonly string[], subject: string, description: string) =>
      api.unwrap(
        api.client.POST('/api/engage/cases', {
          body: { subject, description, conversationItemUuids: [...itemIds] },
        }),
      ),
    /** The cases items are in, by number (engage §7, `cases/associated`). */
    casesOf: async (itemIds: readonly string[]) =>
      decodeOrThrow(
        t.array(Case),
        await api.unwrap(
          api.client.POST('/api/engage/cases/associated', {
            body: { conversationItemUuids: [...itemIds] },
          }),
        ),
      ),
    /** A page of the cases the caller sees, newest first: by words or number, and status. */
    searchCases: async (text: string, status?: CaseStatus, offset = 0) =>
      decodeOrThrow(
        CasePage,
        await api.unwrap(
          api.client.POST('/api/engage/cases/search', {
            body: {
              ...(text.trim() === '' ? {} : { text: text.trim() }),
              ...(status === undefined ? {} : { status }),
              offset,
              limit: 20,
            },
          }),
        ),
      ),
    /** Changes a case: subject, description, status, items added or taken out. */
    updateCase: async (id: string, change: CaseUpdate) =>
      decodeOrThrow(
        Case,
        await api.unwrap(api.client.PATCH('/api/engage/cases/{id}', { ...path(id), body: change })),
      ),
    /** Deletes a case (its author or an administrator). */
    deleteCase: async (id: string) => {
      await api.unwrap(api.client.DELETE('/api/engage/cases/{id}', path(id)));
    },
    /** The annotation notes of a case, oldest first. */
    caseNotes: async (id: string) =>
      decodeOrThrow(
        t.array(CaseNote),
        await api.unwrap(api.client.GET('/api/engage/cases/{id}/notes', path(id))),
      ),
    /** Adds an annotation note to a case. */
    addCaseNote: async (id: string, text: string) =>
      decodeOrThrow(
        CaseNote,
        await api.unwrap(
          api.client.POST('/api/engage/cases/{id}/notes', { ...path(id), body: { text } }),
        ),
      ),
    /** Changes an annotation note of a case (its author). */
    updateCaseNote: async (id: string, noteId: string, text: string) =>
      decodeOrThrow(
        CaseNote,
        await api.unwrap(
          api.client.PATCH('/api/engage/cases/{id}/notes/{noteId}', {
            params: { path: { id, noteId } },
            body: { text },
          }),
        ),
      ),
    /** Deletes an annotation note of a case (its author or an administrator). */
    deleteCaseNote: async (id: string, noteId: string) => {
      await api.unwrap(
        api.client.DELETE('/api/engage/cases/{id}/notes/{noteId}', {
          params: { path: { id, noteId } },
        }),
      );
    },
    /** The newest notes of each item of a conversation (2 per item by default). */
    notes: async (conversationId: string) =>
      decodeOrThrow(
        t.array(ItemNotes),
        await api.unwrap(
          api.client.GET('/api/engage/conversations/{id}/notes', path(conversationId)),
        ),
      ),
    /** A further page of one item's notes, newest first. */
    moreNotes: async (conversationId: string, messageId: string, offset: number) =>
      decodeOrThrow(
        NotePage,
        await api.unwrap(
          api.client.GET('/api/engage/conversations/{id}/notes/{messageId}', {
            params: { path: { id: conversationId, messageId }, query: { offset, limit: 2 } },
          }),
        ),
      ),
    /** Adds a note on one item, mentioning people and teams. */
    addNote: async (
      id: string,
      noteText: string,
      mentionedUserIds: readonly string[],
      mentionedTeamIds: readonly string[],
    ) =>
      decodeOrThrow(
        Note,
        await api.unwrap(
          api.client.POST('/api/engage/contents/{id}/notes', {
            ...path(id),
            body: noteBody(noteText, mentionedUserIds, mentionedTeamIds),
          }),
        ),
      ),
    /** Changes a note's text and mentions (its author); newly mentioned people are told. */
    updateNote: async (
      id: string,
      noteText: string,
      mentionedUserIds: readonly string[],
      mentionedTeamIds: readonly string[],
    ) =>
      decodeOrThrow(
        Note,
        await api.unwrap(
          api.client.PUT('/api/engage/notes/{id}', {
            ...path(id),
            body: noteBody(noteText, mentionedUserIds, mentionedTeamIds),
          }),
        ),
      ),
    /** Deletes a note (its author or an administrator). */
    deleteNote: async (id: string) => {
      await api.unwrap(api.client.DELETE('/api/engage/notes/{id}', path(id)));
    },
    /** An item's changes, newest first, with who made them (automation by its rule's name). */
    itemHistory: async (id: string) =>
      decodeOrThrow(
        t.array(ItemHistoryEntry),
        await api.unwrap(
          api.client.GET('/api/engage/contents/{id}/history', { params: { path: { id } } }),
        ),
      ),
    /** The organisation's labels. */
    labels: async () =>
      decodeOrThrow(t.array(Label), await api.unwrap(api.client.GET('/api/engage/labels'))),
    /** The channels the caller sees, with their role on each. */
    channels: async () =>
      decodeOrThrow(t.array(Channel), await api.unwrap(api.client.GET('/api/2/channels'))),
    /** The organisation's channel groups, each with the caller's channels (the feed editor's picker). */
    channelGroups: async () =>
      decodeOrThrow(t.array(ChannelGroup), await api.unwrap(api.client.GET('/channels/v2/groups'))),
    /** The teams the caller sees. */
    teams: async () =>
      decodeOrThrow(t.array(Team), await api.unwrap(api.client.GET('/api/2/teams'))),
    /** The people of the organisation the caller sees. */
    colleagues: async () =>
      decodeOrThrow(t.array(User), await api.unwrap(api.client.GET('/api/2/users/me/colleagues'))),
    /** Who an item of the channel may be assigned to. */
    assignables: async (channelId: string) =>
      decodeOrThrow(
        t.array(AssignableUser),
        await api.unwrap(api.client.GET('/api/2/channels/{id}/assignables', path(channelId))),
      ),
    /** The organisation's response templates; with an item, those that fit it. */
    templates: async (conversationId?: string) =>
      decodeOrThrow(
        t.array(ResponseTemplate),
        await api.unwrap(
          api.client.GET('/api/engage/responsetemplates', {
            params: { query: conversationId ? { conversationId } : {} },
          }),
        ),
      ),
    /** Creates a response template. */
    createTemplate: async (name: string, text: string) =>
      decodeOrThrow(
        ResponseTemplate,
        await api.unwrap(
          api.client.POST('/api/engage/responsetemplates', { body: { name, text } }),
        ),
      ),
    /** Changes a response template. */
    updateTemplate: async (id: string, name: string, text: string) =>
      decodeOrThrow(
        ResponseTemplate,
        await api.unwrap(
          api.client.PUT('/api/engage/responsetemplates/{id}', {
            ...path(id),
            body: { name, text },
          }),
        ),
      ),
    /** Deletes a response template. */
    deleteTemplate: async (id: string) => {
      await api.unwrap(api.client.DELETE('/api/engage/responsetemplates/{id}', path(id)));
    },
    /** One bulk action over selected items of a feed. */
    bulk: async (
      feedId: string,
      actionType: BulkActionType,
      itemIds: readonly string[],
      extra: {
        readonly note?: string;
        readonly assignTo?: { assigneeId: string; isTeam: boolean };
        readonly sentiment?: PredictionSentiment;
      } = {},
    ) =>
      decodeOrThrow(
        BulkJobAccepted,
        await api.unwrap(
          api.client.POST('/api/engage/bulk/{id}/bulkAction', {
            ...path(feedId),
            body: { actionType, itemIds: [...itemIds], ...extra },
          }),
        ),
      ),
    /** One bulk action over every item of a feed (select all). */
    bulkAll: async (
      feedId: string,
      actionType: BulkActionType,
      extra: {
        readonly filters?: FeedFilters;
        readonly note?: string;
        readonly assignTo?: { assigneeId: string; isTeam: boolean };
        readonly sentiment?: PredictionSentiment;
      } = {},
    ) =>
      decodeOrThrow(
        BulkJobAccepted,
        await api.unwrap(
          api.client.POST('/api/engage/bulk/{id}', {
            ...path(feedId),
            body: { actionType, ...extra },
          }),
        ),
      ),
    /** Adds and takes off labels on items (engage §7, bulk label). */
    bulkLabel: async (
      anyItemId: string,
      itemIds: readonly string[],
      add: readonly string[],
      remove: readonly string[],
    ) =>
      api.unwrap(
        api.client.POST('/api/engage/contents/{id}/bulkLabel', {
          ...path(anyItemId),
          body: {
            conversationItemUuids: [...itemIds],
            labelIDsToAdd: [...add],
            labelIDsToRemove: [...remove],
          },
        }),
      ),
    /** A bulk job's progress and the items it left as they were. */
    bulkJob: async (jobId: string) =>
      decodeOrThrow(
        BulkJob,
        await api.unwrap(
          api.client.GET('/api/engage/bulk/jobs/{id}', {
            params: { path: { id: jobId }, query: { offset: 0, limit: 50 } },
          }),
        ),
      ),
    /** Exports the feed's items as CSV (a job). */
    exportCsv: async (body: {
      readonly networks: readonly string[];
      readonly types: readonly string[];
      readonly feedId?: string;
      readonly email?: string;
    }) =>
      api.unwrap(
        api.client.POST('/v2/exports', {
          body: {
            csvSeperator: 'SEMICOLON',
            networks: [...body.networks],
            types: [...body.types],
            ...(body.feedId ? { feedId: body.feedId } : {}),
            ...(body.email ? { email: body.email } : {}),
          },
        }),
      ),
    ...listToolsCalls(api),
  };
}

/** The engage calls, as the inbox's parts receive them. */
export type EngageCalls = ReturnType<typeof engageCalls>;
