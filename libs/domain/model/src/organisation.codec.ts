import * as t from 'io-ts';
import { Count, DateString, Id, Ids, struct } from './codec.utils.js';
import {
  FeatureDiscriminator,
  OrganisationPackageName,
  ProductAccessPackage,
} from './platform-enums.codec.js';

/** An organisation (platform §3). Counters start at -1 until counted (platform §9). */
export const Organisation = struct(
  'Organisation',
  { id: Id, name: t.string },
  {
    status: t.string,
    creationDate: DateString,
    packageName: OrganisationPackageName,
    channelCount: t.number,
    hasApiAccess: t.boolean,
    hasAudienceAccess: t.boolean,
    channelIds: Ids,
    teamIds: Ids,
    userIds: Ids,
    supportTicketOrganisationId: t.string,
    supportTicketEnabled: t.boolean,
    metadata: t.UnknownRecord,
  },
);
export type Organisation = t.TypeOf<typeof Organisation>;

/** The slim form of an organisation, as the organisation switcher lists it. */
export const OrganisationSlim = t.type({ id: Id, name: t.string }, 'OrganisationSlim');
export type OrganisationSlim = t.TypeOf<typeof OrganisationSlim>;

/** One entry of an organisation's user names (platform §7, cached 60 s). */
export const OrganisationUserName = t.type({ id: Id, name: t.string }, 'OrganisationUserName');
export type OrganisationUserName = t.TypeOf<typeof OrganisationUserName>;

/** Resource caps of an organisation (platform §3). */
export const Cap = t.type({ capType: t.string, orgId: Id, cap: t.number, count: Count }, 'Cap');
export type Cap = t.TypeOf<typeof Cap>;

/** A feature switched on for an organisation or user (platform §3). */
export const Feature = t.type({ id: Id, name: t.string }, 'Feature');
export type Feature = t.TypeOf<typeof Feature>;

/** The organisation's AI consent (platform §3). */
export const AiFeaturesFlag = t.type({ aiFeaturesEnabled: t.boolean }, 'AiFeaturesFlag');
export type AiFeaturesFlag = t.TypeOf<typeof AiFeaturesFlag>;

/** Whether labels are restricted to admins; the default is true (platform §3, §9). */
export const LabelsSetting = t.type({ orgId: Id, restrict: t.boolean }, 'LabelsSetting');
export type LabelsSetting = t.TypeOf<typeof LabelsSetting>;

/** An admin's context switch to a team (platform §7). */
export const AdminContextSwitch = t.type({ teamId: Id }, 'AdminContextSwitch');
export type AdminContextSwitch = t.TypeOf<typeof AdminContextSwitch>;

/** One target of a feature-toggle question (platform §7). */
export const FeatureToggleTarget = t.type(
  { discriminator: FeatureDiscriminator, targetId: Id },
  'FeatureToggleTarget',
);
export type FeatureToggleTarget = t.TypeOf<typeof FeatureToggleTarget>;

/** What the product-access call answers; CUSTOM with no products when it fails (platform §1). */
export const ProductAccess = t.type(
  { package: ProductAccessPackage, products: t.array(t.string) },
  'ProductAccess',
);
export type ProductAccess = t.TypeOf<typeof ProductAccess>;
