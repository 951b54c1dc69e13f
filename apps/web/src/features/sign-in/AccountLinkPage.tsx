import { useLingui } from '@lingui/react';
import type { AccountLinkPage as LinkPage } from '@smm/access';
import { translate, userMessages as m } from '@smm/i18n';
import {
  ACCOUNT_LINK_INVALID_ERROR_CODE,
  isAcceptablePassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  toApiError,
} from '@smm/model';
import { Button, Input } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './SignInPage.css.js';

/** Where the page stands. */
type Step =
  | { readonly kind: 'choosing'; readonly busy: boolean; readonly error?: string }
  | { readonly kind: 'done'; readonly email: string }
  | { readonly kind: 'invalid' };

/** Props of {@link AccountLinkPage}. */
export interface AccountLinkPageProps {
  readonly link: LinkPage;
  /** Sets the password through the link; answers the address to sign in with. */
  readonly setPassword: (token: string, password: string) => Promise<string>;
  /** Goes to the sign-in page, with the address filled in when there is one. */
  readonly onSignIn: (email: string | null) => void;
  /** Goes to the sign-in page's "Forgot your password?" (a reset link that no longer works). */
  readonly onAskNewLink: () => void;
}

/**
 * The page an invitation's link (`#/invitation/{token}`) or a reset's link
 * (`#/reset-password/{token}`) opens, signed out: choose a password (twice), then sign in with
 * the address filled in. A link that was used, withdrawn or has expired says so and what to do:
 * ask the administrator for a new invitation, or ask for a new reset link.
 */
export function AccountLinkPage({
  link,
  setPassword,
  onSignIn,
  onAskNewLink,
}: AccountLinkPageProps) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'choosing', busy: false });
  const invitation = link.page === 'invitation';
  const limits = { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const repeated = String(form.get('repeat') ?? '');
    if (!isAcceptablePassword(password)) {
      setStep({ kind: 'choosing', busy: false, error: translate(i18n, m.passwordLength, limits) });
      return;
    }
    if (password !== repeated) {
      setStep({ kind: 'choosing', busy: false, error: i18n._(m.passwordsDiffer) });
      return;
    }
    setStep({ kind: 'choosing', busy: true });
    setPassword(link.token, password).then(
      (email) => setStep({ kind: 'done', email }),
      (failure: unknown) => {
        const refusal = toApiError(failure);
        setStep(
          refusal.errorCode === ACCOUNT_LINK_INVALID_ERROR_CODE
            ? { kind: 'invalid' }
            : { kind: 'choosing', busy: false, error: refusal.message },
        );
      },
    );
  };
  const title = invitation ? m.invitationTitle : m.resetTitle;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="account-link-title">
        <h1 id="account-link-title" className={styles.title}>
          {i18n._(title)}
        </h1>
        {step.kind === 'done' ? (
          <>
            <p role="status" className={styles.lead}>
              {translate(i18n, invitation ? m.accepted : m.resetDone, { email: step.email })}
            </p>
            <Button onClick={() => onSignIn(step.email)}>{i18n._(m.goSignIn)}</Button>
          </>
        ) : step.kind === 'invalid' ? (
          <>
            <p role="alert" className={styles.error}>
              {i18n._(m.linkInvalid)}
            </p>
            <p className={styles.lead}>
              {i18n._(invitation ? m.invitationInvalidNext : m.resetInvalidNext)}
            </p>
            {invitation ? (
              <Button onClick={() => onSignIn(null)}>{i18n._(m.goSignIn)}</Button>
            ) : (
              <>
                <Button onClick={onAskNewLink}>{i18n._(m.askNewLink)}</Button>
                <Button variant="secondary" onClick={() => onSignIn(null)}>
                  {i18n._(m.backToSignIn)}
                </Button>
              </>
            )}
          </>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <p className={styles.lead}>{i18n._(invitation ? m.invitationLead : m.resetLead)}</p>
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              required
              label={i18n._(m.newPassword)}
              hint={translate(i18n, m.passwordHint, limits)}
            />
            <Input
              name="repeat"
              type="password"
              autoComplete="new-password"
              required
              label={i18n._(m.repeatPassword)}
            />
            {step.error === undefined ? null : (
              <p role="alert" className={styles.error}>
                {step.error}
              </p>
            )}
            <Button type="submit" busy={step.busy}>
              {i18n._(m.setPassword)}
            </Button>
          </form>
        )}
      </section>
    </main>
  );
}
