import type { MessageDescriptor } from '@lingui/core';
import type { BadgeTone } from '@smm/ui';
import { whatsappConnectMessages as m } from '@smm/i18n';
import type {
  WhatsAppAccountStatus,
  WhatsAppApprovalStatus,
  WhatsAppVerificationStatus,
} from '@smm/model';

/** A badge's words and tone: the words say it, the tone only underlines it. */
export interface BadgeText {
  readonly text: MessageDescriptor;
  readonly tone: BadgeTone;
}

/** A number's registration on WhatsApp (platform §3). */
export const STATUS_BADGES: Readonly<Record<WhatsAppAccountStatus, BadgeText>> = {
  PENDING: { text: m.statusPending, tone: 'neutral' },
  ACTIVE: { text: m.statusActive, tone: 'success' },
  INACTIVE: { text: m.statusInactive, tone: 'warning' },
};

/** Whether the number's SMS code was entered. */
export const CODE_BADGES: Readonly<Record<WhatsAppVerificationStatus, BadgeText>> = {
  VERIFIED: { text: m.codeVerified, tone: 'success' },
  UNVERIFIED: { text: m.codeUnverified, tone: 'neutral' },
};

/** Meta's review of the display name. */
export const APPROVAL_BADGES: Readonly<Record<WhatsAppApprovalStatus, BadgeText>> = {
  PENDING: { text: m.approvalPending, tone: 'info' },
  NAME_APPROVED_WAITING_FOR_OBO_APPROVAL: { text: m.approvalWaiting, tone: 'info' },
  APPROVED: { text: m.approvalApproved, tone: 'success' },
  REJECTED: { text: m.approvalRejected, tone: 'danger' },
};

/** Whether Meta verified the business. */
export const BUSINESS_BADGES: Readonly<Record<WhatsAppVerificationStatus, BadgeText>> = {
  VERIFIED: { text: m.businessVerified, tone: 'success' },
  UNVERIFIED: { text: m.businessUnverified, tone: 'warning' },
};

/** The steps of the flow, in order, as the progress list names them. */
export const STEP_TEXTS = {
  accounts: m.stepAccount,
  numbers: m.stepNumber,
  code: m.stepCode,
  activate: m.stepActivate,
  connected: m.stepConnected,
} as const;
