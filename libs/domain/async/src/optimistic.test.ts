import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialOptimistic,
  isPending,
  type OptimisticState,
  optimisticReducer,
  viewOf,
} from './index.js';

interface Item {
  readonly read: boolean;
  readonly labels: string;
}
const loaded = optimisticReducer(initialOptimistic<Item>(), {
  type: 'load',
  entities: { a: { read: false, labels: '' } },
});

describe('optimistic updates (platform §4)', () => {
  it('shows a change at once and rolls it back on failure', () => {
    let state = optimisticReducer(loaded, {
      type: 'apply',
      changeId: 'c1',
      entityId: 'a',
      patch: { read: true },
    });
    expect(viewOf(state, 'a')?.read).toBe(true);
    expect(isPending(state, 'a')).toBe(true);
    state = optimisticReducer(state, { type: 'fail', changeId: 'c1' });
    expect(viewOf(state, 'a')?.read).toBe(false);
    expect(isPending(state, 'a')).toBe(false);
  });

  it('keeps a change whose rollback is disabled', () => {
    let state = optimisticReducer(loaded, {
      type: 'apply',
      changeId: 'c1',
      entityId: 'a',
      patch: { read: true },
      rollback: false,
    });
    state = optimisticReducer(state, { type: 'fail', changeId: 'c1' });
    expect(viewOf(state, 'a')?.read).toBe(true);
  });

  it('does not let a failed older change undo a newer successful one', () => {
    let state = optimisticReducer(loaded, {
      type: 'apply',
      changeId: 'old',
      entityId: 'a',
      patch: { read: true },
    });
    state = optimisticReducer(state, {
      type: 'apply',
      changeId: 'new',
      entityId: 'a',
      patch: { read: false },
    });
    state = optimisticReducer(state, { type: 'succeed', changeId: 'new' });
    state = optimisticReducer(state, { type: 'fail', changeId: 'old' });
    expect(viewOf(state, 'a')?.read).toBe(false);
    expect(state.changes).toEqual([]);
  });

  it('shows the newest change while an older one is still in flight after a newer success', () => {
    let state = optimisticReducer(loaded, {
      type: 'apply',
      changeId: 'old',
      entityId: 'a',
      patch: { labels: 'x' },
    });
    state = optimisticReducer(state, {
      type: 'apply',
      changeId: 'new',
      entityId: 'a',
      patch: { labels: 'y' },
    });
    state = optimisticReducer(state, { type: 'succeed', changeId: 'new' });
    expect(viewOf(state, 'a')?.labels).toBe('y');
    state = optimisticReducer(state, { type: 'succeed', changeId: 'old' });
    expect(viewOf(state, 'a')?.labels).toBe('y');
  });

  it('always shows the changes that stand, in the order they were made', () => {
    const change = fc.record({
      labels: fc.constantFrom('x', 'y', 'z'),
      outcome: fc.constantFrom('succeed', 'fail', 'failKept'),
    });
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 8 }),
        fc.infiniteStream(fc.nat()),
        (changes, picks) => {
          let state: OptimisticState<Item> = loaded;
          changes.forEach((c, i) => {
            state = optimisticReducer(state, {
              type: 'apply',
              changeId: `c${i}`,
              entityId: 'a',
              patch: { labels: c.labels },
              rollback: c.outcome !== 'failKept',
            });
          });
          // Settle in a random order.
          const order = changes.map((_, i) => i);
          const iterator = picks[Symbol.iterator]();
          for (let i = order.length - 1; i > 0; i--) {
            const j = (iterator.next().value as number) % (i + 1);
            [order[i], order[j]] = [order[j] as number, order[i] as number];
          }
          for (const i of order) {
            const outcome = changes[i]?.outcome === 'succeed' ? 'succeed' : 'fail';
            state = optimisticReducer(state, { type: outcome, changeId: `c${i}` });
          }
          const standing = changes.filter((c) => c.outcome !== 'fail');
          expect(viewOf(state, 'a')?.labels).toBe(standing.at(-1)?.labels ?? '');
          expect(state.changes).toEqual([]);
        },
      ),
    );
  });
});
