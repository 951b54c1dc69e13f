import type { Feed } from '@smm/model';
import type { MatchContext } from '@smm/feeds';
import type { Db } from '../db/database.js';
import type { OrgChanges } from '../db/changes.js';
import { type Caller, loadCaller } from '../http/caller.js';
import { Bounded } from '../http/kept.js';
import type { EngageEvent } from '../modules/engage/engage.events.js';
import { engageViewer } from '../modules/engage/engage.viewer.js';
import { feedsOf } from '../modules/feeds/feeds.store.js';

/** What a person sees and works with, as read at one time (shared by their connections). */
export interface PeerView {
  readonly generation: number;
  readonly at: number;
  readonly channels: ReadonlySet<string>;
  readonly feeds: readonly Feed[];
  readonly match: MatchContext | null;
}

/** A connection as views know it: whose it is, and the key of that person's view. */
export interface Viewer {
  readonly caller: Caller;
  readonly key: string;
}

/** Whose view a connection has: the person (and who assumes them, with which roles). */
const viewKey = (caller: Caller) =>
  `${caller.userId}|${caller.assumedBy ?? ''}|${caller.realmRoles.join(',')}`;

/** The {@link Viewer} of a connection's caller. */
export const viewerOf = (caller: Caller): Viewer => ({ caller, key: viewKey(caller) });

/**
 * How long what was read for a person is trusted without a change heard (feeds, which do not
 * move the organisation's generation when another server writes them; everything when changes
 * are not heard).
 */
const VIEW_TTL_MS = 5000;

/**
 * What the realtime peers see: items' organisation and channel, and each person's view
 * (channels by `@smm/access`'s rules as the API applies them, saved feeds, match context), read
 * once for all their connections and kept until their organisation changes (or 5 s).
 */
export class PeerViews {
  readonly #db: Db;
  readonly #changes: OrgChanges | undefined;
  /** Items' organisation and channel. */
  readonly #items = new Bounded<string, { orgId: string; channelId: string }>(100_000);
  /** Each person's view, by key; the reads under way. */
  readonly #read = new Bounded<string, PeerView>(10_000);
  readonly #pending = new Map<string, Promise<PeerView>>();

  constructor(db: Db, changes?: OrgChanges) {
    this.#db = db;
    this.#changes = changes;
  }

  /**
   * The channel of the event's item: undefined for an event of no item (everyone's), null when
   * the item is not the organisation's (nobody's).
   */
  async channelOf(event: EngageEvent): Promise<string | null | undefined> {
    if (event.itemId === null) return undefined;
    const item = await this.#item(event.itemId);
    return item !== null && item.orgId === event.orgId ? item.channelId : null;
  }

  async #item(itemId: string): Promise<{ orgId: string; channelId: string } | null> {
    const kept = this.#items.get(itemId);
    if (kept !== undefined) return kept;
    const row = await this.#db
      .selectFrom('engageItems')
      .select(['channelId', 'orgId'])
      .where('id', '=', itemId)
      .executeTakeFirst();
    // Items do not move between channels; one not (yet) stored is asked for again.
    if (row) this.#items.set(itemId, { orgId: row.orgId, channelId: row.channelId });
    return row ?? null;
  }

  /** Whether the viewer sees the item: its organisation's, on a channel they see. */
  async sees(viewer: Viewer, itemId: string): Promise<boolean> {
    const item = await this.#item(itemId);
    if (item === null || item.orgId !== viewer.caller.orgId) return false;
    return (await this.viewOf(viewer)).channels.has(item.channelId);
  }

  /**
   * What peers see, for one delivery: each person's view is looked up once (an answer without a
   * promise when it is kept, so a delivery waits only for what it has to read).
   */
  lookup(): (viewer: Viewer) => PeerView | Promise<PeerView> {
    const views = new Map<string, PeerView>();
    return (viewer) => {
      const view = views.get(viewer.key) ?? this.#kept(viewer);
      if (view !== undefined) {
        views.set(viewer.key, view);
        return view;
      }
      return this.viewOf(viewer).then((read) => {
        views.set(viewer.key, read);
        return read;
      });
    };
  }

  /** What the viewer sees, when what was read is still good. */
  #kept(viewer: Viewer): PeerView | undefined {
    const kept = this.#read.get(viewer.key);
    if (kept === undefined || Date.now() - kept.at >= VIEW_TTL_MS) return undefined;
    const live = this.#changes?.live === true;
    const generation = this.#changes?.generation(viewer.caller.orgId) ?? 0;
    return !live || kept.generation === generation ? kept : undefined;
  }

  /** What the viewer sees and works with, read (once for all their connections) when not kept. */
  async viewOf(viewer: Viewer): Promise<PeerView> {
    const kept = this.#kept(viewer);
    if (kept) return kept;
    const { key } = viewer;
    const reading = this.#pending.get(key);
    if (reading) return reading;
    const read = this.#readView(viewer.caller).finally(() => this.#pending.delete(key));
    this.#pending.set(key, read);
    return read;
  }

  async #readView(who: Caller): Promise<PeerView> {
    const orgId = who.orgId;
    const generation = this.#changes?.generation(orgId) ?? 0;
    // The person as they are now: removed people see nothing; changed teams change what they see.
    const caller = await loadCaller(
      this.#db,
      { userId: who.userId },
      who.assumedBy,
      who.realmRoles,
    );
    let view: PeerView = {
      generation,
      at: Date.now(),
      channels: new Set(),
      feeds: [],
      match: null,
    };
    if (caller !== null && caller.orgId === orgId) {
      const viewer = await engageViewer(this.#db, caller);
      view = {
        generation,
        at: Date.now(),
        channels: new Set(viewer.channels.keys()),
        feeds: await feedsOf(this.#db, caller),
        match: viewer.match,
      };
    }
    this.#read.set(viewKey(who), view);
    return view;
  }
}
