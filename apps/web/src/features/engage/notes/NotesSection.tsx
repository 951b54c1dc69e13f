import { useLingui } from '@lingui/react';
import { engageMessages, formatNoteDate, noteMessages, translate } from '@smm/i18n';
import { toApiError, type Locale, type Note } from '@smm/model';
import { Avatar, Button, ConfirmDialog, Icon, IconButton, VisuallyHidden } from '@smm/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { useEngage } from '../engage.context.js';
import { useItem } from '../item.store.js';
import { type Mentionable, noteSegments } from './mention.rules.js';
import { NoteForm, type NoteMentions } from './NoteForm.js';
import { isNoteEdited, noteContext, notePermissions, NO_NOTES } from './notes.rules.js';
import * as styles from './NotesSection.css.js';
import { useConversationNotes } from './use-conversation-notes.js';

/** Props of {@link NotesSection}. */
export interface NotesSectionProps {
  /** The conversation (or post) whose notes are fetched, once for all its sections. */
  readonly conversationId: string;
  /** The item of the conversation this section is under. */
  readonly itemId: string;
}

/**
 * The notes under one item of a conversation: the newest (2 by default, engage §9), "Load more
 * notes" while there are older ones, and "Add a note" with @-mentions of colleagues and teams.
 * Without notes it is just the add button.
 */
export function NotesSection(props: NotesSectionProps) {
  const { conversationId, itemId } = props;
  const env = useEngage();
  const { i18n } = useLingui();
  const toast = useToast();
  const { notes, store } = useConversationNotes(conversationId);
  const item = useItem(env.store, itemId);
  const view = notes.byItem.get(itemId) ?? NO_NOTES;
  const [writing, setWriting] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [focusNote, setFocusNote] = useState<number | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const [removing, setRemoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const section = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const returnFocus = useRef(false);

  const mentionables = useMemo<Mentionable[]>(
    () => [
      ...env.colleagues
        .filter((colleague) => colleague.id !== env.me.id)
        .map((colleague) => ({ id: colleague.id, name: colleague.name, kind: 'user' as const })),
      ...env.teams.map((team) => ({ id: team.id, name: team.name, kind: 'team' as const })),
    ],
    [env.colleagues, env.teams, env.me.id],
  );

  // Someone else's note (a realtime change of the item's count): load the conversation's again.
  const noteCount = item?.notesData?.noteCount;
  const seenCount = useRef(noteCount);
  useEffect(() => {
    if (noteCount === seenCount.current) return;
    seenCount.current = noteCount;
    if (notes.status === 'ready' && noteCount !== view.total) store.refresh(conversationId);
  }, [noteCount, notes.status, view.total, store, conversationId]);

  useEffect(() => {
    if (!writing && returnFocus.current) {
      returnFocus.current = false;
      section.current?.querySelector<HTMLElement>('[data-add-note]')?.focus();
    }
  }, [writing]);

  useEffect(() => {
    if (focusNote === null) return;
    const note = list.current?.children[focusNote] as HTMLElement | undefined;
    if (note) note.focus();
    else section.current?.querySelector<HTMLElement>('[data-add-note]')?.focus();
    setFocusNote(null);
  }, [focusNote]);

  const close = () => {
    returnFocus.current = true;
    setWriting(false);
  };

  const save = async (text: string, mentions: NoteMentions): Promise<string | null> => {
    try {
      await store.add(conversationId, itemId, text, mentions);
      close();
      return null;
    } catch (error) {
      toast({ type: 'error', message: i18n._(engageMessages.noteCreateFailed) });
      return toApiError(error).message;
    }
  };

  const indexOf = (noteId: string) => view.notes.findIndex((note) => note.id === noteId);

  const stopEditing = (noteId: string) => {
    setEditing(null);
    setFocusNote(indexOf(noteId));
  };

  const update = async (
    noteId: string,
    text: string,
    mentions: NoteMentions,
  ): Promise<string | null> => {
    try {
      await store.update(conversationId, itemId, noteId, text, mentions);
      stopEditing(noteId);
      return null;
    } catch (error) {
      toast({ type: 'error', message: i18n._(engageMessages.noteUpdateFailed) });
      return toApiError(error).message;
    }
  };

  const remove = async (note: Note) => {
    if (note.id === undefined) return;
    const index = indexOf(note.id);
    setRemoving(true);
    try {
      await store.remove(conversationId, itemId, note.id);
      setDeleting(null);
      setAnnouncement(i18n._(noteMessages.deleted));
      // The focus goes to the note that took its place, else the one before, else "Add a note".
      setFocusNote(index < view.notes.length - 1 ? index : index - 1);
    } catch {
      toast({ type: 'error', message: i18n._(engageMessages.noteDeleteFailed) });
    } finally {
      setRemoving(false);
    }
  };

  const loadMore = async () => {
    const shown = view.notes.length;
    setLoadingMore(true);
    try {
      await store.loadMore(conversationId, itemId);
      // The button goes with the last page: the focus goes to the first note it brought.
      if (!store.get(conversationId).byItem.get(itemId)?.moreToFetch) setFocusNote(shown);
    } catch {
      toast({ type: 'error', message: i18n._(noteMessages.loadMoreFailed) });
    } finally {
      setLoadingMore(false);
    }
  };

  const expected = (noteCount ?? 0) > 0 || itemId === conversationId;
  const context = item ? noteContext(item) : null;
  return (
    <div ref={section} className={styles.section}>
      {view.notes.length > 0 && (
        <ul ref={list} className={styles.list} aria-label={i18n._(noteMessages.list)}>
          {view.notes.map((note, index) =>
            editing !== null && note.id === editing ? (
              <li key={editing}>
                <NoteForm
                  mentionables={mentionables}
                  context={null}
                  initial={{
                    text: note.noteText,
                    mentions: mentionables.filter((mentionable) =>
                      (mentionable.kind === 'user'
                        ? note.mentionedUserIds
                        : note.mentionedTeamIds
                      )?.includes(mentionable.id),
                    ),
                  }}
                  onSave={(text, mentions) => update(editing, text, mentions)}
                  onCancel={() => stopEditing(editing)}
                />
              </li>
            ) : (
              <NoteView
                key={note.id ?? index}
                note={note}
                onEdit={() => setEditing(note.id ?? null)}
                onDelete={() => setDeleting(note)}
              />
            ),
          )}
        </ul>
      )}
      {view.moreToFetch && (
        <div className={styles.more}>
          <Button variant="ghost" busy={loadingMore} onClick={() => void loadMore()}>
            {i18n._(noteMessages.loadMore)}
          </Button>
          <span className={styles.muted}>
            {translate(i18n, noteMessages.shown, { shown: view.notes.length, total: view.total })}
          </span>
        </div>
      )}
      {notes.status === 'loading' && view.notes.length === 0 && (noteCount ?? 0) > 0 && (
        <p className={styles.status} role="status">
          {i18n._(noteMessages.loading)}
        </p>
      )}
      {notes.status === 'failed' && expected && (
        <p className={styles.status}>
          {i18n._(noteMessages.loadFailed)}
          <Button variant="ghost" onClick={() => store.refresh(conversationId)}>
            {i18n._(noteMessages.retry)}
          </Button>
        </p>
      )}
      {writing ? (
        <NoteForm
          mentionables={mentionables}
          context={
            context === null
              ? null
              : context.kind === 'attachment'
                ? i18n._(engageMessages.attachmentNote)
                : context.text
          }
          onSave={save}
          onCancel={close}
        />
      ) : (
        <Button variant="ghost" data-add-note onClick={() => setWriting(true)}>
          <Icon name="note" />
          {i18n._(noteMessages.add)}
        </Button>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <ConfirmDialog
        open={deleting !== null}
        width={400}
        title={i18n._(noteMessages.deleteNoteTitle)}
        confirmText={i18n._(noteMessages.deleteConfirm)}
        confirmState="danger"
        loading={removing}
        onClose={(reason) => {
          if (reason === 'ok' && deleting) void remove(deleting);
          else if (!removing) {
            const index = deleting?.id === undefined ? -1 : indexOf(deleting.id);
            setDeleting(null);
            setFocusNote(index);
          }
        }}
      >
        {i18n._(noteMessages.deleteNoteBody)}
      </ConfirmDialog>
    </div>
  );
}

/** Props of {@link NoteView}. */
interface NoteViewProps {
  readonly note: Note;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/**
 * One note: its author, date (D MMM YYYY, HH:mm, engage §9) and text, mentions highlighted;
 * Edit for its author, Delete for its author or an administrator.
 */
function NoteView({ note, onEdit, onDelete }: NoteViewProps) {
  const { names, me } = useEngage();
  const { i18n } = useLingui();
  const author =
    (note.authorId === undefined ? undefined : names.get(note.authorId)) ??
    note.authorName ??
    i18n._(noteMessages.formerUser);
  const mentioned = [...(note.mentionedUserIds ?? []), ...(note.mentionedTeamIds ?? [])]
    .map((id) => names.get(id))
    .filter((name): name is string => name !== undefined);
  const edited = isNoteEdited(note);
  const may = notePermissions(note, me);
  return (
    <li className={styles.note} tabIndex={-1}>
      <div className={styles.noteHeader}>
        <Avatar name={author} alt="" size="sm" />
        <span className={styles.author}>{author}</span>
        {note.createdAt !== undefined && (
          <time className={styles.muted} dateTime={note.createdAt}>
            {formatNoteDate(note.createdAt, i18n.locale as Locale)}
          </time>
        )}
        {edited && <span className={styles.muted}>({i18n._(noteMessages.edited)})</span>}
        {(may.edit || may.delete) && (
          <span className={styles.noteActions}>
            {may.edit && (
              <IconButton
                size="sm"
                label={translate(i18n, noteMessages.editNote, { author })}
                onClick={onEdit}
              >
                <Icon name="edit" />
              </IconButton>
            )}
            {may.delete && (
              <IconButton
                size="sm"
                label={translate(i18n, noteMessages.deleteNote, { author })}
                onClick={onDelete}
              >
                <Icon name="trash" />
              </IconButton>
            )}
          </span>
        )}
      </div>
      <p className={styles.noteText}>
        {noteSegments(note.noteText, mentioned).map((segment, index) =>
          segment.mention ? (
            <strong key={index} className={styles.mention}>
              {segment.text}
            </strong>
          ) : (
            segment.text
          ),
        )}
      </p>
    </li>
  );
}
