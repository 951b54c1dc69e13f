import { randomInt } from 'node:crypto';
import type { Network } from '@smm/model';
import type { Db } from '../../db/database.js';
import {
  inboundTraffic,
  TRAFFIC_NETWORKS,
  type InboundPost,
  type TrafficChannel,
} from '../../networks/sandbox.traffic.js';
import { ingest } from './ingest.js';
import type { Jobs } from '../../jobs/jobs.js';

/** How live sandbox traffic runs. */
export interface LiveTrafficOptions {
  /** New items per minute per organisation (`SANDBOX_RATE`); 0 produces nothing. */
  readonly ratePerMinute: number;
  /** Told of a failed delivery (`orgId` null when the channels could not be read); traffic goes on. */
  readonly onError?: (error: unknown, orgId: string | null) => void;
  /** The clock, in milliseconds (tests may pass their own). */
  readonly now?: () => number;
  /** Background jobs, to run automation rules on what arrives. */
  readonly jobs?: Jobs | null;
}

/** Live sandbox traffic that is running. */
export interface LiveTraffic {
  /** Stops producing traffic; resolves once a delivery under way has finished. */
  stop(): Promise<void>;
}

/** Where one organisation's traffic is: its stream over its channels, and the items owed. */
interface OrgStream {
  readonly channelsKey: string;
  readonly stream: Iterator<InboundPost>;
  due: number;
}

/**
 * How often traffic is delivered: every `60 000 / rate` ms (one item a time), but at least
 * once a second at high rates and at most 10 s apart at low ones.
 *
 * @example
 * deliveryIntervalMs(6); // 10_000: one item every 10 s
 * deliveryIntervalMs(600); // 1_000: ten items a second
 */
export function deliveryIntervalMs(ratePerMinute: number): number {
  return Math.min(10_000, Math.max(1_000, 60_000 / ratePerMinute));
}

/** Seeds of live traffic: far from the small fixed seeds of the demo inbox and `npm run seed`. */
const LIVE_SEEDS = [1_000_000, 2 ** 31 - 1] as const;

/** The post as it arrives now: dated `at`. */
const arrivedAt = (post: InboundPost, at: number): InboundPost => ({
  ...post,
  item: { ...post.item, meta: { ...post.item.meta, createdDate: new Date(at).toISOString() } },
});

/**
 * Delivers sandbox traffic (`inboundTraffic`) to every organisation's connected channels while
 * the server runs, about `ratePerMinute` items a minute per organisation, dated when they
 * arrive, through `ingest` with events on — as a network's webhook would. A failed delivery is
 * reported to `onError` and the next one goes ahead; rate 0 starts nothing. Each start uses a
 * fresh seed, so a restarted server delivers new items rather than ones it already has.
 */
export function startLiveTraffic(db: Db, options: LiveTrafficOptions): LiveTraffic {
  const rate = options.ratePerMinute;
  if (!(rate > 0)) return { stop: async () => undefined };
  const now = options.now ?? Date.now;
  const onError = options.onError ?? (() => undefined);
  const interval = deliveryIntervalMs(rate);
  const streams = new Map<string, OrgStream>();
  let last = now();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  // The posts each channel published through the product lately: comments come under them too.
  let published = new Map<string, string[]>();
  const ownPosts = (channelId: string) => published.get(channelId) ?? [];

  async function deliver(): Promise<void> {
    let channels;
    try {
      channels = await db
        .selectFrom('channels')
        .select(['id', 'orgId', 'network', 'name'])
        .where('state', '=', 'CONNECTED')
        .where('markedForDeletionAt', 'is', null)
        .where('network', 'in', TRAFFIC_NETWORKS)
        .orderBy('orgId')
        .orderBy('id')
        .execute();
    } catch (error) {
      onError(error, null);
      return;
    }
    try {
      const rows = await db
        .selectFrom('sandboxPublished')
        .select(['channelId', 'networkItemId'])
        .where('publishedAt', '>', new Date(now() - 7 * 86_400_000))
        .orderBy('publishedAt')
        .limit(500)
        .execute();
      const next = new Map<string, string[]>();
      for (const row of rows)
        next.set(row.channelId, [...(next.get(row.channelId) ?? []), row.networkItemId]);
      published = next;
    } catch (error) {
      onError(error, null);
    }
    const at = now();
    // After a pause (a busy database, a sleeping laptop) carry on, without a burst.
    const elapsed = Math.min(at - last, 3 * interval);
    last = at;
    const byOrg = new Map<string, TrafficChannel[]>();
    for (const channel of channels) {
      const list = byOrg.get(channel.orgId) ?? [];
      list.push({ id: channel.id, network: channel.network as Network, name: channel.name });
      byOrg.set(channel.orgId, list);
    }
    for (const orgId of streams.keys()) if (!byOrg.has(orgId)) streams.delete(orgId);
    for (const [orgId, orgChannels] of byOrg) {
      if (stopped) return;
      const channelsKey = orgChannels.map((channel) => channel.id).join('\u0000');
      let state = streams.get(orgId);
      if (state === undefined || state.channelsKey !== channelsKey) {
        const seed = randomInt(...LIVE_SEEDS);
        const stream = inboundTraffic(orgChannels, {
          seed,
          start: at,
          spacingMs: 60_000 / rate,
          ownPosts,
        });
        state = { channelsKey, stream, due: state?.due ?? 0 };
        streams.set(orgId, state);
      }
      state.due += (rate * elapsed) / 60_000;
      const count = Math.floor(state.due);
      state.due -= count;
      const posts: InboundPost[] = [];
      for (let i = 0; i < count; i++) {
        const next = state.stream.next();
        if (next.done) break;
        // Spread over the time since the last delivery, the newest now.
        posts.push(arrivedAt(next.value, at - Math.round((elapsed * (count - 1 - i)) / count)));
      }
      if (posts.length === 0) continue;
      try {
        await ingest(db, orgId, posts, { events: true, automation: options.jobs ?? null });
      } catch (error) {
        onError(error, orgId);
      }
    }
  }

  const schedule = () => {
    timer = setTimeout(() => {
      running = deliver()
        .catch((error: unknown) => onError(error, null))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, interval);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await running;
    },
  };
}
