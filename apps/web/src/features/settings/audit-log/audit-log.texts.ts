import type { MessageDescriptor } from '@lingui/core';
import { auditActionMessages, auditKindMessages } from '@smm/i18n';
import { AUDIT_ACTIONS, AuditKind, type AuditAction } from '@smm/model';

/** What each action of the audit log did, in words. */
export const ACTION_TEXTS: Readonly<Record<AuditAction, MessageDescriptor>> = auditActionMessages;

/** The name of each kind of entry. */
export const KIND_TEXTS: Readonly<Record<AuditKind, MessageDescriptor>> = auditKindMessages;

/** The kinds, in the order the filter offers them. */
export const AUDIT_KINDS: readonly AuditKind[] = AuditKind.values;

/** Every action, for stories and tests. */
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];
