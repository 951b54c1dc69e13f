import { useLingui } from '@lingui/react';
import { noteMessages, translate, uiMessages } from '@smm/i18n';
import { Avatar, Button, VisuallyHidden } from '@smm/ui';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  insertMention,
  matchMentionables,
  type Mentionable,
  mentionedIds,
  type MentionQuery,
  mentionQueryAt,
} from './mention.rules.js';
import { MAX_NOTE_LENGTH } from './notes.rules.js';
import * as styles from './NoteForm.css.js';

/** Whom a note mentions, by id. */
export interface NoteMentions {
  readonly userIds: readonly string[];
  readonly teamIds: readonly string[];
}

/** Props of {@link NoteForm}. */
export interface NoteFormProps {
  /** The colleagues and teams that `@` suggests. */
  readonly mentionables: readonly Mentionable[];
  /** What the note is about (the message's text, or that it is an attachment). */
  readonly context: string | null;
  /** A note being changed: its text and whom it mentions; without it the form is empty. */
  readonly initial?: { readonly text: string; readonly mentions: readonly Mentionable[] };
  /** Saves the note: resolves null when saved, else what went wrong (shown under the text). */
  readonly onSave: (text: string, mentions: NoteMentions) => Promise<string | null>;
  readonly onCancel: () => void;
}

/**
 * The form of a new or changed note: a text box where `@` and letters suggest colleagues and
 * teams (arrows to move, Enter to choose, Escape to close the list), Save and Cancel; Ctrl or
 * Cmd+Enter saves, Escape on an unchanged text cancels. The chosen mentions (and those of the
 * note being changed) still in the text are sent with it.
 */
export function NoteForm(props: NoteFormProps) {
  const { i18n } = useLingui();
  const initialText = props.initial?.text ?? '';
  const [text, setText] = useState(initialText);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<readonly Mentionable[]>(props.initial?.mentions ?? []);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const listId = useId();

  useEffect(() => {
    area.current?.focus();
    // Changing a note: the caret goes after its text.
    area.current?.setSelectionRange(initialText.length, initialText.length);
  }, [initialText]);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    area.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  const suggestions =
    query !== null && query.start !== dismissedAt
      ? matchMentionables(props.mentionables, query.query)
      : [];
  const open = suggestions.length > 0;
  const activeIndex = Math.min(active, suggestions.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const track = (element: HTMLTextAreaElement) => {
    const { selectionStart, selectionEnd, value } = element;
    const next = selectionStart === selectionEnd ? mentionQueryAt(value, selectionStart) : null;
    if (next?.query !== query?.query) setActive(0);
    if (next?.start !== query?.start || next?.end !== query?.end) setQuery(next);
    // A list closed (Escape) or used (a mention chosen) stays closed for that `@`.
    if (next?.start !== dismissedAt) setDismissedAt(null);
  };

  const choose = (mentionable: Mentionable) => {
    if (query === null) return;
    const inserted = insertMention(text, query, mentionable.name);
    caret.current = inserted.caret;
    setText(inserted.text);
    setChosen([...chosen, mentionable]);
    setQuery(null);
    setDismissedAt(query.start);
    area.current?.focus();
  };

  const save = async () => {
    const trimmed = text.trim();
    if (trimmed === '' || saving) return;
    setSaving(true);
    setError(null);
    const failure = await props.onSave(trimmed, mentionedIds(trimmed, chosen));
    if (failure !== null) {
      setSaving(false);
      setError(failure);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const picked = suggestions[activeIndex];
    if (open && picked && query) {
      const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
      const move = moves[event.key];
      if (move !== undefined) {
        event.preventDefault();
        setActive((activeIndex + move + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
        event.preventDefault();
        choose(picked);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(query.start);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && text.trim() === initialText.trim() && !saving) {
      event.preventDefault();
      props.onCancel();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={saving}>
      {props.context !== null && (
        <p className={styles.context} title={props.context}>
          {translate(i18n, noteMessages.noteOn, { text: props.context })}
        </p>
      )}
      <label htmlFor={fieldId} className={styles.label}>
        {i18n._(props.initial === undefined ? noteMessages.field : noteMessages.editing)}
      </label>
      <div className={styles.field}>
        <textarea
          ref={area}
          id={fieldId}
          className={styles.text}
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          value={text}
          readOnly={saving}
          aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
          aria-invalid={error === null ? undefined : true}
          aria-autocomplete="list"
          {...(open
            ? { 'aria-controls': listId, 'aria-activedescendant': optionId(activeIndex) }
            : {})}
          onChange={(event) => {
            setText(event.target.value);
            track(event.target);
          }}
          onSelect={(event) => track(event.currentTarget)}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
        />
        {open && (
          <ul
            id={listId}
            role="listbox"
            aria-label={i18n._(noteMessages.suggestions)}
            className={styles.suggestions}
          >
            {suggestions.map((mentionable, index) => (
              <li
                key={`${mentionable.kind}-${mentionable.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                // Keep the focus in the text box: the list is operated from there.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(mentionable)}
              >
                <Avatar name={mentionable.name} alt="" size="sm" />
                <span>{mentionable.name}</span>
                {mentionable.kind === 'team' && (
                  <span className={styles.tag}>{i18n._(noteMessages.team)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <VisuallyHidden role="status">
        {open ? translate(i18n, noteMessages.suggestionCount, { count: suggestions.length }) : ''}
      </VisuallyHidden>
      {error !== null && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        {i18n._(noteMessages.mentionHint)}
      </p>
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={saving}
          disabled={text.trim() === '' || (props.initial !== undefined && text === initialText)}
        >
          {i18n._(noteMessages.saveNote)}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={props.onCancel}>
          {i18n._(uiMessages.cancel)}
        </Button>
      </div>
    </form>
  );
}
