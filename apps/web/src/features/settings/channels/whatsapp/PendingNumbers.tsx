import { useLingui } from '@lingui/react';
import { whatsappResumeStep } from '@smm/channels';
import { translate, whatsappConnectMessages as m } from '@smm/i18n';
import type { WhatsAppChannel } from '@smm/model';
import { Button, ConfirmDialog, NetworkIcon } from '@smm/ui';
import { useState } from 'react';
import { WhatsAppBadges } from './WhatsAppBadges.js';
import { STEP_TEXTS } from './whatsapp.texts.js';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link PendingNumbers}. */
export interface PendingNumbersProps {
  /** The organisation's WhatsApp numbers being connected (not yet channels). */
  readonly numbers: readonly WhatsAppChannel[];
  readonly onContinue: (number: WhatsAppChannel) => void;
  /** Stops connecting a number, once the person confirmed. */
  readonly onCancel: (number: WhatsAppChannel) => void;
}

/**
 * The WhatsApp numbers being connected, on the channels screen: each with its badges, the step
 * it goes on at, Continue, which opens the WhatsApp connect flow there, and Stop connecting
 * (confirmed first; the number stays in its business account). Nothing when none.
 */
export function PendingNumbers({ numbers, onContinue, onCancel }: PendingNumbersProps) {
  const { i18n } = useLingui();
  const [stopping, setStopping] = useState<WhatsAppChannel | null>(null);
  if (numbers.length === 0) return null;
  return (
    <section className={styles.pending} aria-labelledby="whatsapp-pending-title">
      <h3 id="whatsapp-pending-title" className={styles.pendingTitle}>
        <NetworkIcon network="whatsapp" size={20} />
        <span>{i18n._(m.pendingTitle)}</span>
      </h3>
      <ul className={styles.list}>
        {numbers.map((number) => {
          const step = whatsappResumeStep(number);
          return (
            <li key={number.id} className={styles.card}>
              <div className={styles.cardMain}>
                <p className={styles.cardTitle}>
                  {number.displayPhoneNumber} · {number.verifiedName}
                </p>
                <WhatsAppBadges number={number} />
                <p className={styles.cardMeta}>
                  {translate(i18n, m.pendingNext, {
                    step: i18n._(STEP_TEXTS[step === 'connected' ? 'connected' : step]),
                  })}
                </p>
              </div>
              <div className={styles.cardActions}>
                <Button
                  variant="ghost"
                  aria-label={translate(i18n, m.stopNamed, { number: number.displayPhoneNumber })}
                  onClick={() => setStopping(number)}
                >
                  {i18n._(m.stop)}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={translate(i18n, m.continueNamed, {
                    number: number.displayPhoneNumber,
                  })}
                  onClick={() => onContinue(number)}
                >
                  {i18n._(m.continue)}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={stopping !== null}
        title={translate(i18n, m.stopTitle, { number: stopping?.displayPhoneNumber ?? '' })}
        confirmText={i18n._(m.stop)}
        confirmState="danger"
        onClose={(reason) => {
          if (reason === 'ok' && stopping !== null) onCancel(stopping);
          setStopping(null);
        }}
      >
        {i18n._(m.stopBody)}
      </ConfirmDialog>
    </section>
  );
}
