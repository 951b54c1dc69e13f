import { useLingui } from '@lingui/react';
import { isWhatsAppPin, resendWaitMs, waitClock, type WhatsAppConnectView } from '@smm/channels';
import { translate, whatsappConnectMessages as m } from '@smm/i18n';
import { Button, Icon, Input } from '@smm/ui';
import { useState, type FormEvent } from 'react';
import { StepProblem } from './StepProblem.js';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  readonly view: Extract<WhatsAppConnectView, { step: 'code' }>;
  /** The time now (ms), ticking while a resend is waited for. */
  readonly now: number;
  readonly onSend: () => void;
  readonly onVerify: (code: string, pin: string) => void;
}

/**
 * The third step: "Send code" asks WhatsApp for an SMS (then "Send again in 0:42" until the
 * code's `resendAfter`), says where it went and until when it works; the code and the two-step
 * verification PIN are typed (numeric keyboards; the code offers the SMS's one-time code) and
 * sent exactly as typed. A send or a verify that failed says why.
 */
export function CodeStep({ view, now, onSend, onVerify }: CodeStepProps) {
  const { i18n } = useLingui();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [checked, setChecked] = useState(false);
  const wait = view.sent === null ? 0 : resendWaitMs(view.sent, now);
  const sending = view.send === 'loading';
  const verifying = view.verify === 'loading';
  const codeProblem = checked && code === '' ? i18n._(m.codeMissing) : undefined;
  const pinProblem = checked && !isWhatsAppPin(pin) ? i18n._(m.pinInvalid) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (code === '' || !isWhatsAppPin(pin)) return;
    onVerify(code, pin);
  };
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(new Date(iso));
  return (
    <>
      <p className={styles.text}>
        {translate(i18n, m.codeIntro, { number: view.channel.displayPhoneNumber })}
      </p>
      <div className={styles.sendRow}>
        <Button
          variant={view.sent === null ? 'primary' : 'secondary'}
          busy={sending}
          disabled={wait > 0}
          onClick={onSend}
        >
          {view.sent === null
            ? i18n._(m.sendCode)
            : wait > 0
              ? translate(i18n, m.sendAgainIn, { wait: waitClock(wait) })
              : i18n._(m.sendAgain)}
        </Button>
        <p className={styles.status} role="status">
          {sending ? (
            i18n._(m.sending)
          ) : view.sent !== null && view.send === 'sent' ? (
            <>
              <Icon name="success" />
              <span>
                {translate(i18n, m.codeSent, {
                  to: view.sent.sentTo,
                  time: time(view.sent.expiresAt),
                })}
              </span>
            </>
          ) : null}
        </p>
      </div>
      {view.send === 'error' ? (
        <StepProblem title={i18n._(m.sendFailed)} error={view.sendError} />
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(m.stepCode)}>
        <div className={styles.formRow}>
          <Input
            label={i18n._(m.codeLabel)}
            hint={i18n._(m.codeHint)}
            error={codeProblem}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={16}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Input
            label={i18n._(m.pinLabel)}
            hint={i18n._(m.pinHint)}
            error={pinProblem}
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
          />
        </div>
        {view.verify === 'error' ? (
          <StepProblem title={i18n._(m.codeFailed)} error={view.verifyError} />
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" busy={verifying}>
            {verifying ? i18n._(m.verifyingCode) : i18n._(m.verifyCode)}
          </Button>
        </div>
      </form>
    </>
  );
}
