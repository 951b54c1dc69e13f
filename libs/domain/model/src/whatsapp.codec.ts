import * as t from 'io-ts';
import {
  ChannelId,
  Count,
  DateString,
  Id,
  nullable,
  oneOf,
  struct,
  withDefault,
} from './codec.utils.js';
import {
  WhatsAppAccountStatus,
  WhatsAppApprovalStatus,
  WhatsAppVerificationStatus,
  WhatsAppVertical,
} from './platform-enums.codec.js';
import { LanguageTag, nonEmptyText, text } from './text.codec.js';

/**
 * The limits WhatsApp puts on a business profile's fields and photo, in characters and bytes
 * (the Cloud API's business-profile rules). Forms and the server check the same numbers.
 */
export const WHATSAPP_PROFILE_LIMITS = {
  about: 139,
  address: 256,
  description: 512,
  email: 128,
  website: 256,
  /** At most two websites. */
  websites: 2,
  /** The profile photo: at most 5 MB. */
  photoBytes: 5 * 1024 * 1024,
} as const;

/** The image types a profile photo may have (the Cloud API takes JPEG and PNG). */
export const WHATSAPP_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * A WhatsApp Business account (a WABA) of the organisation's business on the WhatsApp Business
 * Platform: its name, whether Meta verified the business, the deployment that connects its
 * numbers here, and how many numbers it has.
 */
export const WhatsAppBusinessAccount = t.type(
  {
    id: Id,
    name: t.string,
    businessVerification: WhatsAppVerificationStatus,
    deploymentId: Id,
    numberCount: Count,
  },
  'WhatsAppBusinessAccount',
);
export type WhatsAppBusinessAccount = t.TypeOf<typeof WhatsAppBusinessAccount>;

/**
 * A phone number of a WhatsApp business account: its display name and that name's approval,
 * whether it is registered (`status`: PENDING until activated, ACTIVE, INACTIVE), whether its
 * SMS code was entered (`verification`), and our channel id once it is being connected.
 */
export const WhatsAppPhoneNumber = struct(
  'WhatsAppPhoneNumber',
  { id: Id, displayPhoneNumber: t.string },
  {
    verifiedName: t.string,
    status: WhatsAppAccountStatus,
    verification: WhatsAppVerificationStatus,
    approval: WhatsAppApprovalStatus,
    /** Why Meta refused the display name, when `approval` is REJECTED. */
    approvalReason: nullable(t.string),
    /** `whatsapp-{id}` once the number is being connected or is connected; null otherwise. */
    channelId: nullable(Id),
    /** Whether the number is one of the organisation's channels. */
    connected: t.boolean,
  },
);
export type WhatsAppPhoneNumber = t.TypeOf<typeof WhatsAppPhoneNumber>;

/** A group of phone numbers under one id key: a business account's numbers (platform §3). */
export const WhatsAppPhoneNumberGroup = t.type(
  { id: Id, numbers: t.array(WhatsAppPhoneNumber) },
  'WhatsAppPhoneNumberGroup',
);
export type WhatsAppPhoneNumberGroup = t.TypeOf<typeof WhatsAppPhoneNumberGroup>;

/** `?businessAccountId=`: whose numbers. */
export const WhatsAppNumbersQuery = t.type(
  { businessAccountId: nonEmptyText('externalId') },
  'WhatsAppNumbersQuery',
);
export type WhatsAppNumbersQuery = t.TypeOf<typeof WhatsAppNumbersQuery>;

/**
 * A phone number to add to a business account: the number in international form (`+44 20 7946
 * 0321`; spaces, dashes and brackets allowed) and the display name customers will see.
 */
export const WhatsAppNewNumber = t.type(
  {
    businessAccountId: nonEmptyText('externalId'),
    phoneNumber: nonEmptyText(32),
    verifiedName: nonEmptyText('name'),
  },
  'WhatsAppNewNumber',
);
export type WhatsAppNewNumber = t.TypeOf<typeof WhatsAppNewNumber>;

/** A WhatsApp business profile; the vertical defaults to Other (platform §3). */
export const WhatsAppProfile = struct(
  'WhatsAppProfile',
  {
    vertical: withDefault(WhatsAppVertical, 'Other'),
    websites: withDefault(t.array(t.string), []),
  },
  {
    about: t.string,
    address: t.string,
    description: t.string,
    email: t.string,
    photoUrl: nullable(t.string),
  },
);
export type WhatsAppProfile = t.TypeOf<typeof WhatsAppProfile>;

/** `?channelId=`: the WhatsApp channel whose profile or templates are meant. */
export const WhatsAppChannelQuery = t.type({ channelId: ChannelId }, 'WhatsAppChannelQuery');
export type WhatsAppChannelQuery = t.TypeOf<typeof WhatsAppChannelQuery>;

/** A profile as saved: the channel and every field, each within WhatsApp's limit. */
export const WhatsAppProfileUpdate = struct(
  'WhatsAppProfileUpdate',
  { channelId: ChannelId },
  {
    about: text(WHATSAPP_PROFILE_LIMITS.about),
    address: text(WHATSAPP_PROFILE_LIMITS.address),
    description: text(WHATSAPP_PROFILE_LIMITS.description),
    email: text(WHATSAPP_PROFILE_LIMITS.email),
    vertical: WhatsAppVertical,
    websites: t.array(text(WHATSAPP_PROFILE_LIMITS.website)),
  },
);
export type WhatsAppProfileUpdate = t.TypeOf<typeof WhatsAppProfileUpdate>;

/** Where an uploaded profile photo is served. */
export const WhatsAppPhoto = t.type({ photoUrl: t.string }, 'WhatsAppPhoto');
export type WhatsAppPhoto = t.TypeOf<typeof WhatsAppPhoto>;

/**
 * A WhatsApp deployment (platform §3): how a business account's numbers are connected here. The
 * number being connected is `selectedChannel`; the flow completes with a verified channel.
 */
export const WhatsAppDeployment = struct(
  'WhatsAppDeployment',
  { deploymentId: Id, integrationId: Id, verifiedChannels: t.array(Id) },
  { selectedChannel: nullable(Id), businessAccountId: Id },
);
export type WhatsAppDeployment = t.TypeOf<typeof WhatsAppDeployment>;

/** `{ channelId }`: the channel a deployment's activate or verify is for. */
export const WhatsAppDeploymentChannel = t.type(
  { channelId: ChannelId },
  'WhatsAppDeploymentChannel',
);
export type WhatsAppDeploymentChannel = t.TypeOf<typeof WhatsAppDeploymentChannel>;

/**
 * A WhatsApp number as a channel of the organisation, from choosing it to connected: its number
 * and display name with the name's approval, registration (`status`), SMS verification, when a
 * code was last sent, and whether it is connected (one of the organisation's channels).
 */
export const WhatsAppChannel = t.type(
  {
    id: Id,
    phoneNumberId: Id,
    businessAccountId: Id,
    deploymentId: Id,
    displayPhoneNumber: t.string,
    verifiedName: t.string,
    status: WhatsAppAccountStatus,
    verification: WhatsAppVerificationStatus,
    approval: WhatsAppApprovalStatus,
    codeSentAt: nullable(DateString),
    connected: t.boolean,
  },
  'WhatsAppChannel',
);
export type WhatsAppChannel = t.TypeOf<typeof WhatsAppChannel>;

/** `?deploymentId=`: the channels of one deployment only. */
export const WhatsAppChannelsQuery = t.partial(
  { deploymentId: nonEmptyText('externalId') },
  'WhatsAppChannelsQuery',
);
export type WhatsAppChannelsQuery = t.TypeOf<typeof WhatsAppChannelsQuery>;

/** Chooses a number to connect: it becomes its deployment's selected channel. */
export const WhatsAppChannelRequest = t.type(
  { phoneNumberId: nonEmptyText('externalId') },
  'WhatsAppChannelRequest',
);
export type WhatsAppChannelRequest = t.TypeOf<typeof WhatsAppChannelRequest>;

/** How the verification code is sent; WhatsApp also calls, this product asks for an SMS. */
export const WhatsAppCodeMethod = oneOf(['SMS']);
export type WhatsAppCodeMethod = t.TypeOf<typeof WhatsAppCodeMethod>;

/** Asks WhatsApp to send a number its verification code. */
export const WhatsAppCodeRequest = t.type({ method: WhatsAppCodeMethod }, 'WhatsAppCodeRequest');
export type WhatsAppCodeRequest = t.TypeOf<typeof WhatsAppCodeRequest>;

/** A code was sent: to which number, when it stops working and when another may be asked for. */
export const WhatsAppCodeSent = t.type(
  {
    channelId: Id,
    method: WhatsAppCodeMethod,
    sentTo: t.string,
    expiresAt: DateString,
    resendAfter: DateString,
  },
  'WhatsAppCodeSent',
);
export type WhatsAppCodeSent = t.TypeOf<typeof WhatsAppCodeSent>;

/**
 * The code the number received and the six-digit PIN of its two-step verification, passed as
 * given (platform §5: neither is trimmed or reformatted).
 */
export const WhatsAppVerification = t.type(
  { code: nonEmptyText(16), pin: nonEmptyText(16) },
  'WhatsAppVerification',
);
export type WhatsAppVerification = t.TypeOf<typeof WhatsAppVerification>;

/** A message template's category, as WhatsApp prices and reviews it. */
export const WhatsAppTemplateCategory = oneOf(['UTILITY', 'MARKETING', 'AUTHENTICATION']);
export type WhatsAppTemplateCategory = t.TypeOf<typeof WhatsAppTemplateCategory>;

/** A message template's review by WhatsApp. */
export const WhatsAppTemplateStatus = oneOf(['PENDING', 'APPROVED', 'REJECTED']);
export type WhatsAppTemplateStatus = t.TypeOf<typeof WhatsAppTemplateStatus>;

/** A message template of a WhatsApp channel's business account, with its review. */
export const WhatsAppMessageTemplate = t.type(
  {
    id: Id,
    name: t.string,
    language: t.string,
    category: WhatsAppTemplateCategory,
    text: t.string,
    status: WhatsAppTemplateStatus,
    /** Why WhatsApp rejected it; null unless REJECTED. */
    rejectedReason: nullable(t.string),
    createdAt: DateString,
    /** One of the standard templates every business account has: it cannot be deleted. */
    standard: t.boolean,
  },
  'WhatsAppMessageTemplate',
);
export type WhatsAppMessageTemplate = t.TypeOf<typeof WhatsAppMessageTemplate>;

/**
 * A new message template for review: a name of lower-case letters, digits and underscores, its
 * language, category and text with `{{1}}`, `{{2}}`, … placeholders (at most 1,024 characters).
 */
export const WhatsAppTemplateDraft = t.type(
  {
    channelId: ChannelId,
    name: nonEmptyText(512),
    language: LanguageTag,
    category: WhatsAppTemplateCategory,
    text: nonEmptyText(1_024),
  },
  'WhatsAppTemplateDraft',
);
export type WhatsAppTemplateDraft = t.TypeOf<typeof WhatsAppTemplateDraft>;
