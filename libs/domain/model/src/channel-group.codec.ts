import * as t from 'io-ts';
import { ChannelIds, DateString, Id, Ids } from './codec.utils.js';
import { nonEmptyText } from './text.codec.js';

/** The most channels one channel group holds. */
export const MAX_GROUP_CHANNELS = 1000;

/**
 * A named set of channels (platform §2, "channel groups"; docs/decisions/0036), with the
 * channels the caller may see and what the caller may do with it.
 */
export const ChannelGroup = t.type(
  {
    id: Id,
    name: t.string,
    /** The group's channels the caller sees, in the order of the channel list. */
    channelIds: Ids,
    /** The caller may rename it and change its channels they manage. */
    canChange: t.boolean,
    /** The caller may delete it: an administrator, or a manager of every channel in it. */
    canDelete: t.boolean,
    createdAt: DateString,
    updatedAt: DateString,
  },
  'ChannelGroup',
);
export type ChannelGroup = t.TypeOf<typeof ChannelGroup>;

/** Creating or changing a channel group: its name and its channels. */
export const ChannelGroupInput = t.type(
  {
    name: nonEmptyText('name'),
    channelIds: t.refinement(
      ChannelIds,
      (ids) => ids.length <= MAX_GROUP_CHANNELS,
      `at most ${MAX_GROUP_CHANNELS} channel ids`,
    ),
  },
  'ChannelGroupInput',
);
export type ChannelGroupInput = t.TypeOf<typeof ChannelGroupInput>;
