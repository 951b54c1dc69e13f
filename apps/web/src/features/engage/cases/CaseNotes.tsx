import { useLingui } from '@lingui/react';
import { caseMessages, engageMessages, formatNoteDate, translate } from '@smm/i18n';
import { toApiError, type Case, type CaseNote, type Locale } from '@smm/model';
import { Avatar, Button, ConfirmDialog, Icon } from '@smm/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { useEngage } from '../engage.context.js';
import { CaseNoteForm } from './CaseNoteForm.js';
import * as notesStyles from '../notes/NotesSection.css.js';
import * as styles from './CaseNotes.css.js';
import { isNoteEdited, notePermissions } from '../notes/notes.rules.js';
import { caseRef } from './cases.rules.js';
import { useCaseNotes } from './use-case-notes.js';

/** Props of {@link CaseNotes}. */
export interface CaseNotesProps {
  /** The case (saved: it has an id). */
  readonly value: Case & { readonly id: string };
}

/**
 * The annotation notes of a case behind a "Notes" disclosure: loaded when first expanded, oldest
 * first, each with its author and date; "Add a note"; "Edit note" for its author, "Delete note"
 * (asked first) for its author or an administrator. Failures toast the spec's note texts.
 */
export function CaseNotes({ value }: CaseNotesProps) {
  const { i18n } = useLingui();
  const { calls } = useEngage();
  const toast = useToast();
  const notes = useCaseNotes(calls, value.id);
  const [expanded, setExpanded] = useState(false);
  const [writing, setWriting] = useState<'new' | string | null>(null);
  const [deleting, setDeleting] = useState<CaseNote | null>(null);
  const [busy, setBusy] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<string | null>(null);
  const panelId = useId();
  const { load } = notes;
  const number = caseRef(value);

  useEffect(() => {
    if (expanded) load();
  }, [expanded, load]);

  // After a form closes or a note goes, the focus moves to the control that now stands there.
  useEffect(() => {
    const selector = focusAfter.current;
    if (selector === null || writing !== null || deleting !== null) return;
    focusAfter.current = null;
    (
      panel.current?.querySelector<HTMLElement>(selector) ??
      toggle.current?.querySelector<HTMLElement>('button')
    )?.focus();
  });

  const closeForm = (focus: string) => {
    focusAfter.current = focus;
    setWriting(null);
  };

  const add = async (text: string): Promise<string | null> => {
    try {
      await notes.add(text);
      closeForm('[data-add-case-note]');
      return null;
    } catch (error) {
      toast({ type: 'error', message: i18n._(engageMessages.noteCreateFailed) });
      return toApiError(error).message;
    }
  };

  const update = async (noteId: string, text: string): Promise<string | null> => {
    try {
      await notes.update(noteId, text);
      closeForm(`[data-edit-case-note="${noteId}"]`);
      return null;
    } catch (error) {
      toast({ type: 'error', message: i18n._(engageMessages.noteUpdateFailed) });
      return toApiError(error).message;
    }
  };

  const remove = async (note: CaseNote) => {
    if (note.id === undefined) return;
    setBusy(true);
    try {
      await notes.remove(note.id);
      focusAfter.current = '[data-add-case-note]';
      setDeleting(null);
    } catch {
      toast({ type: 'error', message: i18n._(engageMessages.noteDeleteFailed) });
    } finally {
      setBusy(false);
    }
  };

  const { state } = notes;
  return (
    <div className={styles.notes}>
      <div ref={toggle}>
        <Button
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded(!expanded)}
        >
          <Icon name={expanded ? 'chevronUp' : 'chevronDown'} />
          {i18n._(caseMessages.notes)}
          {state.status === 'ready' && state.notes.length > 0 && ` (${state.notes.length})`}
        </Button>
      </div>
      {expanded && (
        <div id={panelId} ref={panel} className={styles.panel}>
          {state.status === 'loading' && state.notes.length === 0 && (
            <p role="status" className={notesStyles.status}>
              {i18n._(caseMessages.notesLoading)}
            </p>
          )}
          {state.status === 'failed' && (
            <p className={notesStyles.status}>
              {i18n._(caseMessages.notesLoadFailed)}
              <Button variant="ghost" onClick={() => load(true)}>
                {i18n._(caseMessages.retry)}
              </Button>
            </p>
          )}
          {state.status === 'ready' && state.notes.length === 0 && writing === null && (
            <p className={notesStyles.status}>{i18n._(caseMessages.noNotes)}</p>
          )}
          {state.notes.length > 0 && (
            <ul
              className={notesStyles.list}
              aria-label={translate(i18n, caseMessages.notesList, { number })}
            >
              {state.notes.map((note, index) => (
                <li key={note.id ?? index} className={styles.note}>
                  {writing !== null && writing === note.id ? (
                    <CaseNoteForm
                      initialText={note.text}
                      onSave={(text) => update(writing, text)}
                      onCancel={() => closeForm(`[data-edit-case-note="${writing}"]`)}
                    />
                  ) : (
                    <CaseNoteView
                      note={note}
                      onEdit={() => note.id !== undefined && setWriting(note.id)}
                      onDelete={() => setDeleting(note)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          {writing === 'new' ? (
            <CaseNoteForm onSave={add} onCancel={() => closeForm('[data-add-case-note]')} />
          ) : (
            <Button variant="ghost" data-add-case-note onClick={() => setWriting('new')}>
              <Icon name="plus" />
              {i18n._(caseMessages.addNote)}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._(caseMessages.deleteNoteTitle)}
        confirmText={i18n._(caseMessages.deleteConfirm)}
        confirmState="danger"
        loading={busy}
        width={400}
        onClose={(reason) => {
          if (reason === 'ok' && deleting !== null) void remove(deleting);
          else setDeleting(null);
        }}
      >
        {deleting !== null && <blockquote className={styles.quoted}>{deleting.text}</blockquote>}
      </ConfirmDialog>
    </div>
  );
}

/** One annotation note: author, date, "(edited)", its text, and what the user may do with it. */
function CaseNoteView(props: {
  readonly note: CaseNote;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const { note } = props;
  const { i18n } = useLingui();
  const { names, me } = useEngage();
  const may = notePermissions(note, me);
  const author =
    (note.authorId === undefined ? undefined : names.get(note.authorId)) ??
    note.authorName ??
    i18n._(caseMessages.formerUser);
  return (
    <>
      <div className={notesStyles.noteHeader}>
        <Avatar name={author} alt="" size="sm" />
        <span className={notesStyles.author}>{author}</span>
        {note.createdAt !== undefined && (
          <time className={notesStyles.muted} dateTime={note.createdAt}>
            {formatNoteDate(note.createdAt, i18n.locale as Locale)}
          </time>
        )}
        {isNoteEdited(note) && (
          <span className={notesStyles.muted}>{i18n._(caseMessages.edited)}</span>
        )}
      </div>
      <p className={notesStyles.noteText}>{note.text}</p>
      {(may.edit || may.delete) && (
        <div className={styles.noteActions}>
          {may.edit && (
            <Button variant="ghost" data-edit-case-note={note.id} onClick={props.onEdit}>
              <Icon name="edit" />
              {i18n._(caseMessages.editNote)}
            </Button>
          )}
          {may.delete && (
            <Button variant="ghost" onClick={props.onDelete}>
              <Icon name="trash" />
              {i18n._(caseMessages.deleteNote)}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
