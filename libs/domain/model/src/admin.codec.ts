import * as t from 'io-ts';
import { Channel } from './channel.codec.js';
import {
  Count,
  DateString,
  Id,
  Ids,
  nullable,
  oneOf,
  struct,
  Uuid,
  Uuids,
  ChannelId,
} from './codec.utils.js';
import { MAX_PICTURE_LENGTH } from './profile.rules.js';
import { nonEmptyText, text } from './text.codec.js';
import { Network } from './network.codec.js';
import { AudienceRole, ChannelRole } from './platform-enums.codec.js';
import { TeamPermissions } from './team.codec.js';

/** Turning a channel's notifications on or off for a user (platform §7). */
export const NotificationChannelToggle = t.type(
  { userId: Uuid, channelId: ChannelId, enabled: t.boolean },
  'NotificationChannelToggle',
);
export type NotificationChannelToggle = t.TypeOf<typeof NotificationChannelToggle>;

/** A new profile picture: a data URL of an image or an https URL (platform §7). */
export const ProfilePictureUpdate = t.type(
  { profilePicture: text(MAX_PICTURE_LENGTH) },
  'ProfilePictureUpdate',
);
export type ProfilePictureUpdate = t.TypeOf<typeof ProfilePictureUpdate>;

/**
 * An administrator's change of a user (platform §7: PUT /api/1/org/{id}/user); `teamIds`, when
 * given, is the complete list of the user's teams (added to and removed from all teams, §4).
 */
export const OrgUserUpdate = struct(
  'OrgUserUpdate',
  { userId: Uuid },
  {
    firstName: text('name'),
    lastName: text('name'),
    isAdmin: t.boolean,
    defaultChannelRole: ChannelRole,
    teamIds: Uuids,
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
  { teamId: nullable(Uuid) },
  'AdminContextSwitchRequest',
);
export type AdminContextSwitchRequest = t.TypeOf<typeof AdminContextSwitchRequest>;

/**
 * A team's colour: `#` and six hexadecimal digits, so it is only ever a colour wherever it is
 * painted (docs/decisions/0043).
 */
export const TeamColor = Object.assign(
  t.refinement(t.string, (s) => /^#[0-9a-fA-F]{6}$/.test(s), 'colour #rrggbb'),
  { schema: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } },
);

/** Creating a team (platform §7: PUT /api/1/team). */
export const TeamCreate = struct(
  'TeamCreate',
  { name: nonEmptyText('name') },
  { color: TeamColor, permissions: TeamPermissions },
);
export type TeamCreate = t.TypeOf<typeof TeamCreate>;

/** Changing a team (platform §7: POST /api/1/team/{id}); permissions only by administrators. */
export const TeamUpdate = t.partial(
  { name: nonEmptyText('name'), color: TeamColor, permissions: TeamPermissions },
  'TeamUpdate',
);
export type TeamUpdate = t.TypeOf<typeof TeamUpdate>;

/** A member's role in a team (platform §7: PUT and POST /api/1/team/{id}/user/{userId}). */
export const TeamMemberRole = t.type({ role: ChannelRole }, 'TeamMemberRole');
export type TeamMemberRole = t.TypeOf<typeof TeamMemberRole>;

/** A page of the channel settings list (platform §7: POST /channels/v2/settings/channels). */
export const ChannelSettingsPage = t.type(
  { channels: t.array(Channel), total: Count, pageIndex: Count, pageSize: Count },
  'ChannelSettingsPage',
);
export type ChannelSettingsPage = t.TypeOf<typeof ChannelSettingsPage>;

/** A channel as URL tracking lists it (platform §7: GET /publish/url-tracking/channels). */
export const UrlTrackingChannel = t.type(
  { id: Id, name: t.string, network: Network, campaignTrackingEnabled: t.boolean },
  'UrlTrackingChannel',
);
export type UrlTrackingChannel = t.TypeOf<typeof UrlTrackingChannel>;

/** What happened to a channel's connection, and who did it (platform §7: connection audits). */
export const ConnectionAudit = t.type(
  {
    channelId: Id,
    event: oneOf([
      'CONNECTED',
      'RECONNECTED',
      'INDEXING_STARTED',
      'INDEXED',
      'INDEXING_FAILED',
      'ACCESS_LOST',
      'RENAMED',
      'ROLE_CHANGED',
      'ROLE_REMOVED',
      'TEAM_ADDED',
      'TEAM_REMOVED',
      'MARKED_FOR_DELETION',
    ]),
    userId: nullable(Id),
    detail: nullable(t.string),
    date: DateString,
  },
  'ConnectionAudit',
);
export type ConnectionAudit = t.TypeOf<typeof ConnectionAudit>;

/** A new display name for a channel (platform §7: POST /channels/v2/{id}/override-name). */
export const ChannelNameOverride = t.type({ name: nonEmptyText('name') }, 'ChannelNameOverride');
export type ChannelNameOverride = t.TypeOf<typeof ChannelNameOverride>;

/** A user's audience role, or NONE (platform §4, §7). */
export const AudienceRoleAnswer = t.type(
  { userId: Id, role: nullable(AudienceRole) },
  'AudienceRoleAnswer',
);
export type AudienceRoleAnswer = t.TypeOf<typeof AudienceRoleAnswer>;

/** The feature toggles of the asked targets, by feature name (platform §7: feature toggler). */
export const FeatureToggleAnswer = t.record(t.string, t.boolean, 'FeatureToggleAnswer');
export type FeatureToggleAnswer = t.TypeOf<typeof FeatureToggleAnswer>;

/** An account the signed-in person may switch to (platform §7: account switching). */
export const SwitchableAccount = t.type(
  { id: Id, email: t.string, orgId: Id, orgName: t.string, current: t.boolean },
  'SwitchableAccount',
);
export type SwitchableAccount = t.TypeOf<typeof SwitchableAccount>;

/** Where to send the browser to connect a network (platform §7: OAuth connect). */
export const ConnectAuthorization = t.type({ authorizeUrl: t.string }, 'ConnectAuthorization');
export type ConnectAuthorization = t.TypeOf<typeof ConnectAuthorization>;

/**
 * A person with a role on a channel, and where it comes from: their own role on the channel
 * (`directRole`, which wins) and the roles their teams holding the channel give them. `role` is
 * the one that applies.
 */
export const ChannelPerson = t.type(
  {
    userId: Id,
    name: t.string,
    email: t.string,
    isAdmin: t.boolean,
    role: ChannelRole,
    directRole: nullable(ChannelRole),
    teamRoles: t.array(t.type({ teamId: Id, teamName: t.string, role: ChannelRole })),
  },
  'ChannelPerson',
);
export type ChannelPerson = t.TypeOf<typeof ChannelPerson>;

/** The state of a legacy connect request (platform §7: GET /api/1/connectChannels/state). */
export const ConnectRequestState = t.type(
  {
    id: Id,
    status: oneOf(['NONE', 'PENDING', 'DONE', 'FAILED']),
    channelIds: Ids,
    connectedIds: Ids,
    message: nullable(t.string),
  },
  'ConnectRequestState',
);
export type ConnectRequestState = t.TypeOf<typeof ConnectRequestState>;
