import { useLingui } from '@lingui/react';
import { actionMessages, engageMessages, inboxMessages, translate } from '@smm/i18n';
import { type AssignableUser, isAssigned, TEXT_LIMITS, toApiError } from '@smm/model';
import { Button, Select } from '@smm/ui';
import { useEffect, useState } from 'react';
import { useEngage } from '../engage.context.js';
import { useItem } from '../item.store.js';
import * as styles from './ActionDialog.css.js';
import { FormDialog, type ItemDialogProps } from './FormDialog.js';
import { TextAreaField } from './TextAreaField.js';
import { useDialogCall } from './use-dialog-call.js';
import { useItemActions } from './use-item-actions.js';

/** An assignee as the select's value: `user:<id>` or `team:<id>`. */
interface Choice {
  readonly id: string;
  readonly name: string;
  readonly isTeam: boolean;
}

const valueOf = (choice: Choice) => `${choice.isTeam ? 'team' : 'user'}:${choice.id}`;

/**
 * Assigns the item to a person who works on its channel or to a team, with an optional note;
 * when it is assigned, says to whom and offers to unassign it. Closes once the change is saved.
 */
export function AssignDialog({ item, onClose }: ItemDialogProps) {
  const { i18n } = useLingui();
  const { store, teams, names, assignables } = useEngage();
  const actions = useItemActions();
  const live = useItem(store, item.id) ?? item;
  const [people, setPeople] = useState<readonly AssignableUser[] | null>(null);
  const [peopleError, setPeopleError] = useState<string>();
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const { busy, failure, run } = useDialogCall(onClose);

  useEffect(() => {
    let current = true;
    assignables(item.channelId)
      .then((found) => current && setPeople(found))
      .catch((failed: unknown) => current && setPeopleError(toApiError(failed).message));
    return () => {
      current = false;
    };
  }, [assignables, item.channelId]);

  const choices = new Map<string, Choice>();
  for (const person of people ?? []) {
    const choice = { id: person.id, name: person.name, isTeam: false };
    choices.set(valueOf(choice), choice);
  }
  for (const team of teams) {
    const choice = { id: team.id, name: team.name, isTeam: true };
    choices.set(valueOf(choice), choice);
  }
  const options = (isTeam: boolean) =>
    [...choices.entries()]
      .filter(([, choice]) => choice.isTeam === isTeam)
      .map(([key, choice]) => (
        <option key={key} value={key}>
          {choice.name}
        </option>
      ));

  const assigneeId = live.engage.assigneeId ?? '';
  const assigneeName = live.assignee?.name ?? names.get(assigneeId) ?? assigneeId;
  const hint =
    peopleError !== undefined
      ? translate(i18n, actionMessages.peopleFailed, { message: peopleError })
      : people === null
        ? i18n._(actionMessages.loadingPeople)
        : undefined;

  const submit = () => {
    const choice = choices.get(value);
    if (choice === undefined) {
      setError(i18n._(actionMessages.assigneeRequired));
      return false;
    }
    const trimmed = note.trim();
    run(async () =>
      (await actions.assign(live, choice, trimmed === '' ? undefined : trimmed))
        ? null
        : i18n._(engageMessages.assignFailed),
    );
    return true;
  };

  return (
    <FormDialog
      title={i18n._(inboxMessages.act_assign)}
      submitText={i18n._(inboxMessages.act_assign)}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      {isAssigned(live) && (
        <p className={styles.current}>
          <span>{translate(i18n, inboxMessages.assignedTo, { name: assigneeName })}</span>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(async () =>
                (await actions.unassign(live)) ? null : i18n._(engageMessages.unassignFailed),
              )
            }
          >
            {i18n._(inboxMessages.act_unassign)}
          </Button>
        </p>
      )}
      <Select
        name="assignee"
        label={i18n._(actionMessages.assignTo)}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        hint={hint}
        error={error}
        aria-busy={people === null && peopleError === undefined ? true : undefined}
        data-autofocus
      >
        <option value="">{i18n._(actionMessages.chooseAssignee)}</option>
        {people !== null && people.length > 0 && (
          <optgroup label={i18n._(actionMessages.people)}>{options(false)}</optgroup>
        )}
        {teams.length > 0 && (
          <optgroup label={i18n._(actionMessages.teams)}>{options(true)}</optgroup>
        )}
      </Select>
      <TextAreaField
        name="note"
        label={i18n._(actionMessages.note)}
        value={note}
        rows={3}
        maxLength={TEXT_LIMITS.note}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}
