import { Button } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './SignInPage.css.js';

/** What went wrong signing in, as the server said it (or that it could not be reached). */
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Signing in failed. Try again.';

/**
 * The sign-in page of the embedded issuer: e-mail address and password. A refusal is shown as
 * the server words it ("The e-mail address or password is not right.").
 */
export function SignInPage({
  onSignIn,
}: {
  readonly onSignIn: (email: string, password: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    onSignIn(String(form.get('email') ?? ''), String(form.get('password') ?? '')).catch(
      (failure: unknown) => {
        setError(messageOf(failure));
        setBusy(false);
      },
    );
  };
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={styles.title}>
          Social Media Management
        </h1>
        <p className={styles.lead}>Sign in to Switchboard</p>
        <label className={styles.field}>
          E-mail address
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className={styles.field}>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error === null ? null : (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <Button type="submit" busy={busy}>
          Sign in
        </Button>
      </form>
    </main>
  );
}
