import { useLingui } from '@lingui/react';
import { trackingMessages } from '@smm/i18n';
import { TEXT_LIMITS, type TrackingTemplate, type TrackingTemplateInput } from '@smm/model';
import { SUGGESTED_PARAMETERS } from '@smm/tracking';
import { Input } from '@smm/ui';
import { type FormEvent, useId, useState } from 'react';
import { ParameterRows } from './ParameterRows.js';
import * as styles from './Tracking.css.js';
import { parametersOf, rowProblems, rowsOf, type ParameterRow } from './tracking.forms.js';
import { TrackingPreview } from './TrackingPreview.js';
import { FormActions } from '../FormActions.js';

/** Props of {@link TrackingTemplateEditor}. */
export interface TrackingTemplateEditorProps {
  /** The template to edit; none for a new one (it starts with the suggested UTM parameters). */
  readonly template?: TrackingTemplate | undefined;
  /** The channel the preview shows a link of. */
  readonly sample: { readonly network: string; readonly name: string };
  readonly saving?: boolean;
  /** Why the last save failed. */
  readonly error?: string | undefined;
  readonly onSave: (input: TrackingTemplateInput) => void;
  readonly onCancel: () => void;
}

/**
 * The form of a tracking template (docs/decisions/0037): its name, its parameter rows and a live
 * preview of a link tagged with them. Problems show at their rows after a first attempt to save.
 * Render it in a `Modal` titled "New tracking template" or "Edit tracking template".
 *
 * @example
 * <Modal open title={i18n._(trackingMessages.createTitle)} width={800} onClose={close}>
 *   <TrackingTemplateEditor sample={channel} onSave={save} onCancel={close} />
 * </Modal>
 */
export function TrackingTemplateEditor({
  template,
  sample,
  saving = false,
  error,
  onSave,
  onCancel,
}: TrackingTemplateEditorProps) {
  const { i18n } = useLingui();
  const nameId = useId();
  const [name, setName] = useState(template?.name ?? '');
  const [rows, setRows] = useState<readonly ParameterRow[]>(() =>
    rowsOf(template?.parameters ?? SUGGESTED_PARAMETERS),
  );
  const [attempted, setAttempted] = useState(false);
  const nameMissing = name.trim() === '';
  const problems = rowProblems(rows);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (nameMissing) {
      document.getElementById(nameId)?.focus();
      return;
    }
    if (problems.byRow.size > 0 || problems.list) return;
    onSave({ name: name.trim(), parameters: parametersOf(rows) });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        id={nameId}
        label={i18n._(trackingMessages.name)}
        value={name}
        maxLength={TEXT_LIMITS.name}
        required
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={attempted && nameMissing ? i18n._(trackingMessages.nameRequired) : undefined}
      />
      <ParameterRows
        legend={i18n._(trackingMessages.parameters)}
        rows={rows}
        onChange={setRows}
        showProblems={attempted}
      />
      <TrackingPreview parameters={parametersOf(rows)} channel={sample} />
      <FormActions
        error={error}
        submitLabel={i18n._(template ? trackingMessages.save : trackingMessages.create)}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
