import type { ItemNotes, Note, NotePage } from '@smm/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConversationNotesStore,
  NOTES_CACHE_MS,
  type NotesCalls,
} from './use-conversation-notes.js';

const note = (id: string, itemId = 'm1'): Note => ({
  id,
  conversationUuid: 'c1',
  conversationItemUuids: [itemId],
  noteText: id,
  noteLimitPerItem: 2,
});

/** Calls answering what the test says, counting how often each is made. */
function fakeCalls(answers: { notes: () => ItemNotes[]; page?: () => NotePage }) {
  const made = { notes: 0, moreNotes: [] as number[], addNote: 0, deleteNote: [] as string[] };
  const calls: NotesCalls = {
    notes: async () => {
      made.notes += 1;
      return answers.notes();
    },
    moreNotes: async (_conversationId, _itemId, offset) => {
      made.moreNotes.push(offset);
      if (!answers.page) throw new Error('no page');
      return answers.page();
    },
    addNote: async (itemId, noteText) => {
      made.addNote += 1;
      if (noteText === 'fail') throw new Error('422');
      return { ...note('new', itemId), noteText };
    },
    updateNote: async (id, noteText, mentionedUserIds) => {
      if (noteText === 'fail') throw new Error('403');
      return { ...note(id), noteText, mentionedUserIds: [...mentionedUserIds] };
    },
    deleteNote: async (id) => {
      if (id === 'kept') throw new Error('403');
      made.deleteNote.push(id);
    },
  };
  return { calls, made };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The calls with loads held back until `release` (to see what shows before the reload). */
function held(calls: NotesCalls) {
  let release = () => undefined as void;
  let gate = Promise.resolve();
  return {
    calls: {
      ...calls,
      notes: async (conversationId: string) => {
        await gate;
        return calls.notes(conversationId);
      },
    } satisfies NotesCalls,
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ConversationNotesStore', () => {
  it('loads a conversation once for all its sections', async () => {
    const { calls, made } = fakeCalls({
      notes: () => [{ itemId: 'm1', notes: [note('a')], total: 1, moreToFetch: false }],
    });
    const store = new ConversationNotesStore(calls);
    const listener = vi.fn();
    for (let section = 0; section < 5; section += 1) store.subscribe('c1', listener);
    expect(store.get('c1').status).toBe('loading');
    await settle();
    expect(made.notes).toBe(1);
    expect(store.get('c1').status).toBe('ready');
    expect(
      store
        .get('c1')
        .byItem.get('m1')
        ?.notes.map((n) => n.id),
    ).toEqual(['a']);
    expect(listener).toHaveBeenCalled();
  });

  it('gives the same snapshot until something changes', async () => {
    const { calls } = fakeCalls({ notes: () => [] });
    const store = new ConversationNotesStore(calls);
    store.subscribe('c1', () => undefined);
    expect(store.get('c1')).toBe(store.get('c1'));
    await settle();
    const ready = store.get('c1');
    expect(store.get('c1')).toBe(ready);
  });

  it('shows a note added at once and loads the conversation again', async () => {
    let fresh: ItemNotes[] = [{ itemId: 'm1', notes: [note('a')], total: 1, moreToFetch: false }];
    const { calls, made } = fakeCalls({ notes: () => fresh });
    const store = new ConversationNotesStore(calls);
    store.subscribe('c1', () => undefined);
    await settle();
    fresh = [{ itemId: 'm1', notes: [note('new'), note('a')], total: 2, moreToFetch: false }];
    const adding = store.add('c1', 'm1', 'Hello', { userIds: [], teamIds: [] });
    await adding;
    expect(store.get('c1').byItem.get('m1')?.total).toBe(2);
    await settle();
    expect(made.notes).toBe(2);
    expect(
      store
        .get('c1')
        .byItem.get('m1')
        ?.notes.map((n) => n.id),
    ).toEqual(['new', 'a']);
  });

  it('rejects a note the server refuses and changes nothing', async () => {
    const { calls, made } = fakeCalls({ notes: () => [] });
    const store = new ConversationNotesStore(calls);
    store.subscribe('c1', () => undefined);
    await settle();
    await expect(store.add('c1', 'm1', 'fail', { userIds: [], teamIds: [] })).rejects.toThrow();
    expect(store.get('c1').byItem.has('m1')).toBe(false);
    expect(made.notes).toBe(1);
  });

  it('shows a changed note at once, in its place, and loads the conversation again', async () => {
    const { calls, made } = fakeCalls({
      notes: () => [{ itemId: 'm1', notes: [note('b'), note('a')], total: 2, moreToFetch: false }],
    });
    const loads = held(calls);
    const store = new ConversationNotesStore(loads.calls);
    store.subscribe('c1', () => undefined);
    await settle();
    loads.hold();
    const changed = await store.update('c1', 'm1', 'a', 'Changed', {
      userIds: ['u1'],
      teamIds: [],
    });
    expect(changed.mentionedUserIds).toEqual(['u1']);
    const shown = store.get('c1').byItem.get('m1');
    expect(shown?.notes.map((n) => [n.id, n.noteText])).toEqual([
      ['b', 'b'],
      ['a', 'Changed'],
    ]);
    loads.release();
    await settle();
    expect(made.notes).toBe(2);
  });

  it('takes a deleted note away at once; a refused delete or change leaves the notes', async () => {
    const { calls, made } = fakeCalls({
      notes: () => [
        { itemId: 'm1', notes: [note('kept'), note('a')], total: 3, moreToFetch: true },
      ],
    });
    const loads = held(calls);
    const store = new ConversationNotesStore(loads.calls);
    store.subscribe('c1', () => undefined);
    await settle();
    loads.hold();
    await store.remove('c1', 'm1', 'a');
    expect(made.deleteNote).toEqual(['a']);
    expect(store.get('c1').byItem.get('m1')).toMatchObject({ total: 2, moreToFetch: true });
    const before = store.get('c1');
    await expect(store.remove('c1', 'm1', 'kept')).rejects.toThrow();
    await expect(
      store.update('c1', 'm1', 'kept', 'fail', { userIds: [], teamIds: [] }),
    ).rejects.toThrow();
    expect(store.get('c1')).toBe(before);
  });

  it('loads the next page from the number of notes shown', async () => {
    const { calls, made } = fakeCalls({
      notes: () => [{ itemId: 'm1', notes: [note('d'), note('c')], total: 4, moreToFetch: true }],
      page: () => ({ notes: [note('b'), note('a')], total: 4, moreToFetch: false }),
    });
    const store = new ConversationNotesStore(calls);
    store.subscribe('c1', () => undefined);
    await settle();
    await store.loadMore('c1', 'm1');
    expect(made.moreNotes).toEqual([2]);
    expect(store.get('c1').byItem.get('m1')).toMatchObject({ total: 4, moreToFetch: false });
    expect(
      store
        .get('c1')
        .byItem.get('m1')
        ?.notes.map((n) => n.id),
    ).toEqual(['d', 'c', 'b', 'a']);
  });

  it('loads once more, not once per change, when changes come during a load', async () => {
    const { calls, made } = fakeCalls({ notes: () => [] });
    const store = new ConversationNotesStore(calls);
    store.subscribe('c1', () => undefined);
    store.refresh('c1');
    store.refresh('c1');
    store.refresh('c1');
    await settle();
    await settle();
    expect(made.notes).toBe(2);
  });

  it('reports a failed first load, and loads again on request', async () => {
    let fail = true;
    const { calls } = fakeCalls({
      notes: () => {
        if (fail) throw { status: 503, message: 'Service down' };
        return [];
      },
    });
    const store = new ConversationNotesStore(calls);
    store.subscribe('c1', () => undefined);
    await settle();
    expect(store.get('c1')).toMatchObject({ status: 'failed', error: 'Service down' });
    fail = false;
    store.refresh('c1');
    expect(store.get('c1').status).toBe('loading');
    await settle();
    expect(store.get('c1').status).toBe('ready');
  });

  it('keeps the notes shown when a reload fails', async () => {
    let fail = false;
    const { calls } = fakeCalls({
      notes: () => {
        if (fail) throw new Error('down');
        return [{ itemId: 'm1', notes: [note('a')], total: 1, moreToFetch: false }];
      },
    });
    const store = new ConversationNotesStore(calls);
    store.subscribe('c1', () => undefined);
    await settle();
    fail = true;
    store.refresh('c1');
    await settle();
    expect(store.get('c1').status).toBe('ready');
    expect(store.get('c1').byItem.get('m1')?.total).toBe(1);
  });

  it('drops a conversation nobody shows after the cache time, and loads it afresh later', async () => {
    vi.useFakeTimers();
    const { calls, made } = fakeCalls({ notes: () => [] });
    const store = new ConversationNotesStore(calls);
    const stop = store.subscribe('c1', () => undefined);
    await vi.runAllTimersAsync();
    stop();
    // Unmounted and mounted again at once (StrictMode, a re-render): still cached.
    store.subscribe('c1', () => undefined)();
    expect(made.notes).toBe(1);
    await vi.advanceTimersByTimeAsync(NOTES_CACHE_MS);
    expect(store.get('c1').status).toBe('loading');
    store.subscribe('c1', () => undefined);
    await vi.runAllTimersAsync();
    expect(made.notes).toBe(2);
  });
});
