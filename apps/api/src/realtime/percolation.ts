import { matchesFeed } from '@smm/feeds';
import type { EngageItem } from '@smm/model';
import type { PercolatedMessage } from '@smm/realtime';
import type { Db } from '../db/database.js';
import { encode, type Peer } from './peer.js';
import type { PeerView, PeerViews, Viewer } from './views.js';

/**
 * How often one item is percolated at most: the first change at once, later ones together after
 * this (clients wait 1000 ms for more before they show percolated updates).
 */
export const PERCOLATE_EVERY_MS = 1000;

/** A member of a room, as percolation needs it. */
interface Member {
  readonly peer: Peer;
  readonly viewer: Viewer;
}

/**
 * Live feeds: items that changed, matched against the saved feeds of each person in the room.
 */
export class Percolation {
  readonly #db: Db;
  readonly #views: PeerViews;
  readonly #members: (room: string) => Iterable<Member>;
  /** Items being percolated, and whether they changed again meanwhile. */
  readonly #percolating = new Map<string, { again: boolean }>();

  constructor(db: Db, views: PeerViews, members: (room: string) => Iterable<Member>) {
    this.#db = db;
    this.#views = views;
    this.#members = members;
  }

  /**
   * Percolates an item that changed: at once when it is not being percolated, else once more
   * after {@link PERCOLATE_EVERY_MS} for every change meanwhile; beside the room's deliveries,
   * which do not wait for it.
   */
  changed(room: string, itemId: string, channelId: string): void {
    const pending = this.#percolating.get(itemId);
    if (pending) {
      pending.again = true;
      return;
    }
    const entry = { again: false };
    this.#percolating.set(itemId, entry);
    const run = () => {
      void this.#percolate(room, itemId, channelId)
        .catch(() => undefined)
        .then(() => {
          setTimeout(() => {
            if (!entry.again) {
              this.#percolating.delete(itemId);
              return;
            }
            entry.again = false;
            run();
          }, PERCOLATE_EVERY_MS).unref();
        });
    };
    run();
  }

  /**
   * Live feeds: a new or changed item, matched against each person's saved feeds with
   * `matchesFeed` (once per person, whatever their connections); each of their peers that sees
   * it hears which of its feeds it belongs to now (ephemeral).
   */
  async #percolate(room: string, itemId: string, channelId: string): Promise<void> {
    const row = await this.#db
      .selectFrom('engageItems')
      .select(['item', 'listed'])
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!row || !row.listed) return;
    const item = row.item as EngageItem;
    const now = new Date().toISOString();
    const answers = new Map<PeerView, Buffer | null>();
    const viewOf = this.#views.lookup();
    for (const member of this.#members(room)) {
      let view = viewOf(member.viewer);
      if (view instanceof Promise) view = await view;
      if (!view.channels.has(channelId)) continue;
      let data = answers.get(view);
      if (data === undefined) {
        const match = view.match;
        const feedIds =
          match === null
            ? []
            : view.feeds
                .filter((feed) => matchesFeed(feed, item, { ...match, now }))
                .map((feed) => feed.id);
        const message: PercolatedMessage = { type: 'percolated', itemId, feedIds };
        data =
          feedIds.length === 0
            ? null
            : encode({ action: 'MESSAGE', room, ephemeral: true, message });
        answers.set(view, data);
      }
      if (data !== null) member.peer.send(data);
    }
  }
}
