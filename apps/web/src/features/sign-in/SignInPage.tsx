import { useLingui } from '@lingui/react';
import { shellMessages, translate, userMessages } from '@smm/i18n';
import { toApiError } from '@smm/model';
import { Button, Input } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './SignInPage.css.js';

/** What the page shows: the sign-in, the forgotten password's form, or that a link was sent. */
type Mode =
  | { readonly kind: 'signIn' }
  | { readonly kind: 'forgot' }
  | { readonly kind: 'sent'; readonly email: string };

/**
 * The sign-in page of the embedded issuer: e-mail address and password. A refusal is shown as
 * the server words it ("The e-mail address or password is not right."). "Forgot your
 * password?" asks for the address and says a link was sent if it has an account — never
 * whether it has one.
 */
export function SignInPage({
  onSignIn,
  requestReset,
  email,
  forgot = false,
}: {
  readonly onSignIn: (email: string, password: string) => Promise<void>;
  /** Asks for a password reset link for an address. */
  readonly requestReset: (email: string) => Promise<void>;
  /** The address to offer (the one just confirmed or chosen a password for). */
  readonly email?: string | undefined;
  /** Opens on the forgotten password's form. */
  readonly forgot?: boolean | undefined;
}) {
  const { i18n } = useLingui();
  const [mode, setMode] = useState<Mode>({ kind: forgot ? 'forgot' : 'signIn' });
  const [address, setAddress] = useState(email ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const show = (next: Mode) => {
    setMode(next);
    setError(null);
    setBusy(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    onSignIn(address, String(form.get('password') ?? '')).catch((failure: unknown) => {
      // What went wrong, as the server said it (or why it could not be reached).
      setError(toApiError(failure).message);
      setBusy(false);
    });
  };
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = address.trim();
    setBusy(true);
    setError(null);
    requestReset(asked).then(
      () => show({ kind: 'sent', email: asked }),
      (failure: unknown) => {
        setError(toApiError(failure).message);
        setBusy(false);
      },
    );
  };
  const emailField = (
    <Input
      name="email"
      type="email"
      autoComplete="username"
      required
      value={address}
      onChange={(event) => setAddress(event.target.value)}
      label={i18n._(shellMessages.email)}
    />
  );
  const alert =
    error === null ? null : (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  const back = (
    <Button variant="ghost" className={styles.aside} onClick={() => show({ kind: 'signIn' })}>
      {i18n._(userMessages.backToSignIn)}
    </Button>
  );
  if (mode.kind === 'sent') {
    return (
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="forgot-title">
          <h1 id="forgot-title" className={styles.title}>
            {i18n._(userMessages.forgotTitle)}
          </h1>
          <p role="status" className={styles.lead}>
            {translate(i18n, userMessages.forgotSent, { email: mode.email })}
          </p>
          {back}
        </section>
      </main>
    );
  }
  if (mode.kind === 'forgot') {
    return (
      <main className={styles.page}>
        <form className={styles.card} onSubmit={ask} aria-labelledby="forgot-title">
          <h1 id="forgot-title" className={styles.title}>
            {i18n._(userMessages.forgotTitle)}
          </h1>
          <p className={styles.lead}>{i18n._(userMessages.forgotLead)}</p>
          {emailField}
          {alert}
          <Button type="submit" busy={busy}>
            {i18n._(userMessages.sendLink)}
          </Button>
          {back}
        </form>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={styles.title}>
          {i18n._(shellMessages.logo)}
        </h1>
        <p className={styles.lead}>{i18n._(shellMessages.signInTitle)}</p>
        {emailField}
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={i18n._(shellMessages.password)}
        />
        {alert}
        <Button type="submit" busy={busy}>
          {i18n._(busy ? shellMessages.signingIn : shellMessages.signIn)}
        </Button>
        <Button variant="ghost" className={styles.aside} onClick={() => show({ kind: 'forgot' })}>
          {i18n._(userMessages.forgot)}
        </Button>
      </form>
    </main>
  );
}
