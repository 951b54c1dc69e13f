import { useLingui } from '@lingui/react';
import { benchmarkMessages as m, dateLocale, translate } from '@smm/i18n';
import {
  ContentFeedPage,
  ContentFeedSort,
  decodeOrThrow,
  type MetricEntry,
  type PublicPost,
  type Locale,
} from '@smm/model';
import { Button, NetworkIcon, networkName, Select } from '@smm/ui';
import * as t from 'io-ts';
import { formatNumber } from '../charts/index.js';
import { BenchmarkCard } from './BenchmarkCard.js';
import { POST_TYPE_TEXTS } from './benchmark.texts.js';
import { feedOf } from './insights.data.js';
import * as styles from './Insights.css.js';

const SORT_TEXTS = {
  newest: m.sortNewest,
  engagement: m.sortEngagement,
  reactions: m.sortReactions,
  comments: m.sortComments,
  shares: m.sortShares,
} as const;

const read = (data: unknown) => feedOf(decodeOrThrow(t.array(ContentFeedPage), data));

/** Props of {@link ContentFeedCard}. */
export interface ContentFeedCardProps {
  readonly title: string;
  /** The metric entry of `insights/content-feed`: its pages, appended as they load. */
  readonly entry: MetricEntry | undefined;
  readonly sort: ContentFeedSort;
  /** The person's time zone, in which posts' times are shown. */
  readonly timeZone: string;
  readonly onSort: (sort: ContentFeedSort) => void;
  /** Loads the page after `cursor`. */
  readonly onMore: (cursor: string) => void;
  readonly onRetry: () => void;
}

/** One post of the feed: its brand and network, when, what it says and its public figures. */
function PostCard({ post, timeZone }: { post: PublicPost; timeZone: string }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // Dates as the product writes them (`25 Nov 2026, 19:30` in English).
  const when = new Intl.DateTimeFormat(dateLocale(locale as Locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(post.publishedAt));
  const figures = [
    [m.reactions, post.reactions],
    [m.comments, post.comments],
    [m.shares, post.shares],
    [m.engagement, post.engagement],
  ] as const;
  return (
    <li className={styles.post}>
      <div className={styles.postHead}>
        <NetworkIcon network={post.network} size={18} label={networkName(post.network)} />
        <span className={styles.postBrand}>{post.brandName}</span>
        <span className={styles.muted}>{i18n._(POST_TYPE_TEXTS[post.type])}</span>
      </div>
      <p className={styles.muted}>
        <time dateTime={post.publishedAt}>{when}</time>
      </p>
      <p className={styles.postText}>{post.text}</p>
      <dl className={styles.postFigures}>
        {figures.map(([label, value]) => (
          <div key={label.id} className={styles.figure}>
            <dt>{i18n._(label)}</dt>
            <dd className={styles.figureValue}>{formatNumber(value, locale)}</dd>
          </div>
        ))}
      </dl>
      <a className={styles.link} href={post.permalink} target="_blank" rel="noopener noreferrer">
        {translate(i18n, m.openPost, { network: networkName(post.network) })}
      </a>
    </li>
  );
}

/**
 * The content feed (engage §2): the chosen brands' posts on the chosen networks and days, in the
 * order chosen, a page at a time with "Load more".
 */
export function ContentFeedCard(props: ContentFeedCardProps) {
  const { i18n } = useLingui();
  return (
    <BenchmarkCard
      fragment="content-feed"
      title={props.title}
      entry={props.entry}
      read={read}
      onRetry={props.onRetry}
      actions={
        <Select
          label={i18n._(m.sortBy)}
          fieldClassName={styles.sort}
          value={props.sort}
          options={ContentFeedSort.values.map((sort) => ({
            value: sort,
            label: i18n._(SORT_TEXTS[sort]),
          }))}
          onChange={(event) => {
            if (ContentFeedSort.is(event.target.value)) props.onSort(event.target.value);
          }}
        />
      }
    >
      {(feed) =>
        feed.items.length === 0 ? (
          <p className={styles.muted}>{i18n._(m.feedEmpty)}</p>
        ) : (
          <>
            <ul className={styles.feed}>
              {feed.items.map((post) => (
                <PostCard key={post.id} post={post} timeZone={props.timeZone} />
              ))}
            </ul>
            <div className={styles.feedFooter}>
              <p className={styles.muted} role="status">
                {translate(i18n, m.postsShown, { count: feed.items.length })}
              </p>
              {feed.next === null ? null : (
                <Button
                  variant="secondary"
                  busy={props.entry?.fetching === true}
                  onClick={() => {
                    if (feed.next !== null) props.onMore(feed.next);
                  }}
                >
                  {i18n._(m.loadMore)}
                </Button>
              )}
            </div>
          </>
        )
      }
    </BenchmarkCard>
  );
}
