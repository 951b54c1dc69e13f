import { useLingui } from '@lingui/react';
import { THIRD_PARTY_CONTROL_ERROR_CODE } from '@smm/model';
import { composerControlMessages, engageErrorMessage } from '@smm/i18n';
import { Banner, Button } from '@smm/ui';
import { useState } from 'react';
import * as styles from './HandoverNotice.css.js';

/** Props of {@link HandoverNotice}. */
export interface HandoverNoticeProps {
  /** Takes control of the conversation; resolves true when it did. */
  readonly onTakeControl: () => Promise<boolean>;
}

/**
 * In place of the reply box of a Facebook conversation another app controls (the handover
 * protocol): the SMM_ENG_ERR_2 message (engage §8) and "Take control".
 */
export function HandoverNotice({ onTakeControl }: HandoverNoticeProps) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.notice} data-testid="handover-notice">
      <Banner
        tone="warning"
        action={
          <Button
            variant="secondary"
            busy={busy}
            onClick={async () => {
              setBusy(true);
              await onTakeControl();
              setBusy(false);
            }}
          >
            {i18n._(composerControlMessages.takeControl)}
          </Button>
        }
      >
        {i18n._(engageErrorMessage(THIRD_PARTY_CONTROL_ERROR_CODE))}
      </Banner>
    </div>
  );
}
