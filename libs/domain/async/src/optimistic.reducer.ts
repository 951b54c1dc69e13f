/**
 * Optimistic updates (platform §4, engage §4): a change shows at once and is rolled back if its
 * call fails, unless rollback is disabled for that call. Changes are kept in the order they were
 * made until every older one is settled, so a failed older change never undoes a newer one.
 */

/** One change to one entity, in flight or settled. */
interface Change<T> {
  readonly changeId: string;
  readonly entityId: string;
  readonly patch: Partial<T>;
  readonly rollback: boolean;
  readonly settled: boolean;
}

/** Confirmed entities, and the changes made since, in order. */
export interface OptimisticState<T extends object> {
  readonly confirmed: Readonly<Record<string, T>>;
  readonly changes: readonly Change<T>[];
}

/** What happens to optimistic changes. */
export type OptimisticEvent<T extends object> =
  | { readonly type: 'load'; readonly entities: Readonly<Record<string, T>> }
  | {
      readonly type: 'apply';
      readonly changeId: string;
      readonly entityId: string;
      readonly patch: Partial<T>;
      /** Roll the change back if its call fails (default true). */
      readonly rollback?: boolean;
    }
  | { readonly type: 'succeed'; readonly changeId: string }
  | { readonly type: 'fail'; readonly changeId: string };

/** No entities, no changes. */
export function initialOptimistic<T extends object>(): OptimisticState<T> {
  return { confirmed: {}, changes: [] };
}

/** Folds settled changes that have no unsettled change before them into the confirmed state. */
function compact<T extends object>(state: OptimisticState<T>): OptimisticState<T> {
  let index = 0;
  const confirmed: Record<string, T> = { ...state.confirmed };
  while (index < state.changes.length && (state.changes[index] as Change<T>).settled) {
    const change = state.changes[index] as Change<T>;
    const current = confirmed[change.entityId];
    if (current !== undefined) confirmed[change.entityId] = { ...current, ...change.patch };
    index++;
  }
  return index === 0 ? state : { confirmed, changes: state.changes.slice(index) };
}

/**
 * The optimistic-update reducer.
 *
 * @example
 * let s = optimisticReducer(initialOptimistic(), { type: 'load', entities: { a: { read: false } } });
 * s = optimisticReducer(s, { type: 'apply', changeId: 'c1', entityId: 'a', patch: { read: true } });
 * viewOf(s, 'a') // { read: true } — at once
 * s = optimisticReducer(s, { type: 'fail', changeId: 'c1' });
 * viewOf(s, 'a') // { read: false } — rolled back
 */
export function optimisticReducer<T extends object>(
  state: OptimisticState<T>,
  event: OptimisticEvent<T>,
): OptimisticState<T> {
  switch (event.type) {
    case 'load':
      return { confirmed: { ...state.confirmed, ...event.entities }, changes: state.changes };
    case 'apply':
      return {
        ...state,
        changes: [
          ...state.changes,
          {
            changeId: event.changeId,
            entityId: event.entityId,
            patch: event.patch,
            rollback: event.rollback ?? true,
            settled: false,
          },
        ],
      };
    case 'succeed':
      return compact({
        ...state,
        changes: state.changes.map((change) =>
          change.changeId === event.changeId ? { ...change, settled: true } : change,
        ),
      });
    case 'fail':
      return compact({
        ...state,
        changes: state.changes.flatMap((change) => {
          if (change.changeId !== event.changeId) return [change];
          // A change without rollback stays, as if it had succeeded.
          return change.rollback ? [] : [{ ...change, settled: true }];
        }),
      });
  }
}

/** An entity as the user sees it: confirmed, with every change still standing applied in order. */
export function viewOf<T extends object>(
  state: OptimisticState<T>,
  entityId: string,
): T | undefined {
  let value = state.confirmed[entityId];
  if (value === undefined) return undefined;
  for (const change of state.changes) {
    if (change.entityId === entityId) value = { ...value, ...change.patch };
  }
  return value;
}

/** Whether an entity has changes whose calls have not answered yet. */
export function isPending<T extends object>(state: OptimisticState<T>, entityId: string): boolean {
  return state.changes.some((change) => change.entityId === entityId && !change.settled);
}
