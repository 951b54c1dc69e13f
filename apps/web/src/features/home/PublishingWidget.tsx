import { useLingui } from '@lingui/react';
import { formatClock, formatDay, homeMessages, translate } from '@smm/i18n';
import type { Locale, PublishPost, PublishPostStatus } from '@smm/model';
import { postDays } from '@smm/publish';
import { Badge, type BadgeTone, EmptyState, Icon, NetworkIcon, networkName } from '@smm/ui';
import type { MessageDescriptor } from '@lingui/core';
import * as styles from './Home.css.js';
import type { Loaded } from '../settings/use-loaded.js';
import { WidgetCard } from './WidgetCard.js';
import * as card from './WidgetCard.css.js';

const STATUS: Partial<Record<PublishPostStatus, { text: MessageDescriptor; tone: BadgeTone }>> = {
  published: { text: homeMessages.statusPublished, tone: 'success' },
  scheduled: { text: homeMessages.statusScheduled, tone: 'info' },
  scheduledError: { text: homeMessages.statusScheduledError, tone: 'danger' },
};

/** Props of {@link PublishingWidget}. */
export interface PublishingWidgetProps {
  /** The window's posts (`GET /api/publish/items`). */
  readonly data: Loaded<readonly PublishPost[]>;
  readonly onRetry: () => void;
  readonly locale: Locale;
  /** The person's zone: the days and times are theirs. */
  readonly timeZone: string;
  /** The moment "today" is read from, an ISO instant. */
  readonly now: string;
}

/**
 * Home's publishing widget (platform §7, decision 0073): the posts published, scheduled or
 * failed from 3 days before today to 3 days after, by local day, each with its time in the
 * person's zone, its status and its channels; an empty week leads to creating a post.
 */
export function PublishingWidget(props: PublishingWidgetProps) {
  const { i18n } = useLingui();
  return (
    <WidgetCard
      widget="publishing"
      data={props.data}
      onRetry={props.onRetry}
      subtitle={translate(i18n, homeMessages.publishingIntro, { zone: props.timeZone })}
      lines={6}
    >
      {(posts) => {
        const days = (postDays(posts, props.now, props.timeZone) ?? []).filter(
          (day) => day.posts.length > 0,
        );
        if (days.length === 0) {
          return (
            <EmptyState
              headingLevel={3}
              icon="calendar"
              title={i18n._(homeMessages.publishingEmpty)}
              action={
                <a className={card.link} href="#/publish">
                  {i18n._(homeMessages.createPost)}
                </a>
              }
            >
              {i18n._(homeMessages.publishingEmptyBody)}
            </EmptyState>
          );
        }
        return (
          <div className={styles.days}>
            {days.map((day) => (
              <section key={day.day} aria-label={formatDay(day.day, props.locale)}>
                <h3 className={styles.dayTitle}>
                  {formatDay(day.day, props.locale)}
                  {day.offset === 0 ? (
                    <Badge tone="info">{i18n._(homeMessages.today)}</Badge>
                  ) : null}
                </h3>
                <ul className={styles.list}>
                  {day.posts.map((post) => (
                    <PostRow key={post.id} post={post} {...props} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        );
      }}
    </WidgetCard>
  );
}

function PostRow({
  post,
  locale,
  timeZone,
}: { readonly post: PublishPost } & Pick<PublishingWidgetProps, 'locale' | 'timeZone'>) {
  const { i18n } = useLingui();
  const status = STATUS[post.status];
  const text = (post.text || post.variants[0]?.text || '').replace(/\s+/g, ' ').trim();
  const channels = post.targets.length > 0 ? post.targets : [];
  return (
    <li className={styles.post}>
      <time className={styles.time} dateTime={post.at}>
        {formatClock(post.at, locale, timeZone)}
      </time>
      <span className={styles.rowMain}>
        <span className={styles.rowLine}>
          {status ? <Badge tone={status.tone}>{i18n._(status.text)}</Badge> : null}
          <span className={styles.networks}>
            {channels.map((target) => (
              <NetworkIcon
                key={target.channelId}
                network={target.network}
                size={16}
                label={`${networkName(target.network)}: ${target.channelName}`}
              />
            ))}
          </span>
          <span className={styles.muted}>
            {[...new Set(channels.map((target) => target.channelName))].join(', ')}
          </span>
        </span>
        <span className={styles.excerpt}>{text === '' ? i18n._(homeMessages.noText) : text}</span>
        {post.link?.title ? (
          <span className={styles.muted}>
            <Icon name="link" size={14} /> {post.link.title}
          </span>
        ) : null}
        {post.status === 'scheduledError' && post.error ? (
          <span className={styles.muted}>{post.error}</span>
        ) : null}
      </span>
    </li>
  );
}
