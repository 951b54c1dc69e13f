import { useLingui } from '@lingui/react';
import type { WhatsAppConnectView } from '@smm/channels';
import { translate, whatsappConnectMessages as m } from '@smm/i18n';
import { Icon } from '@smm/ui';
import { StepProblem } from './StepProblem.js';
import { WhatsAppBadges } from './WhatsAppBadges.js';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link ActivateStep}. */
export interface ActivateStepProps {
  readonly view: Extract<WhatsAppConnectView, { step: 'activate' }>;
}

const BUSY_TEXTS = {
  activating: m.activating,
  verifying: m.verifying,
  connecting: m.connecting,
} as const;

/**
 * The fourth step: what activating does, the number's badges, what is under way (activating,
 * checking, adding the channel), and what failed: an activation failure with WhatsApp's cause and
 * the note that it clears itself 5 minutes after the last try (platform §4, §9), a failed check
 * or a failed connect with the server's reason. The button is in the dialog's footer.
 */
export function ActivateStep({ view }: ActivateStepProps) {
  const { i18n } = useLingui();
  const number = { number: view.channel.displayPhoneNumber };
  return (
    <>
      <p className={styles.text}>
        {view.channel.status === 'ACTIVE'
          ? translate(i18n, m.activeIntro, number)
          : translate(i18n, m.activateIntro, number)}
      </p>
      <div className={styles.card}>
        <div className={styles.cardMain}>
          <h3 className={styles.cardTitle}>{view.channel.displayPhoneNumber}</h3>
          <p className={styles.cardMeta}>{view.channel.verifiedName}</p>
          <WhatsAppBadges number={view.channel} />
        </div>
      </div>
      <p className={styles.status} role="status">
        {view.busy !== null ? (
          i18n._(BUSY_TEXTS[view.busy])
        ) : view.activation.state === 'activated' ? (
          <>
            <Icon name="success" />
            <span>{i18n._(m.activated)}</span>
          </>
        ) : null}
      </p>
      {view.activation.state === 'failed' ? (
        <StepProblem
          title={i18n._(m.activationFailed)}
          error={{ status: 502, message: view.activation.cause ?? '' }}
        >
          <p className={styles.problemText}>{i18n._(m.activationClears)}</p>
        </StepProblem>
      ) : null}
      {view.verifyError !== null ? (
        <StepProblem title={i18n._(m.verifyFailed)} error={view.verifyError} />
      ) : null}
      {view.problem?.kind === 'connect' ? (
        <StepProblem title={i18n._(m.connectFailed)} error={view.problem.error} />
      ) : null}
    </>
  );
}
