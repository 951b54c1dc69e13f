import * as t from 'io-ts';
import {
  Count,
  DateString,
  Id,
  Ids,
  integerParam,
  nullable,
  struct,
  withDefault,
  Uuid,
  Uuids,
  ChannelIds,
} from './codec.utils.js';
import { LanguageTag, text } from './text.codec.js';
import { oneOf } from './codec.utils.js';
import { MessageDelivery, MessageSending, SortDirection } from './engage-enums.codec.js';
import { EngageItem, SendFailure } from './engage-item.codec.js';

/** Assigning an item to a user or a team (engage §3, §7). */
export const Assignment = struct(
  'Assignment',
  { assigneeId: Uuid, isTeam: t.boolean },
  { note: text('note') },
);
export type Assignment = t.TypeOf<typeof Assignment>;

/** Who works on a case: a person, or a team (decision 0047). */
export const CaseAssignee = t.type({ id: Id, isTeam: t.boolean }, 'CaseAssignee');
export type CaseAssignee = t.TypeOf<typeof CaseAssignee>;

/** A case opened from items (engage §3). */
export const Case = struct(
  'Case',
  { subject: text('subject'), description: text('description') },
  {
    id: Id,
    number: Count,
    status: t.string,
    conversationItemUuids: Ids,
    createdAt: DateString,
    createdBy: Id,
    updatedAt: DateString,
    assignee: CaseAssignee,
  },
);
export type Case = t.TypeOf<typeof Case>;

/** A new case as a request: {@link Case} with its items named by UUIDs. */
export const CaseCreate = t.intersection(
  [Case, t.partial({ conversationItemUuids: Uuids })],
  'CaseCreate',
);
export type CaseCreate = t.TypeOf<typeof CaseCreate>;

/** Where a case stands: open until someone closes it. */
export const CaseStatus = oneOf(['OPEN', 'CLOSED']);
export type CaseStatus = t.TypeOf<typeof CaseStatus>;

/** Changing a case: its subject, description or status, and items to add to or take from it. */
export const CaseUpdate = t.partial(
  {
    subject: text('subject'),
    description: text('description'),
    status: CaseStatus,
    addItemUuids: Uuids,
    removeItemUuids: Uuids,
    /** A person or a team of the organisation to work on it; null: nobody. */
    assignee: nullable(t.type({ id: Uuid, isTeam: t.boolean })),
  },
  'CaseUpdate',
);
export type CaseUpdate = t.TypeOf<typeof CaseUpdate>;

/** Searching cases: words of the subject or description, or the number; status; a page. */
export const CaseSearch = struct(
  'CaseSearch',
  {
    offset: withDefault(integerParam(0, 1_000_000), 0),
    limit: withDefault(integerParam(1, 100), 20),
  },
  { text: text('keyword'), status: CaseStatus },
);
export type CaseSearch = t.TypeOf<typeof CaseSearch>;

/** A page of cases, newest first, with how many match. */
export const CasePage = t.type({ cases: t.array(Case), total: Count }, 'CasePage');
export type CasePage = t.TypeOf<typeof CasePage>;

/** The items whose cases to list (`cases/associated`). */
export const CaseItems = t.type({ conversationItemUuids: Uuids }, 'CaseItems');
export type CaseItems = t.TypeOf<typeof CaseItems>;

/** An annotation note on a case. */
export const CaseNote = struct(
  'CaseNote',
  { text: text('note') },
  {
    id: Id,
    caseId: Id,
    authorId: Id,
    authorName: t.string,
    createdAt: DateString,
    updatedAt: DateString,
  },
);
export type CaseNote = t.TypeOf<typeof CaseNote>;

/** What a note's notification shows about the item it is on (engage §3). */
export const NoteNotificationData = t.type(
  {
    itemCreatorName: t.string,
    itemCreatorPicture: nullable(t.string),
    formattedCreationDate: t.string,
    itemText: t.string,
    isDm: t.boolean,
    channelId: Id,
  },
  'NoteNotificationData',
);
export type NoteNotificationData = t.TypeOf<typeof NoteNotificationData>;

/**
 * A note on conversation items (engage §3); notes per item default to 2 (engage §9). Created
 * with the conversation, the items it is on, its text and whom it mentions; answered with its
 * id, author and dates.
 */
export const Note = struct(
  'Note',
  {
    conversationUuid: Id,
    conversationItemUuids: Ids,
    noteText: text('note'),
    noteLimitPerItem: withDefault(Count, 2),
  },
  {
    id: Id,
    authorId: Id,
    authorName: t.string,
    mentionedUserIds: Ids,
    mentionedTeamIds: Ids,
    createdAt: DateString,
    updatedAt: DateString,
    notificationData: NoteNotificationData,
  },
);
export type Note = t.TypeOf<typeof Note>;

/**
 * A new note as a request names its conversation and items by their ids: {@link Note} with
 * `conversationUuid` and `conversationItemUuids` decoded as UUIDs.
 */
export const NoteCreate = t.intersection(
  [Note, t.type({ conversationUuid: Uuid, conversationItemUuids: Uuids })],
  'NoteCreate',
);
export type NoteCreate = t.TypeOf<typeof NoteCreate>;

/** A note's text and whom it mentions: a note on one item, or a note's new text. */
export const NoteText = struct(
  'NoteText',
  { noteText: text('note') },
  { mentionedUserIds: Uuids, mentionedTeamIds: Uuids },
);
export type NoteText = t.TypeOf<typeof NoteText>;

/** A page of an item's notes, newest first, and whether there are more. */
export const NotePage = t.type(
  { notes: t.array(Note), total: Count, moreToFetch: t.boolean },
  'NotePage',
);
export type NotePage = t.TypeOf<typeof NotePage>;

/** The first notes of each item of a conversation (engage §7: `noteLimitPerItem`, default 2). */
export const ItemNotes = t.type(
  { itemId: Id, notes: t.array(Note), total: Count, moreToFetch: t.boolean },
  'ItemNotes',
);
export type ItemNotes = t.TypeOf<typeof ItemNotes>;

/** `?conversationItemId=&noteLimitPerItem=`: one item's notes, how many per item (default 2). */
export const ConversationNotesQuery = struct(
  'ConversationNotesQuery',
  { noteLimitPerItem: withDefault(integerParam(1, 100), 2) },
  { conversationItemId: Uuid },
);
export type ConversationNotesQuery = t.TypeOf<typeof ConversationNotesQuery>;

/** `?offset=&limit=`: a page of one message's notes (limit default 2). */
export const MessageNotesQuery = struct(
  'MessageNotesQuery',
  {
    offset: withDefault(integerParam(0, 1_000_000), 0),
    limit: withDefault(integerParam(1, 100), 2),
  },
  {},
);
export type MessageNotesQuery = t.TypeOf<typeof MessageNotesQuery>;

/** Paging through a conversation's messages around a focused one (engage §3). */
export const ConversationPaging = struct(
  'ConversationPaging',
  { parentId: Uuid, order: SortDirection, size: Count },
  {
    focusedMessageId: nullable(Uuid),
    loadMoreBefore: nullable(Uuid),
    loadMoreAfter: nullable(Uuid),
  },
);
export type ConversationPaging = t.TypeOf<typeof ConversationPaging>;

/**
 * A page of a conversation's messages (the answer of `conversations/{id}/messages/get`), in the
 * order asked for, with whether there are more before (older) and after (newer) it.
 */
export const ConversationPage = t.type(
  {
    messages: t.array(EngageItem),
    totalMessagesCount: Count,
    moreBefore: t.boolean,
    moreAfter: t.boolean,
  },
  'ConversationPage',
);
export type ConversationPage = t.TypeOf<typeof ConversationPage>;

/** Paging the answers of an item (its comments, or a comment's replies): oldest first by default. */
export const ThreadSearch = t.partial({ sortDirection: SortDirection }, 'ThreadSearch');
export type ThreadSearch = t.TypeOf<typeof ThreadSearch>;

/** Where an item of a thread stands: on the network, with the moderators, on its way out. */
export const ItemStatus = struct(
  'ItemStatus',
  {
    id: Id,
    networkStatus: t.string,
    moderatorStatus: nullable(t.string),
    delivery: nullable(t.union([MessageDelivery, MessageSending])),
    error: nullable(t.string),
  },
  { failure: SendFailure },
);
export type ItemStatus = t.TypeOf<typeof ItemStatus>;

/** Searching a conversation's messages (engage §3). */
export const MessageSearch = struct(
  'MessageSearch',
  { criteria: text('keyword'), order: SortDirection, size: Count },
  { loadMoreAfter: nullable(Uuid) },
);
export type MessageSearch = t.TypeOf<typeof MessageSearch>;

/** The answer of a message search (engage §3). */
export const MessageSearchResult = t.type(
  { messages: t.array(EngageItem), totalMessagesCount: Count },
  'MessageSearchResult',
);
export type MessageSearchResult = t.TypeOf<typeof MessageSearchResult>;

/** A WhatsApp message template (engage §3). */
export const WhatsAppTemplate = t.type(
  { id: Id, name: t.string, text: t.string, language: t.string },
  'WhatsAppTemplate',
);
export type WhatsAppTemplate = t.TypeOf<typeof WhatsAppTemplate>;

/** The data of a response template, as created or updated (engage §3, §7). */
export const ResponseTemplateData = struct(
  'ResponseTemplateData',
  { name: text('name'), text: text('template') },
  {
    networks: t.array(text('token')),
    channelIds: ChannelIds,
    language: LanguageTag,
    conversationId: Uuid,
  },
);
export type ResponseTemplateData = t.TypeOf<typeof ResponseTemplateData>;

/** A stored response template: an id plus template data (engage §3). */
export const ResponseTemplate = t.intersection(
  [t.type({ id: Id }), ResponseTemplateData],
  'ResponseTemplate',
);
export type ResponseTemplate = t.TypeOf<typeof ResponseTemplate>;

/** Forwarding an item by e-mail (engage §7). */
export const ForwardEmail = t.type(
  {
    contentUuid: Uuid,
    subject: text('subject'),
    body: text('description'),
    emails: t.array(text('email')),
  },
  'ForwardEmail',
);
export type ForwardEmail = t.TypeOf<typeof ForwardEmail>;

/** What forwarding an item by e-mail did: the message id and to whom it went. */
export const ForwardEmailSent = t.type(
  { messageId: t.string, recipients: t.array(t.string) },
  'ForwardEmailSent',
);
export type ForwardEmailSent = t.TypeOf<typeof ForwardEmailSent>;

/** How urgent a Zendesk ticket is (Zendesk's priorities). */
export const TicketPriority = oneOf(['low', 'normal', 'high', 'urgent']);
export type TicketPriority = t.TypeOf<typeof TicketPriority>;

/** A Zendesk ticket created from an item (engage §7: `zendesk/tickets`). */
export const ZendeskTicket = struct(
  'ZendeskTicket',
  { contentUuid: Uuid, subject: text('subject') },
  { description: text('description'), priority: TicketPriority },
);
export type ZendeskTicket = t.TypeOf<typeof ZendeskTicket>;

/** The ticket Zendesk created. */
export const ZendeskTicketCreated = t.type(
  { ticketId: t.string, status: t.string, contentUuid: Id },
  'ZendeskTicketCreated',
);
export type ZendeskTicketCreated = t.TypeOf<typeof ZendeskTicketCreated>;

/** A label of the organisation, put on items (engage §3). */
export const Label = t.type({ id: Id, name: t.string, color: t.string }, 'Label');
export type Label = t.TypeOf<typeof Label>;

/** A new label: its name and, optionally, its colour (`#rrggbb`). */
export const LabelCreate = struct('LabelCreate', { name: text('label') }, { color: text('token') });
export type LabelCreate = t.TypeOf<typeof LabelCreate>;

/**
 * A listening query of the organisation (the Listen product's saved search); the spec shows no
 * fields, these are what a listening search is made of.
 */
export const ListeningQuery = t.type(
  {
    id: Id,
    name: t.string,
    keywords: t.array(t.string),
    excludedKeywords: t.array(t.string),
    networks: t.array(t.string),
    languages: t.array(t.string),
    active: t.boolean,
    createdAt: DateString,
  },
  'ListeningQuery',
);
export type ListeningQuery = t.TypeOf<typeof ListeningQuery>;

/** Channel ids to check, and the answer: those the caller may act on (`tw/filterOutViewOnlyChannels`). */
export const ChannelIdList = t.type({ channelIds: ChannelIds }, 'ChannelIdList');
export type ChannelIdList = t.TypeOf<typeof ChannelIdList>;

/** Who did something in an item's history: a person, a bulk job, automation or the network. */
export const HistorySource = oneOf(['user', 'bulk', 'automation', 'network']);
export type HistorySource = t.TypeOf<typeof HistorySource>;

/**
 * One change in an item's history (`GET …/contents/{id}/history`): when, what (the engage
 * action: read, label, assign, hide, reply, …), by whom — a person's name, or the automation
 * rule's or messaging group's — and what it named (a label's, an assignee's name).
 */
export const ItemHistoryEntry = struct(
  'ItemHistoryEntry',
  { at: DateString, action: t.string, source: HistorySource },
  { actorId: Id, actorName: t.string, target: t.string },
);
export type ItemHistoryEntry = t.TypeOf<typeof ItemHistoryEntry>;
