import type * as t from 'io-ts';
import { oneOf } from './codec.utils.js';

/** Where an item comes from (engage §3). */
export const ItemOrigin = oneOf(['ownPost', 'fanPost', 'dm', 'mention', 'review', 'reel']);
export type ItemOrigin = t.TypeOf<typeof ItemOrigin>;

/** Item types (engage §3). */
export const ItemType = oneOf([
  'post',
  'comment',
  'message',
  'reply',
  'messagethread',
  'email',
  'video',
  'conversation',
  'review',
  'mention',
]);
export type ItemType = t.TypeOf<typeof ItemType>;

/** How an item is displayed (engage §2). */
export const DisplayType = oneOf([
  'darkPost',
  'dm',
  'quoteTweet',
  'retweet',
  'mention',
  'like',
  'reel',
  'short',
  'video',
  'comment',
  'review',
  'post',
]);
export type DisplayType = t.TypeOf<typeof DisplayType>;

/** Content types a feed can filter on (engage §3). */
export const ContentType = oneOf(['post', 'comment', 'reply', 'message', 'review']);
export type ContentType = t.TypeOf<typeof ContentType>;

/** Publication state as feeds filter it (engage §3). */
export const PublicationState = oneOf(['PUBLISHED', 'VANISHED', 'DELETED']);
export type PublicationState = t.TypeOf<typeof PublicationState>;

/**
 * An item's status on its network (engage §3, §4): published; deleted (by a user of ours);
 * vanished (deleted on the network).
 */
export const NetworkStatus = oneOf(['published', 'deleted', 'vanished']);
export type NetworkStatus = t.TypeOf<typeof NetworkStatus>;

/** Reactions (engage §3). */
export const Reaction = oneOf(['LIKE', 'LOVE', 'CARE', 'HAHA', 'WOW', 'SAD', 'ANGRY']);
export type Reaction = t.TypeOf<typeof Reaction>;

/** Review star ratings (engage §3). */
export const StarRating = oneOf(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE']);
export type StarRating = t.TypeOf<typeof StarRating>;

/** Delivery state of a sent message (engage §3). */
export const MessageDelivery = oneOf(['DELIVERY_FAILED', 'DELIVERED']);
export type MessageDelivery = t.TypeOf<typeof MessageDelivery>;

/** Sending state of a message on its way out (engage §3). */
export const MessageSending = oneOf(['MESSAGE_SENDING', 'MESSAGE_FAILED']);
export type MessageSending = t.TypeOf<typeof MessageSending>;

/** Message tags for messages outside the standard window (engage §3). */
export const MessageTag = oneOf([
  'CONFIRMED_EVENT_UPDATE',
  'ACCOUNT_UPDATE',
  'POST_PURCHASE_UPDATE',
  'HUMAN_AGENT',
]);
export type MessageTag = t.TypeOf<typeof MessageTag>;

/** Sentiment values of the feed filter (engage §3). */
export const SentimentFilter = oneOf(['positive', 'neutral', 'negative', 'uncategorized']);
export type SentimentFilter = t.TypeOf<typeof SentimentFilter>;

/** Sentiment of a prediction (engage §3). */
export const PredictionSentiment = oneOf(['POSITIVE', 'NEGATIVE']);
export type PredictionSentiment = t.TypeOf<typeof PredictionSentiment>;

/** Assignee filter (engage §3). */
export const AssigneeFilter = oneOf(['me', 'my team', 'others', 'nobody']);
export type AssigneeFilter = t.TypeOf<typeof AssigneeFilter>;

/** Assignment and note states a feed can filter on (engage §3). */
export const AssignmentState = oneOf([
  'assignedToMe',
  'assignedToTeam',
  'assignedToOthers',
  'hasNotesV2',
  'hasNoteMentioningMe',
  'hasNoteMentioningTeam',
  'unassigned',
]);
export type AssignmentState = t.TypeOf<typeof AssignmentState>;

/** Spam status (engage §3). */
export const SpamStatus = oneOf(['manuallySpam', 'automatedSpam', 'notSpam']);
export type SpamStatus = t.TypeOf<typeof SpamStatus>;

/** Hidden status (engage §3). */
export const HiddenStatus = oneOf(['hidden', 'hiddenByAutomation', 'notHidden']);
export type HiddenStatus = t.TypeOf<typeof HiddenStatus>;

/** Read state an item displays (engage §3, §4). */
export const ReadStatus = oneOf(['read', 'unread', 'none']);
export type ReadStatus = t.TypeOf<typeof ReadStatus>;

/** Read status as feeds filter it (engage §3). */
export const ReadFilterStatus = oneOf(['readByMe', 'read', 'unread', 'automation']);
export type ReadFilterStatus = t.TypeOf<typeof ReadFilterStatus>;

/** Labelled / not labelled (engage §3). */
export const LabelledFilter = oneOf(['labelled', 'notLabelled']);
export type LabelledFilter = t.TypeOf<typeof LabelledFilter>;

/** Assigned / not assigned (engage §3). */
export const AssignedFilter = oneOf(['assigned', 'notAssigned']);
export type AssignedFilter = t.TypeOf<typeof AssignedFilter>;

/** The inbox shows single messages or whole conversations (engage §3). */
export const MessageView = oneOf(['messages', 'conversations']);
export type MessageView = t.TypeOf<typeof MessageView>;

/** Kinds of sender (engage §3). */
export const SenderKind = oneOf(['person', 'organization', 'organizationBrand']);
export type SenderKind = t.TypeOf<typeof SenderKind>;

/** Bulk action types (engage §3). */
export const BulkActionType = oneOf([
  'sentiment',
  'read',
  'spam',
  'notSpam',
  'priority',
  'notPriority',
  'like',
  'unlike',
  'delete',
  'hide',
  'unhide',
  'assign',
  'unassign',
]);
export type BulkActionType = t.TypeOf<typeof BulkActionType>;

/** Media types of an item (engage §3). */
export const MediaType = oneOf([
  'link',
  'image',
  'video',
  'audio',
  'document',
  'carousel',
  'sticker',
  'unknown',
]);
export type MediaType = t.TypeOf<typeof MediaType>;

/** Instagram message types (engage §3). */
export const InstagramMessageType = oneOf([
  'mediaShare',
  'storyReply',
  'storyMention',
  'tag',
  'tagAndMention',
  'unknown',
]);
export type InstagramMessageType = t.TypeOf<typeof InstagramMessageType>;

/** Where an item was collected (engage §3). */
export const ItemContext = oneOf(['ENGAGE', 'BRANDWATCH']);
export type ItemContext = t.TypeOf<typeof ItemContext>;

/** Sender visibility (engage §3). */
export const SenderVisibility = oneOf(['PUBLIC', 'PRIVATE']);
export type SenderVisibility = t.TypeOf<typeof SenderVisibility>;

/** Which application sent an item: ours (SMM) or a third party (engage §3). */
export const SenderApplicationType = oneOf(['SMM', 'THIRD_PARTY']);
export type SenderApplicationType = t.TypeOf<typeof SenderApplicationType>;

/** Feed sort keys (engage §3); the default is the latest comment date. */
export const FeedSortField = oneOf(['latestCommentDate', 'createdDate']);
export type FeedSortField = t.TypeOf<typeof FeedSortField>;

/** Sort direction of engage lists (engage §7); the default is desc. */
export const SortDirection = oneOf(['desc', 'asc']);
export type SortDirection = t.TypeOf<typeof SortDirection>;

/** Automation rule statuses (engage §3). */
export const RuleStatus = oneOf(['draft', 'active', 'paused', 'error', 'deleted']);
export type RuleStatus = t.TypeOf<typeof RuleStatus>;

/** Automation actions (engage §3). Case creation is one action whose kind is a {@link CaseKind}. */
export const RuleActionType = oneOf([
  'engage.assign',
  'engage.label',
  'engage.createCase',
  'engage.markAsRead',
  'engage.markAsSpam',
  'engage.hide',
]);
export type RuleActionType = t.TypeOf<typeof RuleActionType>;

/** Case-creation kinds of automation (engage §3). */
export const CaseKind = oneOf(['salesforce', 'hubspot', 'servicenow', 'zendesk', 'legacy']);
export type CaseKind = t.TypeOf<typeof CaseKind>;

/** Whether a rule needs any or all of its conditions (engage §3). */
export const MatchMode = oneOf(['ANY', 'ALL']);
export type MatchMode = t.TypeOf<typeof MatchMode>;

/** Who wrote the item a rule looks at (engage §3). */
export const AuthorKind = oneOf(['CUSTOMER', 'USER']);
export type AuthorKind = t.TypeOf<typeof AuthorKind>;

/** Fields an automation condition can test (engage §3). */
export const ConditionField = oneOf([
  'network',
  'channel',
  'messageType',
  'text',
  'language',
  'createdBy',
]);
export type ConditionField = t.TypeOf<typeof ConditionField>;

/** Operators of automation conditions (engage §3). */
export const ConditionOperator = oneOf([
  'IS_ANY',
  'IS_NOT_ANY',
  'CONTAINS_ANY',
  'CONTAINS_ALL',
  'DOES_NOT_CONTAIN_ANY',
  'EQUAL_TO',
]);
export type ConditionOperator = t.TypeOf<typeof ConditionOperator>;

/** Value types of automation conditions (engage §3). */
export const ConditionValueType = oneOf(['string', 'channel', 'network', 'enum']);
export type ConditionValueType = t.TypeOf<typeof ConditionValueType>;

/** Auto-reply kinds (engage §3). */
export const AutoReplyKind = oneOf(['AWAY_MESSAGE', 'WELCOME_MESSAGE']);
export type AutoReplyKind = t.TypeOf<typeof AutoReplyKind>;

/** Weekdays of auto-reply schedules (engage §3). */
export const Weekday = oneOf([
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
]);
export type Weekday = t.TypeOf<typeof Weekday>;

/** Actions a realtime client sends (engage §7). */
export const RealtimeClientAction = oneOf(['JOIN', 'LEAVE', 'GET_STATE', 'MESSAGE']);
export type RealtimeClientAction = t.TypeOf<typeof RealtimeClientAction>;

/** Actions a realtime client receives (engage §7). */
export const RealtimeServerAction = oneOf(['VERSION', 'JOIN', 'MESSAGE', 'LEAVE', 'RELOAD']);
export type RealtimeServerAction = t.TypeOf<typeof RealtimeServerAction>;

/** Every realtime action, sent or received. */
export const RealtimeAction = oneOf(['JOIN', 'LEAVE', 'GET_STATE', 'MESSAGE', 'VERSION', 'RELOAD']);
export type RealtimeAction = t.TypeOf<typeof RealtimeAction>;

/** Realtime event types that are cached (engage §7). */
export const RealtimeEventType = oneOf([
  'markedAsRead',
  'addReply',
  'viewing',
  'editing',
  'syncItems',
  'catchAll',
  'deleteItem',
  'retweet',
]);
export type RealtimeEventType = t.TypeOf<typeof RealtimeEventType>;

/** Cached event types that are not ephemeral: all but viewing and editing (engage §7). */
export const NON_EPHEMERAL_EVENT_TYPES: readonly RealtimeEventType[] =
  RealtimeEventType.values.filter((type) => type !== 'viewing' && type !== 'editing');

/** Engage error kinds, each mapped to a localised message (engage §8). */
export const EngageErrorKind = oneOf([
  'generalError',
  'invalidRequest',
  'invalidInput',
  'invalidDate',
  'notFound',
  'conflict',
  'unauthorized',
  'networkRequestError',
  'networkResponseError',
  'networkGeneralError',
  'conversationControlError',
]);
export type EngageErrorKind = t.TypeOf<typeof EngageErrorKind>;

/** The error code of a Facebook conversation a third party controls (engage §8). */
export const THIRD_PARTY_CONTROL_ERROR_CODE = 'SMM_ENG_ERR_2';

/** The reader an item's `readBy` names when automation read it (not a person). */
export const AUTOMATION_READER = 'automation';

/** Bulk-action time estimates (engage §8). */
export const BulkEstimate = oneOf(['underAMinute', 'aboutTenMinutes', 'considerableTime']);
export type BulkEstimate = t.TypeOf<typeof BulkEstimate>;
