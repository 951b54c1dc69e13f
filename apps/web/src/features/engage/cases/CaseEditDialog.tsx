import { useLingui } from '@lingui/react';
import { actionMessages, caseMessages, translate } from '@smm/i18n';
import type { Case } from '@smm/model';
import { Input } from '@smm/ui';
import { useState } from 'react';
import { FormDialog } from '../actions/FormDialog.js';
import { TextAreaField } from '../actions/TextAreaField.js';
import { type DialogWork, useDialogCall } from '../actions/use-dialog-call.js';
import { CASE_LIMITS, caseEdit, caseFormErrors, caseRef } from './cases.rules.js';

/** Props of {@link CaseEditDialog}. */
export interface CaseEditDialogProps {
  readonly value: Case;
  /** Sends the fields that changed; resolves as a dialog's work (null, or why it failed). */
  readonly send: (change: { subject?: string; description?: string }) => ReturnType<DialogWork>;
  readonly onClose: () => void;
}

/**
 * Changes a case's subject (required, at most 200 characters) and description (at most
 * 10,000), starting from the case's own; closes without a call when nothing changed, and once
 * the change is saved. A failure stays in the dialog.
 */
export function CaseEditDialog({ value, send, onClose }: CaseEditDialogProps) {
  const { i18n } = useLingui();
  const { busy, failure, run } = useDialogCall(onClose);
  const [subject, setSubject] = useState(value.subject);
  const [description, setDescription] = useState(value.description);
  const [showErrors, setShowErrors] = useState(false);
  const errors = caseFormErrors(subject, description);

  const submit = () => {
    if (errors.subject !== undefined || errors.description !== undefined) {
      setShowErrors(true);
      return false;
    }
    const change = caseEdit(value, subject, description);
    if (change === null) onClose();
    else run(() => send(change));
    return true;
  };

  return (
    <FormDialog
      title={translate(i18n, caseMessages.editTitle, { number: caseRef(value) })}
      submitText={i18n._(caseMessages.save)}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <Input
        name="subject"
        label={i18n._(actionMessages.subject)}
        value={subject}
        maxLength={CASE_LIMITS.subject}
        aria-required="true"
        error={
          showErrors && errors.subject === 'required'
            ? i18n._(actionMessages.subjectRequired)
            : undefined
        }
        onChange={(event) => {
          setSubject(event.target.value);
          setShowErrors(false);
        }}
      />
      <TextAreaField
        name="description"
        label={i18n._(actionMessages.description)}
        value={description}
        rows={6}
        maxLength={CASE_LIMITS.description}
        onChange={(event) => setDescription(event.target.value)}
      />
    </FormDialog>
  );
}
