import { TEXT_LIMITS, type EngageItem, type ItemNotes, type Note, type NotePage } from '@smm/model';

/** The notes of one item as shown: the loaded ones (newest first), how many there are in all. */
export interface ItemNotesView {
  readonly notes: readonly Note[];
  readonly total: number;
  /** Whether older notes are left to load ("Load more notes"). */
  readonly moreToFetch: boolean;
}

/** An item without notes. */
export const NO_NOTES: ItemNotesView = { notes: [], total: 0, moreToFetch: false };

/** The longest note the server takes. */
export const MAX_NOTE_LENGTH = TEXT_LIMITS.note;

const without = (notes: readonly Note[], ids: ReadonlySet<string | undefined>) =>
  notes.filter((note) => !ids.has(note.id));

/**
 * The notes of a conversation by item, from its first notes per item (engage §7, 2 per item by
 * default). Given what was shown before, an item whose older notes had been loaded keeps them
 * after the fresh ones, so that reloading (after a note is added) does not fold the list up;
 * notes newer than the fresh page's oldest that it lacks were deleted and go.
 *
 * @example
 * notesByItem([{ itemId: 'm1', notes: [n3, n2], total: 3, moreToFetch: true }], shown)
 * // m1: [n3, n2, n1] when n1 had been loaded before
 */
export function notesByItem(
  fresh: readonly ItemNotes[],
  shown?: ReadonlyMap<string, ItemNotesView>,
): Map<string, ItemNotesView> {
  const byItem = new Map<string, ItemNotesView>();
  for (const entry of fresh) {
    const before = shown?.get(entry.itemId);
    let notes: readonly Note[] = entry.notes;
    if (before && before.notes.length > entry.notes.length && entry.moreToFetch) {
      const freshIds = new Set(entry.notes.map((note) => note.id));
      const oldest = entry.notes[entry.notes.length - 1];
      const from = before.notes.findIndex((note) => note.id === oldest?.id);
      notes = [...entry.notes, ...without(before.notes.slice(from + 1), freshIds)].slice(
        0,
        entry.total,
      );
    }
    byItem.set(entry.itemId, {
      notes,
      total: entry.total,
      moreToFetch: notes.length < entry.total,
    });
  }
  return byItem;
}

/**
 * An item's notes with a further (older) page after them, without repeating a note.
 *
 * @example
 * withPage({ notes: [n4, n3], total: 4, moreToFetch: true }, { notes: [n2, n1], total: 4, moreToFetch: false })
 * // { notes: [n4, n3, n2, n1], total: 4, moreToFetch: false }
 */
export function withPage(view: ItemNotesView, page: NotePage): ItemNotesView {
  const ids = new Set(view.notes.map((note) => note.id));
  return {
    notes: [...view.notes, ...without(page.notes, ids)],
    total: page.total,
    moreToFetch: page.moreToFetch,
  };
}

/**
 * An item's notes with a new one first (the newest).
 *
 * @example
 * withNote(NO_NOTES, note) // { notes: [note], total: 1, moreToFetch: false }
 */
export function withNote(view: ItemNotesView, note: Note): ItemNotesView {
  return {
    notes: [note, ...without(view.notes, new Set([note.id]))],
    total: view.total + 1,
    moreToFetch: view.moreToFetch,
  };
}

/**
 * An item's notes with one changed in place (its text, mentions and dates); a note not shown
 * leaves them as they are.
 *
 * @example
 * withEditedNote({ notes: [n2, n1], total: 2, moreToFetch: false }, { ...n1, noteText: 'new' })
 * // notes: [n2, n1 with the new text]
 */
export function withEditedNote(view: ItemNotesView, note: Note): ItemNotesView {
  if (!view.notes.some((shown) => shown.id === note.id)) return view;
  return { ...view, notes: view.notes.map((shown) => (shown.id === note.id ? note : shown)) };
}

/**
 * An item's notes without a deleted one, counting one fewer; a note not shown leaves them as
 * they are.
 *
 * @example
 * withoutNote({ notes: [n2, n1], total: 3, moreToFetch: true }, n1.id)
 * // { notes: [n2], total: 2, moreToFetch: true }
 */
export function withoutNote(view: ItemNotesView, noteId: string): ItemNotesView {
  const notes = without(view.notes, new Set([noteId]));
  if (notes.length === view.notes.length) return view;
  const total = Math.max(view.total - 1, notes.length);
  return { notes, total, moreToFetch: notes.length < total };
}

/** What a user may do with a note. */
export interface NotePermissions {
  readonly edit: boolean;
  readonly delete: boolean;
}

/**
 * What a user may do with a note — on an item or on a case (an annotation note) — as the
 * server allows it: its author changes it; its author or an administrator deletes it. A note
 * of a former user (no author) only an administrator deletes; a note not saved yet, nobody.
 *
 * @example
 * notePermissions({ id: 'n1', authorId: 'u1' }, { id: 'u2', isAdmin: true }) // { edit: false, delete: true }
 */
export function notePermissions(
  note: { readonly id?: string; readonly authorId?: string },
  user: { readonly id: string; readonly isAdmin?: boolean | undefined },
): NotePermissions {
  if (note.id === undefined) return { edit: false, delete: false };
  const author = note.authorId !== undefined && note.authorId === user.id;
  return { edit: author, delete: author || user.isAdmin === true };
}

/**
 * Whether a note was changed after it was written (saved more than a second apart).
 *
 * @example
 * isNoteEdited({ createdAt: '2026-01-01T10:00:00Z', updatedAt: '2026-01-01T11:00:00Z' }) // true
 */
export function isNoteEdited(note: {
  readonly createdAt?: string;
  readonly updatedAt?: string;
}): boolean {
  if (note.createdAt === undefined || note.updatedAt === undefined) return false;
  return Date.parse(note.updatedAt) - Date.parse(note.createdAt) > 1000;
}

/**
 * What the note form says the note is about: the item's text; for an item without text but
 * with media, that it is an attachment (engage §9: "Message contains an attachment"); else
 * nothing.
 *
 * @example
 * noteContext(makeEngageItem({ message: '', media: [photo] })) // { kind: 'attachment' }
 */
export function noteContext(
  item: Pick<EngageItem, 'message' | 'media'>,
): { readonly kind: 'attachment' } | { readonly kind: 'text'; readonly text: string } | null {
  const text = item.message?.trim() ?? '';
  if (text !== '') return { kind: 'text', text };
  return (item.media?.length ?? 0) > 0 ? { kind: 'attachment' } : null;
}
