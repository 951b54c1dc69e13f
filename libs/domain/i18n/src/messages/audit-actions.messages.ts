import type { MessageDescriptor } from '@lingui/core';

/**
 * What each action of the audit log (`AUDIT_ACTIONS` of `@smm/model`) did, in words.
 */
export const auditActionMessages = {
  'user.updated': /*i18n*/ {
    id: 'auditAction.user.updated',
    message: 'Changed a user',
    comment: 'Audit log: what the action user.updated did, shown in the What column.',
  },
  'user.deleted': /*i18n*/ {
    id: 'auditAction.user.deleted',
    message: 'Deleted a user',
    comment: 'Audit log: what the action user.deleted did, shown in the What column.',
  },
  'user.passwordReset': /*i18n*/ {
    id: 'auditAction.user.passwordReset',
    message: 'Reset a password',
    comment: 'Audit log: what the action user.passwordReset did, shown in the What column.',
  },
  'invitation.sent': /*i18n*/ {
    id: 'auditAction.invitation.sent',
    message: 'Invited a user',
    comment: 'Audit log: what the action invitation.sent did, shown in the What column.',
  },
  'invitation.resent': /*i18n*/ {
    id: 'auditAction.invitation.resent',
    message: 'Sent an invitation again',
    comment: 'Audit log: what the action invitation.resent did, shown in the What column.',
  },
  'invitation.revoked': /*i18n*/ {
    id: 'auditAction.invitation.revoked',
    message: 'Withdrew an invitation',
    comment: 'Audit log: what the action invitation.revoked did, shown in the What column.',
  },
  'invitation.accepted': /*i18n*/ {
    id: 'auditAction.invitation.accepted',
    message: 'Accepted an invitation',
    comment: 'Audit log: what the action invitation.accepted did, shown in the What column.',
  },
  'team.created': /*i18n*/ {
    id: 'auditAction.team.created',
    message: 'Created a team',
    comment: 'Audit log: what the action team.created did, shown in the What column.',
  },
  'team.updated': /*i18n*/ {
    id: 'auditAction.team.updated',
    message: 'Changed a team',
    comment: 'Audit log: what the action team.updated did, shown in the What column.',
  },
  'team.deleted': /*i18n*/ {
    id: 'auditAction.team.deleted',
    message: 'Deleted a team',
    comment: 'Audit log: what the action team.deleted did, shown in the What column.',
  },
  'team.memberAdded': /*i18n*/ {
    id: 'auditAction.team.memberAdded',
    message: 'Added a member to a team',
    comment: 'Audit log: what the action team.memberAdded did, shown in the What column.',
  },
  'team.memberChanged': /*i18n*/ {
    id: 'auditAction.team.memberChanged',
    message: 'Changed a team member’s role',
    comment: 'Audit log: what the action team.memberChanged did, shown in the What column.',
  },
  'team.memberRemoved': /*i18n*/ {
    id: 'auditAction.team.memberRemoved',
    message: 'Removed a member from a team',
    comment: 'Audit log: what the action team.memberRemoved did, shown in the What column.',
  },
  'team.channelAdded': /*i18n*/ {
    id: 'auditAction.team.channelAdded',
    message: 'Added a channel to a team',
    comment: 'Audit log: what the action team.channelAdded did, shown in the What column.',
  },
  'team.channelRemoved': /*i18n*/ {
    id: 'auditAction.team.channelRemoved',
    message: 'Removed a channel from a team',
    comment: 'Audit log: what the action team.channelRemoved did, shown in the What column.',
  },
  'role.set': /*i18n*/ {
    id: 'auditAction.role.set',
    message: 'Set a channel role',
    comment: 'Audit log: what the action role.set did, shown in the What column.',
  },
  'role.removed': /*i18n*/ {
    id: 'auditAction.role.removed',
    message: 'Removed a channel role',
    comment: 'Audit log: what the action role.removed did, shown in the What column.',
  },
  'channel.connected': /*i18n*/ {
    id: 'auditAction.channel.connected',
    message: 'Connected a channel',
    comment: 'Audit log: what the action channel.connected did, shown in the What column.',
  },
  'channel.reconnected': /*i18n*/ {
    id: 'auditAction.channel.reconnected',
    message: 'Reconnected a channel',
    comment: 'Audit log: what the action channel.reconnected did, shown in the What column.',
  },
  'channel.renamed': /*i18n*/ {
    id: 'auditAction.channel.renamed',
    message: 'Renamed a channel',
    comment: 'Audit log: what the action channel.renamed did, shown in the What column.',
  },
  'channel.accessLost': /*i18n*/ {
    id: 'auditAction.channel.accessLost',
    message: 'A channel lost its access',
    comment: 'Audit log: what the action channel.accessLost did, shown in the What column.',
  },
  'channel.markedForDeletion': /*i18n*/ {
    id: 'auditAction.channel.markedForDeletion',
    message: 'Marked a channel for deletion',
    comment: 'Audit log: what the action channel.markedForDeletion did, shown in the What column.',
  },
  'label.created': /*i18n*/ {
    id: 'auditAction.label.created',
    message: 'Created a label',
    comment: 'Audit log: what the action label.created did, shown in the What column.',
  },
  'label.renamed': /*i18n*/ {
    id: 'auditAction.label.renamed',
    message: 'Renamed a label',
    comment: 'Audit log: what the action label.renamed did, shown in the What column.',
  },
  'label.deleted': /*i18n*/ {
    id: 'auditAction.label.deleted',
    message: 'Deleted a label',
    comment: 'Audit log: what the action label.deleted did, shown in the What column.',
  },
  'label.merged': /*i18n*/ {
    id: 'auditAction.label.merged',
    message: 'Merged two labels',
    comment: 'Audit log: what the action label.merged did, shown in the What column.',
  },
  'settings.changed': /*i18n*/ {
    id: 'auditAction.settings.changed',
    message: 'Changed a setting',
    comment: 'Audit log: what the action settings.changed did, shown in the What column.',
  },
  'post.approved': /*i18n*/ {
    id: 'auditAction.post.approved',
    message: 'Approved a post',
    comment:
      'Audit log: what the action post.approved did (an approver approved a post waiting for approval; it is scheduled), shown in the What column.',
  },
  'post.rejected': /*i18n*/ {
    id: 'auditAction.post.rejected',
    message: 'Rejected a post',
    comment:
      'Audit log: what the action post.rejected did (an approver sent a post back to its author with a comment), shown in the What column.',
  },
  'post.deleted': /*i18n*/ {
    id: 'auditAction.post.deleted',
    message: 'Deleted a post',
    comment:
      'Audit log: what the action post.deleted did (someone deleted a post that was not published), shown in the What column.',
  },
  'webhook.created': /*i18n*/ {
    id: 'auditAction.webhook.created',
    message: 'Created a webhook',
    comment: 'Audit log: what the action webhook.created did, shown in the What column.',
  },
  'webhook.updated': /*i18n*/ {
    id: 'auditAction.webhook.updated',
    message: 'Changed a webhook',
    comment: 'Audit log: what the action webhook.updated did, shown in the What column.',
  },
  'webhook.deleted': /*i18n*/ {
    id: 'auditAction.webhook.deleted',
    message: 'Deleted a webhook',
    comment: 'Audit log: what the action webhook.deleted did, shown in the What column.',
  },
  'webhook.secretRotated': /*i18n*/ {
    id: 'auditAction.webhook.secretRotated',
    message: 'Rotated the webhook signing secret',
    comment:
      'Audit log: what the action webhook.secretRotated did (a new secret signs webhook deliveries; the old one still does for 24 hours), shown in the What column.',
  },
  'rule.created': /*i18n*/ {
    id: 'auditAction.rule.created',
    message: 'Created an automation rule',
    comment: 'Audit log: what the action rule.created did, shown in the What column.',
  },
  'rule.updated': /*i18n*/ {
    id: 'auditAction.rule.updated',
    message: 'Changed an automation rule',
    comment: 'Audit log: what the action rule.updated did, shown in the What column.',
  },
  'rule.deleted': /*i18n*/ {
    id: 'auditAction.rule.deleted',
    message: 'Deleted an automation rule',
    comment: 'Audit log: what the action rule.deleted did, shown in the What column.',
  },
  'signIn.succeeded': /*i18n*/ {
    id: 'auditAction.signIn.succeeded',
    message: 'Signed in',
    comment: 'Audit log: what the action signIn.succeeded did, shown in the What column.',
  },
  'signIn.failed': /*i18n*/ {
    id: 'auditAction.signIn.failed',
    message: 'Failed to sign in (wrong password)',
    comment: 'Audit log: what the action signIn.failed did, shown in the What column.',
  },
  'support.assumed': /*i18n*/ {
    id: 'auditAction.support.assumed',
    message: 'Support staff assumed an account',
    comment: 'Audit log: what the action support.assumed did, shown in the What column.',
  },
  'brand.created': /*i18n*/ {
    id: 'auditAction.brand.created',
    message: 'Created a brand',
    comment: 'Audit log: what the action brand.created did, shown in the What column.',
  },
  'brand.updated': /*i18n*/ {
    id: 'auditAction.brand.updated',
    message: 'Changed a brand',
    comment: 'Audit log: what the action brand.updated did, shown in the What column.',
  },
  'brand.deleted': /*i18n*/ {
    id: 'auditAction.brand.deleted',
    message: 'Deleted a brand',
    comment: 'Audit log: what the action brand.deleted did, shown in the What column.',
  },
  'adAccount.connected': /*i18n*/ {
    id: 'auditAction.adAccount.connected',
    message: 'Connected an ad account',
    comment: 'Audit log: what the action adAccount.connected did, shown in the What column.',
  },
  'adAccount.updated': /*i18n*/ {
    id: 'auditAction.adAccount.updated',
    message: 'Changed an ad account',
    comment: 'Audit log: what the action adAccount.updated did, shown in the What column.',
  },
  'adAccount.disconnected': /*i18n*/ {
    id: 'auditAction.adAccount.disconnected',
    message: 'Disconnected an ad account',
    comment: 'Audit log: what the action adAccount.disconnected did, shown in the What column.',
  },
  'adAccount.reconnected': /*i18n*/ {
    id: 'auditAction.adAccount.reconnected',
    message: 'Reconnected an ad account',
    comment: 'Audit log: what the action adAccount.reconnected did, shown in the What column.',
  },
  'adAccount.removed': /*i18n*/ {
    id: 'auditAction.adAccount.removed',
    message: 'Removed an ad account',
    comment: 'Audit log: what the action adAccount.removed did, shown in the What column.',
  },
} as const satisfies Record<string, MessageDescriptor>;
