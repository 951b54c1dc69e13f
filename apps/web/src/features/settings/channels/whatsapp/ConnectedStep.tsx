import { useLingui } from '@lingui/react';
import type { WhatsAppConnectView } from '@smm/channels';
import { translate, whatsappConnectMessages as m } from '@smm/i18n';
import { Icon } from '@smm/ui';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link ConnectedStep}. */
export interface ConnectedStepProps {
  readonly view: Extract<WhatsAppConnectView, { step: 'connected' }>;
  /** Closes the dialog as a link leaves the screen. */
  readonly onLeave?: () => void;
}

/**
 * The last step: the number is a channel; links to the channel's page (where its business
 * profile and templates are edited) and to the inbox, where its messages arrive.
 */
export function ConnectedStep({ view, onLeave }: ConnectedStepProps) {
  const { i18n } = useLingui();
  const { channel } = view;
  return (
    <div className={styles.success} role="status">
      <p className={styles.problemTitle}>
        <Icon name="success" />
        <span>{translate(i18n, m.connectedTitle, { name: channel.verifiedName })}</span>
      </p>
      <p className={styles.problemText}>
        {translate(i18n, m.connectedBody, { number: channel.displayPhoneNumber })}
      </p>
      <div className={styles.links}>
        <a
          className={styles.link}
          href={`#/settings/channels/${encodeURIComponent(channel.id)}`}
          onClick={onLeave}
        >
          <Icon name="edit" />
          {i18n._(m.openChannel)}
        </a>
        <a className={styles.link} href="#/engage" onClick={onLeave}>
          <Icon name="inbox" />
          {i18n._(m.openInbox)}
        </a>
      </div>
    </div>
  );
}
