import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import type { WebhookTestState } from '@smm/model';
import { Badge, Button, Icon } from '@smm/ui';
import * as styles from './Integrations.css.js';

/** Props of {@link TestEvent}. */
export interface TestEventProps {
  readonly state: WebhookTestState;
  readonly onSend: () => void;
  /** Opens the test's delivery in the log. */
  readonly onShowDelivery: (deliveryId: string) => void;
}

/**
 * "Send test event" with the spec's states (platform §8): the button is busy while the test
 * runs; once finished, "Delivered (204)", or the failure's message ("Unknown Error" when there
 * is none) and the status as a string; either links to the delivery in the log.
 */
export function TestEvent({ state, onSend, onShowDelivery }: TestEventProps) {
  const { i18n } = useLingui();
  const running = state.kind === 'running';
  return (
    <div className={styles.testResult}>
      <Button variant="secondary" busy={running} onClick={onSend}>
        <Icon name="send" /> {i18n._(m.sendTest)}
      </Button>
      <span role="status" className={styles.testResult} data-test-state={state.kind}>
        {running && <span className={styles.meta}>{i18n._(m.testRunning)}</span>}
        {state.kind === 'finished' &&
          (state.ok ? (
            <Badge tone="success">
              {translate(i18n, m.testDelivered, { status: state.status ?? '' })}
            </Badge>
          ) : (
            <>
              <Badge tone="danger" className={styles.wrappingBadge}>
                {translate(i18n, m.testFailed, { message: state.errorMessage ?? '' })}
              </Badge>
              <span className={styles.meta}>
                {translate(i18n, m.testStatus, { status: state.status ?? i18n._(m.noAnswer) })}
              </span>
            </>
          ))}
        {state.kind === 'finished' && state.deliveryId !== undefined && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => state.deliveryId && onShowDelivery(state.deliveryId)}
          >
            {i18n._(m.testInLog)}
          </button>
        )}
      </span>
    </div>
  );
}
