import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import * as model from './index.js';

/**
 * Every enumeration of the specs, transcribed from its table or list (platform §1, §3, §6, §9;
 * engage §2, §3, §7, §8) in the spec's wording. Where the wire value differs from the wording,
 * the wire value is given with the wording in a comment (docs/decisions/0004-model-wire-values.md).
 */
type AnyEnum = t.Decoder<unknown, string> & { readonly values: readonly string[] };

const specEnumerations: [name: string, codec: AnyEnum, values: string[]][] = [
  [
    'supported networks (platform §1)',
    model.SupportedNetwork,
    [
      'facebook',
      'instagram',
      'whatsapp',
      'twitter',
      'youtube',
      'linkedIn',
      'tiktok',
      'googlemybusiness',
      'threads',
    ],
  ],
  [
    'network definitions (platform §3)',
    model.DefinedNetwork,
    [
      'facebook',
      'twitter',
      'youtube',
      'instagram',
      'threads',
      'linkedIn',
      'email',
      'whatsapp',
      'tiktok',
      'googlemybusiness',
      'pinterest',
    ],
  ],
  // Reddit, Tumblr, forums, news, VK, blogs, QQ, dark web, 4chan, Sina Weibo, licensed news (Lexis Nexis), reviews
  [
    'recognised, unsupported networks (platform §1, engage §1)',
    model.UnsupportedNetwork,
    [
      'reddit',
      'tumblr',
      'forums',
      'news',
      'vk',
      'blogs',
      'qq',
      'darkweb',
      '4chan',
      'sinaweibo',
      'lexisnexis',
      'reviews',
    ],
  ],
  [
    'every recognised network value (platform §1)',
    model.Network,
    [...model.DefinedNetwork.values, ...model.UnsupportedNetwork.values],
  ],
  [
    'feature packages (platform §1)',
    model.FeaturePackage,
    [
      'essentials',
      'essentialsWithBenchmark',
      'suite',
      'suiteWithBenchmark',
      'nolisten',
      'noListenNoAudience',
      'suiteWithBenchmarkNoListen',
      'listenOnly',
      'measureOnly',
      'benchmarkOnly',
    ],
  ],
  [
    'organisation package names (platform §1)',
    model.OrganisationPackageName,
    ['essentials', 'suite', 'nolisten', 'listenOnly', 'measureOnly', 'benchmarkOnly'],
  ],
  [
    'channel status values (platform §3)',
    model.ChannelStatus,
    ['INDEXING STARTED', 'INDEXING FAILED', 'INDEXED', 'ISSUE'],
  ],
  [
    'WhatsApp verticals (platform §3)',
    model.WhatsAppVertical,
    [
      'Automotive',
      'Beauty Spa and Salon',
      'Clothing and Apparel',
      'Education',
      'Entertainment',
      'Event Planning and Service',
      'Finance and Banking',
      'Food and Grocery',
      'Public Service',
      'Hotel and Lodging',
      'Medical and Health',
      'Non-profit',
      'Professional Services',
      'Shopping and Retail',
      'Travel and Transportation',
      'Restaurant',
      'Other',
    ],
  ],
  [
    'WhatsApp statuses (platform §3)',
    model.WhatsAppAccountStatus,
    ['ACTIVE', 'INACTIVE', 'PENDING'],
  ],
  [
    'WhatsApp verification (platform §3)',
    model.WhatsAppVerificationStatus,
    ['VERIFIED', 'UNVERIFIED'],
  ],
  [
    'WhatsApp approval statuses (platform §3)',
    model.WhatsAppApprovalStatus,
    ['PENDING', 'REJECTED', 'NAME_APPROVED_WAITING_FOR_OBO_APPROVAL', 'APPROVED'],
  ],
  ['WhatsApp code methods', model.WhatsAppCodeMethod, ['SMS']],
  [
    'WhatsApp template categories',
    model.WhatsAppTemplateCategory,
    ['UTILITY', 'MARKETING', 'AUTHENTICATION'],
  ],
  ['WhatsApp template reviews', model.WhatsAppTemplateStatus, ['PENDING', 'APPROVED', 'REJECTED']],
  [
    'shell role labels (platform §6)',
    model.ShellRole,
    ['administrator', 'team_leader', 'editor', 'content_creator', 'moderator', 'view_only'],
  ],
  [
    'team permissions (platform §6)',
    model.TeamPermissionName,
    ['manageAdAccounts', 'manageChannels', 'manageTemplates', 'manageUser'],
  ],
  ['audience roles (platform §6)', model.AudienceRole, ['ADMIN', 'AUDIENCE_USER']],
  ['supported locales (platform §9)', model.Locale, ['de', 'en', 'es', 'fr', 'it', 'ja']],
  [
    'consent categories (platform §9)',
    model.ConsentCategory,
    ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'],
  ],
  // TAB added for spreadsheet programs that split on tabs (decision 0056).
  ['CSV separators (platform §9)', model.CsvSeparator, ['COMMA', 'SEMICOLON', 'TAB']],
  ['quick assignment filters (decision 0056)', model.QuickAssignment, ['me', 'team', 'unassigned']],
  ['mark read on open (decision 0057)', model.MarkReadOnOpen, ['immediately', 'after2s', 'never']],
  [
    'toast types (platform §3)',
    model.ToastType,
    ['success', 'info', 'error', 'danger', 'warning', 'clear'],
  ],
  [
    'modal close reasons (platform §2)',
    model.ModalCloseReason,
    ['close', 'cancel', 'ok', 'escape', 'backdrop'],
  ],
  [
    'feature-toggle discriminators (platform §7)',
    model.FeatureDiscriminator,
    ['ORGANIZATION', 'USER'],
  ],
  [
    'home publishing statuses (platform §7)',
    model.PublishItemStatus,
    ['published', 'scheduled', 'scheduledError'],
  ],
  [
    'notification status filter (engage §3)',
    model.NotificationStatusFilter,
    ['READ', 'UNREAD', 'ALL'],
  ],
  [
    'notification products (engage §3)',
    model.NotificationProduct,
    ['ENGAGE', 'PLATFORM', 'PUBLISH', 'MEASURE', 'ADVERTISE'],
  ],
  ['notification relevance (engage §3)', model.NotificationRelevance, ['ALL', 'ME']],
  ['notification sort (engage §3)', model.NotificationSortDirection, ['DESC', 'ASC']],
  [
    'item origin (engage §3)',
    model.ItemOrigin,
    ['ownPost', 'fanPost', 'dm', 'mention', 'review', 'reel'],
  ],
  [
    'item type (engage §3)',
    model.ItemType,
    [
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
    ],
  ],
  // dark post, dm, quote tweet, retweet, mention, like, reel, short, video, comment, review, post
  [
    'item display types (engage §2)',
    model.DisplayType,
    [
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
    ],
  ],
  [
    'feed content types (engage §3)',
    model.ContentType,
    ['post', 'comment', 'reply', 'message', 'review'],
  ],
  ['publication state (engage §3)', model.PublicationState, ['PUBLISHED', 'VANISHED', 'DELETED']],
  ['network status (engage §3)', model.NetworkStatus, ['deleted', 'vanished', 'published']],
  [
    'reactions (engage §3)',
    model.Reaction,
    ['LIKE', 'LOVE', 'CARE', 'HAHA', 'WOW', 'SAD', 'ANGRY'],
  ],
  ['star ratings (engage §3)', model.StarRating, ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE']],
  ['message delivery (engage §3)', model.MessageDelivery, ['DELIVERY_FAILED', 'DELIVERED']],
  ['message sending (engage §3)', model.MessageSending, ['MESSAGE_SENDING', 'MESSAGE_FAILED']],
  [
    'message tags (engage §3)',
    model.MessageTag,
    ['CONFIRMED_EVENT_UPDATE', 'ACCOUNT_UPDATE', 'POST_PURCHASE_UPDATE', 'HUMAN_AGENT'],
  ],
  [
    'sentiment filter (engage §3)',
    model.SentimentFilter,
    ['positive', 'neutral', 'negative', 'uncategorized'],
  ],
  ['prediction sentiment (engage §3)', model.PredictionSentiment, ['POSITIVE', 'NEGATIVE']],
  ['assignee filter (engage §3)', model.AssigneeFilter, ['me', 'my team', 'others', 'nobody']],
  [
    'assignment states (engage §3)',
    model.AssignmentState,
    [
      'assignedToMe',
      'assignedToTeam',
      'assignedToOthers',
      'hasNotesV2',
      'hasNoteMentioningMe',
      'hasNoteMentioningTeam',
      'unassigned',
    ],
  ],
  ['spam (engage §3)', model.SpamStatus, ['manuallySpam', 'automatedSpam', 'notSpam']],
  ['hidden (engage §3)', model.HiddenStatus, ['hidden', 'hiddenByAutomation', 'notHidden']],
  ['read state (engage §4)', model.ReadStatus, ['read', 'unread', 'none']],
  ['case status', model.CaseStatus, ['OPEN', 'CLOSED']],
  ['Zendesk ticket priority', model.TicketPriority, ['low', 'normal', 'high', 'urgent']],
  [
    'read status filter (engage §3)',
    model.ReadFilterStatus,
    ['readByMe', 'read', 'unread', 'automation'],
  ],
  // labelled / not labelled
  ['labelled filter (engage §3)', model.LabelledFilter, ['labelled', 'notLabelled']],
  // assigned / not assigned
  ['assigned filter (engage §3)', model.AssignedFilter, ['assigned', 'notAssigned']],
  ['messages or conversations (engage §3)', model.MessageView, ['messages', 'conversations']],
  ['sender kinds (engage §3)', model.SenderKind, ['person', 'organization', 'organizationBrand']],
  // sentiment, read, spam, not spam, priority, not priority, like, unlike, delete, hide, unhide, assign, unassign
  [
    'bulk action types (engage §3)',
    model.BulkActionType,
    [
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
    ],
  ],
  [
    'media types (engage §3)',
    model.MediaType,
    ['link', 'image', 'video', 'audio', 'document', 'carousel', 'sticker', 'unknown'],
  ],
  [
    'Instagram message types (engage §3)',
    model.InstagramMessageType,
    ['mediaShare', 'storyReply', 'storyMention', 'tag', 'tagAndMention', 'unknown'],
  ],
  ['item context (engage §3)', model.ItemContext, ['ENGAGE', 'BRANDWATCH']],
  ['sender visibility (engage §3)', model.SenderVisibility, ['PUBLIC', 'PRIVATE']],
  // {product} or THIRD_PARTY
  ['sender application (engage §3)', model.SenderApplicationType, ['SMM', 'THIRD_PARTY']],
  // latest comment date and created date
  ['feed sort keys (engage §3)', model.FeedSortField, ['latestCommentDate', 'createdDate']],
  ['rule status (engage §3)', model.RuleStatus, ['draft', 'active', 'paused', 'error', 'deleted']],
  // engage.assign, engage.label, case creation, engage.markAsRead, engage.markAsSpam, engage.hide
  [
    'rule actions (engage §3)',
    model.RuleActionType,
    [
      'engage.assign',
      'engage.label',
      'engage.createCase',
      'engage.markAsRead',
      'engage.markAsSpam',
      'engage.hide',
    ],
  ],
  [
    'case creation kinds (engage §3)',
    model.CaseKind,
    ['salesforce', 'hubspot', 'servicenow', 'zendesk', 'legacy'],
  ],
  ['match mode (engage §3)', model.MatchMode, ['ANY', 'ALL']],
  ['author kind (engage §3)', model.AuthorKind, ['CUSTOMER', 'USER']],
  [
    'condition fields (engage §3)',
    model.ConditionField,
    ['network', 'channel', 'messageType', 'text', 'language', 'createdBy'],
  ],
  [
    'condition operators (engage §3)',
    model.ConditionOperator,
    ['IS_ANY', 'IS_NOT_ANY', 'CONTAINS_ANY', 'CONTAINS_ALL', 'DOES_NOT_CONTAIN_ANY', 'EQUAL_TO'],
  ],
  [
    'condition value types (engage §3)',
    model.ConditionValueType,
    ['string', 'channel', 'network', 'enum'],
  ],
  ['auto-reply kinds (engage §3)', model.AutoReplyKind, ['AWAY_MESSAGE', 'WELCOME_MESSAGE']],
  [
    'weekdays (engage §3)',
    model.Weekday,
    ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
  ],
  [
    'realtime actions sent (engage §7)',
    model.RealtimeClientAction,
    ['JOIN', 'LEAVE', 'GET_STATE', 'MESSAGE'],
  ],
  [
    'realtime actions received (engage §7)',
    model.RealtimeServerAction,
    ['VERSION', 'JOIN', 'MESSAGE', 'LEAVE', 'RELOAD'],
  ],
  // marked as read, add reply, viewing, editing, sync items, catch all, delete item, retweet
  [
    'cached realtime event types (engage §7)',
    model.RealtimeEventType,
    [
      'markedAsRead',
      'addReply',
      'viewing',
      'editing',
      'syncItems',
      'catchAll',
      'deleteItem',
      'retweet',
    ],
  ],
  // general error, invalid request, invalid input, invalid date, not found, conflict, unauthorized,
  // network request error, network response error, network general error, conversation control error
  [
    'engage error kinds (engage §8)',
    model.EngageErrorKind,
    [
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
    ],
  ],
  [
    'channel roles (platform §6, with our VIEW_ONLY)',
    model.ChannelRole,
    ['EDITOR', 'CONTENT_CREATOR', 'MODERATOR', 'VIEW_ONLY'],
  ],
  [
    'product-access packages (platform §1: CUSTOM when it cannot be fetched)',
    model.ProductAccessPackage,
    ['essentials', 'suite', 'nolisten', 'listenOnly', 'measureOnly', 'benchmarkOnly', 'CUSTOM'],
  ],
  ['notification entry read status (engage §3)', model.NotificationReadStatus, ['READ', 'UNREAD']],
  [
    'realtime actions, sent or received (engage §7)',
    model.RealtimeAction,
    ['JOIN', 'LEAVE', 'GET_STATE', 'MESSAGE', 'VERSION', 'RELOAD'],
  ],
  // 100 or fewer: under a minute; over 1000: considerable time; otherwise about ten minutes
  [
    'bulk estimates (engage §8)',
    model.BulkEstimate,
    ['underAMinute', 'aboutTenMinutes', 'considerableTime'],
  ],
  ['sort direction (engage §7)', model.SortDirection, ['desc', 'asc']],
  // the kinds of the upload limits (engage §9)
  ['upload kinds (engage §9)', model.UploadKind, ['photo', 'video']],
  // not in the spec: how a sandbox network can be made to fail (engage §8's errors on demand)
  [
    'sandbox failure kinds',
    model.SandboxFailureKind,
    [
      'rateLimited',
      'tokenExpired',
      'platformIssue',
      'notFound',
      'invalid',
      'thirdPartyControl',
      'missingPermission',
    ],
  ],
  // not in the spec: a bulk job's progress (decision 0019)
  ['bulk job states', model.BulkJobState, ['queued', 'running', 'done']],
  // not in the spec: the kinds of notification a person chooses for (decision 0045)
  [
    'notification kinds',
    model.NotificationKind,
    [
      'mention',
      'assignment',
      'feedShared',
      'exportReady',
      'bulkFailed',
      'channelAttention',
      'maintenance',
      'listenAlert',
    ],
  ],
  // not in the spec: what a notice tells of, for the app to word it (decision 0047)
  [
    'notification types',
    model.NotificationType,
    [
      'mention',
      'assignment',
      'teamAssignment',
      'caseAssignment',
      'feedShared',
      'feedChanged',
      'feedDeleted',
      'feedAlert',
      'exportReady',
      'bulkFailed',
      'channelReconnect',
      'channelIndexing',
      'maintenance',
      'ruleError',
      'webhookDisabled',
      'postSubmitted',
      'postApproved',
      'postRejected',
      'postFailed',
      'listenAlert',
    ],
  ],
  // not in the spec: who changed an item, in its history (decision 0050)
  ['history sources', model.HistorySource, ['user', 'bulk', 'automation', 'network']],
  // not in the spec: what came of a rule's action on an item (decision 0050)
  ['rule action outcomes', model.RuleActionOutcome, ['done', 'refused', 'failed', 'skipped']],
  // not in the spec: what an action's configuration needs (decision 0050)
  ['rule action fields', model.RuleActionField, ['assignee', 'labels', 'caseKind', 'note']],
  // not in the spec: what the audit log is about, and every action it records (decision 0041)
  [
    'audit kinds',
    model.AuditKind,
    [
      'USER',
      'INVITATION',
      'TEAM',
      'ROLE',
      'CHANNEL',
      'LABEL',
      'SETTINGS',
      'WEBHOOK',
      'RULE',
      'POST',
      'SIGN_IN',
      'SUPPORT',
      'BRAND',
      'AD_ACCOUNT',
      'AUDIENCE',
    ],
  ],
  ['audit actions', model.AuditAction, Object.keys(model.AUDIT_ACTIONS)],
  // not in the spec: audience's merge nominees and imports (decisions 0097, 0098)
  [
    'nominee reasons',
    model.NomineeReasonKind,
    ['sameEmail', 'samePhone', 'sameHandle', 'sameName'],
  ],
  [
    'import column targets',
    model.ImportColumnTarget,
    [
      'ignore',
      'name',
      'email',
      'phone',
      'labels',
      'handle:facebook',
      'handle:instagram',
      'handle:twitter',
      'handle:linkedIn',
      'handle:tiktok',
      'handle:youtube',
      'handle:threads',
    ],
  ],
  [
    'import row errors',
    model.ImportRowErrorCode,
    [
      'columns',
      'nameMissing',
      'nameTooLong',
      'emailInvalid',
      'phoneInvalid',
      'handleInvalid',
      'labelInvalid',
      'labelUnknown',
      'tooManyLabels',
      'duplicate',
      'exists',
    ],
  ],
  ['import states', model.ImportState, ['queued', 'checking', 'writing', 'done', 'failed']],
  ['label job kinds', model.LabelJobKind, ['delete', 'merge']],
  [
    'notification sorts',
    model.NotificationSort,
    ['originatingEventCreatedDate,desc', 'originatingEventCreatedDate,asc'],
  ],
  ['label job states', model.LabelJobState, ['queued', 'running', 'done']],
  ['webhook health', model.WebhookHealth, ['healthy', 'failing', 'disabled']],
  ['webhook delivery states', model.WebhookDeliveryStatus, ['pending', 'succeeded', 'failed']],
  [
    'webhook topics',
    model.WebhookTopicName,
    [
      'engage.item.created',
      'engage.item.changed',
      'engage.reply.sent',
      'engage.reply.delivered',
      'engage.reply.failed',
      'engage.note.created',
      'engage.case.opened',
      'engage.case.changed',
      'engage.case.closed',
      'engage.feed.shared',
      'automation.rule.error',
      'channel.connected',
      'channel.disconnected',
      'channel.needsReconnection',
      'export.ready',
      'user.invited',
      'user.deleted',
      'webhook.test',
    ],
  ],
  [
    'post statuses (platform §7, @smm/publish)',
    model.PublishPostStatus,
    [
      'draft',
      'pendingApproval',
      'approved',
      'rejected',
      'scheduled',
      'published',
      'scheduledError',
    ],
  ],
  ['post visibility (platform §7: visibility page)', model.PublishVisibility, ['page', 'hidden']],
  [
    'composer actions (decision 0069)',
    model.PublishAction,
    ['saveDraft', 'submitForApproval', 'schedule', 'publishNow'],
  ],
  ['post sort (platform §7: sortBy newest)', model.PublishSort, ['newest', 'oldest']],
  [
    'post channel outcome (decision 0069)',
    model.PublishTargetStatus,
    ['pending', 'published', 'failed'],
  ],
  [
    'home widgets (engage §2)',
    model.HomeWidget,
    ['publishing', 'engage', 'measure', 'audience', 'listen'],
  ],
  [
    'brand onboarding (decision 0076)',
    model.BrandOnboardingStatus,
    ['notStarted', 'onboarding', 'ready'],
  ],
  [
    'public post kinds (decision 0076)',
    model.PublicPostType,
    ['text', 'photo', 'video', 'link', 'reel', 'short'],
  ],
  [
    'post sentiment (engage §2: sentiment)',
    model.PublicPostSentiment,
    ['positive', 'neutral', 'negative'],
  ],
  [
    'content feed order (decision 0076)',
    model.ContentFeedSort,
    ['newest', 'engagement', 'reactions', 'comments', 'shares'],
  ],
  [
    'benchmark periods (decision 0076)',
    model.BenchmarkPeriod,
    ['last7Days', 'last30Days', 'last90Days'],
  ],
  [
    'report frequency (engage §1: scheduled reports)',
    model.ReportFrequency,
    ['daily', 'weekly', 'monthly'],
  ],
  [
    'team performance parts (engage §7)',
    model.TeamPerformancePart,
    ['all', 'users', 'summary', 'breakdown', 'createdAt'],
  ],
  // not in the spec: listen alerts (decision 0090)
  ['listen alert metrics', model.ListenAlertMetric, ['mentions', 'rise']],
  ['listen alert windows', model.ListenAlertWindow, ['hour', 'day']],
  [
    'listening networks (decision 0088)',
    model.ListeningNetwork,
    ['facebook', 'instagram', 'twitter', 'youtube', 'linkedIn', 'tiktok', 'threads'],
  ],
  [
    'listening languages (decision 0088)',
    model.ListeningLanguage,
    ['en', 'de', 'es', 'fr', 'it', 'ja'],
  ],
  ['listening periods (decision 0088)', model.ListeningRange, ['24h', '7d', '30d']],
  [
    'listening tool events (decision 0089)',
    model.ListeningToolEvent,
    [
      'loaded',
      'querySelected',
      'search',
      'queryCreated',
      'queryUpdated',
      'queryPaused',
      'queryResumed',
      'queryDeleted',
    ],
  ],
  // Facebook and Instagram (one ad network), LinkedIn, X, TikTok (decision 0091)
  ['ad networks (platform §2)', model.AdNetwork, ['facebook', 'linkedin', 'twitter', 'tiktok']],
  ['ad account status (decision 0091)', model.AdAccountStatus, ['connected', 'disconnected']],
  [
    'audience sentiments (decision 0095)',
    model.AudienceSentiment,
    ['positive', 'neutral', 'negative'],
  ],
  ['audience person sources (platform §3)', model.AudienceSource, ['engage', 'import']],
  // not in the spec: the ads area's campaigns and boosts (decision 0093)
  [
    'ad campaign statuses (decision 0093)',
    model.AdCampaignStatus,
    ['active', 'paused', 'completed'],
  ],
  [
    'ad objectives (decision 0093)',
    model.AdObjective,
    ['awareness', 'traffic', 'engagement', 'leads', 'videoViews', 'appInstalls', 'sales'],
  ],
  [
    'ad result types (decision 0093)',
    model.AdResultType,
    ['reach', 'linkClicks', 'postEngagements', 'leads', 'videoViews', 'appInstalls', 'purchases'],
  ],
  ['ad campaign origins (decision 0093)', model.AdCampaignOrigin, ['network', 'boost']],
  [
    'ad campaign sorts (decision 0093)',
    model.AdCampaignSort,
    ['name', 'status', 'spend', 'results', 'startsAt'],
  ],
  ['ad sort orders (decision 0093)', model.AdSortOrder, ['asc', 'desc']],
  ['boost genders (decision 0093)', model.BoostGender, ['all', 'female', 'male']],
  // not in the spec: the kinds of product analytics event (decisions 0084, 0089, 0104)
  [
    'analytics event types',
    model.AnalyticsEventType,
    ['featureGatedRoute', 'listeningTool', 'routeView'],
  ],
];

describe('every enumeration of the specs', () => {
  it('lists every exported enumeration', () => {
    const listed = new Set(specEnumerations.map(([, codec]) => codec));
    const unlisted = Object.entries(model)
      .filter(([, value]) => value instanceof t.Type && 'values' in value)
      .filter(([, value]) => !listed.has(value as AnyEnum))
      .map(([name]) => name);
    expect(unlisted).toEqual([]);
  });

  it.each(specEnumerations)('%s: holds exactly the spec values', (_name, codec, values) => {
    expect([...codec.values].sort()).toEqual([...values].sort());
    for (const value of values) expect(E.isRight(codec.decode(value))).toBe(true);
  });

  it.each(specEnumerations)('%s: rejects a value outside the spec', (_name, codec) => {
    const result = model.decode(codec, 'not-a-spec-value');
    expect(E.isLeft(result) && result.left.message).toBe(
      `(root): expected one of ${codec.values.join('|')} got "not-a-spec-value"`,
    );
  });

  it('recognises every network value: the defined ones and the unsupported ones', () => {
    for (const network of [...model.DefinedNetwork.values, ...model.UnsupportedNetwork.values]) {
      expect(model.decodeOrThrow(model.Network, network)).toBe(network);
    }
    expect(model.NETWORK_VALUES).toHaveLength(
      model.DefinedNetwork.values.length + model.UnsupportedNetwork.values.length,
    );
  });

  it('keeps viewing and editing out of the non-ephemeral event types', () => {
    expect(model.NON_EPHEMERAL_EVENT_TYPES).toEqual([
      'markedAsRead',
      'addReply',
      'syncItems',
      'catchAll',
      'deleteItem',
      'retweet',
    ]);
  });

  it('keeps the feature packages in the spec order, which breaks ties', () => {
    expect(model.FeaturePackage.values[0]).toBe('essentials');
    expect(model.FeaturePackage.values.indexOf('suite')).toBeLessThan(
      model.FeaturePackage.values.indexOf('nolisten'),
    );
  });
});
