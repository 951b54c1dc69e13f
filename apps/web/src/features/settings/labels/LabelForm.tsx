import { useLingui } from '@lingui/react';
import { labelManagementMessages as m, translate } from '@smm/i18n';
import {
  isLabelColor,
  LABEL_COLOURS,
  labelNameProblem,
  type LabelUsage,
  TEXT_LIMITS,
} from '@smm/model';
import { Input } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './LabelManagement.css.js';
import { FormActions } from '../FormActions.js';

/** What the label form saves: a name and a colour. */
export interface LabelInput {
  readonly name: string;
  readonly color: string;
}

/**
 * The form of a new label or of a label's new name and colour: the name (checked against the
 * other labels as the server checks it), a colour from the palette or any other, and a preview
 * of the label as items show it.
 */
export function LabelForm(props: {
  /** The label being changed; absent for a new one. */
  readonly label?: LabelUsage | undefined;
  /** The organisation's labels, for unique names. */
  readonly labels: readonly LabelUsage[];
  /** The colour a new label starts with. */
  readonly initialColour: string;
  readonly saving: boolean;
  /** The server's message after a failed save. */
  readonly error?: string | undefined;
  readonly onSave: (input: LabelInput) => void;
  readonly onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const [name, setName] = useState(props.label?.name ?? '');
  const [colour, setColour] = useState(props.label?.color ?? props.initialColour);
  const [attempted, setAttempted] = useState(false);
  const problem = labelNameProblem(name, props.labels, props.label?.id);
  const max = TEXT_LIMITS.label;
  const nameError =
    !attempted && problem !== 'taken'
      ? undefined
      : problem === 'empty'
        ? i18n._(m.nameEmpty)
        : problem === 'tooLong'
          ? translate(i18n, m.nameTooLong, { max })
          : problem === 'taken'
            ? i18n._(m.nameTaken)
            : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problem !== undefined || !isLabelColor(colour)) return;
    props.onSave({ name: name.trim(), color: colour });
  };
  const colours: readonly string[] = LABEL_COLOURS;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        label={i18n._(m.name)}
        hint={translate(i18n, m.nameHint, { max })}
        value={name}
        maxLength={max + 20}
        autoFocus
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{i18n._(m.colour)}</legend>
        <div className={styles.swatches} role="radiogroup" aria-label={i18n._(m.colour)}>
          {colours.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={colour.toLowerCase() === value}
              aria-label={translate(i18n, m.colourSwatch, { colour: value })}
              title={translate(i18n, m.colourSwatch, { colour: value })}
              className={styles.swatch}
              style={{ background: value }}
              onClick={() => setColour(value)}
            />
          ))}
          <label className={styles.custom}>
            <input
              type="color"
              className={styles.colourInput}
              value={colour}
              onChange={(event) => setColour(event.target.value)}
            />
            {i18n._(m.customColour)}
          </label>
        </div>
      </fieldset>
      <div>
        <div className={styles.meta}>{i18n._(m.preview)}</div>
        <span className={styles.preview}>
          <span className={styles.dot} style={{ background: colour }} aria-hidden />
          {name.trim() || i18n._(m.name)}
        </span>
      </div>
      <FormActions
        error={props.error}
        submitLabel={i18n._(m.save)}
        saving={props.saving}
        onCancel={props.onCancel}
      />
    </form>
  );
}
