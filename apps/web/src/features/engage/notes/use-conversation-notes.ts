import { toApiError, type Note } from '@smm/model';
import { useCallback, useSyncExternalStore } from 'react';
import type { EngageCalls } from '../engage.calls.js';
import { useEngage } from '../engage.context.js';
import {
  notesByItem,
  NO_NOTES,
  withEditedNote,
  withNote,
  withoutNote,
  withPage,
  type ItemNotesView,
} from './notes.rules.js';

/** The notes of one conversation, as its sections read them. */
export interface ConversationNotes {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly byItem: ReadonlyMap<string, ItemNotesView>;
  /** The server's message when loading failed. */
  readonly error?: string;
}

/** The calls the notes store makes. */
export type NotesCalls = Pick<
  EngageCalls,
  'notes' | 'moreNotes' | 'addNote' | 'updateNote' | 'deleteNote'
>;

const LOADING: ConversationNotes = { status: 'loading', byItem: new Map() };

/**
 * How long a conversation's notes stay cached once nothing shows them, in ms: the API cache
 * expiry (engage §9, 30 s). Coming back later loads them afresh.
 */
export const NOTES_CACHE_MS = 30_000;

interface Entry {
  state: ConversationNotes;
  readonly listeners: Set<() => void>;
  /** A load is under way; `again`: load once more when it ends (a change came meanwhile). */
  loading: boolean;
  again: boolean;
  evict?: ReturnType<typeof setTimeout>;
}

/**
 * The notes of the conversations on screen, loaded once per conversation (`calls.notes`) and
 * shared by the sections of its items; reloaded when a note is added, changed or deleted, or an
 * item's note count changes. A conversation nobody shows is dropped after {@link NOTES_CACHE_MS}.
 */
export class ConversationNotesStore {
  readonly #calls: NotesCalls;
  readonly #entries = new Map<string, Entry>();

  constructor(calls: NotesCalls) {
    this.#calls = calls;
  }

  /** The conversation's notes now; the same object until they change. */
  get(conversationId: string): ConversationNotes {
    return this.#entries.get(conversationId)?.state ?? LOADING;
  }

  /** Listens to one conversation's notes, loading them on first use. */
  subscribe(conversationId: string, listener: () => void): () => void {
    const entry = this.#entry(conversationId);
    clearTimeout(entry.evict);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size > 0) return;
      entry.evict = setTimeout(() => {
        if (entry.listeners.size === 0) this.#entries.delete(conversationId);
      }, NOTES_CACHE_MS);
    };
  }

  /** Loads the conversation's notes again (once more after a load under way). */
  refresh(conversationId: string): void {
    const entry = this.#entries.get(conversationId);
    if (!entry) return;
    if (entry.loading) entry.again = true;
    else void this.#load(conversationId, entry);
  }

  /** Loads the next older page of an item's notes; rejects when the call fails. */
  async loadMore(conversationId: string, itemId: string): Promise<void> {
    const before = this.get(conversationId).byItem.get(itemId) ?? NO_NOTES;
    const page = await this.#calls.moreNotes(conversationId, itemId, before.notes.length);
    this.#changeItem(conversationId, itemId, (view) => withPage(view, page));
  }

  /** Adds a note on an item: shown at once, then the conversation's notes are reloaded. */
  async add(
    conversationId: string,
    itemId: string,
    text: string,
    mentions: { readonly userIds: readonly string[]; readonly teamIds: readonly string[] },
  ): Promise<Note> {
    const note = await this.#calls.addNote(itemId, text, mentions.userIds, mentions.teamIds);
    this.#changeItem(conversationId, itemId, (view) => withNote(view, note));
    this.refresh(conversationId);
    return note;
  }

  /** Changes a note's text and mentions: shown at once, then the notes are reloaded. */
  async update(
    conversationId: string,
    itemId: string,
    noteId: string,
    text: string,
    mentions: { readonly userIds: readonly string[]; readonly teamIds: readonly string[] },
  ): Promise<Note> {
    const note = await this.#calls.updateNote(noteId, text, mentions.userIds, mentions.teamIds);
    this.#changeItem(conversationId, itemId, (view) => withEditedNote(view, note));
    this.refresh(conversationId);
    return note;
  }

  /** Deletes a note: gone at once, then the notes are reloaded. */
  async remove(conversationId: string, itemId: string, noteId: string): Promise<void> {
    await this.#calls.deleteNote(noteId);
    this.#changeItem(conversationId, itemId, (view) => withoutNote(view, noteId));
    this.refresh(conversationId);
  }

  #entry(conversationId: string): Entry {
    let entry = this.#entries.get(conversationId);
    if (!entry) {
      entry = { state: LOADING, listeners: new Set(), loading: false, again: false };
      this.#entries.set(conversationId, entry);
      void this.#load(conversationId, entry);
    }
    return entry;
  }

  async #load(conversationId: string, entry: Entry): Promise<void> {
    entry.loading = true;
    entry.again = false;
    if (entry.state.status === 'failed')
      this.#set(entry, { ...LOADING, byItem: entry.state.byItem });
    try {
      const fresh = await this.#calls.notes(conversationId);
      this.#set(entry, { status: 'ready', byItem: notesByItem(fresh, entry.state.byItem) });
    } catch (error) {
      // Notes shown already stay; only a first load that fails shows the failure.
      if (entry.state.status !== 'ready') {
        this.#set(entry, {
          status: 'failed',
          byItem: entry.state.byItem,
          error: toApiError(error).message,
        });
      }
    } finally {
      entry.loading = false;
      if (entry.again && this.#entries.get(conversationId) === entry) {
        void this.#load(conversationId, entry);
      }
    }
  }

  #changeItem(
    conversationId: string,
    itemId: string,
    change: (view: ItemNotesView) => ItemNotesView,
  ): void {
    const entry = this.#entries.get(conversationId);
    if (!entry) return;
    const byItem = new Map(entry.state.byItem);
    byItem.set(itemId, change(byItem.get(itemId) ?? NO_NOTES));
    this.#set(entry, { ...entry.state, byItem });
  }

  #set(entry: Entry, state: ConversationNotes): void {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  }
}

// One store per set of calls: the app has one; stories and tests bring their own fakes.
const stores = new WeakMap<NotesCalls, ConversationNotesStore>();

/** The notes store of these calls (made on first use). */
export function notesStoreFor(calls: NotesCalls): ConversationNotesStore {
  let store = stores.get(calls);
  if (!store) {
    store = new ConversationNotesStore(calls);
    stores.set(calls, store);
  }
  return store;
}

/**
 * The notes of a conversation, shared by all its sections: fetched once per conversation,
 * re-rendering when they change.
 *
 * @example
 * const { notes, store } = useConversationNotes(conversationId);
 * const view = notes.byItem.get(itemId);
 */
export function useConversationNotes(conversationId: string) {
  const { calls } = useEngage();
  const store = notesStoreFor(calls);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(conversationId, listener),
    [store, conversationId],
  );
  const notes = useSyncExternalStore(subscribe, () => store.get(conversationId));
  return { notes, store };
}
