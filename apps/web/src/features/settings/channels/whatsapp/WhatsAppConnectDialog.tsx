import { useLingui } from '@lingui/react';
import type { WhatsAppConnectView } from '@smm/channels';
import { translate, whatsappConnectMessages as m } from '@smm/i18n';
import { Button, Modal } from '@smm/ui';
import { ActivateStep } from './ActivateStep.js';
import { BusinessAccountStep } from './BusinessAccountStep.js';
import { CodeStep } from './CodeStep.js';
import { ConnectedStep } from './ConnectedStep.js';
import { NumberStep } from './NumberStep.js';
import { STEP_TEXTS } from './whatsapp.texts.js';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link WhatsAppConnectDialog}. */
export interface WhatsAppConnectDialogProps {
  readonly open: boolean;
  /** What to show: `whatsappConnectView` of `@smm/channels` over the connect machine. */
  readonly view: WhatsAppConnectView;
  /** The time now (ms): the resend countdown reads it. */
  readonly now: number;
  readonly onChooseAccount: (businessAccountId: string) => void;
  readonly onChooseNumber: (phoneNumberId: string) => void;
  readonly onAddNumber: (number: {
    readonly phoneNumber: string;
    readonly verifiedName: string;
  }) => void;
  readonly onRemoveNumber: (phoneNumberId: string) => void;
  readonly onSendCode: () => void;
  readonly onVerifyCode: (code: string, pin: string) => void;
  readonly onActivate: () => void;
  readonly onRetry: () => void;
  readonly onBack: () => void;
  readonly onClose: () => void;
  /** Opens the add-number form at once (stories). */
  readonly adding?: boolean;
}

const ORDER = ['accounts', 'numbers', 'code', 'activate', 'connected'] as const;

/** Where the flow is: the five steps, the current one marked. */
function Progress({ step }: { readonly step: WhatsAppConnectView['step'] }) {
  const { i18n } = useLingui();
  const current = ORDER.indexOf(step);
  return (
    <ol className={styles.steps} aria-label={i18n._(m.steps)}>
      {ORDER.map((name, index) => {
        const label = i18n._(STEP_TEXTS[name]);
        return (
          <li
            key={name}
            className={`${styles.step} ${index === current ? styles.stepCurrent : index < current ? styles.stepDone : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            {index < current ? translate(i18n, m.stepDone, { step: label }) : label}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Connecting a WhatsApp number, step by step (platform §4, §5): the business account, the
 * number (add or remove one), the SMS code and PIN, activate and verify, connected. A step shows
 * what is under way and, when a call failed, the server's reason; Back goes one step back.
 */
export function WhatsAppConnectDialog(props: WhatsAppConnectDialogProps) {
  const { i18n } = useLingui();
  const { view } = props;
  const busy =
    (view.step === 'activate' && view.busy !== null) ||
    (view.step === 'code' && view.verify === 'loading');
  return (
    <Modal
      open={props.open}
      title={i18n._(m.title)}
      width={800}
      closeDisabled={busy}
      onClose={props.onClose}
      footer={<Footer {...props} busy={busy} />}
    >
      <div className={styles.body}>
        <Progress step={view.step} />
        <Step {...props} />
      </div>
    </Modal>
  );
}

function Step(props: WhatsAppConnectDialogProps) {
  const { view } = props;
  switch (view.step) {
    case 'accounts':
      return (
        <BusinessAccountStep view={view} onChoose={props.onChooseAccount} onRetry={props.onRetry} />
      );
    case 'numbers':
      return (
        <NumberStep
          view={view}
          onChoose={props.onChooseNumber}
          onAdd={props.onAddNumber}
          onRemove={props.onRemoveNumber}
          onRetry={props.onRetry}
          {...(props.adding !== undefined ? { adding: props.adding } : {})}
        />
      );
    case 'code':
      return (
        <CodeStep
          view={view}
          now={props.now}
          onSend={props.onSendCode}
          onVerify={props.onVerifyCode}
        />
      );
    case 'activate':
      return <ActivateStep view={view} />;
    case 'connected':
      return <ConnectedStep view={view} onLeave={props.onClose} />;
  }
}

function Footer(props: WhatsAppConnectDialogProps & { readonly busy: boolean }) {
  const { i18n } = useLingui();
  const { view } = props;
  const back =
    view.step === 'numbers' || view.step === 'code' || view.step === 'activate' ? (
      <Button
        variant="ghost"
        className={styles.footerStart}
        disabled={props.busy}
        onClick={props.onBack}
      >
        {i18n._(m.back)}
      </Button>
    ) : null;
  switch (view.step) {
    case 'accounts':
    case 'numbers':
    case 'code':
      return (
        <div className={styles.footer}>
          {back}
          <Button variant="secondary" onClick={props.onClose}>
            {i18n._(m.close)}
          </Button>
        </div>
      );
    case 'activate': {
      const failed =
        view.activation.state === 'failed' || view.verifyError !== null || view.problem !== null;
      return (
        <div className={styles.footer}>
          {back}
          <Button busy={view.busy !== null} onClick={props.onActivate}>
            {failed
              ? i18n._(m.tryAgain)
              : view.channel.status === 'ACTIVE'
                ? i18n._(m.connectNumber)
                : i18n._(m.activate)}
          </Button>
        </div>
      );
    }
    case 'connected':
      return (
        <div className={styles.footer}>
          <Button onClick={props.onClose}>{i18n._(m.done)}</Button>
        </div>
      );
  }
}
