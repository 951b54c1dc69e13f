import { EventEmitter } from 'node:events';
import pg from 'pg';
import { CHANGES_CHANNEL } from './migrations/0014-change-notifications.js';
import { WORK_CHANNEL } from './migrations/0032-mail-outbox-and-feed-alerts.js';

/**
 * Which organisations' data changed, as far as this server knows: a generation per
 * organisation that moves on every change. What a server keeps of an organisation (callers,
 * answers) stays good while the generation it was read at is still the current one.
 */
export interface OrgChanges {
  /**
   * Whether changes are being heard: the database's notifications arrive (every writer, every
   * process). While not, nothing may be kept.
   */
  readonly live: boolean;
  /** The organisation's current generation. */
  generation(orgId: string): number;
  /** Records a change of the organisation (this server's own writes, at once). */
  changed(orgId: string): void;
  /** Users whose notices changed (the notification centre), by user id. */
  readonly notices: EventEmitter<{ changed: [string] }>;
  /** Versions of servers that started (on this database), as they announced them. */
  readonly versions: EventEmitter<{ started: [string] }>;
  /** Sessions that ended (sign-out, a password or e-mail change), by session id. */
  readonly sessions: EventEmitter<{ ended: [string] }>;
  /** Queues that have work waiting in the database (`mail`, `feed-alerts`), by name. */
  readonly work: EventEmitter<{ waiting: [string] }>;
}

/** Generations per organisation; everything moves on together when changes may have been missed. */
export class Generations implements OrgChanges {
  #epoch = 0;
  readonly #byOrg = new Map<string, number>();
  readonly notices = new EventEmitter<{ changed: [string] }>();
  readonly versions = new EventEmitter<{ started: [string] }>();
  readonly sessions = new EventEmitter<{ ended: [string] }>();
  readonly work = new EventEmitter<{ waiting: [string] }>();
  live = false;

  generation(orgId: string): number {
    return this.#epoch + (this.#byOrg.get(orgId) ?? 0);
  }

  changed(orgId: string): void {
    this.#byOrg.set(orgId, (this.#byOrg.get(orgId) ?? 0) + 1);
  }

  /** Every organisation changed (a notification may have been missed). */
  changedAll(): void {
    this.#epoch += 1_000_000;
    this.#byOrg.clear();
  }
}

/** The channel on which the database names users whose notices changed (migration 0015). */
const NOTICES_CHANNEL = 'smm_notices';

/** The channel on which the database names sessions that ended (migration 0019). */
const SESSIONS_CHANNEL = 'smm_sessions';

/** The channel on which starting servers announce their version (`announceVersion`). */
export const VERSIONS_CHANNEL = 'smm_versions';

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1000;

/**
 * Listens to the database's change notifications (`smm_changes`, migration 0014,
 * `smm_notices`, migration 0015, and `smm_work`, migration 0032) on a
 * connection of its own, reconnecting when it is lost; while it is down the changes are not
 * live (nothing is kept), and when it is back every organisation counts as changed.
 */
export function listenForChanges(
  url: string,
  onError: (error: Error) => void = () => undefined,
): Generations & { stop(): Promise<void> } {
  const generations = new Generations();
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const lost = (error?: Error) => {
    generations.live = false;
    generations.changedAll();
    if (error) onError(error);
    const dead = client;
    client = null;
    dead?.end().catch(() => undefined);
    if (!stopped && timer === null) {
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, RECONNECT_MS);
      timer.unref();
    }
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === NOTICES_CHANNEL) generations.notices.emit('changed', message.payload);
      else if (message.channel === SESSIONS_CHANNEL) {
        generations.sessions.emit('ended', message.payload);
      } else if (message.channel === WORK_CHANNEL) {
        generations.work.emit('waiting', message.payload);
      } else if (message.channel === VERSIONS_CHANNEL) {
        generations.versions.emit('started', message.payload);
      } else generations.changed(message.payload);
    });
    next.on('error', (error) => lost(error));
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(
        `LISTEN ${CHANGES_CHANNEL}; LISTEN ${NOTICES_CHANNEL}; LISTEN ${VERSIONS_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}; LISTEN ${WORK_CHANNEL}`,
      );
    } catch (error) {
      next.end().catch(() => undefined);
      lost(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    generations.changedAll();
    generations.live = true;
  }

  void connect();
  return Object.assign(generations, {
    async stop() {
      stopped = true;
      generations.live = false;
      if (timer !== null) clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  });
}
