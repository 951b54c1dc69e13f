/**
 * @smm/i18n: the interface languages and the `lang` override, dates with luxon, and the Lingui
 * catalogues of the shared texts (both specs' error catalogues) in en, de, es, fr, it and ja.
 * See README.md.
 */
export {
  DEFAULT_LOCALE,
  LANG_PARAM,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  isSupportedLocale,
  langParam,
  rememberLocale,
  resolveLocale,
  supportedLocaleOf,
} from './locale.rules.js';
export type { LocaleSources, LocaleStorage, ResolvedLocale } from './locale.rules.js';
export {
  DATE_FORMAT,
  NOTE_DATE_FORMAT,
  dateLocale,
  formatDate,
  formatNoteDate,
  formatRelativeDate,
  RELATIVE_DATE_LIMIT_MS,
} from './date.format.js';
export type { DateInput } from './date.format.js';
export {
  formatClock,
  formatDay,
  formatDuration,
  timeZoneGroups,
  zoneOffset,
} from './time-zone.format.js';
export type { TimeZoneChoice, TimeZoneGroup } from './time-zone.format.js';
export { activateLocale, createI18n, loadCatalogue, translate } from './catalogue.js';
export type { MessageValues } from './catalogue.js';
export { platformMessages } from './messages/platform.messages.js';
export { engageMessages } from './messages/engage.messages.js';
export { uiMessages } from './messages/ui.messages.js';
export { areaMessages, shellMessages } from './messages/shell.messages.js';
export { settingsMessages } from './messages/settings.messages.js';
export { settingsAreaMessages } from './messages/settings-area.messages.js';
export { filterMessages } from './messages/filters.messages.js';
export { ownRepliesMessages } from './messages/own-replies.messages.js';
export { inboxMessages } from './messages/inbox.messages.js';
export {
  INSTAGRAM_STATUS_LINK,
  bulkEstimateMessage,
  engageErrorMessage,
  replyErrorMessage,
} from './error.messages.js';
export type { ReplyFailure } from './error.messages.js';
export { ERROR_CODE_KINDS, engageFailureMessage } from './engage-failure.js';
export type { EngageFailure, FailureMessage } from './engage-failure.js';
export { actionMessages } from './messages/actions.messages.js';
export { noteMessages } from './messages/notes.messages.js';
export { listToolsMessages } from './messages/list-tools.messages.js';
export { composerControlMessages } from './messages/composer-control.messages.js';
export { caseMessages } from './messages/cases.messages.js';
export { channelsMessages } from './messages/channels.messages.js';
export { channelGroupMessages } from './messages/channel-groups.messages.js';
export { trackingMessages } from './messages/tracking.messages.js';
export { teamMessages } from './messages/teams.messages.js';
export { labelManagementMessages } from './messages/label-management.messages.js';
export { userMessages } from './messages/users.messages.js';
export { auditLogMessages } from './messages/audit-log.messages.js';
export { auditKindMessages } from './messages/audit-kinds.messages.js';
export { auditActionMessages } from './messages/audit-actions.messages.js';
export { notificationSettingsMessages } from './messages/notification-settings.messages.js';
export { consentMessages } from './messages/consent.messages.js';
export { overviewMessages } from './messages/overview.messages.js';
export { supportMessages } from './messages/support.messages.js';
export { auditFieldMessages } from './messages/audit-fields.messages.js';
export { notificationMessages } from './messages/notifications.messages.js';
export { automationMessages } from './messages/automation.messages.js';
export { autoReplyMessages } from './messages/auto-replies.messages.js';
export { webhookMessages, webhookTopicMessages } from './messages/webhooks.messages.js';
export { conversationPanelMessages } from './messages/conversation-panels.messages.js';
export { whatsappConnectMessages } from './messages/whatsapp-connect.messages.js';
export { whatsappProfileMessages } from './messages/whatsapp-profile.messages.js';
export { homeMessages, timeZoneMessages } from './messages/home.messages.js';
export { chartMessages } from './messages/chart.messages.js';
export { measureMessages } from './messages/measure.messages.js';
export { benchmarkManageMessages } from './messages/benchmark-manage.messages.js';
export { publishComposerMessages } from './messages/publish-composer.messages.js';
export { publishMessages } from './messages/publish.messages.js';
export { brandsMessages } from './messages/brands.messages.js';
export { benchmarkMessages } from './messages/benchmark.messages.js';
export { listenAlertMessages } from './messages/listen-alerts.messages.js';
export { listenMessages } from './messages/listen.messages.js';
export { adAccountMessages } from './messages/ad-accounts.messages.js';
export { audienceMessages } from './messages/audience.messages.js';
export { audienceToolsMessages } from './messages/audience-tools.messages.js';
export { adsMessages } from './messages/ads.messages.js';
