import type {
  WhatsAppAccountStatus,
  WhatsAppApprovalStatus,
  WhatsAppProfile,
  WhatsAppTemplateCategory,
  WhatsAppTemplateStatus,
  WhatsAppVerificationStatus,
  WhatsAppVertical,
} from '@smm/model';
import type { MessageTemplate } from './gateway.js';

/** An organisation, as the platform knows its business: the owner of business accounts. */
export interface WaOwner {
  readonly id: string;
  readonly name: string;
}

/** A business account (WABA) on the WhatsApp Business Platform. */
export interface WaAccount {
  readonly id: string;
  readonly name: string;
  readonly businessVerification: WhatsAppVerificationStatus;
  readonly numberCount: number;
}

/** A phone number of a business account, with its display name's review read at `now`. */
export interface WaNumber {
  readonly id: string;
  readonly accountId: string;
  /** E.164. */
  readonly phoneNumber: string;
  readonly displayPhoneNumber: string;
  readonly verifiedName: string;
  readonly status: WhatsAppAccountStatus;
  readonly verification: WhatsAppVerificationStatus;
  readonly approval: WhatsAppApprovalStatus;
  readonly approvalReason: string | null;
  readonly codeSentAt: Date | null;
}

/** A verification code was sent. */
export interface WaCodeSent {
  readonly sentTo: string;
  readonly expiresAt: Date;
  readonly resendAfter: Date;
}

/** A business profile's fields. */
export type WaProfile = Required<Omit<WhatsAppProfile, 'photoUrl'>> & {
  readonly photoUrl: string | null;
};

/** A profile as saved (every field). */
export interface WaProfileFields {
  readonly about: string;
  readonly address: string;
  readonly description: string;
  readonly email: string;
  readonly vertical: WhatsAppVertical;
  readonly websites: readonly string[];
}

/** A message template of a business account with its review read at `now`. */
export interface WaTemplate {
  readonly id: string;
  readonly name: string;
  readonly language: string;
  readonly category: WhatsAppTemplateCategory;
  readonly text: string;
  readonly status: WhatsAppTemplateStatus;
  readonly rejectedReason: string | null;
  readonly createdAt: Date;
  /** One of the standard templates every account has approved (not deletable). */
  readonly standard: boolean;
}

/** A template submitted for review. */
export interface WaTemplateDraft {
  readonly name: string;
  readonly language: string;
  readonly category: WhatsAppTemplateCategory;
  readonly text: string;
}

/** How the platform refuses a request. */
export type WaFailureKind =
  /** No such object of this owner. */
  | 'notFound'
  /** The request is wrong (a wrong code, a PIN not of six digits, a bad name). */
  | 'invalid'
  /** The object is not in a state for this (not verified, a duplicate). */
  | 'conflict'
  /** Too many tries or too soon: `retryAfterSeconds` says when again, if known. */
  | 'tooMany'
  /** The platform could not do it; the message is the cause. */
  | 'failed';

/** A refusal of the WhatsApp Business Platform, with WhatsApp's error code when it has one. */
export class WhatsAppPlatformError extends Error {
  constructor(
    readonly kind: WaFailureKind,
    message: string,
    readonly details: { readonly code?: number; readonly retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

/**
 * The WhatsApp Business Platform (Meta's Cloud and Business Management APIs) as the product
 * uses it: business accounts and their numbers, SMS verification and registration, business
 * profiles and message templates. The default is the sandbox on this server (decision 0065);
 * every call is scoped to the owning organisation (another's object: `notFound`).
 */
export interface WhatsAppPlatform {
  /** The platform's clock (the sandbox's is injectable, so tests can advance time). */
  now(): Date;
  /** The organisation's business accounts, created on first use in the sandbox. */
  accounts(owner: WaOwner): Promise<WaAccount[]>;
  /** The numbers of one of the owner's accounts, or of all of them. */
  numbers(ownerId: string, accountId?: string): Promise<WaNumber[]>;
  /** One of the owner's numbers. */
  number(ownerId: string, numberId: string): Promise<WaNumber>;
  /** Adds a number with a display name (reviewed over minutes). */
  addNumber(
    ownerId: string,
    number: {
      readonly accountId: string;
      readonly phoneNumber: string;
      readonly verifiedName: string;
    },
  ): Promise<WaNumber>;
  removeNumber(ownerId: string, numberId: string): Promise<void>;
  /** Sends the number a six-digit code by SMS (valid 10 minutes; another after 60 s). */
  requestCode(ownerId: string, numberId: string): Promise<WaCodeSent>;
  /** Checks the code (as given) and sets the two-step PIN: the number becomes VERIFIED. */
  verifyCode(
    ownerId: string,
    numberId: string,
    entered: { readonly code: string; readonly pin: string },
  ): Promise<WaNumber>;
  /** Registers a verified number on WhatsApp: ACTIVE. */
  register(ownerId: string, numberId: string): Promise<WaNumber>;
  profile(ownerId: string, numberId: string): Promise<WaProfile>;
  updateProfile(ownerId: string, numberId: string, fields: WaProfileFields): Promise<WaProfile>;
  clearProfile(ownerId: string, numberId: string): Promise<WaProfile>;
  setPhoto(ownerId: string, numberId: string, photoUrl: string): Promise<WaProfile>;
  /** The account's templates for a channel of one of its numbers (the standard ones first). */
  templates(ownerId: string, accountId: string, channelId: string): Promise<WaTemplate[]>;
  submitTemplate(ownerId: string, accountId: string, draft: WaTemplateDraft): Promise<WaTemplate>;
  /** Deletes a submitted template of any of the owner's accounts. */
  deleteTemplate(ownerId: string, templateId: string): Promise<void>;
  /** The APPROVED templates a WhatsApp channel may send (engage's picker and checks). */
  approvedTemplates(channelId: string): Promise<MessageTemplate[]>;
}
