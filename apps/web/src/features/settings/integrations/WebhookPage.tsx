import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import {
  toApiError,
  webhookTestReducer,
  type Webhook,
  type WebhookDelivery,
  type WebhookTopic,
} from '@smm/model';
import { Icon } from '@smm/ui';
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { DeliveryLog } from './DeliveryLog.js';
import { HealthBadge } from './HealthBadge.js';
import * as styles from './Integrations.css.js';
import { replaySinceDefault } from './replay-since.js';
import { SubscriptionToggles } from './SubscriptionToggles.js';
import { TestEvent } from './TestEvent.js';
import { useDeliveryLog } from './use-delivery-log.js';
import { WebhookControls } from './WebhookControls.js';
import type { WebhookCalls } from './webhooks.calls.js';

/** Props of {@link WebhookPage}. */
export interface WebhookPageProps {
  readonly webhook: Webhook;
  readonly topics: readonly WebhookTopic[];
  readonly calls: WebhookCalls;
  readonly switching: boolean;
  readonly onBack: () => void;
  readonly onEdit: (webhook: Webhook) => void;
  readonly onDelete: (webhook: Webhook) => void;
  readonly onEnabledChange: (webhook: Webhook, enabled: boolean) => void;
  /** The server answered the webhook anew (a subscription), or something changed its health. */
  readonly onChanged: (webhook?: Webhook) => void;
}

/**
 * One webhook's page: its name, address, health and switch; "Send test event" with its result;
 * a switch per topic; and its delivery log with resend and replay.
 */
export function WebhookPage(props: WebhookPageProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const { webhook, calls } = props;
  const titleId = useId();
  const name = webhook.name ?? webhook.url;
  const [test, dispatch] = useReducer(webhookTestReducer, { kind: 'idle' });
  const [busyTopics, setBusyTopics] = useState<ReadonlyMap<string, boolean>>(new Map());
  const log = useDeliveryLog(calls, webhook.id);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [resending, setResending] = useState<ReadonlySet<string>>(new Set());
  const [replaySince, setReplaySince] = useState(() => replaySinceDefault(new Date()));
  const [replaying, setReplaying] = useState(false);
  const [focusDelivery, setFocusDelivery] = useState<string | null>(null);
  const filterTopics = useMemo(
    () => [
      ...props.topics.map((topic) => topic.name).filter((n) => n !== 'webhook.test'),
      'webhook.test',
    ],
    [props.topics],
  );

  useEffect(() => {
    if (focusDelivery === null || log.state.kind !== 'ready') return;
    const details = document.getElementById(`delivery-details-${focusDelivery}`);
    if (!details) return;
    details.scrollIntoView({ block: 'center' });
    details.focus();
    setFocusDelivery(null);
  }, [focusDelivery, log.state]);

  const sendTest = async () => {
    if (test.kind === 'running') return;
    dispatch({ type: 'test.start' });
    try {
      dispatch({ type: 'test.answered', result: await calls.test(webhook.id) });
    } catch (error) {
      const failure = toApiError(error);
      dispatch({ type: 'test.failed', message: failure.message, status: failure.status });
    }
    log.reload();
    props.onChanged();
  };

  const toggleTopic = async (topic: string, subscribed: boolean) => {
    setBusyTopics((busy) => new Map(busy).set(topic, subscribed));
    try {
      props.onChanged(await calls.subscribe(webhook.id, topic, subscribed));
    } catch (error) {
      toast({
        type: 'error',
        message: `${translate(i18n, m.subscribeFailed, { topic })} ${toApiError(error).message}`,
      });
    } finally {
      setBusyTopics((busy) => {
        const next = new Map(busy);
        next.delete(topic);
        return next;
      });
    }
  };

  const resend = async (delivery: WebhookDelivery) => {
    setResending((busy) => new Set(busy).add(delivery.id));
    try {
      const sent = await calls.resend(delivery.id);
      log.replace(sent);
      const status =
        sent.lastStatus === undefined || sent.lastStatus === null
          ? i18n._(m.noAnswer)
          : String(sent.lastStatus);
      toast({ type: 'success', message: translate(i18n, m.resent, { status }) });
      props.onChanged();
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    } finally {
      setResending((busy) => {
        const next = new Set(busy);
        next.delete(delivery.id);
        return next;
      });
    }
  };

  const replay = async () => {
    const since = new Date(replaySince);
    if (Number.isNaN(since.getTime())) return;
    setReplaying(true);
    try {
      const { queued } = await calls.replay(webhook.id, since.toISOString());
      toast({ type: 'success', message: translate(i18n, m.replayed, { count: queued }) });
      log.reload();
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    } finally {
      setReplaying(false);
    }
  };

  const showDelivery = (id: string) => {
    setExpanded((open) => new Set(open).add(id));
    if (log.filters.status !== undefined || log.filters.topic !== undefined) log.setFilters({});
    setFocusDelivery(id);
  };

  return (
    <section className={styles.page} aria-labelledby={titleId} data-webhook-page={webhook.id}>
      <button
        type="button"
        className={`${styles.back} ${styles.plainButton}`}
        onClick={props.onBack}
      >
        <Icon name="chevronLeft" /> {i18n._(m.back)}
      </button>
      <div className={styles.pageHead}>
        <div className={styles.rowMain}>
          <div className={styles.rowTitle}>
            <h2 id={titleId} className={styles.heading}>
              {name}
            </h2>
            <HealthBadge webhook={webhook} />
          </div>
          {name !== webhook.url && <span className={styles.url}>{webhook.url}</span>}
        </div>
        <WebhookControls
          webhook={webhook}
          name={name}
          switching={props.switching}
          onEnabledChange={props.onEnabledChange}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
        />
      </div>

      <section className={styles.panel} aria-labelledby={`${titleId}-test`}>
        <h3 id={`${titleId}-test`} className={styles.sectionTitle}>
          {i18n._(m.testTitle)}
        </h3>
        <p className={styles.hint}>{i18n._(m.testHint)}</p>
        <TestEvent state={test} onSend={() => void sendTest()} onShowDelivery={showDelivery} />
      </section>

      <section className={styles.panel} aria-labelledby={`${titleId}-log`}>
        <h3 id={`${titleId}-log`} className={styles.sectionTitle}>
          {i18n._(m.log)}
        </h3>
        <DeliveryLog
          state={log.state}
          filters={log.filters}
          onFilters={log.setFilters}
          topics={filterTopics}
          expanded={expanded}
          onToggle={(id) =>
            setExpanded((open) => {
              const next = new Set(open);
              if (!next.delete(id)) next.add(id);
              return next;
            })
          }
          resending={resending}
          onResend={(delivery) => void resend(delivery)}
          loadingMore={log.loadingMore}
          onLoadMore={log.loadMore}
          onRetry={log.reload}
          replaySince={replaySince}
          onReplaySince={setReplaySince}
          replaying={replaying}
          onReplay={() => void replay()}
        />
      </section>

      <section className={styles.panel} aria-labelledby={`${titleId}-topics`}>
        <h3 id={`${titleId}-topics`} className={styles.sectionTitle}>
          {i18n._(m.topics)}
        </h3>
        <p className={styles.hint}>{i18n._(m.subscriptionsHint)}</p>
        <SubscriptionToggles
          webhook={webhook}
          topics={props.topics}
          busy={busyTopics}
          onToggle={(topic, subscribed) => void toggleTopic(topic, subscribed)}
        />
      </section>
    </section>
  );
}
