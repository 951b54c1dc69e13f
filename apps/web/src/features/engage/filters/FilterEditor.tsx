import { useLingui } from '@lingui/react';
import {
  choicesOf,
  type DraftChange,
  type DraftError,
  draftOf,
  EMPTY_REGISTRY,
  type EditorContainer,
  type EditorField,
  FEED_EDITOR_FIELDS,
  type FeedDraft,
  type FeedEditorOptions,
  feedEditorRegistry,
  type FilterRegistry,
  isSwitchField,
  type TextField,
  updateDraft,
  validateDraft,
} from '@smm/feeds';
import { filterMessages } from '@smm/i18n';
import type { Feed, FeedDefinition } from '@smm/model';
import {
  Button,
  ChannelPicker,
  Checkbox,
  Input,
  type PickerChannel,
  type PickerGroup,
  Select,
  TextArea,
} from '@smm/ui';
import { either as E } from 'fp-ts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import * as styles from './FilterEditor.css.js';
import {
  CONTAINER_TEXT,
  draftErrorText,
  FIELD_TEXT,
  HINT_TEXT,
  optionText,
} from './filter-editor.texts.js';

/** Props of {@link FilterEditor}. */
export interface FilterEditorProps {
  /** The feed to edit; none for a new feed. Give the editor a `key` per feed. */
  readonly feed?: Feed | undefined;
  /** The organisation's networks, channels, labels, assignees and languages. */
  readonly options: FeedEditorOptions;
  /** Saving is under way: the save button is busy and the form is not sent again. */
  readonly saving?: boolean | undefined;
  /** Why the last save failed, shown above the buttons. */
  readonly error?: string | undefined;
  readonly onSave: (definition: FeedDefinition) => void;
  readonly onCancel: () => void;
  /** The time zone the days of the date range are read in; the browser's by default. */
  readonly timeZone?: string | undefined;
  /**
   * The channels with their networks, and the channel groups that pick several at once: the
   * channels are then picked with the `ChannelPicker` (docs/decisions/0036).
   */
  readonly channelPicker?:
    | { readonly channels: readonly PickerChannel[]; readonly groups: readonly PickerGroup[] }
    | undefined;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The form that creates or edits a saved feed (engage §3, §7): its name, then the filters in
 * three panels (sources, content, moderation). The rules live in `@smm/feeds` (`draftOf`,
 * `updateDraft`, `validateDraft`); errors show at their fields after the first attempt to save.
 * Render it in a `Modal` whose title is "New feed" or "Edit feed".
 *
 * @example
 * <Modal open title={i18n._(filterMessages.createTitle)} width={800} onClose={close}>
 *   <FilterEditor options={options} saving={saving} error={error} onSave={save} onCancel={close} />
 * </Modal>
 */
export function FilterEditor({
  feed,
  options,
  saving = false,
  error,
  onSave,
  onCancel,
  timeZone,
  channelPicker,
}: FilterEditorProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(feed, timeZone ?? browserTimeZone()));
  const [attempted, setAttempted] = useState(false);
  const registry = useMemo(
    () => E.getOrElse(() => EMPTY_REGISTRY)(feedEditorRegistry(options)),
    [options],
  );
  const result = validateDraft(draft);
  const errors = attempted && E.isLeft(result) ? result.left : [];
  const change = (c: DraftChange) => setDraft((current) => updateDraft(current, c));
  const ids = {
    name: `${id}-name`,
    from: `${id}-from`,
    to: `${id}-to`,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (E.isRight(result)) {
      onSave(result.right);
      return;
    }
    // Take the user to the first problem; its message is read as the control's description.
    const first = result.left[0];
    if (first) document.getElementById(targetOf(first, ids))?.focus();
  };

  const nameError = errors.find((e) => e.field === 'name');
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        id={ids.name}
        label={i18n._(filterMessages.name)}
        value={draft.name}
        onChange={(e) => change({ kind: 'name', value: e.target.value })}
        error={nameError && draftErrorText(i18n, nameError)}
        required
        autoComplete="off"
      />
      <Checkbox
        label={i18n._(filterMessages.blurMedia)}
        checked={draft.blurMedia}
        onChange={(e) => change({ kind: 'switch', field: 'blurMedia', on: e.target.checked })}
      />
      {FEED_EDITOR_FIELDS.map(({ container, fields }) => (
        <fieldset key={container} className={styles.panel}>
          <legend className={styles.panelLegend}>{i18n._(CONTAINER_TEXT[container])}</legend>
          {fields.map((field) => (
            <EditorFieldView
              key={field.name}
              id={`${id}-${field.name}`}
              container={container}
              field={field}
              draft={draft}
              registry={registry}
              errors={errors}
              dateIds={ids}
              change={change}
              channelPicker={channelPicker}
            />
          ))}
        </fieldset>
      ))}
      {error !== undefined && error !== '' && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onCancel}>
          {i18n._(filterMessages.cancel)}
        </Button>
        <Button type="submit" busy={saving}>
          {i18n._(feed === undefined ? filterMessages.createFeed : filterMessages.saveFeed)}
        </Button>
      </div>
    </form>
  );
}

/** The control an error is shown at. */
function targetOf(error: DraftError, ids: { name: string; from: string; to: string }): string {
  if (error.field === 'name') return ids.name;
  return error.kind === 'dateInvalid' && error.end === 'from' ? ids.from : ids.to;
}

interface FieldViewProps {
  readonly id: string;
  readonly container: EditorContainer;
  readonly field: EditorField;
  readonly draft: FeedDraft;
  readonly registry: FilterRegistry;
  readonly errors: readonly DraftError[];
  readonly dateIds: { readonly from: string; readonly to: string };
  readonly change: (change: DraftChange) => void;
  readonly channelPicker: FilterEditorProps['channelPicker'];
}

/** One field of a panel, drawn as its kind asks. */
function EditorFieldView({
  id,
  container,
  field,
  draft,
  registry,
  errors,
  dateIds,
  change,
  channelPicker,
}: FieldViewProps) {
  const { i18n } = useLingui();
  const label = FIELD_TEXT[field.name];
  const hint = HINT_TEXT[field.name];
  const choices = choicesOf(registry, draft, container, field.name);
  switch (field.kind) {
    case 'choices':
      if (field.name === 'channels' && channelPicker) {
        return (
          <ChannelPicker
            legend={label ? i18n._(label) : ''}
            channels={channelPicker.channels}
            groups={channelPicker.groups}
            selected={draft.channels}
            onChange={(next) => {
              // Tick and untick what changed, one by one, as the draft's own changes go.
              const changed = [
                ...next.filter((id) => !draft.channels.includes(id)),
                ...draft.channels.filter((id) => !next.includes(id)),
              ];
              for (const value of changed) change({ kind: 'toggle', field: 'channels', value });
            }}
          />
        );
      }
      // A field with nothing to choose from (no labels yet) is left out.
      if (choices.length === 0) return null;
      return (
        <fieldset className={styles.group}>
          <legend className={styles.groupLegend}>{label && i18n._(label)}</legend>
          <div className={styles.choices}>
            {choices.map((choice) => (
              <Checkbox
                key={choice.value}
                label={optionText(i18n, field.name, choice)}
                checked={choice.checked}
                onChange={() => change({ kind: 'toggle', field: field.name, value: choice.value })}
              />
            ))}
          </div>
        </fieldset>
      );
    case 'choice':
      return (
        <Select
          id={id}
          label={label ? i18n._(label) : ''}
          value={draft.read ?? ''}
          onChange={(e) => change({ kind: 'read', value: e.target.value })}
          options={[
            { value: '', label: i18n._(filterMessages.readAny) },
            ...choices.map((choice) => ({
              value: choice.value,
              label: optionText(i18n, field.name, choice),
            })),
          ]}
        />
      );
    case 'switches':
      return (
        <>
          {choices.map((choice) => {
            const name = choice.value;
            if (!isSwitchField(name)) return null;
            return (
              <Checkbox
                key={name}
                label={optionText(i18n, field.name, choice)}
                checked={choice.checked}
                onChange={(e) => change({ kind: 'switch', field: name, on: e.target.checked })}
              />
            );
          })}
        </>
      );
    case 'text':
      return (
        <KeywordsField
          id={id}
          field={field.name}
          label={label ? i18n._(label) : ''}
          hint={hint && i18n._(hint)}
          value={draft[field.name]}
          change={change}
        />
      );
    case 'dates': {
      const fromError = errors.find((e) => e.kind === 'dateInvalid' && e.end === 'from');
      const toError = errors.find(
        (e) => (e.kind === 'dateInvalid' && e.end === 'to') || e.kind === 'datesReversed',
      );
      return (
        <fieldset className={styles.group}>
          <legend className={styles.groupLegend}>{label && i18n._(label)}</legend>
          <div className={styles.dates}>
            <Input
              id={dateIds.from}
              type="date"
              label={i18n._(filterMessages.dateFrom)}
              value={draft.dates.from}
              max={draft.dates.to || undefined}
              onChange={(e) => change({ kind: 'dates', from: e.target.value })}
              error={fromError && draftErrorText(i18n, fromError)}
            />
            <Input
              id={dateIds.to}
              type="date"
              label={i18n._(filterMessages.dateTo)}
              value={draft.dates.to}
              min={draft.dates.from || undefined}
              onChange={(e) => change({ kind: 'dates', to: e.target.value })}
              error={toError && draftErrorText(i18n, toError)}
            />
          </div>
        </fieldset>
      );
    }
  }
}

/** A labelled box of keywords, one per line or separated by commas. */
function KeywordsField(props: {
  readonly id: string;
  readonly field: TextField;
  readonly label: string;
  readonly hint: string | undefined;
  readonly value: string;
  readonly change: (change: DraftChange) => void;
}) {
  return (
    <TextArea
      id={props.id}
      label={props.label}
      hint={props.hint}
      rows={2}
      value={props.value}
      onChange={(e) => props.change({ kind: 'text', field: props.field, value: e.target.value })}
    />
  );
}
