import { useLingui } from '@lingui/react';
import { audienceMessages, userMessages as m } from '@smm/i18n';
import {
  isEmailAddress,
  TEXT_LIMITS,
  type AudienceRole,
  type ChannelRole,
  type Team,
  type User,
} from '@smm/model';
import { Checkbox, Input, Select } from '@smm/ui';
import { type FormEvent, useId, useState } from 'react';
import { RolePicker } from '../channels/RolePicker.js';
import * as styles from './Users.css.js';
import { FormActions } from '../FormActions.js';

/** What the user dialog asks for: an invitation's fields, or a change of a user. */
export interface UserFormValues {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly isAdmin: boolean;
  readonly defaultChannelRole: ChannelRole;
  readonly teamIds: readonly string[];
  /** Their audience role (decision 0096); absent when the form does not ask it. */
  readonly audienceRole?: AudienceRole | null;
}

/** Props of {@link UserForm}. */
export interface UserFormProps {
  /** The user to edit; none to invite someone. */
  readonly user?: User | undefined;
  readonly teams: readonly Team[];
  /** The signed-in person is editing themself: they keep their administrator right. */
  readonly isMe?: boolean | undefined;
  readonly saving?: boolean | undefined;
  /** Why the last save failed (the server's message). */
  readonly error?: string | undefined;
  readonly onSave: (values: UserFormValues) => void;
  readonly onCancel: () => void;
  /**
   * The user's audience role when the package has Audience (null: none); undefined: the form
   * does not ask it (no Audience, or an invitation: administrators start as ADMIN, others as
   * AUDIENCE_USER).
   */
  readonly audienceRole?: AudienceRole | null | undefined;
}

/**
 * The dialog's form to invite a user (e-mail address, names, administrator right or default
 * channel role, teams) or to change one (the same but the address; every team at once,
 * platform §4). Administrators belong to every team, so their teams are not asked.
 */
export function UserForm({
  user,
  teams,
  isMe,
  saving = false,
  error,
  onSave,
  onCancel,
  audienceRole,
}: UserFormProps) {
  const { i18n } = useLingui();
  const emailId = useId();
  const firstId = useId();
  const [email, setEmail] = useState(user?.email ?? '');
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [isAdmin, setIsAdmin] = useState(user?.isAdmin ?? false);
  const [role, setRole] = useState<ChannelRole>(user?.defaultChannelRole ?? 'EDITOR');
  const [teamIds, setTeamIds] = useState<readonly string[]>(
    user?.teamIds ?? user?.teams?.map((team) => team.id) ?? [],
  );
  const [audience, setAudience] = useState<AudienceRole | ''>(audienceRole ?? '');
  const [attempted, setAttempted] = useState(false);
  const emailWrong = user === undefined && !isEmailAddress(email.trim());
  const nameMissing = firstName.trim() === '' || lastName.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (emailWrong) {
      document.getElementById(emailId)?.focus();
      return;
    }
    if (nameMissing) {
      document.getElementById(firstId)?.focus();
      return;
    }
    onSave({
      email: email.trim(),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      isAdmin,
      defaultChannelRole: role,
      teamIds: isAdmin ? (user?.teamIds ?? []) : teamIds,
      ...(audienceRole === undefined ? {} : { audienceRole: audience === '' ? null : audience }),
    });
  };
  const toggleTeam = (id: string, on: boolean) =>
    setTeamIds((current) => (on ? [...current, id] : current.filter((team) => team !== id)));
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {user === undefined ? (
        <Input
          id={emailId}
          type="email"
          label={i18n._(m.email)}
          value={email}
          maxLength={TEXT_LIMITS.email}
          required
          autoComplete="off"
          onChange={(event) => setEmail(event.target.value)}
          error={attempted && emailWrong ? i18n._(m.emailInvalid) : undefined}
        />
      ) : (
        <p className={styles.hint}>
          {i18n._(m.email)}: <strong>{user.email}</strong>
        </p>
      )}
      <div className={styles.names}>
        <Input
          id={firstId}
          label={i18n._(m.firstName)}
          value={firstName}
          maxLength={TEXT_LIMITS.name}
          required
          autoComplete="off"
          onChange={(event) => setFirstName(event.target.value)}
          error={attempted && firstName.trim() === '' ? i18n._(m.nameRequired) : undefined}
        />
        <Input
          label={i18n._(m.lastName)}
          value={lastName}
          maxLength={TEXT_LIMITS.name}
          required
          autoComplete="off"
          onChange={(event) => setLastName(event.target.value)}
          error={attempted && lastName.trim() === '' ? i18n._(m.nameRequired) : undefined}
        />
      </div>
      <Checkbox
        label={i18n._(m.administrator)}
        description={i18n._(m.administratorHint)}
        checked={isAdmin}
        disabled={isMe === true && isAdmin}
        onChange={(event) => setIsAdmin(event.target.checked)}
      />
      {isAdmin ? null : (
        <>
          <div>
            <RolePicker label={i18n._(m.defaultRole)} value={role} onChange={setRole} />
            <p className={styles.hint}>{i18n._(m.defaultRoleHint)}</p>
          </div>
          <fieldset className={styles.teams}>
            <legend className={styles.legend}>{i18n._(m.teams)}</legend>
            {teams.length === 0 ? (
              <p className={styles.hint}>{i18n._(m.noTeamsYet)}</p>
            ) : (
              teams.map((team) => (
                <Checkbox
                  key={team.id}
                  label={team.name}
                  checked={teamIds.includes(team.id)}
                  onChange={(event) => toggleTeam(team.id, event.target.checked)}
                />
              ))
            )}
          </fieldset>
        </>
      )}
      {isAdmin ? <p className={styles.hint}>{i18n._(m.teamsAdminHint)}</p> : null}
      {audienceRole === undefined ? null : (
        <Select
          label={i18n._(audienceMessages.roleLabel)}
          hint={i18n._(audienceMessages.roleHint)}
          value={audience}
          data-audience-role=""
          onChange={(event) => setAudience(event.target.value as AudienceRole | '')}
          options={[
            { value: 'ADMIN', label: i18n._(audienceMessages.roleAdmin) },
            { value: 'AUDIENCE_USER', label: i18n._(audienceMessages.roleUser) },
            { value: '', label: i18n._(audienceMessages.roleNone) },
          ]}
        />
      )}
      {user === undefined ? <p className={styles.hint}>{i18n._(m.inviteNote)}</p> : null}
      <FormActions
        error={error}
        submitLabel={user === undefined ? i18n._(m.send) : i18n._(m.save)}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
