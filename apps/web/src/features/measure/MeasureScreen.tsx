import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { dateLocale, measureMessages as m, translate } from '@smm/i18n';
import {
  SupportedNetwork,
  type Locale,
  type Network,
  type Team,
  type TeamPerformancePart,
  type User,
} from '@smm/model';
import { EmptyState, Input, networkName, Select } from '@smm/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ChartFigure } from '../charts/index.js';
import { useLoaded } from '../settings/use-loaded.js';
import { personTimeZone } from '../../session/time-zone.js';
import { measureCalls, type MeasureFilter } from './measure.calls.js';
import { engagementChart, overTimeChart, volumeChart } from './measure.charts.js';
import {
  periodOf,
  PERIOD_CHOICES,
  presetDays,
  type PeriodChoice,
  type PickedDays,
} from './measure.period.js';
import * as styles from './Measure.css.js';
import { MeasureCard } from './MeasureCard.js';
import { PerformanceTable } from './PerformanceTable.js';
import { PostsTable } from './PostsTable.js';
import { SummaryFigures } from './SummaryFigures.js';

/** Where Measure's dashboard lives; `/measure` goes there. */
export const MEASURE_DASHBOARD = '/measure/dashboards/home';

/** What the Measure area needs from the signed-in app. */
export interface MeasureScreenProps {
  readonly api: ApiClient;
  readonly me: User;
  readonly teams: readonly Team[];
  /** The route's path (`/measure…`). */
  readonly path: string;
}

const PERIOD_TEXTS = { last7: m.last7, last30: m.last30, last90: m.last90, custom: m.custom };

/** Saves a file the browser holds under a name, as a download. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Measure's dashboard (`/measure/dashboards/home`; decisions 0077, 0086, 0087): team performance
 * over a period in the person's zone — the summary, first response by team and by person, inbox
 * volume by network and type, items and sentiment per day — and published posts' performance,
 * filtered by team and network; each part loads on its own and exports as CSV.
 */
export default function MeasureScreen({ api, me, teams, path }: MeasureScreenProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const zone = personTimeZone(me);
  const calls = useMemo(() => measureCalls(api), [api]);
  useEffect(() => {
    if (path !== MEASURE_DASHBOARD) window.location.replace(`#${MEASURE_DASHBOARD}`);
  }, [path]);

  const [now] = useState(() => new Date().toISOString());
  const [choice, setChoice] = useState<PeriodChoice>('last30');
  const [custom, setCustom] = useState<PickedDays>(() => presetDays('last30', now, zone));
  const [teamId, setTeamId] = useState('');
  const [network, setNetwork] = useState('');
  const days = choice === 'custom' ? custom : presetDays(choice, now, zone);
  const period = periodOf(days, zone);
  const since = period?.since;
  const until = period?.until;
  const [filter, setFilter] = useState<MeasureFilter | null>(null);
  useEffect(() => {
    if (since === undefined || until === undefined) return;
    setFilter({
      since,
      until,
      timeZone: zone,
      ...(teamId === '' ? {} : { teamId }),
      ...(network === '' ? {} : { network: network as Network }),
    });
  }, [since, until, zone, teamId, network]);

  const exportPart = (part: TeamPerformancePart) => async () => {
    if (filter === null) return;
    save(await calls.csv(filter, part), `switchboard-${part}-${days.first}-${days.last}.csv`);
  };

  return (
    <div className={styles.page} data-screen="measure">
      <h1 className={styles.heading}>{i18n._(m.title)}</h1>
      <p className={styles.intro}>{i18n._(m.intro)}</p>
      <div role="group" aria-label={i18n._(m.filters)} className={styles.filters}>
        <Select
          label={i18n._(m.period)}
          fieldClassName={styles.filter}
          value={choice}
          onChange={(event) => {
            const next = event.target.value as PeriodChoice;
            if (next === 'custom') setCustom(days);
            setChoice(next);
          }}
          options={PERIOD_CHOICES.map((value) => ({ value, label: i18n._(PERIOD_TEXTS[value]) }))}
        />
        {choice === 'custom' ? (
          <>
            <Input
              type="date"
              label={i18n._(m.from)}
              fieldClassName={styles.filter}
              value={custom.first}
              onChange={(event) => setCustom({ ...custom, first: event.target.value })}
              error={period === undefined ? i18n._(m.periodInvalid) : undefined}
            />
            <Input
              type="date"
              label={i18n._(m.to)}
              fieldClassName={styles.filter}
              value={custom.last}
              onChange={(event) => setCustom({ ...custom, last: event.target.value })}
            />
          </>
        ) : null}
        <Select
          label={i18n._(m.teamFilter)}
          fieldClassName={styles.filter}
          value={teamId}
          onChange={(event) => setTeamId(event.target.value)}
          options={[
            { value: '', label: i18n._(m.allTeams) },
            ...[...teams]
              .sort((a, b) => a.name.localeCompare(b.name, dateLocale(locale)))
              .map((team) => ({ value: team.id, label: team.name })),
          ]}
        />
        <Select
          label={i18n._(m.networkFilter)}
          fieldClassName={styles.filter}
          value={network}
          onChange={(event) => setNetwork(event.target.value)}
          options={[
            { value: '', label: i18n._(m.allNetworks) },
            ...SupportedNetwork.values.map((value) => ({ value, label: networkName(value) })),
          ]}
        />
        <p className={styles.zone}>{translate(i18n, m.zone, { zone })}</p>
      </div>
      {filter === null ? null : (
        <Dashboard
          key={JSON.stringify(filter)}
          filter={filter}
          calls={calls}
          locale={locale}
          zone={zone}
          onExport={exportPart}
        />
      )}
    </div>
  );
}

/** The cards of one filter. */
function Dashboard(props: {
  readonly filter: MeasureFilter;
  readonly calls: ReturnType<typeof measureCalls>;
  readonly locale: Locale;
  readonly zone: string;
  readonly onExport: (part: TeamPerformancePart) => () => Promise<void>;
}) {
  const { i18n } = useLingui();
  const { filter, calls, locale } = props;
  const t = useCallback((descriptor: MessageDescriptor) => i18n._(descriptor), [i18n]);
  const summary = useLoaded(useCallback(() => calls.summary(filter), [calls, filter]));
  const byTeam = useLoaded(useCallback(() => calls.byTeam(filter), [calls, filter]));
  const byPerson = useLoaded(useCallback(() => calls.byPerson(filter), [calls, filter]));
  const breakdown = useLoaded(useCallback(() => calls.breakdown(filter), [calls, filter]));
  const createdAt = useLoaded(useCallback(() => calls.createdAt(filter), [calls, filter]));
  const posts = useLoaded(useCallback(() => calls.posts(filter), [calls, filter]));
  const count = new Intl.NumberFormat(dateLocale(locale));
  const titles = {
    summary: i18n._(m.summary),
    byTeam: i18n._(m.byTeam),
    byPerson: i18n._(m.byPerson),
    volume: i18n._(m.volume),
    overTime: i18n._(m.overTime),
    posts: i18n._(m.posts),
    engagement: i18n._(m.engagementChart),
  };
  return (
    <>
      <MeasureCard
        part="summary"
        title={titles.summary}
        loaded={summary.loaded}
        onRetry={summary.reload}
        onExport={props.onExport('summary')}
        lines={2}
      >
        {(data) =>
          data.received === 0 ? (
            <EmptyState headingLevel={3} icon="barChart" title={i18n._(m.empty)}>
              {i18n._(m.emptyBody)}
            </EmptyState>
          ) : (
            <SummaryFigures summary={data} locale={locale} />
          )
        }
      </MeasureCard>
      <div className={styles.grid}>
        <MeasureCard
          part="byTeam"
          title={titles.byTeam}
          loaded={byTeam.loaded}
          onRetry={byTeam.reload}
          onExport={props.onExport('all')}
        >
          {(data) => (
            <PerformanceTable rows={data.rows} by="team" locale={locale} caption={titles.byTeam} />
          )}
        </MeasureCard>
        <MeasureCard
          part="byPerson"
          title={titles.byPerson}
          loaded={byPerson.loaded}
          onRetry={byPerson.reload}
          onExport={props.onExport('users')}
        >
          {(data) => (
            <PerformanceTable
              rows={data.rows}
              by="person"
              locale={locale}
              caption={titles.byPerson}
              initialSort={{ column: 'handled', direction: 'descending' }}
            />
          )}
        </MeasureCard>
        <MeasureCard
          part="volume"
          title={titles.volume}
          loaded={breakdown.loaded}
          onRetry={breakdown.reload}
          onExport={props.onExport('breakdown')}
        >
          {(data) => (
            <ChartFigure
              title={i18n._(m.volumeChart)}
              axisLabel={i18n._(m.network)}
              data={volumeChart(data, networkName, t)}
            />
          )}
        </MeasureCard>
        <MeasureCard
          part="overTime"
          title={titles.overTime}
          loaded={createdAt.loaded}
          onRetry={createdAt.reload}
          onExport={props.onExport('createdAt')}
        >
          {(data) => (
            <ChartFigure
              title={i18n._(m.overTimeChart)}
              axisLabel={i18n._(m.day)}
              data={overTimeChart(data, t)}
            />
          )}
        </MeasureCard>
      </div>
      <MeasureCard part="posts" title={titles.posts} loaded={posts.loaded} onRetry={posts.reload}>
        {(data) =>
          data.posts.length === 0 ? (
            <EmptyState headingLevel={3} icon="barChart" title={i18n._(m.postsEmpty)} />
          ) : (
            <>
              <p className={styles.muted}>
                {translate(i18n, m.postsTotals, {
                  posts: data.totals.posts,
                  engagement: count.format(data.totals.engagement),
                })}
              </p>
              <ChartFigure
                title={titles.engagement}
                axisLabel={i18n._(m.post)}
                data={engagementChart(data.posts, t)}
              />
              <PostsTable
                posts={data.posts}
                locale={locale}
                timeZone={props.zone}
                caption={titles.posts}
              />
            </>
          )
        }
      </MeasureCard>
    </>
  );
}
