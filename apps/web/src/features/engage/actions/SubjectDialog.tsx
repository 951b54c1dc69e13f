import { useLingui } from '@lingui/react';
import { actionMessages } from '@smm/i18n';
import { Input } from '@smm/ui';
import { useState } from 'react';
import { MAX_SUBJECT_LENGTH } from './dialog.forms.js';
import { FormDialog } from './FormDialog.js';
import { TextAreaField } from './TextAreaField.js';
import { type DialogWork, useDialogCall } from './use-dialog-call.js';

/** Props of {@link SubjectDialog}. */
export interface SubjectDialogProps {
  readonly title: string;
  readonly submitText: string;
  /** Sends the subject (trimmed, not blank) and the description. */
  readonly send: (subject: string, description: string) => ReturnType<DialogWork>;
  /** The longest description the server takes. */
  readonly maxDescriptionLength?: number;
  readonly onClose: () => void;
}

/** A subject (required) and a description: the form of a Zendesk ticket and of a case. */
export function SubjectDialog(props: SubjectDialogProps) {
  const { i18n } = useLingui();
  const { busy, failure, run } = useDialogCall(props.onClose);
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();

  const submit = () => {
    if (subject.trim() === '') {
      setError(i18n._(actionMessages.subjectRequired));
      return false;
    }
    run(() => props.send(subject.trim(), description.trim()));
    return true;
  };

  return (
    <FormDialog
      title={props.title}
      submitText={props.submitText}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Input
        name="subject"
        label={i18n._(actionMessages.subject)}
        value={subject}
        maxLength={MAX_SUBJECT_LENGTH}
        aria-required="true"
        error={error}
        onChange={(event) => {
          setSubject(event.target.value);
          setError(undefined);
        }}
      />
      <TextAreaField
        name="description"
        label={i18n._(actionMessages.description)}
        value={description}
        rows={6}
        {...(props.maxDescriptionLength === undefined
          ? {}
          : { maxLength: props.maxDescriptionLength })}
        onChange={(event) => setDescription(event.target.value)}
      />
    </FormDialog>
  );
}
