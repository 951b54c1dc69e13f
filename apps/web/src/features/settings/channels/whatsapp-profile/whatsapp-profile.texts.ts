import type { MessageDescriptor } from '@lingui/core';
import { whatsappProfileMessages as m } from '@smm/i18n';
import type {
  WhatsAppAccountStatus,
  WhatsAppApprovalStatus,
  WhatsAppTemplateCategory,
  WhatsAppTemplateStatus,
  WhatsAppVertical,
} from '@smm/model';
import type { TEMPLATE_LANGUAGES } from './whatsapp-profile.forms.js';

/** The verticals' names, in the spec's order (platform §3). */
export const VERTICAL_TEXTS: Readonly<Record<WhatsAppVertical, MessageDescriptor>> = {
  Automotive: m.verticalAutomotive,
  'Beauty Spa and Salon': m.verticalBeauty,
  'Clothing and Apparel': m.verticalClothing,
  Education: m.verticalEducation,
  Entertainment: m.verticalEntertainment,
  'Event Planning and Service': m.verticalEvents,
  'Finance and Banking': m.verticalFinance,
  'Food and Grocery': m.verticalFood,
  'Public Service': m.verticalPublicService,
  'Hotel and Lodging': m.verticalHotel,
  'Medical and Health': m.verticalMedical,
  'Non-profit': m.verticalNonProfit,
  'Professional Services': m.verticalProfessional,
  'Shopping and Retail': m.verticalShopping,
  'Travel and Transportation': m.verticalTravel,
  Restaurant: m.verticalRestaurant,
  Other: m.verticalOther,
};

/** A display name's approval in words. */
export const APPROVAL_TEXTS: Readonly<Record<WhatsAppApprovalStatus, MessageDescriptor>> = {
  PENDING: m.approvalPending,
  NAME_APPROVED_WAITING_FOR_OBO_APPROVAL: m.approvalWaiting,
  APPROVED: m.approvalApproved,
  REJECTED: m.approvalRejected,
};

/** A number's registration in words. */
export const STATUS_TEXTS: Readonly<Record<WhatsAppAccountStatus, MessageDescriptor>> = {
  ACTIVE: m.statusActive,
  INACTIVE: m.statusInactive,
  PENDING: m.statusPending,
};

/** A template's category in words. */
export const CATEGORY_TEXTS: Readonly<Record<WhatsAppTemplateCategory, MessageDescriptor>> = {
  UTILITY: m.categoryUtility,
  MARKETING: m.categoryMarketing,
  AUTHENTICATION: m.categoryAuthentication,
};

/** A template's review in words. */
export const TEMPLATE_STATUS_TEXTS: Readonly<Record<WhatsAppTemplateStatus, MessageDescriptor>> = {
  PENDING: m.templatePending,
  APPROVED: m.templateApproved,
  REJECTED: m.templateRejected,
};

/** The languages a template may be written in, by name. */
export const LANGUAGE_TEXTS: Readonly<
  Record<(typeof TEMPLATE_LANGUAGES)[number], MessageDescriptor>
> = {
  en: m.languageEn,
  'en-GB': m.languageEnGB,
  'en-US': m.languageEnUS,
  de: m.languageDe,
  es: m.languageEs,
  fr: m.languageFr,
  it: m.languageIt,
  ja: m.languageJa,
};

/** A template language's name, or its code when it is not one the form offers. */
export function languageName(
  code: string,
  name: (descriptor: MessageDescriptor) => string,
): string {
  const known = (LANGUAGE_TEXTS as Readonly<Record<string, MessageDescriptor | undefined>>)[code];
  return known === undefined ? code : name(known);
}
