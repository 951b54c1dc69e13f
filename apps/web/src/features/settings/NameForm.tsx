import { useLingui } from '@lingui/react';
import { platformMessages, settingsMessages } from '@smm/i18n';
import { hasNames, TEXT_LIMITS } from '@smm/model';
import { Button, Input } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../shell/toasts.js';
import type { ProfileFormProps } from './settings.calls.js';
import * as styles from './Settings.css.js';

/** The user's first and last name, saved with the spec's profile toasts (platform §8). */
export function NameForm(props: ProfileFormProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const firstName = String(form.get('firstName') ?? '');
    const lastName = String(form.get('lastName') ?? '');
    setInvalid(!hasNames(firstName, lastName));
    if (!hasNames(firstName, lastName)) return;
    setBusy(true);
    props.calls
      .rename(props.me.id, firstName.trim(), lastName.trim())
      .then((me) => {
        props.onSaved(me);
        toast({ type: 'success', message: i18n._(platformMessages.profileUpdated) });
      })
      .catch(() => toast({ type: 'error', message: i18n._(platformMessages.profileUpdateFailed) }))
      .finally(() => setBusy(false));
  };
  const error = invalid ? i18n._(settingsMessages.nameRequired) : undefined;
  return (
    <form className={styles.section} onSubmit={submit} aria-labelledby="profile-name-title">
      <h2 id="profile-name-title" className={styles.heading}>
        {i18n._(settingsMessages.profileTitle)}
      </h2>
      <Input
        name="firstName"
        label={i18n._(settingsMessages.firstName)}
        defaultValue={props.me.firstName ?? ''}
        autoComplete="given-name"
        maxLength={TEXT_LIMITS.name}
        error={error}
      />
      <Input
        name="lastName"
        label={i18n._(settingsMessages.lastName)}
        defaultValue={props.me.lastName ?? ''}
        autoComplete="family-name"
        maxLength={TEXT_LIMITS.name}
        error={error}
      />
      <div className={styles.row}>
        <Button type="submit" busy={busy}>
          {i18n._(settingsMessages.saveProfile)}
        </Button>
      </div>
    </form>
  );
}
