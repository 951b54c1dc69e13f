import { initialOptimistic, optimisticReducer, viewOf, type OptimisticEvent } from '@smm/async';
import type { SavedItem } from '@smm/model';
import { useSyncExternalStore } from 'react';

/**
 * The inbox's items by id, as the user sees them: confirmed by the server, with optimistic
 * changes applied (`@smm/async`). Components subscribe to one item, so a change re-renders only
 * the rows and views showing it.
 */
export class ItemStore {
  #state = initialOptimistic<SavedItem>();
  readonly #views = new Map<string, SavedItem | undefined>();
  readonly #listeners = new Set<() => void>();
  #change = 0;

  /** Applies an event of `@smm/async`'s optimistic reducer. */
  dispatch(event: OptimisticEvent<SavedItem>): void {
    this.#state = optimisticReducer(this.#state, event);
    const touched =
      event.type === 'load'
        ? Object.keys(event.entities)
        : event.type === 'apply'
          ? [event.entityId]
          : this.#state.changes.map((change) => change.entityId);
    // A settled or failed change can touch any entity it patched: recompute all cached views
    // of entities with changes, and the ones named by the event.
    for (const id of touched) this.#views.delete(id);
    if (event.type === 'succeed' || event.type === 'fail') this.#views.clear();
    this.#change += 1;
    for (const listener of this.#listeners) listener();
  }

  /** Stores items as the server sent them. */
  load(items: readonly SavedItem[]): void {
    if (items.length === 0) return;
    this.dispatch({ type: 'load', entities: Object.fromEntries(items.map((i) => [i.id, i])) });
  }

  /** An item as shown; the same object until it changes. */
  get(id: string): SavedItem | undefined {
    if (!this.#views.has(id)) this.#views.set(id, viewOf(this.#state, id));
    return this.#views.get(id);
  }

  /** How many changes the store has seen (a snapshot for lists that read many items). */
  get version(): number {
    return this.#change;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

/** One item of the store, re-rendering when it changes. */
export function useItem(store: ItemStore, id: string | null): SavedItem | undefined {
  return useSyncExternalStore(store.subscribe, () => (id === null ? undefined : store.get(id)));
}
