import type { Db } from '../db/database.js';
import { NetworkError, type NetworkGateway, type PublicChannelInfo } from './gateway.js';
import {
  PUBLIC_CHANNELS,
  searchPublicChannels,
  type SandboxPublicChannel,
} from './sandbox.public-catalogue.js';
import { dayOf, daysFrom, HISTORY_START, postsOn } from './sandbox.public-history.js';
import { throwInjectedFailure } from './sandbox.moderation.js';

/** The most days one request for a channel's days or posts may span (the networks page longer). */
export const PUBLIC_DAYS_PER_REQUEST = 400;

/** The last day that is over (UTC), `YYYY-MM-DD`. */
export const yesterdayOf = (now: Date) =>
  new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

const infoOf = (channel: SandboxPublicChannel, now: Date): PublicChannelInfo => ({
  id: channel.id,
  network: channel.network,
  handle: channel.handle,
  name: channel.name,
  url: channel.url,
  thumbnailUrl: channel.thumbnailPath,
  followerCount: dayOf(channel, yesterdayOf(now)).fans,
  hasReach: channel.hasReach,
});

/** The channel by id, or the network's "not found". */
function known(id: string): SandboxPublicChannel {
  const channel = PUBLIC_CHANNELS.get(id);
  if (!channel) throw new NetworkError('notFound', `No public channel ${id.slice(0, 200)}.`);
  return channel;
}

/** The days of a request the network answers: over, within its history, at most 400. */
function daysOf(since: string, until: string, now: Date): string[] {
  const last = until < yesterdayOf(now) ? until : yesterdayOf(now);
  const first = since > HISTORY_START ? since : HISTORY_START;
  if (first > last) return [];
  const days = daysFrom(first, last);
  if (days.length > PUBLIC_DAYS_PER_REQUEST) {
    throw new NetworkError('invalid', `At most ${PUBLIC_DAYS_PER_REQUEST} days per request.`);
  }
  return days;
}

/**
 * The sandbox networks' public data (decision 0076): other brands' public channels, their daily
 * metrics and posts, computed from the channel and the day so every machine answers the same.
 * Requests fail on demand like the engage ones (`POST /api/sandbox/failures` with the public
 * channel's id: a rate limit, the channel gone…).
 */
export function sandboxPublic(
  db: Db,
  now: () => Date = () => new Date(),
): Pick<
  NetworkGateway,
  'searchPublicChannels' | 'publicChannel' | 'publicChannelDays' | 'publicChannelPosts'
> {
  return {
    async searchPublicChannels({ keyword, networks, limit }) {
      const at = now();
      return searchPublicChannels(keyword, networks, limit).map((c) => infoOf(c, at));
    },
    async publicChannel({ id }) {
      const channel = known(id);
      await throwInjectedFailure(db, id, channel.network);
      return infoOf(channel, now());
    },
    async publicChannelDays({ id, since, until }) {
      const channel = known(id);
      await throwInjectedFailure(db, id, channel.network);
      return daysOf(since, until, now()).map((day) => dayOf(channel, day));
    },
    async publicChannelPosts({ id, since, until }) {
      const channel = known(id);
      await throwInjectedFailure(db, id, channel.network);
      return daysOf(since, until, now()).flatMap((day) => postsOn(channel, day));
    },
  };
}
