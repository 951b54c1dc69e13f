import type { MessageDescriptor } from '@lingui/core';

/**
 * The name of each kind of audit entry (`AuditKind` of `@smm/model`), as the audit log's filter offers it.
 */
export const auditKindMessages = {
  USER: /*i18n*/ {
    id: 'auditKind.USER',
    message: 'Users',
    comment: 'Audit log: the kind of entry USER (users), a filter option.',
  },
  INVITATION: /*i18n*/ {
    id: 'auditKind.INVITATION',
    message: 'Invitations',
    comment: 'Audit log: the kind of entry INVITATION (invitations), a filter option.',
  },
  TEAM: /*i18n*/ {
    id: 'auditKind.TEAM',
    message: 'Teams',
    comment: 'Audit log: the kind of entry TEAM (teams), a filter option.',
  },
  ROLE: /*i18n*/ {
    id: 'auditKind.ROLE',
    message: 'Channel roles',
    comment: 'Audit log: the kind of entry ROLE (channel roles), a filter option.',
  },
  CHANNEL: /*i18n*/ {
    id: 'auditKind.CHANNEL',
    message: 'Channels',
    comment: 'Audit log: the kind of entry CHANNEL (channels), a filter option.',
  },
  LABEL: /*i18n*/ {
    id: 'auditKind.LABEL',
    message: 'Labels',
    comment: 'Audit log: the kind of entry LABEL (labels), a filter option.',
  },
  SETTINGS: /*i18n*/ {
    id: 'auditKind.SETTINGS',
    message: 'Settings',
    comment: 'Audit log: the kind of entry SETTINGS (settings), a filter option.',
  },
  WEBHOOK: /*i18n*/ {
    id: 'auditKind.WEBHOOK',
    message: 'Webhooks',
    comment: 'Audit log: the kind of entry WEBHOOK (webhooks), a filter option.',
  },
  RULE: /*i18n*/ {
    id: 'auditKind.RULE',
    message: 'Automation rules',
    comment: 'Audit log: the kind of entry RULE (automation rules), a filter option.',
  },
  POST: /*i18n*/ {
    id: 'auditKind.POST',
    message: 'Posts',
    comment:
      'Audit log: the kind of entry POST (publishing: posts approved, rejected or deleted), a filter option.',
  },
  SIGN_IN: /*i18n*/ {
    id: 'auditKind.SIGN_IN',
    message: 'Sign-ins',
    comment: 'Audit log: the kind of entry SIGN_IN (sign-ins), a filter option.',
  },
  SUPPORT: /*i18n*/ {
    id: 'auditKind.SUPPORT',
    message: 'Support staff',
    comment: 'Audit log: the kind of entry SUPPORT (support staff), a filter option.',
  },
  BRAND: /*i18n*/ {
    id: 'auditKind.BRAND',
    message: 'Brands',
    comment: 'Audit log: the kind of entry BRAND (benchmark brands), a filter option.',
  },
  AD_ACCOUNT: /*i18n*/ {
    id: 'auditKind.AD_ACCOUNT',
    message: 'Ad accounts',
    comment: 'Audit log: the kind of entry AD_ACCOUNT (ad accounts), a filter option.',
  },
} as const satisfies Record<string, MessageDescriptor>;
