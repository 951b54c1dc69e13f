import { useLingui } from '@lingui/react';
import { areaMessages, notificationMessages, translate } from '@smm/i18n';
import { DEFAULT_NOTIFICATION_FILTERS, NotificationProduct } from '@smm/model';
import { Badge, Banner, Button, EmptyState, Icon, Skeleton } from '@smm/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useNotificationCentre } from '../../shell/notifications/notification-centre.js';
import { NotificationLine } from '../../shell/notifications/NotificationLine.js';
import { useToast } from '../../shell/toasts.js';
import { NotificationFilterBar } from './NotificationFilterBar.js';
import * as styles from './NotificationsScreen.css.js';

/** Whether the filters show less than every notification. */
const isNarrowed = (filters: typeof DEFAULT_NOTIFICATION_FILTERS) =>
  filters.status !== 'ALL' ||
  filters.relevance !== 'ALL' ||
  filters.product.length < NotificationProduct.values.length;

/**
 * The notification centre (`/notifications`, issue 25): the person's notices under their saved
 * filters, newest or oldest first, page by page; each opens what it is about and is marked read
 * or unread one by one or all at once. The list stays live: new notices arrive through the
 * shell's realtime connection.
 */
export default function NotificationsScreen() {
  const { i18n } = useLingui();
  const toast = useToast();
  const m = notificationMessages;
  const { centre, open, permission, askPermission } = useNotificationCentre();
  const list = useSelector(centre, (state) => (state.value as Record<string, string>)['list']);
  const context = useSelector(centre, (state) => state.context);
  const { entries, filters, unreadCount, next, listError, pageError, markError } = context;
  const now = Date.now();

  // The list the shell started with may be older than this visit: read it again.
  const ready = useRef(list === 'ready' || list === 'failed');
  useEffect(() => {
    if (ready.current) centre.send({ type: 'list.refresh' });
  }, [centre]);

  const lastMarkError = useRef(markError);
  useEffect(() => {
    if (markError === null || markError === lastMarkError.current) return;
    lastMarkError.current = markError;
    toast({
      type: 'error',
      message: translate(i18n, m.markFailed, { message: markError.message }),
    });
  }, [markError, toast, i18n, m.markFailed]);

  const loading = list === 'loadingFilters' || list === 'loading';
  const empty = !loading && list !== 'failed' && entries.length === 0;
  return (
    <section aria-labelledby="notifications-title" className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h2 id="notifications-title" className={styles.title}>
            {i18n._(areaMessages.notifications)}
            {unreadCount ? (
              <Badge tone="danger">{translate(i18n, m.unreadCount, { count: unreadCount })}</Badge>
            ) : null}
          </h2>
          <p className={styles.intro}>{i18n._(m.intro)}</p>
          {permission === 'granted' ? (
            <p className={styles.browserNote}>{i18n._(m.browserOn)}</p>
          ) : permission === 'denied' ? (
            <p className={styles.browserNote}>{i18n._(m.browserBlocked)}</p>
          ) : null}
        </div>
        <div className={styles.actions}>
          {permission === 'default' ? (
            <Button variant="ghost" onClick={askPermission}>
              <Icon name="bell" />
              {i18n._(m.browserAsk)}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            disabled={!unreadCount}
            onClick={() => centre.send({ type: 'mark.allRead' })}
          >
            {i18n._(m.markAllRead)}
          </Button>
        </div>
      </header>
      <NotificationFilterBar
        filters={filters}
        onChange={(change) => centre.send({ type: 'filters.change', filters: change })}
      />
      {list === 'failed' && listError ? (
        <Banner
          tone="warning"
          action={
            <Button variant="secondary" onClick={() => centre.send({ type: 'list.refresh' })}>
              {i18n._(m.retry)}
            </Button>
          }
        >
          {translate(i18n, m.loadFailed, { message: listError.message })}
        </Banner>
      ) : null}
      {loading ? (
        <div role="status" aria-label={i18n._(m.loading)}>
          <Skeleton lines={4} />
        </div>
      ) : null}
      {empty ? (
        isNarrowed(filters) ? (
          <EmptyState
            icon="filter"
            title={i18n._(m.emptyFilteredTitle)}
            action={
              <Button
                variant="secondary"
                onClick={() =>
                  centre.send({
                    type: 'filters.change',
                    filters: {
                      status: 'ALL',
                      relevance: 'ALL',
                      product: [...NotificationProduct.values],
                    },
                  })
                }
              >
                {i18n._(m.showEverything)}
              </Button>
            }
          >
            {i18n._(m.emptyFilteredBody)}
          </EmptyState>
        ) : (
          <EmptyState icon="bell" title={i18n._(m.emptyTitle)}>
            {i18n._(m.emptyBody)}
          </EmptyState>
        )
      ) : null}
      {!loading && entries.length > 0 ? (
        <ul className={styles.list} aria-labelledby="notifications-title">
          {entries.map((entry) => (
            <li key={entry.id}>
              <NotificationLine
                entry={entry}
                now={now}
                onOpen={open}
                onMark={(target, unreadStatus) =>
                  centre.send({ type: 'mark', ids: [target.id], unreadStatus })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {pageError ? (
        <Banner tone="warning">
          {translate(i18n, m.pageFailed, { message: pageError.message })}
        </Banner>
      ) : null}
      {!loading && next !== null ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            busy={list === 'loadingMore'}
            onClick={() => centre.send({ type: 'list.more' })}
          >
            {i18n._(m.loadMore)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
