import * as t from 'io-ts';
import { Id, Ids, nullable, struct, withDefault } from './codec.utils.js';
import {
  WhatsAppAccountStatus,
  WhatsAppApprovalStatus,
  WhatsAppVerificationStatus,
  WhatsAppVertical,
} from './platform-enums.codec.js';

/** A phone number of a WhatsApp business account. */
export const WhatsAppPhoneNumber = struct(
  'WhatsAppPhoneNumber',
  { id: Id, displayPhoneNumber: t.string },
  {
    verifiedName: t.string,
    status: WhatsAppAccountStatus,
    verification: WhatsAppVerificationStatus,
    approval: WhatsAppApprovalStatus,
  },
);
export type WhatsAppPhoneNumber = t.TypeOf<typeof WhatsAppPhoneNumber>;

/** A group of phone numbers under one id key (platform §3). */
export const WhatsAppPhoneNumberGroup = t.type(
  { id: Id, numbers: t.array(WhatsAppPhoneNumber) },
  'WhatsAppPhoneNumberGroup',
);
export type WhatsAppPhoneNumberGroup = t.TypeOf<typeof WhatsAppPhoneNumberGroup>;

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

/** A WhatsApp deployment (platform §3); the flow completes with the verified channel. */
export const WhatsAppDeployment = struct(
  'WhatsAppDeployment',
  { deploymentId: Id, integrationId: Id, verifiedChannels: Ids },
  { selectedChannel: nullable(Id) },
);
export type WhatsAppDeployment = t.TypeOf<typeof WhatsAppDeployment>;

/** Verification by SMS code; code and pin are passed as given (platform §5). */
export const WhatsAppVerification = struct(
  'WhatsAppVerification',
  {},
  { code: t.string, pin: t.string, method: t.literal('SMS') },
);
export type WhatsAppVerification = t.TypeOf<typeof WhatsAppVerification>;
