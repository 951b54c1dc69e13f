import type { Case } from '@smm/model';
import { describe, expect, it, vi } from 'vitest';
import { type CasesCalls, ConversationCasesStore } from './use-conversation-cases.js';

const aCase = (number: number, items: string[], status = 'OPEN'): Case => ({
  id: `k${number}`,
  number,
  subject: `Case ${number}`,
  description: '',
  status,
  conversationItemUuids: items,
});

/** Calls on an in-memory set of cases, recording what was asked. */
function fakeCalls(cases: Case[]) {
  const asked: string[][] = [];
  let failNext = false;
  const calls: CasesCalls = {
    casesOf: async (itemIds) => {
      asked.push([...itemIds]);
      if (failNext) {
        failNext = false;
        throw { status: 503, message: 'down' };
      }
      return cases.filter((value) =>
        (value.conversationItemUuids ?? []).some((id) => itemIds.includes(id)),
      );
    },
    updateCase: async (id, change) => {
      const at = cases.findIndex((value) => value.id === id);
      const before = cases[at];
      if (before === undefined) throw { status: 404, message: 'gone' };
      const items = new Set(before.conversationItemUuids);
      for (const added of change.addItemUuids ?? []) items.add(added);
      for (const removed of change.removeItemUuids ?? []) items.delete(removed);
      const after: Case = {
        ...before,
        ...(change.status === undefined ? {} : { status: change.status }),
        ...(change.subject === undefined ? {} : { subject: change.subject }),
        conversationItemUuids: [...items],
      };
      cases[at] = after;
      return after;
    },
    deleteCase: async (id) => {
      if (id === 'k-forbidden') throw { status: 403, message: 'Only the author' };
      cases.splice(
        cases.findIndex((value) => value.id === id),
        1,
      );
    },
  };
  return { calls, asked, failOnce: () => (failNext = true) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const numbers = (store: ConversationCasesStore) =>
  store.get('c1').cases.map((value) => value.number);

describe('ConversationCasesStore', () => {
  it('lists the cases of the items shown, open ones first, newest first', async () => {
    const { calls, asked } = fakeCalls([
      aCase(1, ['a']),
      aCase(2, ['b'], 'CLOSED'),
      aCase(3, ['x']),
      aCase(4, ['c']),
    ]);
    const store = new ConversationCasesStore(calls);
    const listener = vi.fn();
    store.subscribe('c1', listener);
    store.show('c1', ['a', 'b', 'c']);
    await settle();
    expect(store.get('c1').status).toBe('ready');
    expect(numbers(store)).toEqual([4, 1, 2]);
    expect(asked).toEqual([['a', 'b', 'c']]);
    expect(listener).toHaveBeenCalled();
  });

  it('loads again only when the items shown change', async () => {
    const { calls, asked } = fakeCalls([aCase(1, ['a']), aCase(2, ['b'])]);
    const store = new ConversationCasesStore(calls);
    store.subscribe('c1', () => undefined);
    store.show('c1', ['a']);
    await settle();
    store.show('c1', ['a']);
    await settle();
    expect(asked).toHaveLength(1);
    store.show('c1', ['a', 'b']);
    await settle();
    expect(asked).toHaveLength(2);
    expect(numbers(store)).toEqual([2, 1]);
  });

  it('refreshes once more when asked during a load, and shows the latest answer', async () => {
    const cases = [aCase(1, ['a'])];
    const { calls, asked } = fakeCalls(cases);
    const store = new ConversationCasesStore(calls);
    store.subscribe('c1', () => undefined);
    store.show('c1', ['a']);
    cases.push(aCase(2, ['a']));
    store.refresh('c1');
    store.refresh('c1');
    await settle();
    await settle();
    expect(asked).toHaveLength(2);
    expect(numbers(store)).toEqual([2, 1]);
  });

  it('shows a failed first load, and keeps the cases shown when a later one fails', async () => {
    const { calls, failOnce } = fakeCalls([aCase(1, ['a'])]);
    const store = new ConversationCasesStore(calls);
    store.subscribe('c1', () => undefined);
    failOnce();
    store.show('c1', ['a']);
    await settle();
    expect(store.get('c1')).toMatchObject({ status: 'failed', error: 'down' });
    store.refresh('c1');
    await settle();
    expect(numbers(store)).toEqual([1]);
    failOnce();
    store.refresh('c1');
    await settle();
    expect(store.get('c1').status).toBe('ready');
    expect(numbers(store)).toEqual([1]);
  });

  it('shows a closed case after the open ones, and drops one the conversation left', async () => {
    const { calls } = fakeCalls([aCase(1, ['a']), aCase(2, ['a', 'z'])]);
    const store = new ConversationCasesStore(calls);
    store.subscribe('c1', () => undefined);
    store.show('c1', ['a']);
    await settle();
    await store.update('c1', 'k2', { status: 'CLOSED' });
    expect(numbers(store)).toEqual([1, 2]);
    await store.update('c1', 'k2', { removeItemUuids: ['a'] });
    expect(numbers(store)).toEqual([1]);
  });

  it('adds a case the item joined', async () => {
    const { calls } = fakeCalls([aCase(1, ['a']), aCase(9, ['z'])]);
    const store = new ConversationCasesStore(calls);
    store.subscribe('c1', () => undefined);
    store.show('c1', ['a']);
    await settle();
    await store.update('c1', 'k9', { addItemUuids: ['a'] });
    expect(numbers(store)).toEqual([9, 1]);
  });

  it('drops a deleted case, and keeps it when the server refuses', async () => {
    const { calls } = fakeCalls([aCase(1, ['a']), { ...aCase(2, ['a']), id: 'k-forbidden' }]);
    const store = new ConversationCasesStore(calls);
    store.subscribe('c1', () => undefined);
    store.show('c1', ['a']);
    await settle();
    await store.remove('c1', 'k1');
    expect(numbers(store)).toEqual([2]);
    await expect(store.remove('c1', 'k-forbidden')).rejects.toMatchObject({ status: 403 });
    expect(numbers(store)).toEqual([2]);
  });

  it('forgets a conversation nobody shows', async () => {
    const { calls } = fakeCalls([aCase(1, ['a'])]);
    const store = new ConversationCasesStore(calls);
    const stop = store.subscribe('c1', () => undefined);
    store.show('c1', ['a']);
    await settle();
    stop();
    expect(store.get('c1').status).toBe('loading');
    expect(store.itemIds('c1')).toEqual([]);
  });
});
