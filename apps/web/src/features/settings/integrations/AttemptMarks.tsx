import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import type { Webhook } from '@smm/model';
import { Tooltip } from '@smm/ui';
import * as styles from './Integrations.css.js';
import { useTimeFormat } from './use-time-format.js';

type Attempt = NonNullable<Webhook['lastAttempts']>[number];

/**
 * The last attempts of a webhook as small marks, newest first: filled green for delivered, a red
 * ring for failed; each says its topic, time and status on hover and on focus.
 */
export function AttemptMarks({ attempts }: { readonly attempts: readonly Attempt[] }) {
  const { i18n } = useLingui();
  const time = useTimeFormat();
  if (attempts.length === 0) return <span>{i18n._(m.noAttempts)}</span>;
  return (
    <span className={styles.marksRow}>
      <span aria-hidden>{i18n._(m.lastAttempts)}</span>
      <ul className={styles.marks} aria-label={i18n._(m.lastAttempts)}>
        {attempts.map((attempt, index) => {
          const label = translate(i18n, attempt.ok ? m.attemptDelivered : m.attemptFailed, {
            topic: attempt.topic,
            time: time(attempt.at),
            status: attempt.status === null ? i18n._(m.noAnswer) : String(attempt.status),
          });
          return (
            <li key={`${attempt.at}-${index}`}>
              <Tooltip content={label}>
                <span
                  role="img"
                  tabIndex={0}
                  aria-label={label}
                  data-ok={attempt.ok}
                  className={`${styles.mark} ${attempt.ok ? styles.markOk : styles.markFailed}`}
                />
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </span>
  );
}
