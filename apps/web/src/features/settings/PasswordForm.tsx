import { useLingui } from '@lingui/react';
import { settingsMessages, translate } from '@smm/i18n';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_LENGTH_ERROR_CODE,
  WRONG_PASSWORD_ERROR_CODE,
  isAcceptablePassword,
  needsSignInAgain,
  toApiError,
} from '@smm/model';
import { Button, Input } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../shell/toasts.js';
import type { ProfileFormProps } from './settings.calls.js';
import * as styles from './Settings.css.js';
import { SignInAgain } from './SignInAgain.js';

/** Which field a refusal belongs to, and what it says. */
interface Errors {
  readonly current?: string;
  readonly next?: string;
  readonly repeat?: string;
}

/**
 * Changes the password: the current one, the new one (at least {@link MIN_PASSWORD_LENGTH}
 * characters) twice. The server ends the person's other sessions; this one goes on. A wrong
 * current password or a too short new one is said at its field; a sign-in that is not recent
 * enough asks the person to sign in again.
 */
export function PasswordForm(props: ProfileFormProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [signInAgain, setSignInAgain] = useState(false);
  const lengthError = translate(i18n, settingsMessages.passwordTooShort, {
    min: MIN_PASSWORD_LENGTH,
    max: MAX_PASSWORD_LENGTH,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    const current = String(form.get('currentPassword') ?? '');
    const next = String(form.get('newPassword') ?? '');
    const repeat = String(form.get('repeatPassword') ?? '');
    const invalid: Errors = {
      ...(isAcceptablePassword(next) ? {} : { next: lengthError }),
      ...(next === repeat ? {} : { repeat: i18n._(settingsMessages.passwordsDiffer) }),
    };
    setErrors(invalid);
    setSignInAgain(false);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    props.calls
      .changePassword(current, next)
      .then(() => {
        target.reset();
        toast({ type: 'success', message: i18n._(settingsMessages.passwordChanged) });
      })
      .catch((failure: unknown) => {
        const refusal = toApiError(failure);
        if (needsSignInAgain(refusal)) setSignInAgain(true);
        else if (refusal.errorCode === WRONG_PASSWORD_ERROR_CODE) {
          setErrors({ current: i18n._(settingsMessages.currentPasswordWrong) });
        } else if (refusal.errorCode === PASSWORD_LENGTH_ERROR_CODE) {
          setErrors({ next: lengthError });
        } else {
          toast({ type: 'error', message: i18n._(settingsMessages.passwordChangeFailed) });
        }
      })
      .finally(() => setBusy(false));
  };
  return (
    <form className={styles.section} onSubmit={submit} aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className={styles.heading}>
        {i18n._(settingsMessages.passwordTitle)}
      </h2>
      {signInAgain ? <SignInAgain onSignInAgain={props.onSignInAgain} /> : null}
      {/* The account's name, for password managers. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={props.me.email}
        readOnly
        hidden
      />
      <Input
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        label={i18n._(settingsMessages.currentPassword)}
        error={errors.current}
      />
      <Input
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        label={i18n._(settingsMessages.newPassword)}
        hint={translate(i18n, settingsMessages.passwordHint, { min: MIN_PASSWORD_LENGTH })}
        error={errors.next}
      />
      <Input
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        required
        label={i18n._(settingsMessages.repeatPassword)}
        error={errors.repeat}
      />
      <div className={styles.row}>
        <Button type="submit" variant="secondary" busy={busy}>
          {i18n._(settingsMessages.changePassword)}
        </Button>
      </div>
    </form>
  );
}
