import { useLingui } from '@lingui/react';
import { caseMessages, uiMessages } from '@smm/i18n';
import { Button, TextArea } from '@smm/ui';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CASE_LIMITS } from './cases.rules.js';
import * as styles from './CaseNotes.css.js';

/** Props of {@link CaseNoteForm}. */
export interface CaseNoteFormProps {
  /** The note's text when it is changed; empty for a new note. */
  readonly initialText?: string;
  /** Saves the text (trimmed, not blank): resolves null when saved, else why it failed. */
  readonly onSave: (text: string) => Promise<string | null>;
  readonly onCancel: () => void;
}

/**
 * The form of an annotation note of a case, new or changed: a text box (at most 4,000
 * characters), Save and Cancel. Focused when it opens; Ctrl or Cmd+Enter saves, Escape on an
 * unchanged text cancels.
 */
export function CaseNoteForm({ initialText = '', onSave, onCancel }: CaseNoteFormProps) {
  const { i18n } = useLingui();
  const [text, setText] = useState(initialText);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const area = form.current?.querySelector('textarea');
    area?.focus();
    area?.setSelectionRange(initialText.length, initialText.length);
  }, [initialText]);

  const save = async () => {
    const trimmed = text.trim();
    if (trimmed === '' || saving) return;
    setSaving(true);
    setError(undefined);
    const failure = await onSave(trimmed);
    if (failure !== null) {
      setSaving(false);
      setError(failure);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && text === initialText && !saving) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} aria-busy={saving}>
      <TextArea
        label={i18n._(caseMessages.noteField)}
        value={text}
        rows={3}
        maxLength={CASE_LIMITS.note}
        readOnly={saving}
        error={error}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={saving} disabled={text.trim() === ''}>
          {i18n._(caseMessages.saveNote)}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          {i18n._(uiMessages.cancel)}
        </Button>
      </div>
    </form>
  );
}
