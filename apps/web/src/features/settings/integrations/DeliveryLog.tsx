import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import { deliveryStatusTone, WebhookDeliveryStatus, type WebhookDelivery } from '@smm/model';
import { Badge, Button, Icon, IconButton, Input, Select, Tooltip, VisuallyHidden } from '@smm/ui';
import { Fragment, useId } from 'react';
import { LoadState } from '../LoadState.js';
import { DeliveryDetails } from './DeliveryDetails.js';
import * as styles from './DeliveryLog.css.js';
import { useTimeFormat } from './use-time-format.js';
import type { DeliveryFilters, DeliveryLogState } from './use-delivery-log.js';

const STATUSES: readonly WebhookDeliveryStatus[] = ['pending', 'succeeded', 'failed'];

/** Props of {@link DeliveryLog}. */
export interface DeliveryLogProps {
  readonly state: DeliveryLogState;
  readonly filters: DeliveryFilters;
  readonly onFilters: (filters: DeliveryFilters) => void;
  /** The topics to filter by. */
  readonly topics: readonly string[];
  readonly expanded: ReadonlySet<string>;
  readonly onToggle: (id: string) => void;
  /** The deliveries being resent. */
  readonly resending: ReadonlySet<string>;
  readonly onResend: (delivery: WebhookDelivery) => void;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
  /** The time (a `datetime-local` value) since which failed deliveries are replayed. */
  readonly replaySince: string;
  readonly onReplaySince: (value: string) => void;
  readonly replaying: boolean;
  readonly onReplay: () => void;
}

/**
 * A webhook's delivery log: filters by status and topic, "Replay failed since …", a table of
 * deliveries (topic, status, attempts, last answer, created, next attempt of a pending one) whose
 * rows open to show the body, the `webhook-id` and every attempt, "Resend" on each, and "Load
 * more" while the server has a next page.
 */
export function DeliveryLog(props: DeliveryLogProps) {
  const { i18n } = useLingui();
  const time = useTimeFormat();
  const shortTime = useTimeFormat('short');
  const replayId = useId();
  const statusName = (status: WebhookDeliveryStatus) => i18n._(m[status]);
  const { state, filters } = props;
  const filtered = filters.status !== undefined || filters.topic !== undefined;
  return (
    <div className={styles.log}>
      <div className={styles.toolbar}>
        <Select
          fieldClassName={styles.filter}
          label={i18n._(m.filterStatus)}
          value={filters.status ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            props.onFilters({
              ...filters,
              status: WebhookDeliveryStatus.is(value) ? value : undefined,
            });
          }}
          options={[
            { value: '', label: i18n._(m.allStatuses) },
            ...STATUSES.map((status) => ({ value: status, label: statusName(status) })),
          ]}
        />
        <Select
          fieldClassName={styles.filter}
          label={i18n._(m.filterTopic)}
          value={filters.topic ?? ''}
          onChange={(event) =>
            props.onFilters({ ...filters, topic: event.target.value || undefined })
          }
          options={[
            { value: '', label: i18n._(m.allTopics) },
            ...props.topics.map((topic) => ({ value: topic, label: topic })),
          ]}
        />
        <form
          className={styles.replay}
          onSubmit={(event) => {
            event.preventDefault();
            props.onReplay();
          }}
        >
          <Input
            id={replayId}
            type="datetime-local"
            label={i18n._(m.replaySince)}
            value={props.replaySince}
            required
            onChange={(event) => props.onReplaySince(event.target.value)}
          />
          <Button type="submit" variant="secondary" busy={props.replaying}>
            <Icon name="refresh" /> {i18n._(m.replay)}
          </Button>
        </form>
      </div>
      <LoadState
        loaded={state.kind === 'ready' ? { kind: 'ready', data: null } : state}
        retry={props.onRetry}
        failed={m.logFailed}
        retryLabel={m.retry}
      />
      {state.kind === 'ready' && state.deliveries.length === 0 && (
        <p className={styles.empty} role="status">
          {i18n._(filtered ? m.noMatches : m.noDeliveries)}
        </p>
      )}
      {state.kind === 'ready' && state.deliveries.length > 0 && (
        <div className={styles.scroller}>
          <table className={styles.table} aria-label={i18n._(m.log)}>
            <thead>
              <tr>
                <th className={styles.headCell}>
                  <VisuallyHidden>{i18n._(m.columnDetails)}</VisuallyHidden>
                </th>
                <th className={styles.headCell}>{i18n._(m.filterTopic)}</th>
                <th className={styles.headCell}>{i18n._(m.columnStatus)}</th>
                <th className={`${styles.headCell} ${styles.number}`}>
                  {i18n._(m.columnAttempts)}
                </th>
                <th className={styles.headCell}>{i18n._(m.columnLastStatus)}</th>
                <th className={styles.headCell}>{i18n._(m.columnCreated)}</th>
                <th className={styles.headCell}>
                  <VisuallyHidden>{i18n._(m.columnActions)}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.deliveries.map((delivery) => {
                const open = props.expanded.has(delivery.id);
                const created = time(delivery.createdAt);
                const toggle = translate(i18n, open ? m.hideDelivery : m.showDelivery, {
                  topic: delivery.topic,
                  time: created,
                });
                const detailsId = `delivery-details-${delivery.id}`;
                return (
                  <Fragment key={delivery.id}>
                    <tr
                      id={`delivery-${delivery.id}`}
                      data-delivery-id={delivery.id}
                      className={open ? styles.expandedRow : undefined}
                    >
                      <td className={styles.cell}>
                        <Tooltip content={toggle}>
                          <IconButton
                            label={toggle}
                            size="sm"
                            aria-expanded={open}
                            aria-controls={open ? detailsId : undefined}
                            onClick={() => props.onToggle(delivery.id)}
                          >
                            <Icon name={open ? 'chevronDown' : 'chevronRight'} />
                          </IconButton>
                        </Tooltip>
                      </td>
                      <td className={`${styles.cell} ${styles.topic}`}>{delivery.topic}</td>
                      <td className={styles.cell}>
                        <span className={styles.status}>
                          <Badge
                            tone={deliveryStatusTone(delivery.status)}
                            data-status={delivery.status}
                          >
                            {statusName(delivery.status)}
                          </Badge>
                          {delivery.status === 'pending' && delivery.nextAttemptAt && (
                            <span className={styles.next}>
                              {i18n._(m.columnNext)}: {shortTime(delivery.nextAttemptAt)}
                            </span>
                          )}
                        </span>
                      </td>
                      <td className={`${styles.cell} ${styles.number}`}>{delivery.attemptCount}</td>
                      <td className={styles.cell}>
                        {delivery.lastStatus === undefined
                          ? ''
                          : delivery.lastStatus === null
                            ? delivery.attemptCount === 0
                              ? ''
                              : i18n._(m.noAnswer)
                            : String(delivery.lastStatus)}
                      </td>
                      <td className={`${styles.cell} ${styles.nowrap}`}>
                        <time dateTime={delivery.createdAt} title={created}>
                          {shortTime(delivery.createdAt)}
                        </time>
                      </td>
                      <td className={styles.cell}>
                        <Button
                          variant="ghost"
                          busy={props.resending.has(delivery.id)}
                          onClick={() => props.onResend(delivery)}
                        >
                          {i18n._(m.resend)}
                        </Button>
                      </td>
                    </tr>
                    {open && (
                      <tr id={detailsId} className={styles.expandedRow} tabIndex={-1}>
                        <td colSpan={7}>
                          <DeliveryDetails delivery={delivery} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {state.kind === 'ready' && state.next !== undefined && (
        <Button
          variant="secondary"
          className={styles.more}
          busy={props.loadingMore}
          onClick={props.onLoadMore}
        >
          {i18n._(m.loadMore)}
        </Button>
      )}
    </div>
  );
}
