import { useLingui } from '@lingui/react';
import { type BenchmarkMenuItem, benchmarkMenu, isMember, isTeamLeader } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import { areaMessages, benchmarkMessages as m, translate } from '@smm/i18n';
import type { BenchmarkQuery, ContentFeedSort, Team, User } from '@smm/model';
import { Banner, Button, EmptyState, Skeleton } from '@smm/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useAnalytics } from '../../analytics/ConsentProvider.js';
import { personTimeZone } from '../../session/time-zone.js';
import { useLoaded } from '../settings/use-loaded.js';
import { BenchmarkMenu, type GatedChoice } from './BenchmarkMenu.js';
import * as styles from './BenchmarkScreen.css.js';
import { type BenchmarkCalls, benchmarkCalls } from './benchmark.calls.js';
import {
  benchmarkHref,
  entryOf,
  FIRST_FRAGMENT,
  readBenchmarkLocation,
  selectionOf,
} from './benchmark.location.js';
import type { BenchmarkSelection } from './benchmark.selection.js';
import { ENTRY_TEXTS } from './benchmark.texts.js';
import { BrandInsightsCards } from './BrandInsightsCards.js';
import { ContentAnalysisCards } from './ContentAnalysisCards.js';
import { ContentFeedCard } from './ContentFeedCard.js';
import { SelectionBar } from './SelectionBar.js';
import { UpgradeDialog } from './UpgradeDialog.js';
import { useMetrics } from './use-metrics.js';

/** Posts of the content feed a page: four rows of three at 1440 px. */
const FEED_PAGE = 12;

const ManageSection = lazy(() => import('./manage/ManageSection.js'));

/** Props of the benchmark area. */
export interface BenchmarkScreenProps {
  readonly me: User;
  /** The organisation's teams as the person sees them. */
  readonly teams: readonly Team[];
  readonly api: ApiClient;
  /** The hash location with its query and fragment. */
  readonly location: string;
  /** Calls of the area (tests and stories give their own). */
  readonly calls?: BenchmarkCalls;
  /** Now (tests and stories give their own). */
  readonly now?: Date;
}

/**
 * Goes to a benchmark href. Not wouter's `navigate`: it moves a query to the page's own search,
 * where the area keeps its selection in the hash's query (decision 0083).
 */
const goTo = (href: string) => {
  window.location.hash = href;
};

/** The query of the insights calls for a selection. */
const queryOf = (selection: BenchmarkSelection): BenchmarkQuery => ({
  brandIds: [...selection.brandIds],
  networks: [...selection.networks],
  since: selection.since,
  until: selection.until,
  ...(selection.teamId === undefined ? {} : { teamId: selection.teamId }),
});

/**
 * The benchmark area (engage §2, issue 31): the local navigation, the selection bar and the
 * cards of brand insights or content analysis — or the manage section — for the brands,
 * networks and days in the location. Decisions 0083 (selection) and 0084 (gated entries).
 */
export default function BenchmarkScreen(props: BenchmarkScreenProps) {
  const { i18n } = useLingui();
  const { me, teams } = props;
  const calls = useMemo(() => props.calls ?? benchmarkCalls(props.api), [props.calls, props.api]);
  const track = useAnalytics();
  const [now] = useState(() => props.now ?? new Date());
  const location = readBenchmarkLocation(props.location);
  const myTeams = useMemo(
    () => (me.isAdmin ? [] : teams.filter((team) => isMember(me, team))),
    [me, teams],
  );
  // Non-administrators look through one of their teams: the first unless they chose another.
  const teamId = me.isAdmin
    ? undefined
    : (myTeams.find((team) => team.id === location.teamId) ?? myTeams[0])?.id;

  const loadFlags = useCallback(() => calls.flags(me).catch(() => ({})), [calls, me]);
  const flags = useLoaded(loadFlags).loaded;
  const loadBrands = useCallback(() => calls.brands(teamId), [calls, teamId]);
  const { loaded: brands, reload: reloadBrands } = useLoaded(loadBrands);
  const brandList = brands.kind === 'ready' ? brands.data : [];
  const selection = selectionOf(location, brandList, now, teamId);
  const menu = benchmarkMenu({
    selectedNetworks: selection.networks,
    user: me,
    teams: myTeams,
    selectedTeamId: teamId,
    flags: flags.kind === 'ready' ? flags.data : {},
    url: `/#${props.location}`,
  });
  const section = menu.sections.find((s) => s.active) ?? menu.sections[0];
  const fragments = section?.items.map((item) => item.fragment) ?? [];
  const fragment = location.fragment || FIRST_FRAGMENT[location.page];
  const [gated, setGated] = useState<string | null>(null);
  const [sort, setSort] = useState<ContentFeedSort>('newest');

  const go = (next: BenchmarkSelection) =>
    goTo(benchmarkHref(location.page, location.fragment, next));
  const hrefOf = (item: BenchmarkMenuItem) => {
    const entry = entryOf(item.href);
    return benchmarkHref(entry.page, entry.fragment, selection);
  };
  const onGated = (choice: GatedChoice, item: BenchmarkMenuItem) => {
    // Reported through the app's analytics, with the person's consent only (decision 0104); the
    // dialog shows either way.
    track({ type: 'featureGatedRoute', route: choice.route, fragment: choice.fragment });
    const text = ENTRY_TEXTS[item.fragment];
    setGated(text ? i18n._(text) : item.fragment);
  };
  const onTeamChange = (id: string) =>
    goTo(
      benchmarkHref(location.page, location.fragment, {
        since: selection.since,
        until: selection.until,
        teamId: id,
      }),
    );

  const ready = brands.kind === 'ready' && selection.brandIds.length > 0;
  const query = queryOf(selection);
  const key = ready ? JSON.stringify(query) : '';
  const brandsPage = ready && location.page === 'brand-insights';
  const contentPage = ready && location.page === 'content-analysis';
  const insights = useMetrics(
    key,
    brandsPage
      ? { brands: { serviceId: 'insights/brands', fetch: () => calls.insights(query) } }
      : {},
  );
  const content = useMetrics(
    key,
    contentPage
      ? { content: { serviceId: 'insights/content', fetch: () => calls.content(query) } }
      : {},
  );
  const feed = useMetrics(
    `${key}|${sort}`,
    contentPage && fragments.includes('content-feed')
      ? {
          feed: {
            serviceId: 'insights/content-feed',
            paginated: true,
            fetch: async () => [
              await calls.contentFeed({ ...query, sortBy: sort, limit: FEED_PAGE }),
            ],
          },
        }
      : {},
  );

  // The location's fragment scrolls to its card and puts the focus on its title.
  // The page's first entry keeps the page at its top, the selection bar in view.
  useEffect(() => {
    if (!ready || !location.fragment) return;
    // Outside the manage area, outliers stand with the content feed (engage §2).
    const shown = location.fragment === 'outliers' ? 'content-feed' : location.fragment;
    const card = document.querySelector<HTMLElement>(`[data-fragment="${shown}"]`);
    if (card === null) return;
    if (shown !== FIRST_FRAGMENT[location.page]) card.scrollIntoView({ block: 'start' });
    card.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [ready, location.page, location.fragment]);

  const manages = isTeamLeader(me, teams) || me.isAdmin;
  const main = () => {
    if (brands.kind === 'loading') return <Skeleton lines={6} />;
    if (brands.kind === 'failed') {
      return (
        <div className={styles.problem} role="alert">
          <p className={styles.problemText}>
            {i18n._(m.brandsFailed)} {brands.message}
          </p>
          <Button variant="secondary" onClick={reloadBrands}>
            {i18n._(m.retry)}
          </Button>
        </div>
      );
    }
    if (brandList.length === 0) {
      return (
        <EmptyState
          title={i18n._(m.noBrandsTitle)}
          icon="barChart"
          action={
            manages ? (
              <a className={styles.action} href="#/settings/brands/new">
                {i18n._(m.addBrand)}
              </a>
            ) : (
              <a className={styles.action} href="#/home">
                {i18n._(m.goHome)}
              </a>
            )
          }
        >
          {i18n._(manages ? m.noBrandsManager : m.noBrandsMember)}
        </EmptyState>
      );
    }
    if (location.page === 'manage/scheduled') {
      const entry = section?.items.find((item) => item.fragment === fragment);
      if (entry?.gated) {
        return (
          <EmptyState
            title={i18n._(m.upgradeTitle)}
            icon="lock"
            action={
              <a
                className={styles.action}
                href={benchmarkHref('brand-insights', 'overview', selection)}
              >
                {i18n._(m.upgradeStay)}
              </a>
            }
          >
            {translate(i18n, m.upgradeBody, {
              entry: i18n._(ENTRY_TEXTS[fragment] ?? m.itemReports),
            })}
          </EmptyState>
        );
      }
      const manageFragment =
        fragment === 'queries' || fragment === 'outliers' ? fragment : 'reports';
      return (
        <Suspense fallback={<Skeleton lines={6} />}>
          <ManageSection
            fragment={manageFragment}
            selection={selection}
            brands={brandList}
            api={props.api}
            me={me}
            onApply={(next) => goTo(benchmarkHref('brand-insights', 'overview', next))}
          />
        </Suspense>
      );
    }
    // Reach or impressions asked for with YouTube chosen: say why there is no such card.
    const hiddenAsked =
      (location.fragment === 'reach' || location.fragment === 'impressions') &&
      !fragments.includes(location.fragment);
    return (
      <>
        <SelectionBar brands={brandList} selection={selection} now={now} onChange={go} />
        {hiddenAsked ? <Banner tone="info">{i18n._(m.reachUnavailable)}</Banner> : null}
        <div className={styles.cards}>
          {location.page === 'brand-insights' ? (
            <BrandInsightsCards
              fragments={fragments}
              entry={insights.entries['brands']}
              onRetry={() => insights.retry('brands')}
            />
          ) : (
            <>
              {fragments.includes('content-feed') ? (
                <ContentFeedCard
                  title={i18n._(m.itemContentFeed)}
                  entry={feed.entries['feed']}
                  sort={sort}
                  timeZone={personTimeZone(me)}
                  onSort={setSort}
                  onRetry={() => feed.retry('feed')}
                  onMore={(cursor) =>
                    feed.more('feed', async () => [
                      await calls.contentFeed({ ...query, sortBy: sort, limit: FEED_PAGE, cursor }),
                    ])
                  }
                />
              ) : null}
              <ContentAnalysisCards
                fragments={fragments}
                entry={content.entries['content']}
                onRetry={() => content.retry('content')}
              />
            </>
          )}
        </div>
      </>
    );
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{i18n._(areaMessages.benchmark)}</h1>
      <div className={styles.layout}>
        <BenchmarkMenu menu={menu} hrefOf={hrefOf} onGated={onGated} onTeamChange={onTeamChange} />
        <div className={styles.content}>{main()}</div>
      </div>
      <UpgradeDialog entry={gated} onClose={() => setGated(null)} />
    </div>
  );
}
