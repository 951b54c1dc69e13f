import { channelManagement, type ChannelManagement } from '@smm/access';
import { roleUserOf, type Caller } from '../../http/caller.js';
import { visibleTo, type Directory } from '../directory/directory.js';

/**
 * What one caller sees and manages of their organisation's channels, worked out once per request
 * (an organisation may have 15,000 channels and many groups and templates to answer for).
 */
export interface Viewpoint {
  readonly isAdmin: boolean;
  /** The organisation's live channels (not marked for deletion). */
  readonly live: ReadonlySet<string>;
  /** The channels the caller sees, each with its place in their channel list. */
  readonly seen: ReadonlyMap<string, number>;
  readonly management: ChannelManagement;
}

/** The caller's viewpoint on a directory. */
export function viewpointOf(directory: Directory, caller: Caller): Viewpoint {
  const seen = visibleTo(directory, caller).channels;
  return {
    isAdmin: caller.isAdmin,
    live: new Set(directory.channels.map((channel) => channel.id)),
    seen: new Map(seen.map((channel, index) => [channel.id, index])),
    management: channelManagement(roleUserOf(caller), directory.teams),
  };
}

/** The channels among `ids` the caller sees, in the order of their channel list. */
export function seenOf(viewpoint: Viewpoint, ids: readonly string[]): string[] {
  const place = (id: string) => viewpoint.seen.get(id) ?? 0;
  return ids.filter((id) => viewpoint.seen.has(id)).sort((a, b) => place(a) - place(b));
}
