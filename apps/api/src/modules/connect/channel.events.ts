import type { Moderator } from '@smm/engage-rules';
import type { FROM_NETWORK } from '../engage/engage.events.js';

/** What happened to a channel, as the event stream tells realtime (and later webhooks). */
export type ChannelChange =
  | 'connected'
  | 'reconnected'
  | 'indexingStarted'
  | 'indexed'
  | 'indexingFailed'
  | 'accessLost'
  | 'renamed'
  | 'markedForDeletion'
  | 'teamsChanged'
  | 'rolesChanged';

/** The action of every channel event in the event stream. */
export const CHANNEL_ACTION = 'channel';

/**
 * An event of the one event stream for a change to a channel (no item): recorded in the
 * change's transaction with `recordEvent`, published once committed; the settings screens of
 * the organisation hear it live and read the channel again.
 */
export function channelEvent(
  orgId: string,
  channelId: string,
  change: ChannelChange,
  by: Moderator | typeof FROM_NETWORK,
) {
  return {
    orgId,
    itemId: null,
    action: CHANNEL_ACTION,
    by,
    payload: { channelId, change },
  } as const;
}
