import { useLingui } from '@lingui/react';
import { translate, whatsappProfileMessages as m } from '@smm/i18n';
import { characterCount, WhatsAppTemplateCategory, type WhatsAppTemplateDraft } from '@smm/model';
import { Button, Input, Modal, Select, TextArea } from '@smm/ui';
import { type FormEvent, useRef, useState } from 'react';
import { FormActions } from '../../FormActions.js';
import * as styles from './WhatsAppProfile.css.js';
import {
  nextPlaceholder,
  TEMPLATE_CATEGORIES,
  TEMPLATE_LANGUAGES,
  TEMPLATE_TEXT_MAX,
  templateNameProblem,
} from './whatsapp-profile.forms.js';
import { CATEGORY_TEXTS, LANGUAGE_TEXTS } from './whatsapp-profile.texts.js';

/** A new template as the dialog gives it: everything but the channel. */
export type TemplateInput = Omit<WhatsAppTemplateDraft, 'channelId'>;

/** Props of {@link WhatsAppTemplateDialog}. */
export interface WhatsAppTemplateDialogProps {
  readonly open: boolean;
  /** The template is being submitted. */
  readonly saving: boolean;
  /** Why the server refused it (a name taken in that language: 409). */
  readonly error?: string | undefined;
  readonly onSubmit: (template: TemplateInput) => void;
  readonly onClose: () => void;
  /** What the form starts with (stories). */
  readonly initial?: Partial<TemplateInput>;
}

/**
 * A new WhatsApp message template: its name (lower-case letters, digits and underscores, checked
 * as it is typed), language, category and text with a counter of 1,024 and a button that inserts
 * the next placeholder at the cursor. Submitting sends it to WhatsApp for review.
 */
export function WhatsAppTemplateDialog(props: WhatsAppTemplateDialogProps) {
  const { i18n } = useLingui();
  return (
    <Modal
      open={props.open}
      width={800}
      title={i18n._(m.newTemplateTitle)}
      onClose={props.onClose}
      closeDisabled={props.saving}
    >
      {props.open && <TemplateForm {...props} />}
    </Modal>
  );
}

function TemplateForm(props: WhatsAppTemplateDialogProps) {
  const { i18n } = useLingui();
  const [name, setName] = useState(props.initial?.name ?? '');
  const [language, setLanguage] = useState(props.initial?.language ?? 'en');
  const [category, setCategory] = useState<WhatsAppTemplateCategory>(
    props.initial?.category ?? 'UTILITY',
  );
  const [text, setText] = useState(props.initial?.text ?? '');
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const nameProblem = templateNameProblem(name);
  const nameError =
    nameProblem === null || (nameProblem.reason === 'empty' && !tried)
      ? undefined
      : nameProblem.reason === 'empty'
        ? i18n._(m.templateNameRequired)
        : translate(i18n, m.templateNameProblem, {
            bad: nameProblem.bad.map((char) => `“${char}”`).join(' '),
          });
  const length = characterCount(text);
  const textError =
    length > TEMPLATE_TEXT_MAX
      ? translate(i18n, m.tooLong, {
          max: i18n.number(TEMPLATE_TEXT_MAX),
          over: i18n.number(length - TEMPLATE_TEXT_MAX),
        })
      : tried && text.trim() === ''
        ? i18n._(m.templateTextRequired)
        : undefined;
  const placeholder = nextPlaceholder(text);

  const insert = () => {
    const area = formRef.current?.querySelector('textarea');
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + placeholder + text.slice(end);
    setText(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (nameProblem !== null || text.trim() === '' || length > TEMPLATE_TEXT_MAX) return;
    props.onSubmit({ name, language, category, text });
  };

  return (
    <form ref={formRef} className={styles.dialogForm} onSubmit={submit} noValidate>
      <Input
        name="templateName"
        label={i18n._(m.templateName)}
        hint={i18n._(m.templateNameHint)}
        value={name}
        error={nameError}
        autoComplete="off"
        spellCheck={false}
        maxLength={512}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <div className={styles.twoColumns}>
        <Select
          name="templateLanguage"
          label={i18n._(m.templateLanguage)}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value)}
          options={TEMPLATE_LANGUAGES.map((code) => ({
            value: code,
            label: i18n._(LANGUAGE_TEXTS[code]),
          }))}
        />
        <Select
          name="templateCategory"
          label={i18n._(m.templateCategory)}
          value={category}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (WhatsAppTemplateCategory.is(value)) setCategory(value);
          }}
          options={TEMPLATE_CATEGORIES.map((value) => ({
            value,
            label: i18n._(CATEGORY_TEXTS[value]),
          }))}
        />
      </div>
      <TextArea
        name="templateText"
        label={i18n._(m.templateText)}
        hint={`${translate(i18n, m.templateTextHint, { example: '{{1}}' })} ${translate(i18n, m.counter, { count: i18n.number(length), max: i18n.number(TEMPLATE_TEXT_MAX) })}`}
        value={text}
        rows={6}
        error={textError}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div className={styles.placeholderButtons}>
        <Button type="button" variant="secondary" onClick={insert}>
          {translate(i18n, m.insertPlaceholder, { placeholder })}
        </Button>
      </div>
      <FormActions
        error={props.error}
        submitLabel={i18n._(m.createTemplate)}
        saving={props.saving}
        onCancel={props.onClose}
      />
    </form>
  );
}
