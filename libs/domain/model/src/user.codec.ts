import * as t from 'io-ts';
import { text, TimeZone } from './text.codec.js';
import { Count, DateString, Id, Ids, nullable, struct, Uuid, withDefault } from './codec.utils.js';
import { ChannelRole } from './platform-enums.codec.js';

/** A membership with a role: a team or a channel the user belongs to. */
export const RoleMembership = t.type({ id: Id, role: ChannelRole }, 'RoleMembership');
export type RoleMembership = t.TypeOf<typeof RoleMembership>;

/** Where a user is located, for moderation routing (platform §3). */
export const UserGeo = t.partial(
  { countries: t.array(t.string), regions: t.array(t.string), cities: t.array(t.string) },
  'UserGeo',
);
export type UserGeo = t.TypeOf<typeof UserGeo>;

/** An admin's context switch to one team; `teamId` null means no switch (platform §6). */
export const ContextSwitch = t.type({ teamId: nullable(Id) }, 'ContextSwitch');
export type ContextSwitch = t.TypeOf<typeof ContextSwitch>;

/** A user of an organisation: "me" or an organisation member (platform §3). */
export const User = struct(
  'User',
  {
    id: Id,
    uuid: Id,
    email: t.string,
    name: t.string,
    orgId: Id,
    isAdmin: t.boolean,
    defaultChannelRole: withDefault(ChannelRole, 'EDITOR'),
  },
  {
    firstName: t.string,
    lastName: t.string,
    orgName: t.string,
    isTeamLeader: t.boolean,
    isTrialOrg: t.boolean,
    createdDate: DateString,
    expiryDate: nullable(DateString),
    lastLogin: nullable(DateString),
    loginCount: Count,
    moderationNotificationChannels: Ids,
    geo: UserGeo,
    profilePicture: nullable(t.string),
    hasPaladinAccess: t.boolean,
    canAccessContentPool: t.boolean,
    useDateFormat: t.string,
    contextSwitch: ContextSwitch,
    userHash: t.string,
    parentId: nullable(Id),
    homeSplash: t.boolean,
    fbId: nullable(t.string),
    supportTicketServiceName: t.string,
    aiFeaturesEnabled: t.boolean,
    teams: t.array(RoleMembership),
    channels: t.array(RoleMembership),
    channelIds: Ids,
    teamIds: Ids,
    userIds: Ids,
    channelRoleIds: Ids,
    /** Invited and not signed up yet: the invitation's link has not been followed (decision 0040). */
    invitationPending: t.boolean,
    /**
     * The person's IANA time zone (Home's window, the composer's times); null: the browser's.
     */
    timeZone: nullable(t.string),
  },
);
export type User = t.TypeOf<typeof User>;

/** The current user as collaboration and access checks see it (platform §3, engage §3). */
export const CurrentUser = t.type(
  {
    id: Id,
    uuid: Id,
    orgId: Id,
    isAdmin: t.boolean,
    channelIds: Ids,
    teamIds: Ids,
    userIds: Ids,
    channelRoleIds: Ids,
  },
  'CurrentUser',
);
export type CurrentUser = t.TypeOf<typeof CurrentUser>;

/** A profile edit (platform §7: PUT /smm/accounts/me). */
export const ProfileUpdate = struct(
  'ProfileUpdate',
  { id: Uuid },
  { firstName: text('name'), lastName: text('name'), timeZone: nullable(TimeZone) },
);
export type ProfileUpdate = t.TypeOf<typeof ProfileUpdate>;

/** An e-mail change sends only the new address (platform §5). */
export const EmailChange = t.type({ newEmail: text('email') }, 'EmailChange');
export type EmailChange = t.TypeOf<typeof EmailChange>;

/** A user's role on one channel (platform §3). */
export const UserChannelRole = t.type(
  { userId: Id, channelId: Id, role: ChannelRole },
  'UserChannelRole',
);
export type UserChannelRole = t.TypeOf<typeof UserChannelRole>;

/** The channel role a user holds through a team (platform §3, docs/decisions/0004). */
export const UserTeamRole = t.type({ userId: Id, teamId: Id, role: ChannelRole }, 'UserTeamRole');
export type UserTeamRole = t.TypeOf<typeof UserTeamRole>;
