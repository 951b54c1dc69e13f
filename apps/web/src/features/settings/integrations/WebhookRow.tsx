import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import type { Webhook } from '@smm/model';
import { AttemptMarks } from './AttemptMarks.js';
import { HealthBadge } from './HealthBadge.js';
import * as styles from './Integrations.css.js';
import { WebhookControls } from './WebhookControls.js';

/** Props of {@link WebhookRow}. */
export interface WebhookRowProps {
  readonly webhook: Webhook;
  /** The enable switch's call is running. */
  readonly switching?: boolean;
  readonly onOpen: (webhook: Webhook) => void;
  readonly onEnabledChange: (webhook: Webhook, enabled: boolean) => void;
  readonly onEdit: (webhook: Webhook) => void;
  readonly onDelete: (webhook: Webhook) => void;
}

/**
 * One webhook of the list: its name (the description, else the host) opening its page, its
 * address, how many topics, its health and last attempts; the switch that turns sending on and
 * off, and the edit and delete buttons (named on hover).
 */
export function WebhookRow(props: WebhookRowProps) {
  const { i18n } = useLingui();
  const { webhook } = props;
  const name = webhook.name ?? webhook.url;
  const titleId = `webhook-${webhook.id}`;
  return (
    <li className={styles.row} aria-labelledby={titleId} data-webhook-id={webhook.id}>
      <div className={styles.rowMain}>
        <div className={styles.rowTitle}>
          <button
            type="button"
            id={titleId}
            className={styles.nameButton}
            onClick={() => props.onOpen(webhook)}
          >
            {name}
          </button>
          <HealthBadge webhook={webhook} />
        </div>
        {name !== webhook.url && <span className={styles.url}>{webhook.url}</span>}
        <div className={styles.facts}>
          <span>{translate(i18n, m.topicCount, { count: webhook.topics.length })}</span>
          <AttemptMarks attempts={webhook.lastAttempts ?? []} />
        </div>
      </div>
      <WebhookControls
        webhook={webhook}
        name={name}
        switching={props.switching === true}
        describedBy={titleId}
        onEnabledChange={props.onEnabledChange}
        onEdit={props.onEdit}
        onDelete={props.onDelete}
      />
    </li>
  );
}
