import { useLingui } from '@lingui/react';
import { notificationMessages, supportedLocaleOf } from '@smm/i18n';
import type { NotificationEntry, NotificationReadStatus, NotificationType } from '@smm/model';
import { Icon, IconButton, type IconName, Tooltip, VisuallyHidden } from '@smm/ui';
import * as styles from './NotificationLine.css.js';
import {
  notificationTarget,
  notificationText,
  notificationTime,
  productName,
} from './notification.texts.js';

const ICON: Readonly<Record<NotificationType, IconName>> = {
  mention: 'at',
  assignment: 'userPlus',
  teamAssignment: 'users',
  caseAssignment: 'case',
  feedShared: 'share',
  feedChanged: 'edit',
  feedDeleted: 'trash',
  feedAlert: 'bell',
  exportReady: 'download',
  bulkFailed: 'warning',
  channelReconnect: 'link',
  channelIndexing: 'warning',
  maintenance: 'info',
  ruleError: 'warning',
  webhookDisabled: 'warning',
  postSubmitted: 'checkSquare',
  postApproved: 'check',
  postRejected: 'reply',
  postFailed: 'warning',
  listenAlert: 'trendingUp',
};

/** Props of {@link NotificationLine}. */
export interface NotificationLineProps {
  readonly entry: NotificationEntry;
  /** The time the relative times are told from (ms). */
  readonly now: number;
  /**
   * `full` in the centre: its text opens what it is about, with a read/unread button; `compact`
   * in the platform menu, where the whole line is the menu's item.
   */
  readonly variant?: 'full' | 'compact';
  /** Opens what the notice is about (full lines with somewhere to go). */
  readonly onOpen?: (entry: NotificationEntry) => void;
  /** Marks the notice read or unread (full lines). */
  readonly onMark?: (entry: NotificationEntry, unreadStatus: NotificationReadStatus) => void;
}

/**
 * One notice in the reader's language (worded from its type and params): an unread marker, what
 * it tells, its product and how long ago. In the centre its text opens what it is about and a
 * button marks it read or unread.
 */
export function NotificationLine(props: NotificationLineProps) {
  const { i18n } = useLingui();
  const { entry, now, variant = 'full' } = props;
  const locale = supportedLocaleOf(i18n.locale) ?? 'en';
  const unread = entry.unreadStatus === 'UNREAD';
  const text = notificationText(i18n, locale, entry);
  const meta = (
    <span className={styles.meta}>
      <span>{productName(i18n, entry.product)}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={entry.originatingEventCreatedDate}>
        {notificationTime(i18n, locale, entry, now)}
      </time>
    </span>
  );
  const marker = unread ? (
    <span className={styles.dot}>
      <VisuallyHidden>{i18n._(notificationMessages.unread)}</VisuallyHidden>
    </span>
  ) : (
    <span className={styles.noDot} />
  );
  const textClass = `${styles.text} ${unread ? styles.unreadText : ''}`;
  if (variant === 'compact') {
    return (
      <span className={styles.compact}>
        {marker}
        <span className={styles.body}>
          <span className={`${textClass} ${styles.clamp}`}>{text}</span>
          {meta}
        </span>
      </span>
    );
  }
  const target = notificationTarget(entry.link);
  const mark = unread
    ? i18n._(notificationMessages.markRead)
    : i18n._(notificationMessages.markUnread);
  return (
    <div className={`${styles.row} ${unread ? styles.unreadRow : ''}`}>
      {marker}
      <span className={styles.icon}>
        <Icon name={entry.type === undefined ? 'bell' : ICON[entry.type]} />
      </span>
      <span className={styles.body}>
        {target !== null && props.onOpen ? (
          <a
            className={`${textClass} ${styles.open}`}
            href={target.kind === 'route' ? `#${target.path}` : target.url}
            onClick={(event) => {
              event.preventDefault();
              props.onOpen?.(entry);
            }}
          >
            {text}
          </a>
        ) : (
          <span className={textClass}>{text}</span>
        )}
        {meta}
      </span>
      {props.onMark ? (
        <Tooltip content={mark}>
          <IconButton
            label={mark}
            size="sm"
            onClick={() => props.onMark?.(entry, unread ? 'READ' : 'UNREAD')}
          >
            <Icon name={unread ? 'read' : 'unread'} />
          </IconButton>
        </Tooltip>
      ) : (
        <span />
      )}
    </div>
  );
}
