import { decode, findUnsafeText, parseJson } from '@smm/model';
import {
  ClientFrame,
  SeqWindow,
  type ItemEventMessage,
  type NotificationNews,
  orgRoom,
  PresenceMessage,
  type ServerFrame,
} from '@smm/realtime';
import { either as E } from 'fp-ts';
import type { Db } from '../db/database.js';
import type { OrgChanges } from '../db/changes.js';
import type { EngageEvent } from '../modules/engage/engage.events.js';
import { missedEvents } from './catch-up.js';
import { encode, type Peer } from './peer.js';
import { Percolation } from './percolation.js';
import { type BusMessage, localBus, type PresenceEntry, type RealtimeBus } from './bus.js';
import { PeerViews, type Viewer, viewerOf } from './views.js';

interface PeerState {
  readonly peer: Peer;
  readonly rooms: Set<string>;
  /** Whose view it has. */
  readonly viewer: Viewer;
  /** The non-ephemeral `seq`s sent per room (the latest window): none is sent twice. */
  readonly seen: Map<string, SeqWindow>;
  viewingId: string | null;
  editingId: string | null;
}

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
  readonly #peers = new Map<number, PeerState>();
  readonly #rooms = new Map<string, Set<PeerState>>();
  /** Work per room, one after another, so every peer gets the room's messages in order. */
  readonly #queues = new Map<string, Promise<void>>();
  readonly #views: PeerViews;
  readonly #percolation: Percolation;
  /** Items being percolated, and whether they changed again meanwhile. */
  readonly #bus: RealtimeBus;
  /**
   * Every connection's presence in every room, this instance's and the others' (from the bus),
   * by connection (`<instance>:<connection>`), with when it was last heard of.
   */
  readonly #presence = new Map<string, Map<string, PresenceEntry & { at: number }>>();

  constructor(db: Db, changes?: OrgChanges, bus: RealtimeBus = localBus()) {
    this.#db = db;
    this.#views = new PeerViews(db, changes);
    this.#percolation = new Percolation(db, this.#views, (room) => this.#rooms.get(room) ?? []);
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
      viewer: viewerOf(peer.caller),
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
      json = parseJson(text);
    } catch (error) {
      this.#error(state, `The frame is not usable JSON: ${(error as Error).message}`);
      return;
    }
    const unsafe = findUnsafeText(json);
    if (unsafe !== null) {
      this.#error(state, `Invalid frame: ${unsafe.path} ${unsafe.reason}`);
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
          if (itemId !== null && (await this.#views.sees(state.viewer, itemId))) {
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
      if (itemId === null || (await this.#views.sees(member.viewer, itemId)))
        member.peer.send(data);
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
    const channelId = await this.#views.channelOf(event);
    if (channelId === null) return;
    const viewOf = this.#views.lookup();
    for (const member of members) {
      if (!this.#admit(member, room, event)) continue;
      if (channelId !== undefined) {
        let view = viewOf(member.viewer);
        if (view instanceof Promise) view = await view;
        if (!view.channels.has(channelId)) continue;
      }
      member.peer.send(data);
    }
    if (channelId !== undefined && event.type !== 'deleteItem' && event.itemId !== null) {
      this.#percolation.changed(room, event.itemId, channelId);
    }
  }

  async #catchUp(state: PeerState, room: string, since: number | undefined): Promise<void> {
    const events = await missedEvents(this.#db, state.peer.caller.orgId, since);
    for (const event of events) {
      if (!state.rooms.has(room)) return;
      if (!this.#admit(state, room, event)) continue;
      const channelId = await this.#views.channelOf(event);
      if (channelId === null) continue;
      if (
        channelId === undefined ||
        (await this.#views.viewOf(state.viewer)).channels.has(channelId)
      ) {
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
}

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
