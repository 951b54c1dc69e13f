import { useLingui } from '@lingui/react';
import { shellMessages } from '@smm/i18n';
import { toApiError } from '@smm/model';
import { Button, Input } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './SignInPage.css.js';

/**
 * The sign-in page of the embedded issuer: e-mail address and password. A refusal is shown as
 * the server words it ("The e-mail address or password is not right.").
 */
export function SignInPage({
  onSignIn,
  email,
}: {
  readonly onSignIn: (email: string, password: string) => Promise<void>;
  /** The address to offer (the one just confirmed). */
  readonly email?: string | undefined;
}) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    onSignIn(String(form.get('email') ?? ''), String(form.get('password') ?? '')).catch(
      (failure: unknown) => {
        // What went wrong, as the server said it (or why it could not be reached).
        setError(toApiError(failure).message);
        setBusy(false);
      },
    );
  };
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={styles.title}>
          {i18n._(shellMessages.logo)}
        </h1>
        <p className={styles.lead}>{i18n._(shellMessages.signInTitle)}</p>
        <Input
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={email}
          label={i18n._(shellMessages.email)}
        />
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={i18n._(shellMessages.password)}
        />
        {error === null ? null : (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {i18n._(busy ? shellMessages.signingIn : shellMessages.signIn)}
        </Button>
      </form>
    </main>
  );
}
