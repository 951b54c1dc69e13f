import { useLingui } from '@lingui/react';
import { publishMessages as m, translate } from '@smm/i18n';
import { toApiError, type PublishChannel, type PublishPost } from '@smm/model';
import { dayRange } from '@smm/publish';
import { Button, EmptyState, Skeleton } from '@smm/ui';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '../LoadError.js';
import type { PostsQuery, PublishCalls } from '../publish.calls.js';
import * as screen from '../PublishScreen.css.js';
import { ListFilters, NO_FILTERS, type PostFilters } from './ListFilters.js';
import * as styles from './List.css.js';
import { PostList } from './PostList.js';

/** Posts a page of the list holds. */
const PAGE = 25;

/** The items query of the filters, days read in the person's zone; null when they cannot be. */
export function filtersQuery(filters: PostFilters, zone: string): PostsQuery | null {
  if (filters.from !== '' && filters.to !== '' && filters.from > filters.to) return null;
  const since = filters.from !== '' ? dayRange(filters.from, filters.from, zone)?.since : undefined;
  const until = filters.to !== '' ? dayRange(filters.to, filters.to, zone)?.until : undefined;
  return {
    sortBy: 'newest',
    limit: PAGE,
    ...(filters.status === '' ? {} : { statuses: [filters.status] }),
    ...(filters.channelId === '' ? {} : { channels: [filters.channelId] }),
    ...(since === undefined ? {} : { since }),
    ...(until === undefined ? {} : { until }),
  };
}

/** Props of {@link ListPage}. */
export interface ListPageProps {
  readonly calls: PublishCalls;
  readonly zone: string;
  readonly reloadKey: number;
  readonly onOpen: (post: PublishPost) => void;
}

/** The list of posts, newest first, filtered by status, channel and days, a page at a time. */
export function ListPage({ calls, zone, reloadKey, onOpen }: ListPageProps) {
  const { i18n } = useLingui();
  const [filters, setFilters] = useState<PostFilters>(NO_FILTERS);
  const [channels, setChannels] = useState<readonly PublishChannel[]>([]);
  const [posts, setPosts] = useState<readonly PublishPost[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const query = filtersQuery(filters, zone);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    calls.channels().then(setChannels, () => setChannels([]));
  }, [calls]);

  useEffect(() => {
    const current: PostsQuery | null = JSON.parse(queryKey) as PostsQuery | null;
    if (current === null) return;
    const run = ++latest.current;
    calls.items(current).then(
      (page) => {
        if (run !== latest.current) return;
        setPosts(page.items);
        setNext(page.next);
        setError(null);
      },
      (failure: unknown) => {
        if (run === latest.current) setError(toApiError(failure).message);
      },
    );
  }, [calls, queryKey, reloadKey, attempt]);

  const loadMore = () => {
    if (query === null || next === null) return;
    const run = latest.current;
    setLoadingMore(true);
    calls
      .items({ ...query, cursor: next })
      .then(
        (page) => {
          if (run !== latest.current) return;
          setPosts((shown) => [...(shown ?? []), ...page.items]);
          setNext(page.next);
        },
        (failure: unknown) => setError(toApiError(failure).message),
      )
      .finally(() => setLoadingMore(false));
  };

  return (
    <section className={screen.section}>
      <ListFilters value={filters} channels={channels} onChange={setFilters} />
      {error !== null && <LoadError message={error} onRetry={() => setAttempt((n) => n + 1)} />}
      {posts === null ? (
        error === null && <Skeleton lines={6} />
      ) : posts.length === 0 ? (
        <EmptyState icon="search" title={i18n._(m.listEmpty)} headingLevel={2}>
          {i18n._(m.listEmptyHint)}
        </EmptyState>
      ) : (
        <>
          <PostList posts={posts} zone={zone} onOpen={onOpen} />
          <div className={styles.footer}>
            <span className={styles.muted} role="status">
              {translate(i18n, m.postCount, { count: posts.length })}
            </span>
            {next !== null && (
              <Button variant="secondary" busy={loadingMore} onClick={loadMore}>
                {i18n._(m.loadMore)}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
