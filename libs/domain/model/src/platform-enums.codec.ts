import type * as t from 'io-ts';
import { oneOf } from './codec.utils.js';

/** Feature packages (platform §1). The order matters: on a tie the earlier package wins. */
export const FeaturePackage = oneOf([
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
]);
export type FeaturePackage = t.TypeOf<typeof FeaturePackage>;

/** Organisation package names (platform §1). */
export const OrganisationPackageName = oneOf([
  'essentials',
  'suite',
  'nolisten',
  'listenOnly',
  'measureOnly',
  'benchmarkOnly',
]);
export type OrganisationPackageName = t.TypeOf<typeof OrganisationPackageName>;

/** The package of a product-access answer: a named one, or CUSTOM when it cannot be fetched. */
export const ProductAccessPackage = oneOf([...OrganisationPackageName.values, 'CUSTOM']);
export type ProductAccessPackage = t.TypeOf<typeof ProductAccessPackage>;

/** Channel status values (platform §3). */
export const ChannelStatus = oneOf(['INDEXING STARTED', 'INDEXING FAILED', 'INDEXED', 'ISSUE']);
export type ChannelStatus = t.TypeOf<typeof ChannelStatus>;

/**
 * Channel roles. The spec names EDITOR, CONTENT_CREATOR and MODERATOR; VIEW_ONLY is our value
 * for "otherwise view_only" (docs/decisions/0004-model-wire-values.md).
 */
export const ChannelRole = oneOf(['EDITOR', 'CONTENT_CREATOR', 'MODERATOR', 'VIEW_ONLY']);
export type ChannelRole = t.TypeOf<typeof ChannelRole>;

/** The role label the shell shows for a user (platform §6). */
export const ShellRole = oneOf([
  'administrator',
  'team_leader',
  'editor',
  'content_creator',
  'moderator',
  'view_only',
]);
export type ShellRole = t.TypeOf<typeof ShellRole>;

/** Team permissions (platform §6). */
export const TeamPermissionName = oneOf([
  'manageAdAccounts',
  'manageChannels',
  'manageTemplates',
  'manageUser',
]);
export type TeamPermissionName = t.TypeOf<typeof TeamPermissionName>;

/** Audience roles (platform §6). */
export const AudienceRole = oneOf(['ADMIN', 'AUDIENCE_USER']);
export type AudienceRole = t.TypeOf<typeof AudienceRole>;

/** WhatsApp business-profile verticals (platform §3). */
export const WhatsAppVertical = oneOf([
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
]);
export type WhatsAppVertical = t.TypeOf<typeof WhatsAppVertical>;

/** WhatsApp account statuses (platform §3). */
export const WhatsAppAccountStatus = oneOf(['ACTIVE', 'INACTIVE', 'PENDING']);
export type WhatsAppAccountStatus = t.TypeOf<typeof WhatsAppAccountStatus>;

/** WhatsApp phone-number verification statuses (platform §3). */
export const WhatsAppVerificationStatus = oneOf(['VERIFIED', 'UNVERIFIED']);
export type WhatsAppVerificationStatus = t.TypeOf<typeof WhatsAppVerificationStatus>;

/** WhatsApp display-name approval statuses (platform §3). */
export const WhatsAppApprovalStatus = oneOf([
  'PENDING',
  'REJECTED',
  'NAME_APPROVED_WAITING_FOR_OBO_APPROVAL',
  'APPROVED',
]);
export type WhatsAppApprovalStatus = t.TypeOf<typeof WhatsAppApprovalStatus>;

/** Interface locales (platform §1); `en` is the default. */
export const Locale = oneOf(['en', 'de', 'es', 'fr', 'it', 'ja']);
export type Locale = t.TypeOf<typeof Locale>;

/** The locale used for formatting dates in the English interface (platform §1). */
export const DATE_LOCALE_EN = 'en-gb';

/** Cookie-consent categories (platform §9). */
export const ConsentCategory = oneOf(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
export type ConsentCategory = t.TypeOf<typeof ConsentCategory>;

/** What each consent category stands for (platform §9). */
export const CONSENT_CATEGORY_NAMES: Readonly<Record<ConsentCategory, string>> = {
  C0001: 'strictly necessary',
  C0002: 'performance',
  C0003: 'functional',
  C0004: 'targeting',
  C0005: 'social media',
};

/** CSV separators of data exports (platform §9); the default is SEMICOLON. */
export const CsvSeparator = oneOf(['COMMA', 'SEMICOLON', 'TAB']);
export type CsvSeparator = t.TypeOf<typeof CsvSeparator>;

/** In-product toast types (platform §3); `clear` removes shown toasts. */
export const ToastType = oneOf(['success', 'info', 'error', 'danger', 'warning', 'clear']);
export type ToastType = t.TypeOf<typeof ToastType>;

/** Notification-centre read-status filter (engage §3); default ALL. */
export const NotificationStatusFilter = oneOf(['ALL', 'READ', 'UNREAD']);
export type NotificationStatusFilter = t.TypeOf<typeof NotificationStatusFilter>;

/** The read status of one notification-centre entry. */
export const NotificationReadStatus = oneOf(['READ', 'UNREAD']);
export type NotificationReadStatus = t.TypeOf<typeof NotificationReadStatus>;

/** Products a notification comes from (engage §3); the user default is ENGAGE, PLATFORM, PUBLISH. */
export const NotificationProduct = oneOf(['ENGAGE', 'PLATFORM', 'PUBLISH', 'MEASURE', 'ADVERTISE']);
export type NotificationProduct = t.TypeOf<typeof NotificationProduct>;

/** Notification relevance filter (engage §3); default ALL. */
export const NotificationRelevance = oneOf(['ALL', 'ME']);
export type NotificationRelevance = t.TypeOf<typeof NotificationRelevance>;

/** Sort direction of the notification centre (engage §3); default DESC. */
export const NotificationSortDirection = oneOf(['DESC', 'ASC']);
export type NotificationSortDirection = t.TypeOf<typeof NotificationSortDirection>;

/** Whom a feature-toggle question is about (platform §7). */
export const FeatureDiscriminator = oneOf(['ORGANIZATION', 'USER']);
export type FeatureDiscriminator = t.TypeOf<typeof FeatureDiscriminator>;

/** Statuses of publishing items shown on home (platform §7). */
export const PublishItemStatus = oneOf(['published', 'scheduled', 'scheduledError']);
export type PublishItemStatus = t.TypeOf<typeof PublishItemStatus>;

/** Modal widths in pixels (platform §2). */
export const MODAL_WIDTHS = [400, 600, 800, 1200] as const;

/** Why a modal closed (platform §2). */
export const ModalCloseReason = oneOf(['close', 'cancel', 'ok', 'escape', 'backdrop']);
export type ModalCloseReason = t.TypeOf<typeof ModalCloseReason>;
