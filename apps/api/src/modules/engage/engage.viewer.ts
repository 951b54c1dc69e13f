import type { MatchContext } from '@smm/feeds';
import type { Viewer } from '@smm/engage-rules';
import type { Channel, ChannelRole, Team, User } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { currentDirectory } from '../directory/directory.cache.js';
import { me, visibleTo } from '../directory/directory.js';

/** Who is looking at the inbox: what they may see, and what the rules need to know of them. */
export interface EngageViewer {
  readonly caller: Caller;
  /** The viewer as the capability rules read them (their role per channel). */
  readonly viewer: Viewer;
  /** The viewer as feeds read them (assignment and read states). */
  readonly match: MatchContext;
  /** The channels whose items the viewer sees, by id. */
  readonly channels: ReadonlyMap<string, Channel>;
  /** The organisation's people and teams, for names of assignees. */
  readonly users: readonly User[];
  readonly teams: readonly Team[];
}

/**
 * The caller as the inbox sees them: the channels they see by `@smm/access`'s visibility rules
 * (administrators every channel, others those they hold a role on, directly or through a team),
 * with their role on each. The directory is the one kept for the organisation while it is current
 * (`currentDirectory`), so a page of the inbox costs no directory read.
 */
export async function engageViewer(db: Db, caller: Caller): Promise<EngageViewer> {
  const directory = await currentDirectory(db, caller.orgId, caller.directoryVersion);
  const visible = visibleTo(directory, caller);
  const user = me(directory, caller);
  const channelRoles: Record<string, ChannelRole> = {};
  for (const channel of visible.channels) {
    if (channel.role !== undefined) channelRoles[channel.id] = channel.role;
  }
  return {
    caller,
    viewer: { id: caller.userId, channelRoles },
    match: {
      user: { id: caller.userId, uuid: user.uuid ?? caller.userId },
      teamIds: caller.teamIds,
      now: new Date().toISOString(),
    },
    channels: new Map(visible.channels.map((channel) => [channel.id, channel])),
    users: directory.users,
    teams: directory.teams,
  };
}
