import { toApiError, type Case, type CaseUpdate } from '@smm/model';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { EngageCalls } from '../engage.calls.js';
import { useEngage } from '../engage.context.js';
import { sortCases, withCase, withoutCase } from './cases.rules.js';

/** The cases of one conversation's items, as its section reads them. */
export interface ConversationCases {
  readonly status: 'loading' | 'ready' | 'failed';
  /** Open cases first, then the newest. */
  readonly cases: readonly Case[];
  /** The server's message when loading failed. */
  readonly error?: string;
}

/** The calls the cases store makes. */
export type CasesCalls = Pick<EngageCalls, 'casesOf' | 'updateCase' | 'deleteCase'>;

const LOADING: ConversationCases = { status: 'loading', cases: [] };

interface Entry {
  state: ConversationCases;
  readonly listeners: Set<() => void>;
  /** The conversation's items shown now, whose cases are listed. */
  itemIds: readonly string[];
  /** A load is under way; `again`: load once more when it ends (a change came meanwhile). */
  loading: boolean;
  again: boolean;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The cases of the conversations on screen (`calls.casesOf` for the items shown), kept while a
 * section shows them: loaded again when the items shown change, on `refresh` (a case opened, an
 * item's open case count changed), and changed in place after the user's own changes.
 */
export class ConversationCasesStore {
  readonly #calls: CasesCalls;
  readonly #entries = new Map<string, Entry>();

  constructor(calls: CasesCalls) {
    this.#calls = calls;
  }

  /** The conversation's cases now; the same object until they change. */
  get(conversationId: string): ConversationCases {
    return this.#entries.get(conversationId)?.state ?? LOADING;
  }

  /** The items whose cases are listed for the conversation. */
  itemIds(conversationId: string): readonly string[] {
    return this.#entries.get(conversationId)?.itemIds ?? [];
  }

  /** Listens to a conversation's cases; they are dropped when nobody listens any more. */
  subscribe(conversationId: string, listener: () => void): () => void {
    const entry = this.#entry(conversationId);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && this.#entries.get(conversationId) === entry) {
        this.#entries.delete(conversationId);
      }
    };
  }

  /** Lists the cases of these items of the conversation (loads when they changed). */
  show(conversationId: string, itemIds: readonly string[]): void {
    const entry = this.#entry(conversationId);
    if (sameIds(entry.itemIds, itemIds) && (entry.loading || entry.state !== LOADING)) return;
    entry.itemIds = [...itemIds];
    this.#schedule(conversationId, entry);
  }

  /** Loads the conversation's cases again (once more after a load under way). */
  refresh(conversationId: string): void {
    const entry = this.#entries.get(conversationId);
    if (entry && entry.itemIds.length > 0) this.#schedule(conversationId, entry);
  }

  /** Changes a case; the list shows the answer (without the case when it left the conversation). */
  async update(conversationId: string, caseId: string, change: CaseUpdate): Promise<Case> {
    const changed = await this.#calls.updateCase(caseId, change);
    this.#change(conversationId, (cases, itemIds) => withCase(cases, changed, itemIds));
    return changed;
  }

  /** Deletes a case; it leaves the list. */
  async remove(conversationId: string, caseId: string): Promise<void> {
    await this.#calls.deleteCase(caseId);
    this.#change(conversationId, (cases) => withoutCase(cases, caseId));
  }

  #entry(conversationId: string): Entry {
    let entry = this.#entries.get(conversationId);
    if (!entry) {
      entry = { state: LOADING, listeners: new Set(), itemIds: [], loading: false, again: false };
      this.#entries.set(conversationId, entry);
    }
    return entry;
  }

  #schedule(conversationId: string, entry: Entry): void {
    if (entry.loading) entry.again = true;
    else void this.#load(conversationId, entry);
  }

  async #load(conversationId: string, entry: Entry): Promise<void> {
    entry.loading = true;
    entry.again = false;
    if (entry.state.status === 'failed') this.#set(entry, LOADING);
    try {
      const fresh = await this.#calls.casesOf(entry.itemIds);
      if (!entry.again) this.#set(entry, { status: 'ready', cases: sortCases(fresh) });
    } catch (error) {
      // Cases shown already stay; only a first load that fails shows the failure.
      if (entry.state.status !== 'ready' && !entry.again) {
        this.#set(entry, { status: 'failed', cases: [], error: toApiError(error).message });
      }
    } finally {
      entry.loading = false;
      if (entry.again && this.#entries.get(conversationId) === entry) {
        void this.#load(conversationId, entry);
      }
    }
  }

  #change(
    conversationId: string,
    change: (cases: readonly Case[], itemIds: readonly string[]) => Case[],
  ): void {
    const entry = this.#entries.get(conversationId);
    if (!entry) return;
    this.#set(entry, {
      status: 'ready',
      cases: sortCases(change(entry.state.cases, entry.itemIds)),
    });
  }

  #set(entry: Entry, state: ConversationCases): void {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  }
}

// One store per set of calls: the app has one; stories and tests bring their own fakes.
const stores = new WeakMap<CasesCalls, ConversationCasesStore>();

/** The cases store of these calls (made on first use). */
export function casesStoreFor(calls: CasesCalls): ConversationCasesStore {
  let store = stores.get(calls);
  if (!store) {
    store = new ConversationCasesStore(calls);
    stores.set(calls, store);
  }
  return store;
}

/**
 * The cases of a conversation's items shown, re-rendering when they change; loaded again when
 * the items change.
 *
 * @example
 * const { cases, store } = useConversationCases(item.id, [item.id, ...thread.state.ids]);
 */
export function useConversationCases(conversationId: string, itemIds: readonly string[]) {
  const { calls } = useEngage();
  const store = casesStoreFor(calls);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(conversationId, listener),
    [store, conversationId],
  );
  const cases = useSyncExternalStore(subscribe, () => store.get(conversationId));
  const key = itemIds.join(' ');
  useEffect(() => {
    store.show(conversationId, key === '' ? [] : key.split(' '));
  }, [store, conversationId, key]);
  return { cases, store };
}
