/** An item a live (percolated) update brings: new to the feed, or changed. */
export interface LiveEntry {
  readonly id: string;
  /** The value the feed sorts by (an ISO date), compared as a string. */
  readonly sortKey: string;
}

/** The list after a live update, and how far the reader's first visible row moved. */
export interface LiveMerge {
  /** The list as it is to be shown, still sorted. */
  readonly ids: string[];
  /**
   * The anchor's new index minus its old one: scroll by this many rows and the reader stays
   * where they were. 0 without an anchor.
   */
  readonly anchorShift: number;
  /** Ids that were not in the list before, in list order. */
  readonly inserted: string[];
  /**
   * Incoming ids left for a later page because they sort after the last loaded item; a changed
   * item that moved there has left the list.
   */
  readonly deferred: string[];
}

/** What {@link mergeLive} needs. */
export interface LiveMergeArgs {
  /** The list as shown, sorted by sort key in `direction`, without duplicates. */
  readonly ids: readonly string[];
  /** The sort key of a shown item as it is shown (before this update). */
  readonly sortKeyOf: (id: string) => string | undefined;
  /** New or changed items that match the feed; for an id given twice the last entry counts. */
  readonly incoming: readonly LiveEntry[];
  readonly direction: 'asc' | 'desc';
  /**
   * Whether every page of the feed is loaded. When not, an incoming item that would sort after
   * the last loaded one is left for the page that will bring it.
   */
  readonly allLoaded: boolean;
  /** The first visible row, whose place is kept; `null` when there is none. */
  readonly anchorId: string | null;
}

function shiftOf(before: readonly string[], after: readonly string[], anchorId: string | null) {
  if (anchorId === null) return 0;
  const from = before.indexOf(anchorId);
  const to = after.indexOf(anchorId);
  return from < 0 || to < 0 ? 0 : to - from;
}

/**
 * Merges a live update into the list without losing the reader's place (engage §4: percolated
 * updates, debounced at 1000 ms). New items go to their sorted place; changed items (already in
 * the list) move to their new one; nothing appears twice and the list stays sorted. An incoming
 * item sorts after items with the same key. While not all pages are loaded, items that would
 * sort after the last loaded one are deferred to the page that brings them; with nothing loaded
 * yet, all are.
 *
 * @example
 * const keys = { a: '2026-11-20T10:00Z', b: '2026-11-20T09:00Z' };
 * mergeLive({
 *   ids: ['a', 'b'],
 *   sortKeyOf: (id) => keys[id],
 *   incoming: [{ id: 'n', sortKey: '2026-11-20T11:00Z' }],
 *   direction: 'desc',
 *   allLoaded: false,
 *   anchorId: 'a',
 * });
 * // { ids: ['n', 'a', 'b'], anchorShift: 1, inserted: ['n'], deferred: [] }
 */
export function mergeLive(args: LiveMergeArgs): LiveMerge {
  const { ids, sortKeyOf, incoming, direction, allLoaded, anchorId } = args;
  const latest = new Map<string, string>();
  for (const entry of incoming) latest.set(entry.id, entry.sortKey);
  if (latest.size === 0) return { ids: [...ids], anchorShift: 0, inserted: [], deferred: [] };

  // Whether key a sorts strictly before key b.
  const sortsBefore =
    direction === 'desc' ? (a: string, b: string) => a > b : (a: string, b: string) => a < b;
  const keyOf = (id: string): string | undefined => sortKeyOf(id) ?? latest.get(id);

  let boundary: string | undefined;
  if (!allLoaded) {
    for (let i = ids.length - 1; i >= 0 && boundary === undefined; i--) {
      boundary = keyOf(ids[i] as string);
    }
  }
  const deferAll = !allLoaded && ids.length === 0;

  const accepted: LiveEntry[] = [];
  const deferred: string[] = [];
  for (const [id, sortKey] of latest) {
    if (deferAll || (boundary !== undefined && sortsBefore(boundary, sortKey))) deferred.push(id);
    else accepted.push({ id, sortKey });
  }
  accepted.sort((x, y) =>
    sortsBefore(x.sortKey, y.sortKey) ? -1 : sortsBefore(y.sortKey, x.sortKey) ? 1 : 0,
  );

  const result: string[] = [];
  let next = 0;
  for (const id of ids) {
    if (latest.has(id)) continue;
    const key = sortKeyOf(id);
    if (key !== undefined) {
      while (next < accepted.length && sortsBefore((accepted[next] as LiveEntry).sortKey, key)) {
        result.push((accepted[next++] as LiveEntry).id);
      }
    }
    result.push(id);
  }
  for (; next < accepted.length; next++) result.push((accepted[next] as LiveEntry).id);

  const shown = new Set(ids);
  return {
    ids: result,
    anchorShift: shiftOf(ids, result, anchorId),
    inserted: result.filter((id) => !shown.has(id)),
    deferred,
  };
}

/**
 * Takes items that left the feed out of the list, keeping the reader's place: the shift is
 * minus the number of removed rows above the anchor, also when the anchor itself left (the row
 * after it then takes its place).
 *
 * @example
 * removeFromList(['a', 'b', 'c', 'd'], ['a', 'c'], 'd')
 * // { ids: ['b', 'd'], anchorShift: -2, inserted: [], deferred: [] }
 */
export function removeFromList(
  ids: readonly string[],
  removed: readonly string[],
  anchorId: string | null,
): LiveMerge {
  const gone = new Set(removed);
  const result = ids.filter((id) => !gone.has(id));
  const at = anchorId === null ? -1 : ids.indexOf(anchorId);
  let above = 0;
  for (let i = 0; i < at; i++) if (gone.has(ids[i] as string)) above++;
  return { ids: result, anchorShift: above > 0 ? -above : 0, inserted: [], deferred: [] };
}
