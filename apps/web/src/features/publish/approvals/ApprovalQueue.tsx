import { useLingui } from '@lingui/react';
import { publishMessages as m, translate } from '@smm/i18n';
import type { Locale, PublishPost } from '@smm/model';
import { Button, EmptyState, Icon, NetworkIcon, networkName } from '@smm/ui';
import { firstWords } from '../post-status.js';
import { dateTimeText } from '../publish.format.js';
import * as styles from './Approvals.css.js';

/** Props of {@link ApprovalQueue}. */
export interface ApprovalQueueProps {
  /** The posts waiting for the person's approval, the oldest request first. */
  readonly posts: readonly PublishPost[];
  readonly zone: string;
  readonly onApprove: (post: PublishPost) => void;
  readonly onReject: (post: PublishPost) => void;
  readonly onOpen: (post: PublishPost) => void;
}

/**
 * The approval queue: each post waiting for the person's approval with its channels, its text,
 * the requested time and its author, and Approve and Reject.
 */
export function ApprovalQueue({ posts, zone, onApprove, onReject, onOpen }: ApprovalQueueProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (posts.length === 0) {
    return (
      <EmptyState icon="checkSquare" title={i18n._(m.approvalsEmpty)} headingLevel={2}>
        {i18n._(m.approvalsEmptyHint)}
      </EmptyState>
    );
  }
  return (
    <ul className={styles.queue}>
      {posts.map((post) => (
        <li
          key={post.id}
          className={styles.item}
          aria-label={firstWords(post.text, 60) || i18n._(m.noText)}
        >
          <ul className={styles.channels}>
            {post.targets.map((target) => (
              <li key={target.channelId} className={styles.channel}>
                <NetworkIcon
                  network={target.network}
                  size={18}
                  label={networkName(target.network)}
                />
                {target.channelName}
              </li>
            ))}
          </ul>
          <p className={styles.text}>{post.text || i18n._(m.noText)}</p>
          <p className={styles.meta}>
            <span>
              {post.scheduledAt
                ? translate(i18n, m.requestedFor, {
                    time: dateTimeText(post.scheduledAt, locale, zone),
                  })
                : i18n._(m.noRequestedTime)}
            </span>
            <span>·</span>
            <span>{translate(i18n, m.byAuthor, { name: post.createdBy.name })}</span>
          </p>
          <div className={styles.actions}>
            <Button variant="ghost" className={styles.details} onClick={() => onOpen(post)}>
              <Icon name="eye" /> {i18n._(m.details)}
            </Button>
            <Button variant="secondary" onClick={() => onReject(post)}>
              {i18n._(m.reject)}
            </Button>
            <Button onClick={() => onApprove(post)}>{i18n._(m.approve)}</Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
