import { useLingui } from '@lingui/react';
import { noteMessages } from '@smm/i18n';
import { Input, TextArea } from '@smm/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { draftErrors, type TemplateDraft, TEMPLATE_LIMITS } from './template.rules.js';
import * as styles from './TemplateForm.css.js';

/** Props of {@link TemplateForm}. */
export interface TemplateFormProps {
  /** The form's id: the dialog's footer buttons submit it. */
  readonly id: string;
  readonly initial: TemplateDraft;
  /** Saving: the fields are read-only meanwhile. */
  readonly busy: boolean;
  /** A complete draft was submitted (name trimmed). */
  readonly onSubmit: (draft: TemplateDraft) => void;
}

/**
 * The fields of a response template: its name and its text. Submitting with one blank says
 * so under it and focuses it.
 */
export function TemplateForm(props: TemplateFormProps) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState(props.initial);
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const textId = useId();
  const errors = submitted ? draftErrors(draft) : {};

  const focus = (field: keyof TemplateDraft) =>
    (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus();

  useEffect(() => focus('name'), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.busy) return;
    setSubmitted(true);
    const missing = draftErrors(draft);
    if (missing.name) focus('name');
    else if (missing.text) focus('text');
    else props.onSubmit({ name: draft.name.trim(), text: draft.text });
  };

  return (
    <form
      ref={form}
      id={props.id}
      className={styles.form}
      onSubmit={onSubmit}
      aria-busy={props.busy}
      noValidate
    >
      <Input
        name="name"
        label={i18n._(noteMessages.name)}
        value={draft.name}
        maxLength={TEMPLATE_LIMITS.name}
        readOnly={props.busy}
        required
        error={errors.name ? i18n._(noteMessages.nameRequired) : undefined}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <TextArea
        label={i18n._(noteMessages.text)}
        name="text"
        id={textId}
        rows={8}
        value={draft.text}
        maxLength={TEMPLATE_LIMITS.text}
        readOnly={props.busy}
        required
        error={errors.text ? i18n._(noteMessages.textRequired) : undefined}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
      />
    </form>
  );
}
