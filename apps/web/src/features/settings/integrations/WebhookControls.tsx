import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import type { Webhook } from '@smm/model';
import { Checkbox, Icon, IconButton, Tooltip } from '@smm/ui';
import * as styles from './Integrations.css.js';

/** Props of {@link WebhookControls}. */
export interface WebhookControlsProps {
  readonly webhook: Webhook;
  /** The webhook's name as the list shows it. */
  readonly name: string;
  /** The enable switch's call is running. */
  readonly switching: boolean;
  /** The id of what names the webhook, read as the switch's description. */
  readonly describedBy?: string;
  readonly onEnabledChange: (webhook: Webhook, enabled: boolean) => void;
  readonly onEdit: (webhook: Webhook) => void;
  readonly onDelete: (webhook: Webhook) => void;
}

/**
 * What a person does to one webhook, in its row and on its page: the "Enabled" switch (busy
 * while its call runs), and the edit and delete buttons, named on hover.
 */
export function WebhookControls(props: WebhookControlsProps) {
  const { i18n } = useLingui();
  const { webhook } = props;
  const edit = translate(i18n, m.edit, { name: props.name });
  const remove = translate(i18n, m.delete, { name: props.name });
  return (
    <div className={styles.rowActions}>
      <Checkbox
        role="switch"
        label={i18n._(m.enabled)}
        rowClassName={styles.switchRow}
        checked={webhook.enabled !== false}
        disabled={props.switching}
        aria-busy={props.switching || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onEnabledChange(webhook, event.target.checked)}
      />
      <Tooltip content={edit}>
        <IconButton label={edit} onClick={() => props.onEdit(webhook)}>
          <Icon name="edit" />
        </IconButton>
      </Tooltip>
      <Tooltip content={remove}>
        <IconButton label={remove} onClick={() => props.onDelete(webhook)}>
          <Icon name="trash" />
        </IconButton>
      </Tooltip>
    </div>
  );
}
