import type { MessageDescriptor } from '@lingui/core';
import type { ConnectFailure, LinkedInKind, NextStep, RoleSummary } from '@smm/channels';
import { channelsMessages as m } from '@smm/i18n';
import type { ChannelPermissions, ChannelRole, ChannelStatus, ConnectionAudit } from '@smm/model';

/** The badge of each channel status (platform §3). */
export const STATUS_TEXTS: Readonly<Record<ChannelStatus, MessageDescriptor>> = {
  'INDEXING STARTED': m.statusIndexing,
  'INDEXING FAILED': m.statusFailed,
  INDEXED: m.statusIndexed,
  ISSUE: m.statusIssue,
};

/** What each next step says; `none` says nothing. */
export const STEP_TEXTS: Readonly<Record<Exclude<NextStep, 'none'>, MessageDescriptor>> = {
  wait: m.stepWait,
  reconnectWithRole: m.stepReconnectWithRole,
  reconnect: m.stepReconnect,
  renewFacebook: m.stepRenewFacebook,
  tryLater: m.stepTryLater,
  indexAgain: m.stepIndexAgain,
  otherFlow: m.stepOtherFlow,
};

/** The name of each channel role. */
export const ROLE_TEXTS: Readonly<Record<ChannelRole, MessageDescriptor>> = {
  EDITOR: m.roleEditor,
  CONTENT_CREATOR: m.roleContentCreator,
  MODERATOR: m.roleModerator,
  VIEW_ONLY: m.roleViewOnly,
};

/** The sentence saying what a role allows. */
export const ROLE_SUMMARY_TEXTS: Readonly<Record<RoleSummary, MessageDescriptor>> = {
  'work.publish': m.roleWorkPublish,
  'work.submit': m.roleWorkSubmit,
  'work.none': m.roleWorkNone,
  'read.publish': m.roleReadPublish,
  'read.submit': m.roleReadSubmit,
  'read.none': m.roleReadNone,
};

/** The name of each post permission. */
export const PERMISSION_TEXTS: Readonly<Record<keyof ChannelPermissions, MessageDescriptor>> = {
  approvePost: m.approvePost,
  createPost: m.createPost,
  publishPost: m.publishPost,
  savePostAsDraft: m.savePostAsDraft,
  submitPostForApproval: m.submitPostForApproval,
};

/** What each connection audit tells of. */
export const AUDIT_TEXTS: Readonly<Record<ConnectionAudit['event'], MessageDescriptor>> = {
  CONNECTED: m.eventConnected,
  RECONNECTED: m.eventReconnected,
  INDEXING_STARTED: m.eventIndexingStarted,
  INDEXED: m.eventIndexed,
  INDEXING_FAILED: m.eventIndexingFailed,
  ACCESS_LOST: m.eventAccessLost,
  RENAMED: m.eventRenamed,
  ROLE_CHANGED: m.eventRoleChanged,
  ROLE_REMOVED: m.eventRoleRemoved,
  TEAM_ADDED: m.eventTeamAdded,
  TEAM_REMOVED: m.eventTeamRemoved,
  MARKED_FOR_DELETION: m.eventMarkedForDeletion,
};

/** Why a connect came back without channels: a title and what to do (`{network}` in it). */
export const FAILURE_TEXTS: Readonly<
  Record<ConnectFailure, { readonly title: MessageDescriptor; readonly body: MessageDescriptor }>
> = {
  access_denied: { title: m.failedAccessDenied, body: m.failedAccessDeniedBody },
  expired: { title: m.failedExpired, body: m.failedExpiredBody },
  invalid_grant: { title: m.failedInvalidGrant, body: m.failedInvalidGrantBody },
  server_error: { title: m.failedServerError, body: m.failedServerErrorBody },
  taken: { title: m.failedTaken, body: m.failedTakenBody },
  other_account: { title: m.failedOtherAccount, body: m.failedOtherAccountBody },
  unknown: { title: m.failedUnknown, body: m.failedUnknownBody },
};

/** LinkedIn's kinds of account. */
export const LINKEDIN_TEXTS: Readonly<Record<LinkedInKind, MessageDescriptor>> = {
  company: m.linkedInCompany,
  showcase: m.linkedInShowcase,
  profile: m.linkedInProfile,
};
