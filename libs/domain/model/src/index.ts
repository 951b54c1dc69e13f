/**
 * @smm/model: io-ts codecs and types for every entity and enumeration of the specification,
 * identifier helpers and the API error shape. See README.md.
 */

export { showValue, describeErrors, decodeError, decode, decodeOrThrow } from './decode.js';
export type { DecodeIssue, DecodeError } from './decode.js';
export {
  oneOf,
  struct,
  nullable,
  withDefault,
  knownOnly,
  DateString,
  NonEmptyString,
  Id,
  Ids,
  Count,
  Uuid,
  ChannelId,
  integerParam,
} from './codec.utils.js';
export type { EnumC } from './codec.utils.js';
export { normaliseId, formatId, sameId } from './id.js';
export { DEFAULT_ERROR_MESSAGE, DEFAULT_ERROR_STATUS, ApiError, toApiError } from './api-error.js';
export { isAssigned, isAssignee } from './assignee.rules.js';
export type { AssignableItem, Identified } from './assignee.rules.js';
export {
  SupportedNetwork,
  DefinedNetwork,
  UnsupportedNetwork,
  NETWORK_ALIASES,
  Network,
  NETWORK_VALUES,
} from './network.codec.js';
export {
  FeaturePackage,
  OrganisationPackageName,
  ProductAccessPackage,
  ChannelStatus,
  ChannelRole,
  ShellRole,
  TeamPermissionName,
  AudienceRole,
  WhatsAppVertical,
  WhatsAppAccountStatus,
  WhatsAppVerificationStatus,
  WhatsAppApprovalStatus,
  Locale,
  DATE_LOCALE_EN,
  ConsentCategory,
  CONSENT_CATEGORY_NAMES,
  CsvSeparator,
  ToastType,
  NotificationStatusFilter,
  NotificationReadStatus,
  NotificationProduct,
  NotificationRelevance,
  NotificationSortDirection,
  FeatureDiscriminator,
  PublishItemStatus,
  MODAL_WIDTHS,
  ModalCloseReason,
} from './platform-enums.codec.js';
export {
  ItemOrigin,
  ItemType,
  DisplayType,
  ContentType,
  PublicationState,
  NetworkStatus,
  Reaction,
  StarRating,
  MessageDelivery,
  MessageSending,
  MessageTag,
  SentimentFilter,
  PredictionSentiment,
  AssigneeFilter,
  AssignmentState,
  SpamStatus,
  HiddenStatus,
  ReadStatus,
  ReadFilterStatus,
  LabelledFilter,
  AssignedFilter,
  MessageView,
  SenderKind,
  BulkActionType,
  MediaType,
  InstagramMessageType,
  ItemContext,
  SenderVisibility,
  SenderApplicationType,
  FeedSortField,
  SortDirection,
  RuleStatus,
  RuleActionType,
  CaseKind,
  MatchMode,
  AuthorKind,
  ConditionField,
  ConditionOperator,
  ConditionValueType,
  AutoReplyKind,
  Weekday,
  RealtimeClientAction,
  RealtimeServerAction,
  RealtimeAction,
  RealtimeEventType,
  NON_EPHEMERAL_EVENT_TYPES,
  EngageErrorKind,
  THIRD_PARTY_CONTROL_ERROR_CODE,
  BulkEstimate,
} from './engage-enums.codec.js';
export { AdAccount, AdAccountState } from './ad-account.codec.js';
export { AudiencePerson, AudienceState } from './audience.codec.js';
export {
  RuleCondition,
  RuleActionConfig,
  RuleAction,
  WeekdayWindow,
  AutoReply,
  AutomationRule,
} from './automation.codec.js';
export {
  BrandPublicChannel,
  Brand,
  ChannelSlotDetails,
  ChannelSlotSummary,
  HandleInfo,
  SuggestedChannelSearch,
} from './brand.codec.js';
export {
  BulkContentPayload,
  BulkLabelPayload,
  BulkActionPayload,
  ContentStatus,
} from './bulk.codec.js';
export {
  ChannelPermissions,
  AssignableUser,
  Channel,
  AuthorizedChannel,
  ChannelSettingsQuery,
  ConnectChannelsRequest,
  ChannelRoleChange,
  AssignChannelsToTeams,
} from './channel.codec.js';
export {
  Assignment,
  Case,
  NoteNotificationData,
  Note,
  ConversationPaging,
  MessageSearch,
  MessageSearchResult,
  WhatsAppTemplate,
  ResponseTemplateData,
  ResponseTemplate,
  ForwardEmail,
} from './collaboration.codec.js';
export {
  EngageBlock,
  ItemReaction,
  ItemMeta,
  Sender,
  Media,
  Prediction,
  ItemPerson,
  NotesData,
  FacebookBlock,
  TwitterBlock,
  InstagramBlock,
  LinkedInBlock,
  ThreadsBlock,
  WhatsAppBlock,
  Assignee,
  ItemChannel,
  EngageItem,
  BidiPagination,
  ItemStats,
  SavedItem,
  MAX_PAGE_SIZE,
  SearchQuery,
  SearchPage,
} from './engage-item.codec.js';
export { ExportRequest, toExportWire, ExportStatus } from './export.codec.js';
export {
  LabelsFilter,
  AssignFilter,
  ReadFilter,
  DateFilter,
  feedFilterProps,
  FeedFilters,
  Feed,
  FeedDefinition,
  FeedSharing,
  FeedToggle,
  FeedOrder,
  FeedPageQuery,
  SearchRequest,
} from './feed.codec.js';
export { MetricPagination, MetricEntry } from './metric.codec.js';
export { UploadLimit, UploadOptions, NetworkDefinition } from './network-definition.codec.js';
export {
  ToastOptions,
  Toast,
  NotificationEntry,
  NotificationPage,
  NotificationFilters,
  DEFAULT_NOTIFICATION_FILTERS,
  NotificationStatusChange,
  UnreadCount,
} from './notification.codec.js';
export {
  Organisation,
  OrganisationSlim,
  OrganisationUserName,
  Cap,
  Feature,
  AiFeaturesFlag,
  LabelsSetting,
  AdminContextSwitch,
  FeatureToggleTarget,
  ProductAccess,
} from './organisation.codec.js';
export { Presence, ANONYMOUS_PRESENCE_LABEL } from './presence.codec.js';
export { RealtimeFrame, RealtimeToken } from './realtime.codec.js';
export { ReplyImage, ReplyDraft, PrivateReply, ConversationLanguage } from './reply.codec.js';
export { TeamPermissions, Team } from './team.codec.js';
export {
  RoleMembership,
  UserGeo,
  ContextSwitch,
  User,
  CurrentUser,
  ProfileUpdate,
  EmailChange,
  UserChannelRole,
  UserTeamRole,
} from './user.codec.js';
export {
  WebhookTopic,
  WebhookSubscription,
  Webhook,
  WebhookList,
  WebhookSecret,
  WebhookTestResult,
} from './webhook.codec.js';
export {
  WhatsAppPhoneNumber,
  WhatsAppPhoneNumberGroup,
  WhatsAppProfile,
  WhatsAppDeployment,
  WhatsAppVerification,
} from './whatsapp.codec.js';
export {
  JsonWebKeySet,
  LoginRequest,
  Localisation,
  RefreshRequest,
  TokenResponse,
} from './auth.codec.js';
export {
  AdminContextSwitchRequest,
  AudienceRoleAnswer,
  ChannelMetadata,
  ChannelNameOverride,
  ChannelSettingsPage,
  ConnectAuthorization,
  ConnectionAudit,
  ConnectRequestState,
  FeatureToggleAnswer,
  NotificationChannelToggle,
  OidcSettings,
  OrgUserUpdate,
  ProfilePictureUpdate,
  TeamCreate,
  TeamMemberRole,
  SwitchableAccount,
  TeamUpdate,
  UrlTrackingChannel,
} from './admin.codec.js';
