import * as t from 'io-ts';
import { Id, Ids, struct } from './codec.utils.js';
import { RoleMembership } from './user.codec.js';

/** What a team grants its members (platform §3). A team with manageUser makes its members leads. */
export const TeamPermissions = t.type(
  {
    manageAdAccounts: t.boolean,
    manageChannels: t.boolean,
    manageTemplates: t.boolean,
    manageUser: t.boolean,
  },
  'TeamPermissions',
);
export type TeamPermissions = t.TypeOf<typeof TeamPermissions>;

/** A team of an organisation (platform §3). */
export const Team = struct(
  'Team',
  { id: Id, name: t.string, orgId: Id },
  {
    color: t.string,
    channelIds: Ids,
    userIds: Ids,
    users: t.array(RoleMembership),
    channels: t.array(RoleMembership),
    permissions: TeamPermissions,
  },
);
export type Team = t.TypeOf<typeof Team>;
