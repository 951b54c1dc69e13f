import { useLingui } from '@lingui/react';
import { platformMessages, settingsMessages, translate } from '@smm/i18n';
import {
  EMAIL_CHANGE_LINK_HOURS,
  isEmailAddress,
  needsSignInAgain,
  TEXT_LIMITS,
  toApiError,
} from '@smm/model';
import { Banner, Button, Input } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../shell/toasts.js';
import type { ProfileFormProps } from './settings.calls.js';
import * as styles from './Settings.css.js';
import { SignInAgain } from './SignInAgain.js';

/**
 * Changes the address the user signs in with (only the new address is sent). The server mails a
 * confirmation link to the new address, and the form says so: the address changes when the link
 * is followed. A refusal ("already in use") is shown at the field as well as in the profile
 * toast; a sign-in that is not recent enough asks the person to sign in again.
 */
export function EmailForm(props: ProfileFormProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState(false);
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
    setSignInAgain(false);
    props.calls
      .changeEmail(newEmail)
      .then((requested) => {
        setSentTo(requested.pendingEmail);
        target.reset();
      })
      .catch((failure: unknown) => {
        const refusal = toApiError(failure);
        if (needsSignInAgain(refusal)) {
          setSignInAgain(true);
          return;
        }
        setError(refusal.status === 409 ? i18n._(settingsMessages.emailInUse) : refusal.message);
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
      {sentTo === null ? null : (
        <Banner tone="info">
          {translate(i18n, settingsMessages.emailConfirmationSent, {
            email: sentTo,
            hours: EMAIL_CHANGE_LINK_HOURS,
          })}
        </Banner>
      )}
      {signInAgain ? <SignInAgain onSignInAgain={props.onSignInAgain} /> : null}
      <Input
        name="newEmail"
        type="email"
        autoComplete="email"
        maxLength={TEXT_LIMITS.email}
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
