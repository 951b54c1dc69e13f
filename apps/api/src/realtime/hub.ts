import { decode, type EngageItem, type Feed } from '@smm/model';
import { type MatchContext, matchesFeed } from '@smm/feeds';
import {
  ClientFrame,
  SeqWindow,
  type ItemEventMessage,
  type NotificationNews,
  type PercolatedMessage,
  orgRoom,
  PresenceMessage,
  type ServerFrame,
} from '@smm/realtime';
import { either as E } from 'fp-ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { OrgChanges } from '../db/changes.js';
import { type Caller, loadCaller } from '../http/caller.js';
import { Bounded } from '../http/kept.js';
import type { EngageEvent } from '../modules/engage/engage.events.js';
import { engageViewer } from '../modules/engage/engage.viewer.js';
import { type BusMessage, localBus, type PresenceEntry, type RealtimeBus } from './bus.js';
import { feedsOf } from '../modules/feeds/feeds.store.js';

/** How long a transaction recording an event may run: events committing later than that after a higher `seq` could be missed by a catch-up. */
export const LATE_MS = 5000;

/** How many missed events a reconnecting client may catch up on, and from how far back. */
export const CATCH_UP = { events: 1000, hours: 24 } as const;

/** One client's connection, as the hub sees it. */
export interface Peer {
  readonly id: number;
  readonly caller: Caller;
  /** Sends a frame to the client: its JSON text, encoded once for everyone it goes to ({@link encode}). */
  send(data: Buffer): void;
}

/** A frame as the bytes of its JSON text, ready for every peer it goes to. */
export const encode = (frame: ServerFrame): Buffer => Buffer.from(JSON.stringify(frame));

interface PeerState {
  readonly peer: Peer;
  readonly rooms: Set<string>;
  /** Whose view it has ({@link viewKey}). */
  readonly viewer: string;
  /** The non-ephemeral `seq`s sent per room (the latest window): none is sent twice. */
  readonly seen: Map<string, SeqWindow>;
  viewingId: string | null;
  editingId: string | null;
}

/** What a person sees and works with, as read at one time (shared by their connections). */
interface PeerView {
  readonly generation: number;
  readonly at: number;
  readonly channels: ReadonlySet<string>;
  readonly feeds: readonly Feed[];
  readonly match: MatchContext | null;
}

/**
 * How long what was read for a peer is trusted without a change heard (feeds, which do not move
 * the organisation's generation when another server writes them; everything when changes are
 * not heard).
 */
const VIEW_TTL_MS = 5000;

/**
 * How often one item is percolated at most: the first change at once, later ones together after
 * this (clients wait 1000 ms for more before they show percolated updates).
 */
export const PERCOLATE_EVERY_MS = 1000;

/**
 * The rooms of the realtime channel: one per organisation. A peer joins only its own
 * organisation's room. Item events are delivered in order per room, with their `seq`, to the
 * peers that see the item's channel, at most once per peer (`seq` above what it already got);
 * a reconnecting peer catches up from the events kept in PostgreSQL. Presence (viewing,
 * editing) is ephemeral: kept per connection while it lives, shown to whoever joins, cleared
 * when the connection goes.
 */
export class RealtimeHub {
  readonly #db: Db;
  readonly #changes: OrgChanges | undefined;
  readonly #peers = new Map<number, PeerState>();
  readonly #rooms = new Map<string, Set<PeerState>>();
  /** Work per room, one after another, so every peer gets the room's messages in order. */
  readonly #queues = new Map<string, Promise<void>>();
  /** Items' organisation and channel (null: no such item). */
  readonly #items = new Bounded<string, { orgId: string; channelId: string } | null>(100_000);
  /** What each person sees, by {@link viewKey}; the read under way, while it is. */
  readonly #views = new Bounded<string, PeerView>(10_000);
  readonly #reading = new Map<string, Promise<PeerView>>();
  /** Items being percolated, and whether they changed again meanwhile. */
  readonly #percolating = new Map<string, { again: boolean }>();
  readonly #bus: RealtimeBus;
  /**
   * Every connection's presence in every room, this instance's and the others' (from the bus),
   * by connection (`<instance>:<connection>`), with when it was last heard of.
   */
  readonly #presence = new Map<string, Map<string, PresenceEntry & { at: number }>>();

  constructor(db: Db, changes?: OrgChanges, bus: RealtimeBus = localBus()) {
    this.#db = db;
    this.#changes = changes;
    this.#bus = bus;
    bus.onMessage((message) => this.#heard(message));
    bus.publish({ kind: 'hello', instance: bus.instance });
  }

  /** The number of connected peers. */
  get size(): number {
    return this.#peers.size;
  }

  /** A new connection. */
  connect(peer: Peer): void {
    this.#peers.set(peer.id, {
      peer,
      rooms: new Set(),
      viewer: viewKey(peer.caller),
      seen: new Map(),
      viewingId: null,
      editingId: null,
    });
  }

  /** A connection went away: it leaves its rooms; its presence is cleared for the others. */
  disconnect(peerId: number): void {
    const state = this.#peers.get(peerId);
    if (!state) return;
    for (const room of state.rooms) this.#leave(state, room);
    this.#peers.delete(peerId);
  }

  /** A frame from a peer: decoded, then done; a bad one is answered with what is wrong. */
  receive(peerId: number, text: string): void {
    const state = this.#peers.get(peerId);
    if (!state) return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.#error(state, 'The frame is not JSON.');
      return;
    }
    const decoded = decode(ClientFrame, json);
    if (E.isLeft(decoded)) {
      this.#error(state, `Invalid frame: ${decoded.left.message}`);
      return;
    }
    const frame = decoded.right;
    if (frame.action === 'JOIN') {
      this.#join(state, frame.room);
      return;
    }
    if (!state.rooms.has(frame.room)) {
      this.#error(state, `Join ${frame.room} first.`);
      return;
    }
    switch (frame.action) {
      case 'LEAVE':
        this.#leave(state, frame.room);
        state.peer.send(
          encode({ action: 'LEAVE', room: frame.room, userId: state.peer.caller.userId }),
        );
        return;
      case 'GET_STATE':
        this.#enqueue(frame.room, () => this.#catchUp(state, frame.room, frame.since));
        return;
      case 'MESSAGE': {
        const presence = decode(PresenceMessage, frame.message);
        if (E.isLeft(presence)) {
          this.#error(
            state,
            'Only presence (viewing, editing) can be sent; item events come from the API.',
          );
          return;
        }
        const { type, itemId } = presence.right;
        if (type === 'viewing') state.viewingId = itemId;
        else state.editingId = itemId;
        this.#announce(state, frame.room);
        return;
      }
    }
  }

  /** An engage event of this instance: to every instance, which delivers it to its peers. */
  publish(event: EngageEvent): void {
    this.#bus.publish({ kind: 'event', event });
  }

  /**
   * Says this instance's connections' presence again, and forgets connections of other
   * instances not heard of for three rounds (an instance that vanished); called every heartbeat.
   */
  refresh(staleAfterMs: number): void {
    for (const state of this.#peers.values()) {
      for (const room of state.rooms) this.#announce(state, room);
    }
    const oldest = Date.now() - staleAfterMs;
    for (const [room, entries] of this.#presence) {
      for (const [origin, entry] of entries) {
        if (entry.at < oldest) this.#heard({ kind: 'gone', room, origin });
      }
    }
  }

  /** What another instance (or this one) said on the bus. */
  #heard(message: BusMessage): void {
    switch (message.kind) {
      case 'event': {
        const room = orgRoom(message.event.orgId);
        if (this.#rooms.has(room)) this.#enqueue(room, () => this.#deliver(room, message.event));
        return;
      }
      case 'hello':
        if (message.instance !== this.#bus.instance) {
          for (const state of this.#peers.values()) {
            for (const room of state.rooms) this.#announce(state, room);
          }
        }
        return;
      case 'joined': {
        const joined = encode({ action: 'JOIN', room: message.room, userId: message.userId });
        for (const member of this.#rooms.get(message.room) ?? []) {
          if (this.#originOf(member) !== message.origin) member.peer.send(joined);
        }
        return;
      }
      case 'presence': {
        let entries = this.#presence.get(message.room);
        if (!entries) {
          entries = new Map();
          this.#presence.set(message.room, entries);
        }
        const before = entries.get(message.origin);
        entries.set(message.origin, { ...message.entry, at: Date.now() });
        for (const type of ['viewing', 'editing'] as const) {
          const key = type === 'viewing' ? 'viewingId' : 'editingId';
          const itemId = message.entry[key];
          if ((before?.[key] ?? null) === itemId) continue;
          this.#enqueue(message.room, () =>
            this.#presenceTo(message.room, message.origin, message.entry.userId, type, itemId),
          );
        }
        return;
      }
      case 'gone': {
        const entries = this.#presence.get(message.room);
        const gone = entries?.get(message.origin);
        if (!entries || !gone) return;
        entries.delete(message.origin);
        if (entries.size === 0) this.#presence.delete(message.room);
        const stillHere = [...(entries.values() ?? [])].some(
          (entry) => entry.userId === gone.userId,
        );
        if (!stillHere) {
          const left = encode({ action: 'LEAVE', room: message.room, userId: gone.userId });
          for (const member of this.#rooms.get(message.room) ?? []) member.peer.send(left);
          return;
        }
        for (const type of ['viewing', 'editing'] as const) {
          if ((type === 'viewing' ? gone.viewingId : gone.editingId) !== null) {
            this.#enqueue(message.room, () =>
              this.#presenceTo(message.room, message.origin, gone.userId, type, null),
            );
          }
        }
        return;
      }
    }
  }

  #originOf(state: PeerState): string {
    return `${this.#bus.instance}:${state.peer.id}`;
  }

  /** Tells every instance what a connection of this one is viewing and editing in a room. */
  #announce(state: PeerState, room: string): void {
    this.#bus.publish({
      kind: 'presence',
      room,
      origin: this.#originOf(state),
      entry: {
        userId: state.peer.caller.userId,
        viewingId: state.viewingId,
        editingId: state.editingId,
      },
    });
  }

  /** Sends a frame to every peer of an organisation (RELOAD, notices). */
  broadcast(frame: ServerFrame, orgId?: string): void {
    const data = encode(frame);
    for (const state of this.#peers.values()) {
      if (orgId === undefined || state.peer.caller.orgId === orgId) state.peer.send(data);
    }
  }

  /**
   * A user's notices changed: each of their connections hears the notification centre's unread
   * count (in the `notification` field of an ephemeral message of their room).
   */
  async notices(userId: string): Promise<void> {
    const peers = [...this.#peers.values()].filter((state) => state.peer.caller.userId === userId);
    const [first] = peers;
    if (first === undefined) return;
    const { unread } = await this.#db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<string>().as('unread'))
      .where('userId', '=', userId)
      .where('unread', '=', true)
      .executeTakeFirstOrThrow();
    const news: NotificationNews = { unreadCount: Number(unread) };
    for (const state of peers) {
      state.peer.send(
        encode({
          action: 'MESSAGE',
          room: orgRoom(state.peer.caller.orgId),
          ephemeral: true,
          message: { type: 'notification' },
          notification: news,
        }),
      );
    }
  }

  /** Resolves when the work queued so far is done (for orderly shutdown and tests). */
  async settled(): Promise<void> {
    await Promise.all(this.#queues.values());
  }

  #enqueue(room: string, work: () => Promise<void>): void {
    const previous = this.#queues.get(room) ?? Promise.resolve();
    const next = previous.then(work).catch(() => undefined);
    this.#queues.set(room, next);
    void next.then(() => {
      if (this.#queues.get(room) === next) this.#queues.delete(room);
    });
  }

  #error(state: PeerState, message: string): void {
    state.peer.send(
      encode({ action: 'MESSAGE', room: '', ephemeral: true, message: { type: 'error', message } }),
    );
  }

  #join(state: PeerState, room: string): void {
    const own = orgRoom(state.peer.caller.orgId);
    if (room !== own) {
      this.#error(state, `You can join only your organisation's room, ${own}.`);
      return;
    }
    if (state.rooms.has(room)) {
      state.peer.send(encode({ action: 'JOIN', room, userId: state.peer.caller.userId }));
      return;
    }
    state.rooms.add(room);
    let members = this.#rooms.get(room);
    if (!members) {
      members = new Set();
      this.#rooms.set(room, members);
    }
    members.add(state);
    const userId = state.peer.caller.userId;
    state.peer.send(encode({ action: 'JOIN', room, userId }));
    this.#bus.publish({ kind: 'joined', room, userId, origin: this.#originOf(state) });
    this.#announce(state, room);
    // The joiner learns who is viewing and editing what (as far as it sees the items), on
    // this instance and the others.
    const self = this.#originOf(state);
    this.#enqueue(room, async () => {
      for (const [origin, entry] of this.#presence.get(room) ?? []) {
        if (origin === self) continue;
        for (const type of ['viewing', 'editing'] as const) {
          const itemId = type === 'viewing' ? entry.viewingId : entry.editingId;
          if (itemId !== null && (await this.#sees(state, itemId))) {
            state.peer.send(encode(presenceFrame(room, entry.userId, type, itemId)));
          }
        }
      }
    });
  }

  #leave(state: PeerState, room: string): void {
    state.rooms.delete(room);
    const members = this.#rooms.get(room);
    if (members) {
      members.delete(state);
      if (members.size === 0) this.#rooms.delete(room);
    }
    this.#bus.publish({ kind: 'gone', room, origin: this.#originOf(state) });
  }

  /** A connection's presence, to this instance's peers of the room (not to that connection). */
  async #presenceTo(
    room: string,
    origin: string,
    userId: string,
    type: 'viewing' | 'editing',
    itemId: string | null,
  ): Promise<void> {
    const data = encode(presenceFrame(room, userId, type, itemId));
    for (const member of this.#rooms.get(room) ?? []) {
      if (this.#originOf(member) === origin) continue;
      if (itemId === null || (await this.#sees(member, itemId))) member.peer.send(data);
    }
  }

  /**
   * An item event to the room's peers: encoded once; to each peer that has not had its `seq` and
   * sees the item's channel (what a person sees is read once for all their connections, and
   * kept), then percolated.
   */
  async #deliver(room: string, event: EngageEvent): Promise<void> {
    const members = this.#rooms.get(room);
    if (!members) return;
    const data = encode(eventFrame(room, event));
    const channelId = await this.#channelOf(event);
    if (channelId === null) return;
    const viewOf = this.#viewer();
    for (const member of members) {
      if (!this.#admit(member, room, event)) continue;
      if (channelId !== undefined) {
        let view = viewOf(member);
        if (view instanceof Promise) view = await view;
        if (!view.channels.has(channelId)) continue;
      }
      member.peer.send(data);
    }
    if (channelId !== undefined && event.type !== 'deleteItem' && event.itemId !== null) {
      this.#schedulePercolation(room, event.itemId, channelId);
    }
  }

  async #catchUp(state: PeerState, room: string, since: number | undefined): Promise<void> {
    const orgId = state.peer.caller.orgId;
    const rows = await this.#db
      .selectFrom('engageEvents')
      .select([
        'seq',
        'itemId',
        'type',
        'moderatorId',
        'moderatorSource',
        'payload',
        sql<string>`${orgId}::text`.as('orgId'),
      ])
      .where('orgId', '=', orgId)
      .where('createdAt', '>', sql<Date>`now() - make_interval(hours => ${CATCH_UP.hours})`)
      // After `since`, and those recorded up to LATE_MS before it, which may have committed after
      // it (events of different items, in transactions running side by side); the peer drops
      // what it already has.
      .$if(since !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('seq', '>', String(since)),
            eb(
              'createdAt',
              '>=',
              sql<Date>`(SELECT created_at - make_interval(secs => ${LATE_MS / 1000})
                FROM engage_events WHERE seq = ${String(since)} AND org_id = ${orgId})`,
            ),
          ]),
        ),
      )
      .orderBy('seq', since === undefined ? 'desc' : 'asc')
      .limit(since === undefined ? 100 : CATCH_UP.events)
      .execute();
    const events = rows
      .map((row) => {
        const payload = (row.payload ?? {}) as Record<string, unknown>;
        return {
          seq: Number(row.seq),
          orgId,
          itemId: row.itemId,
          type: row.type as EngageEvent['type'],
          action: typeof payload['action'] === 'string' ? payload['action'] : row.type,
          moderatorId: row.moderatorId,
          moderatorSource: row.moderatorSource,
          payload,
        } satisfies EngageEvent;
      })
      .sort((a, b) => a.seq - b.seq);
    for (const event of events) {
      if (!state.rooms.has(room)) return;
      if (!this.#admit(state, room, event)) continue;
      const channelId = await this.#channelOf(event);
      if (channelId === null) continue;
      if (channelId === undefined || (await this.#viewOf(state)).channels.has(channelId)) {
        state.peer.send(encode(eventFrame(room, event)));
      }
    }
  }

  /** Whether the event is new for the peer (then it counts as sent): none is sent twice. */
  #admit(state: PeerState, room: string, event: EngageEvent): boolean {
    let window = state.seen.get(room);
    if (!window) {
      window = new SeqWindow();
      state.seen.set(room, window);
    }
    return window.admit(event.seq);
  }

  /**
   * The channel of the event's item: undefined for an event of no item (everyone's), null when
   * the item is not the organisation's (nobody's).
   */
  async #channelOf(event: EngageEvent): Promise<string | null | undefined> {
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

  /** Whether the peer sees the item: its organisation's, on a channel the peer sees. */
  async #sees(state: PeerState, itemId: string): Promise<boolean> {
    const item = await this.#item(itemId);
    if (item === null || item.orgId !== state.peer.caller.orgId) return false;
    return (await this.#viewOf(state)).channels.has(item.channelId);
  }

  /**
   * What peers see, for one delivery: each person's view is looked up once (an answer without a
   * promise when it is kept, so a delivery waits only for what it has to read).
   */
  #viewer(): (state: PeerState) => PeerView | Promise<PeerView> {
    const views = new Map<string, PeerView>();
    return (state) => {
      const view = views.get(state.viewer) ?? this.#keptView(state);
      if (view !== undefined) {
        views.set(state.viewer, view);
        return view;
      }
      return this.#viewOf(state).then((read) => {
        views.set(state.viewer, read);
        return read;
      });
    };
  }

  /** What the peer's person sees, when what was read is still good. */
  #keptView(state: PeerState): PeerView | undefined {
    const kept = this.#views.get(state.viewer);
    if (kept === undefined || Date.now() - kept.at >= VIEW_TTL_MS) return undefined;
    const live = this.#changes?.live === true;
    const generation = this.#changes?.generation(state.peer.caller.orgId) ?? 0;
    return !live || kept.generation === generation ? kept : undefined;
  }

  /** What the peer's person sees and works with, read (once for all their connections) when not kept. */
  async #viewOf(state: PeerState): Promise<PeerView> {
    const kept = this.#keptView(state);
    if (kept) return kept;
    const key = state.viewer;
    const reading = this.#reading.get(key);
    if (reading) return reading;
    const read = this.#readView(state.peer.caller).finally(() => this.#reading.delete(key));
    this.#reading.set(key, read);
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
    this.#views.set(viewKey(who), view);
    return view;
  }

  /**
   * Percolates an item that changed: at once when it is not being percolated, else once more
   * after {@link PERCOLATE_EVERY_MS} for every change meanwhile; beside the room's deliveries,
   * which do not wait for it.
   */
  #schedulePercolation(room: string, itemId: string, channelId: string): void {
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
    const viewOf = this.#viewer();
    for (const member of this.#rooms.get(room) ?? []) {
      let view = viewOf(member);
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

/** Whose view a connection has: the person (and who assumes them, with which roles). */
const viewKey = (caller: Caller) =>
  `${caller.userId}|${caller.assumedBy ?? ''}|${caller.realmRoles.join(',')}`;

function presenceFrame(
  room: string,
  userId: string,
  type: 'viewing' | 'editing',
  itemId: string | null,
): ServerFrame {
  return {
    action: 'MESSAGE',
    room,
    ephemeral: true,
    userId,
    message: { type, userId, itemId },
  };
}

function eventFrame(room: string, event: EngageEvent): ServerFrame {
  const message: ItemEventMessage = {
    type: event.type,
    itemId: event.itemId,
    action: event.action,
    moderatorId: event.moderatorId,
    payload: event.payload,
  };
  return { action: 'MESSAGE', room, ephemeral: false, seq: event.seq, message };
}
