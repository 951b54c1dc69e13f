import * as t from 'io-ts';
import { text } from './text.codec.js';
import {
  Count,
  DateString,
  Id,
  Ids,
  integerParam,
  nullable,
  struct,
  withDefault,
} from './codec.utils.js';
import {
  DisplayType,
  HiddenStatus,
  InstagramMessageType,
  ItemContext,
  ItemOrigin,
  ItemType,
  MediaType,
  MessageDelivery,
  MessageSending,
  MessageTag,
  NetworkStatus,
  PredictionSentiment,
  Reaction,
  ReadStatus,
  SenderApplicationType,
  SenderKind,
  SenderVisibility,
  SpamStatus,
  StarRating,
} from './engage-enums.codec.js';
import { Network } from './network.codec.js';

/** The engage block of an item: what the inbox knows about it (engage §3). */
export const EngageBlock = struct(
  'EngageBlock',
  {
    type: ItemType,
    network: Network,
    networkStatus: NetworkStatus,
    canRespond: t.boolean,
    context: ItemContext,
    labels: Ids,
  },
  {
    id: Id,
    contentId: Id,
    subtype: t.string,
    origin: ItemOrigin,
    displayType: DisplayType,
    normalizedNetwork: Network,
    parentId: nullable(Id),
    parentUuid: nullable(Id),
    assigneeId: nullable(Id),
    moderatorId: nullable(Id),
    moderatorSource: t.string,
    /** The moderator status id of the item (engage §3: status.moderatorStatus.id). */
    moderatorStatus: t.string,
    hideStatus: t.type({ value: HiddenStatus }),
    notes: Ids,
    latestCommentDate: DateString,
    latestCommentText: t.string,
    latestCommentorId: Id,
    /**
     * Since when the customer waits for an answer: they wrote last and nobody of ours answered
     * since; `null` when nobody waits (decision 0057).
     */
    waitingSince: nullable(DateString),
  },
);
export type EngageBlock = t.TypeOf<typeof EngageBlock>;

/** A reaction or star rating on an item, and whether the viewer chose it. */
export const ItemReaction = struct(
  'ItemReaction',
  { type: t.union([Reaction, StarRating]), selectedByUser: t.boolean },
  { count: Count },
);
export type ItemReaction = t.TypeOf<typeof ItemReaction>;

/** Item metadata (engage §3). `userPermissions` containing `view-only` makes the item view-only. */
export const ItemMeta = struct(
  'ItemMeta',
  { createdDate: DateString },
  {
    modifiedDate: DateString,
    commentCount: Count,
    unreadCount: Count,
    openCaseCount: Count,
    displayReadStatus: ReadStatus,
    reactions: t.array(ItemReaction),
    messageType: t.string,
    correctedLanguage: t.string,
    detectedLanguage: t.string,
    userPermissions: t.array(t.string),
    link: t.string,
    delivery: t.union([MessageDelivery, MessageSending]),
    messageTag: MessageTag,
  },
);
export type ItemMeta = t.TypeOf<typeof ItemMeta>;

/** Who wrote an item (engage §3). */
export const Sender = struct(
  'Sender',
  { name: t.string, visibility: SenderVisibility, isOwn: t.boolean },
  { id: Id, handle: t.string, thumb: t.string, senderType: SenderKind },
);
export type Sender = t.TypeOf<typeof Sender>;

/** One media attachment (engage §3). */
export const Media = struct(
  'Media',
  { type: MediaType },
  { link: t.string, url: t.string, thumb: t.string },
);
export type Media = t.TypeOf<typeof Media>;

/** Predicted and user-set sentiment, priority and spam (engage §3). */
export const Prediction = t.partial(
  {
    sentiment: PredictionSentiment,
    userSentiment: nullable(PredictionSentiment),
    priorityLevel: t.number,
    userPriorityLevel: nullable(t.number),
    spamStatus: t.type({ value: SpamStatus }),
  },
  'Prediction',
);
export type Prediction = t.TypeOf<typeof Prediction>;

/** A person mentioned in or taking part in an item. */
export const ItemPerson = struct('ItemPerson', { name: t.string }, { id: Id, handle: t.string });
export type ItemPerson = t.TypeOf<typeof ItemPerson>;

/** The notes summary of an item (engage §3). */
export const NotesData = struct(
  'NotesData',
  { moreToFetch: t.boolean, noteCount: Count, notes: t.array(t.UnknownRecord) },
  /** Who all of the item's notes mention (the item carries only the first notes). */
  { mentionedUserIds: Ids, mentionedTeamIds: Ids },
);
export type NotesData = t.TypeOf<typeof NotesData>;

/** Facebook facts of an item (engage §3). */
export const FacebookBlock = t.partial(
  {
    canHide: t.boolean,
    unpublished: t.boolean,
    recommendation: t.type({ positive: t.boolean }),
    canReplyPrivately: t.boolean,
    privateReplyReference: nullable(t.string),
  },
  'FacebookBlock',
);
export type FacebookBlock = t.TypeOf<typeof FacebookBlock>;

/** X (Twitter) facts of an item (engage §3). */
export const TwitterBlock = t.partial(
  {
    isRoot: t.boolean,
    isMention: t.boolean,
    type: t.string,
    retweet: t.boolean,
    retweetedByMe: t.boolean,
    favorited: t.boolean,
    retweetUserName: t.string,
    retweetUserHandle: t.string,
  },
  'TwitterBlock',
);
export type TwitterBlock = t.TypeOf<typeof TwitterBlock>;

/** Instagram facts of an item (engage §3). */
export const InstagramBlock = t.partial(
  { messageType: InstagramMessageType, privateReplyReference: nullable(t.string) },
  'InstagramBlock',
);
export type InstagramBlock = t.TypeOf<typeof InstagramBlock>;

/** LinkedIn facts of an item. */
export const LinkedInBlock = t.partial(
  { subType: t.string, isMention: t.boolean },
  'LinkedInBlock',
);
export type LinkedInBlock = t.TypeOf<typeof LinkedInBlock>;

/** Threads facts of an item. */
export const ThreadsBlock = t.partial(
  { repostedByMe: t.boolean, isQuote: t.boolean },
  'ThreadsBlock',
);
export type ThreadsBlock = t.TypeOf<typeof ThreadsBlock>;

/** WhatsApp facts of an item: the customer-service window and template use. */
export const WhatsAppBlock = t.partial(
  { windowExpiresAt: DateString, templateId: Id, templateParameters: t.array(t.string) },
  'WhatsAppBlock',
);
export type WhatsAppBlock = t.TypeOf<typeof WhatsAppBlock>;

/** Who an item is assigned to, as displayed. */
export const Assignee = struct('Assignee', { id: Id, name: t.string }, { isTeam: t.boolean });
export type Assignee = t.TypeOf<typeof Assignee>;

/**
 * Why a network refused an answer the product sent (a failed item's `failure`, beside its
 * `error` text): the API's error code and the network's own code and subcode, so the reader's
 * language can say it (engage §8: SMM_ENG_ERR_2, Instagram 100/33).
 */
export const SendFailure = t.partial(
  { errorCode: t.string, networkCode: t.number, networkSubcode: t.number },
  'SendFailure',
);
export type SendFailure = t.TypeOf<typeof SendFailure>;

/** The channel an item belongs to, as displayed with it. */
export const ItemChannel = struct('ItemChannel', { id: Id, name: t.string }, { type: Network });
export type ItemChannel = t.TypeOf<typeof ItemChannel>;

const engageItemProps = {
  required: { id: Id, channelId: Id, engage: EngageBlock, meta: ItemMeta },
  optional: {
    networkId: t.string,
    sender: Sender,
    senderApplication: t.type({ type: SenderApplicationType }),
    message: t.string,
    media: t.array(Media),
    prediction: Prediction,
    mentions: t.array(ItemPerson),
    participants: t.array(ItemPerson),
    channel: ItemChannel,
    notesData: NotesData,
    format: t.partial({
      customerActions: t.array(t.UnknownRecord),
      cards: t.array(t.UnknownRecord),
    }),
    engageCasesV2: t.array(t.UnknownRecord),
    externalCases: t.array(t.UnknownRecord),
    dark: t.boolean,
    placeholder: t.boolean,
    focused: t.boolean,
    contentPending: t.boolean,
    assignedToMe: t.boolean,
    assignee: nullable(Assignee),
    readBy: Ids,
    saved: t.boolean,
    error: t.string,
    failure: SendFailure,
    /**
     * Who controls a Facebook conversation (the handover protocol): `SMM` (this product) or
     * `THIRD_PARTY` (another app; answers are refused with SMM_ENG_ERR_2 until control is taken).
     */
    control: t.type({ ownership: t.string }),
    facebook: FacebookBlock,
    twitter: TwitterBlock,
    instagram: InstagramBlock,
    linkedin: LinkedInBlock,
    threads: ThreadsBlock,
    whatsapp: WhatsAppBlock,
  },
};

/**
 * An engage item: a post, comment, reply, message or conversation (engage §3). The product block
 * is `engage`; per-network blocks carry what only one network knows.
 */
export const EngageItem = struct('EngageItem', engageItemProps.required, engageItemProps.optional);
export type EngageItem = t.TypeOf<typeof EngageItem>;

/** Paging state of an item list that loads in both directions (engage §3). */
export const BidiPagination = t.type(
  { isLoading: t.boolean, allLoaded: t.boolean, before: Ids, after: Ids },
  'BidiPagination',
);
export type BidiPagination = t.TypeOf<typeof BidiPagination>;

/** Counters of a saved item's conversation (engage §3). */
export const ItemStats = t.type(
  {
    total: Count,
    assignedToMe: Count,
    unread: Count,
    assignedToOrMentionsMe: Count,
    hasNotes: t.boolean,
  },
  'ItemStats',
);
export type ItemStats = t.TypeOf<typeof ItemStats>;

/** A saved item: an engage item with what the inbox adds while showing it (engage §3). */
export const SavedItem = struct('SavedItem', engageItemProps.required, {
  ...engageItemProps.optional,
  comments: t.array(EngageItem),
  latestComment: nullable(EngageItem),
  pagination: t.partial({ offset: Count, limit: Count, allLoaded: t.boolean }),
  bidiPagination: BidiPagination,
  stats: ItemStats,
  percolated: t.boolean,
  responseTemplateIds: Ids,
  hasOpenCase: t.boolean,
  emailNotificationsEnabled: t.boolean,
  pushNotificationsEnabled: t.boolean,
});
export type SavedItem = t.TypeOf<typeof SavedItem>;

/** The most items one search page returns. */
export const MAX_PAGE_SIZE = 100;

/**
 * The query of `POST /api/engage/search` (engage §7): `limit` (default 20, at most 100) and
 * either `offset` (default 0) or the opaque `cursor` of the previous page (keyset paging).
 */
export const SearchQuery = struct(
  'SearchQuery',
  {
    limit: withDefault(integerParam(1, MAX_PAGE_SIZE), 20),
    offset: withDefault(integerParam(0, 10_000_000), 0),
  },
  { cursor: text('secret') },
);
export type SearchQuery = t.TypeOf<typeof SearchQuery>;

/**
 * A page of search results: the items, where the page starts, and the cursor of the next page
 * (null on the last page; a page shorter than the limit is the last).
 */
export const SearchPage = t.type(
  { items: t.array(SavedItem), offset: Count, limit: Count, nextCursor: nullable(t.string) },
  'SearchPage',
);
export type SearchPage = t.TypeOf<typeof SearchPage>;
