import * as t from 'io-ts';
import { text } from './text.codec.js';
import { ChannelIds, Count, DateString, Id, Ids, nullable, struct, Uuids } from './codec.utils.js';
import { Network } from './network.codec.js';
import { ChannelRole, ChannelStatus } from './platform-enums.codec.js';
import { TrackingParameter } from './tracking.codec.js';

/** What a user may do with a channel's posts (platform §3). */
export const ChannelPermissions = t.type(
  {
    approvePost: t.boolean,
    createPost: t.boolean,
    publishPost: t.boolean,
    savePostAsDraft: t.boolean,
    submitPostForApproval: t.boolean,
  },
  'ChannelPermissions',
);
export type ChannelPermissions = t.TypeOf<typeof ChannelPermissions>;

/** A user an item of this channel may be assigned to. */
export const AssignableUser = struct(
  'AssignableUser',
  { id: Id, name: t.string },
  { teamIds: Ids },
);
export type AssignableUser = t.TypeOf<typeof AssignableUser>;

/** A connected social channel (platform §3). `state` CONNECTED means online. */
export const Channel = struct(
  'Channel',
  { id: Id, name: t.string, type: Network },
  {
    uuid: Id,
    legacyId: t.string,
    platformId: t.string,
    profileName: t.string,
    username: t.string,
    state: t.string,
    status: ChannelStatus,
    published: t.boolean,
    networkType: Network,
    subType: t.string,
    graphApi: t.boolean,
    thumbnailUrl: t.string,
    profileImageURL: t.string,
    connectedTime: DateString,
    added: DateString,
    addedDate: DateString,
    lastAddedDate: DateString,
    followerCount: Count,
    fans: Count,
    networkUrl: t.string,
    permalink: t.string,
    networkId: t.string,
    permissions: ChannelPermissions,
    role: ChannelRole,
    customAttributes: t.UnknownRecord,
    computedAttributes: t.UnknownRecord,
    country: t.string,
    regionCode: t.string,
    address: t.string,
    postalCode: t.string,
    locality: t.string,
    hasSystemUserToken: t.boolean,
    uploadStatus: t.string,
    channelIndexingErrorCode: nullable(t.string),
    autoMark: t.boolean,
    templates: t.array(t.UnknownRecord),
    templateIds: Ids,
    assignableTeamIds: Ids,
    assignableUserInfo: t.array(AssignableUser),
    campaignTrackingEnabled: t.boolean,
    customizedTemplate: t.boolean,
    campaignTrackingMappings: t.array(TrackingParameter),
    campaignTrackingTemplateId: nullable(Id),
  },
);
export type Channel = t.TypeOf<typeof Channel>;

/** A channel granted by an OAuth connect flow, before it is added (platform §3). */
export const AuthorizedChannel = struct(
  'AuthorizedChannel',
  { channelId: Id, networkType: Network, status: t.string },
  { thumbnailUrl: t.string, name: t.string, subType: t.string },
);
export type AuthorizedChannel = t.TypeOf<typeof AuthorizedChannel>;

/** The paged channel-settings request (platform §7). */
export const ChannelSettingsQuery = struct(
  'ChannelSettingsQuery',
  { pageIndex: Count, pageSize: Count },
  { responseFields: t.array(text('token')) },
);
export type ChannelSettingsQuery = t.TypeOf<typeof ChannelSettingsQuery>;

/** Connecting authorised channels (platform §7). */
export const ConnectChannelsRequest = struct(
  'ConnectChannelsRequest',
  { channelIds: ChannelIds },
  { useJbcResponseWrapper: t.boolean },
);
export type ConnectChannelsRequest = t.TypeOf<typeof ConnectChannelsRequest>;

/** Setting a user's role on a channel (platform §7). */
export const ChannelRoleChange = struct(
  'ChannelRoleChange',
  { channelRole: ChannelRole },
  { overrideConfirmed: t.boolean },
);
export type ChannelRoleChange = t.TypeOf<typeof ChannelRoleChange>;

/** Assigning channels to teams (platform §7). */
export const AssignChannelsToTeams = t.type(
  { channelList: ChannelIds, teamIdList: Uuids },
  'AssignChannelsToTeams',
);
export type AssignChannelsToTeams = t.TypeOf<typeof AssignChannelsToTeams>;
