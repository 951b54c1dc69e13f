import type { Note } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  isNoteEdited,
  noteContext,
  notePermissions,
  notesByItem,
  NO_NOTES,
  withEditedNote,
  withNote,
  withoutNote,
  withPage,
} from './notes.rules.js';

const note = (id: string): Note => ({
  id,
  conversationUuid: 'c1',
  conversationItemUuids: ['m1'],
  noteText: `note ${id}`,
  noteLimitPerItem: 2,
});
const [n1, n2, n3, n4, n5] = ['n1', 'n2', 'n3', 'n4', 'n5'].map(note) as [
  Note,
  Note,
  Note,
  Note,
  Note,
];
const ids = (notes: readonly Note[] | undefined) => notes?.map((n) => n.id);

describe('notesByItem', () => {
  it('takes the first notes of each item', () => {
    const byItem = notesByItem([
      { itemId: 'm1', notes: [n2, n1], total: 2, moreToFetch: false },
      { itemId: 'm2', notes: [n4, n3], total: 5, moreToFetch: true },
    ]);
    expect(byItem.get('m1')).toEqual({ notes: [n2, n1], total: 2, moreToFetch: false });
    expect(byItem.get('m2')).toEqual({ notes: [n4, n3], total: 5, moreToFetch: true });
  });

  it.each([
    [
      'a new note: the older ones loaded stay',
      [n5, n4],
      5,
      [n4, n3, n2, n1],
      ['n5', 'n4', 'n3', 'n2', 'n1'],
      false,
    ],
    ['notes deleted among the newest go', [n3, n2], 3, [n4, n3, n2, n1], ['n3', 'n2', 'n1'], false],
    [
      'only new notes: all loaded ones stay older',
      [n5, note('n6')],
      6,
      [n4, n3, n2],
      ['n5', 'n6', 'n4', 'n3', 'n2'],
      true,
    ],
    ['never more than the total', [n5, n4], 3, [n4, n3, n2, n1], ['n5', 'n4', 'n3'], false],
    ['the fresh page alone when no more were loaded', [n5, n4], 5, [n4, n3], ['n5', 'n4'], true],
  ] as const)('%s', (_, fresh, total, shown, expected, more) => {
    const before = new Map([['m1', { notes: shown, total: shown.length, moreToFetch: true }]]);
    const view = notesByItem(
      [{ itemId: 'm1', notes: [...fresh], total, moreToFetch: true }],
      before,
    ).get('m1');
    expect(ids(view?.notes)).toEqual(expected);
    expect(view?.moreToFetch).toBe(more);
    expect(view?.total).toBe(total);
  });

  it('drops an item whose notes are all gone', () => {
    const before = new Map([['m1', { notes: [n1], total: 1, moreToFetch: false }]]);
    expect(notesByItem([], before).has('m1')).toBe(false);
  });
});

describe('withPage', () => {
  it('adds an older page after the loaded notes, never twice', () => {
    const view = withPage(
      { notes: [n5, n4], total: 5, moreToFetch: true },
      { notes: [n4, n3], total: 5, moreToFetch: true },
    );
    expect(ids(view.notes)).toEqual(['n5', 'n4', 'n3']);
    expect(view.moreToFetch).toBe(true);
  });

  it('takes the total and whether there are more from the page', () => {
    expect(
      withPage(
        { notes: [n3], total: 2, moreToFetch: true },
        { notes: [n2, n1], total: 3, moreToFetch: false },
      ),
    ).toEqual({
      notes: [n3, n2, n1],
      total: 3,
      moreToFetch: false,
    });
  });
});

describe('withNote', () => {
  it('puts a new note first and counts it', () => {
    expect(withNote(NO_NOTES, n1)).toEqual({ notes: [n1], total: 1, moreToFetch: false });
    expect(withNote({ notes: [n2, n1], total: 4, moreToFetch: true }, n3)).toEqual({
      notes: [n3, n2, n1],
      total: 5,
      moreToFetch: true,
    });
  });
});

describe('noteContext (engage §9)', () => {
  const photo = { type: 'image', url: 'https://example.com/a.jpg' } as const;
  it.each([
    [
      'the message',
      makeEngageItem({ message: ' Where is my order? ' }),
      { kind: 'text', text: 'Where is my order?' },
    ],
    [
      'an attachment without text',
      makeEngageItem({ message: '', media: [photo] }),
      { kind: 'attachment' },
    ],
    [
      'an attachment with blank text',
      makeEngageItem({ message: '  ', media: [photo] }),
      { kind: 'attachment' },
    ],
    [
      'an attachment without a message',
      makeEngageItem({ message: undefined, media: [photo] }),
      { kind: 'attachment' },
    ],
    [
      'the text of a message with media',
      makeEngageItem({ message: 'Look', media: [photo] }),
      { kind: 'text', text: 'Look' },
    ],
    ['nothing for an empty item', makeEngageItem({ message: '', media: [] }), null],
  ] as const)('%s', (_, item, expected) => {
    expect(noteContext(item)).toEqual(expected);
  });
});

describe('withEditedNote', () => {
  it('changes the note in place, keeping the order and the count', () => {
    const edited = { ...n1, noteText: 'changed' };
    const view = withEditedNote({ notes: [n2, n1], total: 3, moreToFetch: true }, edited);
    expect(view).toEqual({ notes: [n2, edited], total: 3, moreToFetch: true });
  });

  it('leaves the notes as they are when the note is not shown', () => {
    const view = { notes: [n2, n1], total: 2, moreToFetch: false };
    expect(withEditedNote(view, { ...n3, noteText: 'changed' })).toBe(view);
  });
});

describe('withoutNote', () => {
  it('takes the note out and counts one fewer', () => {
    expect(withoutNote({ notes: [n3, n2, n1], total: 3, moreToFetch: false }, 'n2')).toEqual({
      notes: [n3, n1],
      total: 2,
      moreToFetch: false,
    });
  });

  it('keeps "load more" while older notes are left', () => {
    expect(withoutNote({ notes: [n4, n3], total: 4, moreToFetch: true }, 'n4')).toEqual({
      notes: [n3],
      total: 3,
      moreToFetch: true,
    });
  });

  it('leaves the notes as they are when the note is not shown', () => {
    const view = { notes: [n2, n1], total: 2, moreToFetch: false };
    expect(withoutNote(view, 'n5')).toBe(view);
    expect(withoutNote(NO_NOTES, 'n1')).toBe(NO_NOTES);
  });
});

describe('notePermissions', () => {
  const mine = { ...n1, authorId: 'u1' };
  it.each([
    ['the author edits and deletes', mine, { id: 'u1', isAdmin: false }, true, true],
    ['an administrator author too', mine, { id: 'u1', isAdmin: true }, true, true],
    ['another user does neither', mine, { id: 'u2', isAdmin: false }, false, false],
    ['an administrator deletes only', mine, { id: 'u2', isAdmin: true }, false, true],
    [
      "a former user's note: an administrator deletes",
      n1,
      { id: 'u2', isAdmin: true },
      false,
      true,
    ],
    ["a former user's note: nobody else", n1, { id: 'u2', isAdmin: false }, false, false],
    [
      'a note not saved yet: nothing',
      { authorId: 'u1' },
      { id: 'u1', isAdmin: true },
      false,
      false,
    ],
  ])('%s', (_name, note, user, edit, remove) => {
    expect(notePermissions(note, user)).toEqual({ edit, delete: remove });
  });
});

describe('isNoteEdited', () => {
  it('tells a changed note from one saved once', () => {
    expect(
      isNoteEdited({ createdAt: '2026-01-01T10:00:00Z', updatedAt: '2026-01-01T10:00:00.400Z' }),
    ).toBe(false);
    expect(
      isNoteEdited({ createdAt: '2026-01-01T10:00:00Z', updatedAt: '2026-01-01T11:00:00Z' }),
    ).toBe(true);
    expect(isNoteEdited({})).toBe(false);
  });
});
