import { useLingui } from '@lingui/react';
import { labelManagementMessages as m, translate } from '@smm/i18n';
import { type LabelUsage, mergeOutcome } from '@smm/model';
import { Select } from '@smm/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './LabelManagement.css.js';
import { FormActions } from '../FormActions.js';

/**
 * The merge of a label with another: the other label, which of the two remains, and how many
 * items move to it (those of the label that goes; items carrying both keep it once).
 */
export function MergeForm(props: {
  readonly label: LabelUsage;
  readonly labels: readonly LabelUsage[];
  readonly saving: boolean;
  readonly error?: string | undefined;
  /** Merges `gone` into `kept`. */
  readonly onMerge: (gone: LabelUsage, kept: LabelUsage) => void;
  readonly onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const keepName = useId();
  const others = props.labels.filter((label) => label.id !== props.label.id);
  const [otherId, setOtherId] = useState('');
  const [keepOther, setKeepOther] = useState(true);
  const other = others.find((label) => label.id === otherId);
  const [gone, kept] = other
    ? keepOther
      ? [props.label, other]
      : [other, props.label]
    : [undefined, undefined];
  const outcome = gone && kept ? mergeOutcome(gone, kept) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gone && kept) props.onMerge(gone, kept);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Select
        label={i18n._(m.mergeWith)}
        value={otherId}
        onChange={(event) => setOtherId(event.target.value)}
        options={[
          { value: '', label: i18n._(m.chooseLabel), disabled: true },
          ...others.map((label) => ({
            value: label.id,
            label: `${label.name} (${translate(i18n, m.itemCount, { count: label.items })})`,
          })),
        ]}
      />
      {other && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{i18n._(m.keep)}</legend>
          <div className={styles.choices}>
            {[other, props.label].map((label) => (
              <label key={label.id} className={styles.choice}>
                <input
                  type="radio"
                  name={keepName}
                  checked={keepOther === (label.id === other.id)}
                  onChange={() => setKeepOther(label.id === other.id)}
                />
                <span className={styles.dot} style={{ background: label.color }} aria-hidden />
                {label.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {outcome && gone && (
        <p className={styles.outcome} role="status">
          {translate(i18n, m.mergeOutcome, {
            count: outcome.moving,
            gone: gone.name,
            kept: outcome.keep,
          })}
        </p>
      )}
      <FormActions
        error={props.error}
        submitLabel={i18n._(m.mergeConfirm)}
        saving={props.saving}
        submitDisabled={!outcome}
        onCancel={props.onCancel}
      />
    </form>
  );
}
