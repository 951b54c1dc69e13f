import { useLingui } from '@lingui/react';
import { teamMessages as m } from '@smm/i18n';
import { TEXT_LIMITS, type Team, type TeamPermissions } from '@smm/model';
import { Checkbox, Input } from '@smm/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  DEFAULT_TEAM_COLOUR,
  NO_PERMISSIONS,
  PERMISSION_TEXTS,
  TEAM_COLOURS,
} from './teams.texts.js';
import * as styles from './Teams.css.js';
import { FormActions } from '../FormActions.js';

/** What the form saves: a name, a colour and, for a new team, what it grants. */
export interface TeamDraft {
  readonly name: string;
  readonly color: string;
  readonly permissions?: TeamPermissions;
}

/** Props of {@link TeamForm}. */
export interface TeamFormProps {
  /** The team to edit (its name and colour); none for a new one. */
  readonly team?: Team | undefined;
  readonly saving: boolean;
  readonly error?: string | undefined;
  readonly onSave: (draft: TeamDraft) => void;
  readonly onCancel: () => void;
}

/**
 * The form of a team: its name and colour, and for a new team the rights it grants (an
 * administrator's form; a team's rights are changed on its page afterwards).
 */
export function TeamForm({ team, saving, error, onSave, onCancel }: TeamFormProps) {
  const { i18n } = useLingui();
  const nameId = useId();
  const colourName = useId();
  const [name, setName] = useState(team?.name ?? '');
  const [color, setColor] = useState(team?.color ?? DEFAULT_TEAM_COLOUR);
  const [permissions, setPermissions] = useState<TeamPermissions>(NO_PERMISSIONS);
  const [attempted, setAttempted] = useState(false);
  const missing = name.trim() === '';
  const colours = TEAM_COLOURS.some((colour) => colour.value === color)
    ? TEAM_COLOURS
    : [...TEAM_COLOURS, { value: color, name: m.colour }];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (missing) {
      document.getElementById(nameId)?.focus();
      return;
    }
    onSave({ name: name.trim(), color, ...(team ? {} : { permissions }) });
  };
  return (
    <form className={styles.dialogForm} onSubmit={submit} noValidate>
      <Input
        id={nameId}
        label={i18n._(m.name)}
        value={name}
        maxLength={TEXT_LIMITS.name}
        required
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={attempted && missing ? i18n._(m.nameRequired) : undefined}
      />
      <fieldset className={styles.colours}>
        <legend className={styles.legend}>{i18n._(m.colour)}</legend>
        {colours.map((colour) => (
          <label key={colour.value} className={styles.colourOption}>
            <input
              type="radio"
              className={styles.colourInput}
              name={colourName}
              value={colour.value}
              checked={color === colour.value}
              onChange={() => setColor(colour.value)}
            />
            <span
              className={styles.bigSwatch}
              style={{ background: colour.value }}
              aria-hidden="true"
            />
            {i18n._(colour.name)}
          </label>
        ))}
      </fieldset>
      {!team && (
        <fieldset className={`${styles.colours} ${styles.permissions}`}>
          <legend className={styles.legend}>{i18n._(m.permissionsTitle)}</legend>
          {PERMISSION_TEXTS.map((permission) => (
            <Checkbox
              key={permission.key}
              label={i18n._(permission.name)}
              description={i18n._(permission.text)}
              checked={permissions[permission.key]}
              onChange={(event) =>
                setPermissions({ ...permissions, [permission.key]: event.target.checked })
              }
            />
          ))}
        </fieldset>
      )}
      <FormActions
        error={error}
        submitLabel={i18n._(team ? m.save : m.create)}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
