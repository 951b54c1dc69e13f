import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import { webhookHealthView, type Webhook } from '@smm/model';
import { Badge } from '@smm/ui';
import * as styles from './Integrations.css.js';
import { useTimeFormat } from './use-time-format.js';

/**
 * A webhook's health: healthy, failing since the first failure, or disabled (with the reason
 * when the product switched it off after 5 days of failures).
 */
export function HealthBadge({
  webhook,
}: {
  readonly webhook: Pick<Webhook, 'health' | 'failingSince' | 'disabledReason' | 'enabled'>;
}) {
  const { i18n } = useLingui();
  const time = useTimeFormat();
  const view = webhookHealthView(webhook);
  const text =
    view.kind === 'healthy'
      ? i18n._(m.healthy)
      : view.kind === 'failing'
        ? view.since === undefined
          ? i18n._(m.failed)
          : translate(i18n, m.failingSince, { date: time(view.since) })
        : view.reason === undefined
          ? i18n._(m.disabled)
          : translate(i18n, m.disabledBecause, { reason: view.reason });
  return (
    <Badge tone={view.tone} className={styles.wrappingBadge} data-health={view.kind}>
      {text}
    </Badge>
  );
}
