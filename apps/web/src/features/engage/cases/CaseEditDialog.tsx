import { useLingui } from '@lingui/react';
import { actionMessages, caseMessages, translate } from '@smm/i18n';
import type { Case, Team, User } from '@smm/model';
import { Input, Select } from '@smm/ui';
import { useState } from 'react';
import { FormDialog } from '../actions/FormDialog.js';
import { TextAreaField } from '../actions/TextAreaField.js';
import { type DialogWork, useDialogCall } from '../actions/use-dialog-call.js';
import {
  assigneeChoice,
  CASE_LIMITS,
  type CaseEdit,
  caseEdit,
  caseFormErrors,
  caseRef,
} from './cases.rules.js';

/** Props of {@link CaseEditDialog}. */
export interface CaseEditDialogProps {
  readonly value: Case;
  /** Whom the case may be assigned to: the organisation's teams and people. */
  readonly teams: readonly Team[];
  readonly people: readonly User[];
  /** Sends the fields that changed; resolves as a dialog's work (null, or why it failed). */
  readonly send: (change: CaseEdit) => ReturnType<DialogWork>;
  readonly onClose: () => void;
}

/**
 * Changes a case's subject (required, at most 200 characters), description (at most 10,000)
 * and assignee (nobody, a team or a person, who is notified), starting from the case's own;
 * closes without a call when nothing changed, and once the change is saved. A failure stays in
 * the dialog.
 */
export function CaseEditDialog({ value, teams, people, send, onClose }: CaseEditDialogProps) {
  const { i18n } = useLingui();
  const { busy, failure, run } = useDialogCall(onClose);
  const [subject, setSubject] = useState(value.subject);
  const [description, setDescription] = useState(value.description);
  const [assignee, setAssignee] = useState(assigneeChoice(value));
  const [showErrors, setShowErrors] = useState(false);
  const errors = caseFormErrors(subject, description);

  const submit = () => {
    if (errors.subject !== undefined || errors.description !== undefined) {
      setShowErrors(true);
      return false;
    }
    const change = caseEdit(value, subject, description, assignee);
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
      <Select
        name="assignee"
        label={i18n._(caseMessages.assignee)}
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
      >
        <option value="">{i18n._(caseMessages.nobody)}</option>
        {teams.length > 0 && (
          <optgroup label={i18n._(caseMessages.teams)}>
            {teams.map((team) => (
              <option key={team.id} value={`team:${team.id}`}>
                {team.name}
              </option>
            ))}
          </optgroup>
        )}
        {people.length > 0 && (
          <optgroup label={i18n._(caseMessages.people)}>
            {people.map((person) => (
              <option key={person.id} value={`user:${person.id}`}>
                {person.name ?? person.email}
              </option>
            ))}
          </optgroup>
        )}
      </Select>
    </FormDialog>
  );
}
