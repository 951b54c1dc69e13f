/**
 * @smm/engage-rules: what may be done with an engage item, and by whom. The same functions
 * decide in the web app (which actions to show), on the server (which actions to refuse) and in
 * rule authors' tests. See README.md.
 */
export {
  canAssign,
  canChangeSentiment,
  canDelete,
  canEdit,
  canHide,
  canLabel,
  canLike,
  canMarkSpam,
  canPrivateReply,
  canQuote,
  canReply,
  canRepost,
  canSendMessage,
  canSetPriority,
  capabilitiesOf,
} from './capabilities.rules.js';
export {
  isComment,
  isDeleted,
  isDirectMessage,
  isOwn,
  isPost,
  isViewOnly,
  networkOf,
  VIEW_ONLY_PERMISSION,
} from './item.terms.js';
export {
  contentNotice,
  displayTypeOf,
  identityNotice,
  isEmojiOnly,
  likeIcon,
  replyLabel,
  repostKind,
  senderName,
  senderAddress,
  sentimentOf,
  TEXTS,
} from './display.rules.js';
export {
  characterCount,
  maxPostLength,
  maxReplyLength,
  UNKNOWN_NETWORK_MESSAGE,
  validatePost,
  validateReply,
} from './length.rules.js';
export type { DisplayItem } from './display.rules.js';
export type { PostDraft, PostError, ReplyDraft, ReplyError } from './length.rules.js';
export {
  BULK_LONG_LIMIT,
  BULK_QUICK_LIMIT,
  bulkActionsFor,
  bulkEstimate,
  bulkRefusalOf,
  canBulkLabel,
} from './bulk.rules.js';
export type { BulkRefusal } from './bulk.rules.js';
export {
  fillTemplate,
  needsTemplate,
  openWindow,
  placeholderCount,
  WHATSAPP_WINDOW_MS,
} from './messaging.rules.js';
export {
  isUnderThirdPartyControl,
  PRODUCT_OWNERSHIP,
  THIRD_PARTY_OWNERSHIP,
  withControlTaken,
} from './handover.rules.js';
export {
  MAX_TEMPLATE_BODY_LENGTH,
  templateDraftState,
  templateParameterError,
  templateParameters,
} from './template-parameters.rules.js';
export type {
  TemplateDraftState,
  TemplateParameterError,
  TemplateParameterField,
} from './template-parameters.rules.js';
export { refusalOf } from './refusal.rules.js';
export type { Action, Refusal, RefusalReason } from './refusal.rules.js';
export type { Capabilities, Capability, RuleItem, Viewer } from './rule.types.js';
export {
  ACTION_CAPABILITY,
  applyItemAction,
  AUTOMATION_READER,
  NETWORK_ACTIONS,
} from './item-actions.rules.js';
export type { ItemAction, ItemActionType, Moderator } from './item-actions.rules.js';
export {
  hasIdentity,
  identityKeyOf,
  identityProfileOf,
  isSamePerson,
  MIN_MATCHED_NAME,
  normaliseIdentityText,
} from './audience-identity.rules.js';
export type { IdentityKey, IdentityProfile } from './audience-identity.rules.js';
