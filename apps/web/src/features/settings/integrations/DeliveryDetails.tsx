import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import { prettyPayload, type WebhookDelivery } from '@smm/model';
import { Badge } from '@smm/ui';
import * as styles from './DeliveryLog.css.js';
import { useTimeFormat } from './use-time-format.js';

/**
 * One delivery opened in the log: its `webhook-id` (the same on every attempt), the JSON body
 * as it was sent, and every attempt, newest first, with its time, status, duration, the start of
 * the answer (the first 2 kB the server keeps) and what went wrong.
 */
export function DeliveryDetails({ delivery }: { readonly delivery: WebhookDelivery }) {
  const { i18n } = useLingui();
  const time = useTimeFormat();
  const attempts = delivery.attempts ?? [];
  return (
    <div className={styles.details}>
      <div className={styles.detailPart}>
        <h4 className={styles.detailTitle}>{i18n._(m.messageId)}</h4>
        <code className={styles.code} data-message-id>
          {delivery.messageId}
        </code>
        <h4 className={styles.detailTitle}>{i18n._(m.body)}</h4>
        <pre className={styles.pre} tabIndex={0} aria-label={i18n._(m.body)}>
          {prettyPayload(delivery.payload)}
        </pre>
      </div>
      <div className={styles.detailPart}>
        <h4 className={styles.detailTitle}>{i18n._(m.columnAttempts)}</h4>
        {attempts.length === 0 ? (
          <p className={styles.error}>{i18n._(m.noAttemptYet)}</p>
        ) : (
          <ol className={styles.attempts} aria-label={i18n._(m.columnAttempts)}>
            {attempts.map((attempt, index) => (
              <li
                key={`${attempt.at}-${index}`}
                className={`${styles.attempt} ${attempt.ok ? '' : styles.attemptFailed}`}
                data-attempt-ok={attempt.ok}
              >
                <span className={styles.attemptHead}>
                  <Badge tone={attempt.ok ? 'success' : 'danger'}>
                    {attempt.status === null ? i18n._(m.noAnswer) : String(attempt.status)}
                  </Badge>
                  {translate(i18n, m.attempt, {
                    time: time(attempt.at),
                    status: attempt.ok ? i18n._(m.succeeded) : i18n._(m.failed),
                    duration: attempt.durationMs,
                  })}
                </span>
                {attempt.error && (
                  <p className={styles.error}>
                    {i18n._(m.error)}: {attempt.error}
                  </p>
                )}
                <span>{i18n._(m.answer)}</span>
                <pre className={styles.pre}>{attempt.response || i18n._(m.emptyAnswer)}</pre>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
