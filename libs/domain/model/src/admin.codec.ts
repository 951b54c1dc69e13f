import * as t from 'io-ts';
import { Id, Ids, NonEmptyString, nullable, struct } from './codec.utils.js';
import { Network } from './network.codec.js';
import { ChannelRole } from './platform-enums.codec.js';
import { TeamPermissions } from './team.codec.js';

/** Turning a channel's notifications on or off for a user (platform §7). */
export const NotificationChannelToggle = t.type(
  { userId: Id, channelId: Id, enabled: t.boolean },
  'NotificationChannelToggle',
);
export type NotificationChannelToggle = t.TypeOf<typeof NotificationChannelToggle>;

/** A new profile picture: a data URL of an image or an https URL (platform §7). */
export const ProfilePictureUpdate = t.type({ profilePicture: t.string }, 'ProfilePictureUpdate');
export type ProfilePictureUpdate = t.TypeOf<typeof ProfilePictureUpdate>;

/**
 * An administrator's change of a user (platform §7: PUT /api/1/org/{id}/user); `teamIds`, when
 * given, is the complete list of the user's teams (added to and removed from all teams, §4).
 */
export const OrgUserUpdate = struct(
  'OrgUserUpdate',
  { userId: Id },
  {
    firstName: t.string,
    lastName: t.string,
    isAdmin: t.boolean,
    defaultChannelRole: ChannelRole,
    teamIds: Ids,
  },
);
export type OrgUserUpdate = t.TypeOf<typeof OrgUserUpdate>;

/** The organisation's single sign-on settings (platform §7: GET /api/1/org/oidc/{id}). */
export const OidcSettings = t.type(
  { orgId: Id, enabled: t.boolean, issuer: nullable(t.string) },
  'OidcSettings',
);
export type OidcSettings = t.TypeOf<typeof OidcSettings>;

/** What the organisation knows of one channel without loading it (platform §7). */
export const ChannelMetadata = t.type(
  { id: Id, name: t.string, network: Network, state: t.string, teamIds: Ids },
  'ChannelMetadata',
);
export type ChannelMetadata = t.TypeOf<typeof ChannelMetadata>;

/** An admin's team context: a team, or null for the whole organisation (platform §6). */
export const AdminContextSwitchRequest = t.type(
  { teamId: nullable(Id) },
  'AdminContextSwitchRequest',
);
export type AdminContextSwitchRequest = t.TypeOf<typeof AdminContextSwitchRequest>;

/** Creating a team (platform §7: PUT /api/1/team). */
export const TeamCreate = struct(
  'TeamCreate',
  { name: NonEmptyString },
  { color: t.string, permissions: TeamPermissions },
);
export type TeamCreate = t.TypeOf<typeof TeamCreate>;

/** Changing a team (platform §7: POST /api/1/team/{id}); permissions only by administrators. */
export const TeamUpdate = t.partial(
  { name: NonEmptyString, color: t.string, permissions: TeamPermissions },
  'TeamUpdate',
);
export type TeamUpdate = t.TypeOf<typeof TeamUpdate>;

/** A member's role in a team (platform §7: PUT and POST /api/1/team/{id}/user/{userId}). */
export const TeamMemberRole = t.type({ role: ChannelRole }, 'TeamMemberRole');
export type TeamMemberRole = t.TypeOf<typeof TeamMemberRole>;
