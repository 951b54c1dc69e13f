import { useLingui } from '@lingui/react';
import { ADHOC_FEED_ID } from '@smm/feeds';
import { publishMessages as m, translate } from '@smm/i18n';
import type { Locale, PostTarget, PublishPost } from '@smm/model';
import { Badge, Button, Icon, Modal, NetworkIcon, networkName } from '@smm/ui';
import { statusLook } from '../post-status.js';
import { dateTimeText } from '../publish.format.js';
import * as styles from './PostDetails.css.js';

/** What may be done from the details; each shows only where the post's `abilities` allow it. */
export type PostCommand = 'edit' | 'delete' | 'retry' | 'approve' | 'reject';

/** Props of {@link PostDetails}. */
export interface PostDetailsProps {
  /** The post shown; null: closed. */
  readonly post: PublishPost | null;
  readonly zone: string;
  /** The command running (its button is busy, the others wait). */
  readonly busy?: PostCommand | null;
  readonly onCommand: (command: PostCommand, post: PublishPost) => void;
  readonly onClose: () => void;
  /**
   * Boosts the published post with an ad account (decision 0093); given only where the package
   * allows promoting and an ad account linked to one of its channels may be used.
   */
  readonly onBoost?: ((post: PublishPost) => void) | undefined;
  /** The label of the boost button. */
  readonly boostLabel?: string;
}

/**
 * The engage inbox's address of an item a published post became (the ad-hoc feed with the item
 * open, as the inbox links its items).
 */
export const inboxHref = (itemId: string): string =>
  `#/engage/feeds/${encodeURIComponent(ADHOC_FEED_ID)}/items/${encodeURIComponent(itemId)}`;

/**
 * A post's details: its status and times, the approver's comment of a rejected post and the
 * network's reason of a failed one, the text each network gets, how each channel fared (with
 * the post on the network and in the inbox once published), and the actions the post's
 * `abilities` allow: Edit, Delete, Retry, Approve and Reject.
 */
export function PostDetails({
  post,
  zone,
  busy = null,
  onCommand,
  onClose,
  onBoost,
  boostLabel,
}: PostDetailsProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const when = (instant: string) => dateTimeText(instant, locale, zone);

  const actions = post && (
    <div className={styles.actions}>
      {post.abilities.delete && (
        <Button
          variant="danger"
          className={styles.spacer}
          busy={busy === 'delete'}
          disabled={busy !== null}
          onClick={() => onCommand('delete', post)}
        >
          <Icon name="trash" /> {i18n._(m.delete)}
        </Button>
      )}
      {onBoost && post.status === 'published' && (
        <Button variant="secondary" disabled={busy !== null} onClick={() => onBoost(post)}>
          <Icon name="megaphone" /> {boostLabel}
        </Button>
      )}
      {post.abilities.edit && (
        <Button
          variant="secondary"
          disabled={busy !== null}
          onClick={() => onCommand('edit', post)}
        >
          <Icon name="edit" /> {i18n._(m.edit)}
        </Button>
      )}
      {post.abilities.retry && post.status === 'scheduledError' && (
        <Button
          busy={busy === 'retry'}
          disabled={busy !== null}
          onClick={() => onCommand('retry', post)}
        >
          <Icon name="refresh" /> {i18n._(m.retry)}
        </Button>
      )}
      {post.abilities.approve && post.status === 'pendingApproval' && (
        <>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => onCommand('reject', post)}
          >
            {i18n._(m.reject)}
          </Button>
          <Button disabled={busy !== null} onClick={() => onCommand('approve', post)}>
            {i18n._(m.approve)}
          </Button>
        </>
      )}
    </div>
  );

  return (
    <Modal
      open={post !== null}
      width={800}
      title={i18n._(m.details)}
      onClose={onClose}
      footer={actions}
    >
      {post && (
        <div className={styles.body}>
          <Facts post={post} when={when} />
          {post.status === 'rejected' && post.rejection && (
            <section className={`${styles.notice} ${styles.rejected}`}>
              <h3 className={styles.sectionHeading}>
                {translate(i18n, m.rejection, { name: post.rejection.by.name })}
              </h3>
              <p className={styles.quote}>{post.rejection.comment}</p>
            </section>
          )}
          {post.status === 'scheduledError' && post.error && (
            <section className={`${styles.notice} ${styles.failed}`}>
              <h3 className={styles.sectionHeading}>{i18n._(m.failure)}</h3>
              <p className={styles.quote}>{post.error}</p>
            </section>
          )}
          <section className={styles.section}>
            <h3 className={styles.sectionHeading}>{i18n._(m.content)}</h3>
            {post.variants.map((variant) => (
              <div key={variant.network} className={styles.variant}>
                <h4 className={styles.variantHeading}>
                  <NetworkIcon network={variant.network} size={18} />
                  {translate(i18n, m.variantFor, { network: networkName(variant.network) })}
                </h4>
                <p className={styles.text}>{variant.text || i18n._(m.noText)}</p>
                {variant.media.length > 0 && (
                  <p className={styles.muted}>
                    <Icon name="paperclip" size={14} />{' '}
                    {translate(i18n, m.attachments, { count: variant.media.length })}
                  </p>
                )}
              </div>
            ))}
            {post.link && (
              <p className={styles.muted}>{translate(i18n, m.link, { url: post.link.url })}</p>
            )}
          </section>
          <section className={styles.section}>
            <h3 className={styles.sectionHeading}>{i18n._(m.columnChannels)}</h3>
            <ul className={styles.targets}>
              {post.targets.map((target) => (
                <Target key={target.channelId} target={target} when={when} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </Modal>
  );
}

function Facts({
  post,
  when,
}: {
  readonly post: PublishPost;
  readonly when: (at: string) => string;
}) {
  const { i18n } = useLingui();
  const look = statusLook(post.status);
  const time = post.publishedAt
    ? translate(i18n, m.publishedAt, { time: when(post.publishedAt) })
    : post.scheduledAt && post.status !== 'draft' && post.status !== 'rejected'
      ? post.status === 'pendingApproval'
        ? translate(i18n, m.requestedFor, { time: when(post.scheduledAt) })
        : translate(i18n, m.scheduledFor, { time: when(post.scheduledAt) })
      : translate(i18n, m.changedAt, { time: when(post.updatedAt) });
  return (
    <p className={styles.facts}>
      <Badge tone={look.tone} className={styles.status}>
        <Icon name={look.icon} size={12} /> {i18n._(look.text)}
      </Badge>
      <span>{time}</span>
      <span>·</span>
      <span>{translate(i18n, m.byAuthor, { name: post.createdBy.name })}</span>
      {post.approvedBy && (
        <>
          <span>·</span>
          <span>{translate(i18n, m.approvedBy, { name: post.approvedBy.name })}</span>
        </>
      )}
      {post.promote && (
        <>
          <span>·</span>
          <span>{i18n._(m.promoted)}</span>
        </>
      )}
    </p>
  );
}

function Target({
  target,
  when,
}: {
  readonly target: PostTarget;
  readonly when: (at: string) => string;
}) {
  const { i18n } = useLingui();
  const network = networkName(target.network);
  return (
    <li className={styles.target}>
      <NetworkIcon network={target.network} size={20} label={network} />
      <span className={styles.targetName}>{target.channelName}</span>
      <span className={styles.outcome}>
        {target.status === 'pending' && (
          <span className={styles.outcomeText}>
            <Icon name="calendar" size={14} /> {i18n._(m.outcomePending)}
          </span>
        )}
        {target.status === 'published' && (
          <>
            <span className={styles.outcomeText}>
              <Icon name="success" size={14} />{' '}
              {translate(i18n, m.outcomePublished, {
                time: target.publishedAt ? when(target.publishedAt) : '',
              })}
            </span>
            {target.permalink && (
              <a
                className={styles.link}
                href={target.permalink}
                target="_blank"
                rel="noreferrer noopener"
              >
                {translate(i18n, m.viewOnNetwork, { network })}{' '}
                <Icon name="externalLink" size={14} />
              </a>
            )}
            {target.engageItemId && (
              <a className={styles.link} href={inboxHref(target.engageItemId)}>
                <Icon name="inbox" size={14} /> {i18n._(m.openInInbox)}
              </a>
            )}
          </>
        )}
        {target.status === 'failed' && (
          <span className={styles.outcomeText}>
            <Icon name="error" size={14} />{' '}
            {translate(i18n, m.outcomeFailed, { reason: target.error ?? '' })}
          </span>
        )}
      </span>
    </li>
  );
}
