import { useLingui } from '@lingui/react';
import { settingsMessages, shellMessages, translate, uiMessages } from '@smm/i18n';
import { EMAIL_CONFIRMATION_INVALID_ERROR_CODE, toApiError } from '@smm/model';
import { Button } from '@smm/ui';
import { useState } from 'react';
import * as styles from './SignInPage.css.js';

/** Where the confirmation stands. */
type Step =
  | { readonly kind: 'asking' }
  | { readonly kind: 'confirming' }
  | { readonly kind: 'confirmed'; readonly email: string }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The page a confirmation link opens (`#/confirm-email/<token>`), signed in or not: it asks
 * before it confirms (mail scanners that open links must not change an address), then says the
 * new address and leads to the sign-in — every session ended with the change.
 */
export function ConfirmEmailPage(props: {
  readonly token: string;
  readonly confirm: (token: string) => Promise<string>;
  /** Goes on to sign in with the new address (or, after a failure or a cancel, to the profile). */
  readonly onContinue: (email: string | null) => void;
}) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'asking' });
  const confirm = () => {
    setStep({ kind: 'confirming' });
    props.confirm(props.token).then(
      (email) => setStep({ kind: 'confirmed', email }),
      (failure: unknown) => {
        const refusal = toApiError(failure);
        setStep({
          kind: 'failed',
          message:
            refusal.errorCode === EMAIL_CONFIRMATION_INVALID_ERROR_CODE
              ? i18n._(settingsMessages.emailLinkInvalid)
              : refusal.status === 409
                ? i18n._(settingsMessages.emailInUse)
                : refusal.message,
        });
      },
    );
  };
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="confirm-email-title">
        <h1 id="confirm-email-title" className={styles.title}>
          {i18n._(settingsMessages.confirmEmailTitle)}
        </h1>
        {step.kind === 'confirmed' ? (
          <>
            <p role="status" className={styles.lead}>
              {translate(i18n, settingsMessages.emailConfirmed, { email: step.email })}
            </p>
            <Button onClick={() => props.onContinue(step.email)}>
              {i18n._(shellMessages.signIn)}
            </Button>
          </>
        ) : step.kind === 'failed' ? (
          <>
            <p role="alert" className={styles.error}>
              {step.message}
            </p>
            <Button variant="secondary" onClick={() => props.onContinue(null)}>
              {i18n._(settingsMessages.profileTitle)}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.lead}>{i18n._(settingsMessages.confirmEmailLead)}</p>
            <Button busy={step.kind === 'confirming'} onClick={confirm}>
              {i18n._(settingsMessages.confirmEmail)}
            </Button>
            {/* Opened by mistake: leave without changing anything. */}
            <Button
              variant="secondary"
              disabled={step.kind === 'confirming'}
              onClick={() => props.onContinue(null)}
            >
              {i18n._(uiMessages.cancel)}
            </Button>
          </>
        )}
      </section>
    </main>
  );
}
