import { useLingui } from '@lingui/react';
import { platformMessages, settingsMessages, translate } from '@smm/i18n';
import { toApiError, isEmailAddress } from '@smm/model';
import { Button, Input } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../shell/toasts.js';
import type { ProfileFormProps } from './settings.calls.js';
import * as styles from './Settings.css.js';

/**
 * Changes the address the user signs in with (only the new address is sent). The server's
 * refusal ("already in use") is shown at the field as well as in the profile toast.
 */
export function EmailForm(props: ProfileFormProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const newEmail = String(new FormData(target).get('newEmail') ?? '').trim();
    if (!isEmailAddress(newEmail)) {
      setError(i18n._(settingsMessages.emailInvalid));
      return;
    }
    setBusy(true);
    setError(undefined);
    props.calls
      .changeEmail(newEmail)
      .then((me) => {
        props.onSaved(me);
        target.reset();
        toast({ type: 'success', message: i18n._(platformMessages.profileUpdated) });
      })
      .catch((failure: unknown) => {
        setError(toApiError(failure).message);
        toast({ type: 'error', message: i18n._(platformMessages.profileUpdateFailed) });
      })
      .finally(() => setBusy(false));
  };
  return (
    <form className={styles.section} onSubmit={submit} aria-labelledby="profile-email-title">
      <h2 id="profile-email-title" className={styles.heading}>
        {i18n._(settingsMessages.emailTitle)}
      </h2>
      <p>{translate(i18n, settingsMessages.currentEmail, { email: props.me.email })}</p>
      <Input
        name="newEmail"
        type="email"
        autoComplete="email"
        label={i18n._(settingsMessages.newEmail)}
        error={error}
      />
      <div className={styles.row}>
        <Button type="submit" variant="secondary" busy={busy}>
          {i18n._(settingsMessages.changeEmail)}
        </Button>
      </div>
    </form>
  );
}
