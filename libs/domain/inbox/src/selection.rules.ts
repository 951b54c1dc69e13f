/**
 * Which items of the inbox list are selected for a bulk action: single ids, a range by
 * shift-click, or every item of the feed (also those not loaded yet).
 */
export interface Selection {
  /** The ids picked one by one or by range; empty while {@link Selection.all} is on. */
  readonly ids: ReadonlySet<string>;
  /** The id a shift-click range starts from: the one clicked last. */
  readonly anchorId: string | null;
  /** Every item of the feed is selected, loaded or not. */
  readonly all: boolean;
}

/** Nothing selected. */
export const EMPTY_SELECTION: Selection = Object.freeze({
  ids: new Set<string>(),
  anchorId: null,
  all: false,
});

/** What the reader does to the selection. */
export type SelectionEvent =
  /**
   * A checkbox or ctrl-click: selects or deselects one id, which becomes the anchor. While every
   * item is selected it deselects that one and keeps the rest of `order` (the ids loaded).
   */
  | { readonly type: 'toggle'; readonly id: string; readonly order?: readonly string[] }
  /**
   * A shift-click: adds every id from the anchor to `id`, both included, in list order; `id`
   * becomes the anchor. Without an anchor in `order` it selects `id` alone.
   */
  | { readonly type: 'range'; readonly id: string; readonly order: readonly string[] }
  /** Every item of the feed, also those not loaded. */
  | { readonly type: 'selectAll' }
  | { readonly type: 'clear' }
  /** The list changed: ids no longer in `order` are dropped, the anchor too. */
  | { readonly type: 'retain'; readonly order: readonly string[] };

const picked = (ids: ReadonlySet<string>, anchorId: string | null): Selection => ({
  ids,
  anchorId,
  all: false,
});

function toggle(state: Selection, id: string, order: readonly string[] | undefined): Selection {
  if (state.all) {
    return picked(new Set((order ?? []).filter((other) => other !== id)), id);
  }
  const ids = new Set(state.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return picked(ids, id);
}

function range(state: Selection, id: string, order: readonly string[]): Selection {
  const to = order.indexOf(id);
  // An id that is not in the list cannot start or end a range: nothing happens.
  if (to < 0) return state;
  if (state.all) return state.anchorId === id ? state : { ...state, anchorId: id };
  const from = state.anchorId === null ? -1 : order.indexOf(state.anchorId);
  const ids = new Set(state.ids);
  if (from < 0) {
    ids.add(id);
  } else {
    const [first, last] = from <= to ? [from, to] : [to, from];
    for (let i = first; i <= last; i++) ids.add(order[i] as string);
  }
  return picked(ids, id);
}

function retain(state: Selection, order: readonly string[]): Selection {
  const present = new Set(order);
  const anchorId = state.anchorId !== null && present.has(state.anchorId) ? state.anchorId : null;
  let dropped = false;
  for (const id of state.ids) {
    if (!present.has(id)) {
      dropped = true;
      break;
    }
  }
  if (!dropped && anchorId === state.anchorId) return state;
  const ids = dropped ? new Set([...state.ids].filter((id) => present.has(id))) : state.ids;
  return { ids, anchorId, all: state.all };
}

/**
 * The selection after an event. Pure; returns the same object when nothing changes, so views
 * can compare by reference.
 *
 * @example
 * const order = ['a', 'b', 'c', 'd'];
 * let s = selectionReducer(EMPTY_SELECTION, { type: 'toggle', id: 'b' });
 * s = selectionReducer(s, { type: 'range', id: 'd', order }); // b, c, d selected; anchor d
 * s = selectionReducer(s, { type: 'selectAll' });            // all: true
 * s = selectionReducer(s, { type: 'toggle', id: 'c', order }); // a, b, d selected
 */
export function selectionReducer(state: Selection, event: SelectionEvent): Selection {
  switch (event.type) {
    case 'toggle':
      return toggle(state, event.id, event.order);
    case 'range':
      return range(state, event.id, event.order);
    case 'selectAll':
      return state.all && state.ids.size === 0
        ? state
        : { ids: new Set(), anchorId: state.anchorId, all: true };
    case 'clear':
      return state.all || state.ids.size > 0 || state.anchorId !== null ? EMPTY_SELECTION : state;
    case 'retain':
      return retain(state, event.order);
  }
}

/**
 * Whether an item is selected; every item is while all are.
 *
 * @example
 * isSelected({ ids: new Set(['a']), anchorId: 'a', all: false }, 'a') // true
 * isSelected({ ids: new Set(), anchorId: null, all: true }, 'z')       // true
 */
export function isSelected(state: Selection, id: string): boolean {
  return state.all || state.ids.has(id);
}

/**
 * How many items are selected: `total` (the feed's count, loaded or not) while all are.
 *
 * @example
 * selectedCount({ ids: new Set(), anchorId: null, all: true }, 1250) // 1250
 * selectedCount({ ids: new Set(['a', 'b']), anchorId: 'b', all: false }, 1250) // 2
 */
export function selectedCount(state: Selection, total: number): number {
  return state.all ? total : state.ids.size;
}

/**
 * The selected ids of the list in list order: all of `order` while all are selected. Ids that
 * are not in `order` are left out.
 *
 * @example
 * selectedIds({ ids: new Set(['c', 'a']), anchorId: 'a', all: false }, ['a', 'b', 'c']) // ['a', 'c']
 */
export function selectedIds(state: Selection, order: readonly string[]): string[] {
  return state.all ? [...order] : order.filter((id) => state.ids.has(id));
}
