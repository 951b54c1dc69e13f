import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { EngageEvent } from '../modules/engage/engage.events.js';

/** What one connection is viewing and editing, as every instance keeps it. */
export interface PresenceEntry {
  readonly userId: string;
  readonly viewingId: string | null;
  readonly editingId: string | null;
}

/** What instances tell each other: item events, presence of their connections, joins and leaves. */
export type BusMessage =
  | { readonly kind: 'event'; readonly event: EngageEvent }
  | {
      readonly kind: 'presence';
      readonly room: string;
      /** The connection: `<instance>:<connection>`. */
      readonly origin: string;
      readonly entry: PresenceEntry;
    }
  | {
      readonly kind: 'joined';
      readonly room: string;
      readonly userId: string;
      readonly origin: string;
    }
  | { readonly kind: 'gone'; readonly room: string; readonly origin: string }
  /** A new instance asks the others to say their connections' presence again. */
  | { readonly kind: 'hello'; readonly instance: string };

/**
 * How instances of the server fan out realtime messages: every message published reaches every
 * instance's handler, the publisher's own included, in the order published by one instance.
 */
export interface RealtimeBus {
  /** This instance's id, unique per start. */
  readonly instance: string;
  publish(message: BusMessage): void;
  onMessage(handler: (message: BusMessage) => void): void;
  /** Resolves when the shared bus (Redis) answers; absent for one instance alone (`/readyz`). */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

/** One instance alone: messages go straight to the handler. */
export function localBus(): RealtimeBus {
  const handlers: ((message: BusMessage) => void)[] = [];
  return {
    instance: randomUUID(),
    publish: (message) => {
      for (const handler of handlers) handler(message);
    },
    onMessage: (handler) => {
      handlers.push(handler);
    },
    close: async () => undefined,
  };
}

/** The Redis channel the instances share. */
export const BUS_CHANNEL = 'buzzard';

/**
 * Instances fanning out through Redis pub/sub (`REDIS_URL`): one connection publishes, one
 * subscribes; ioredis reconnects by itself. A message that is not JSON is ignored.
 */
export async function redisBus(url: string, onError: (error: Error) => void): Promise<RealtimeBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(BUS_CHANNEL);
  const handlers: ((message: BusMessage) => void)[] = [];
  subscriber.on('message', (_channel: string, text: string) => {
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch {
      return;
    }
    for (const handler of handlers) handler(message);
  });
  return {
    instance: randomUUID(),
    publish: (message) => {
      void publisher.publish(BUS_CHANNEL, JSON.stringify(message)).catch(onError);
    },
    onMessage: (handler) => {
      handlers.push(handler);
    },
    ping: async () => {
      await publisher.ping();
    },
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
