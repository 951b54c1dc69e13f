import { useLingui } from '@lingui/react';
import { benchmarkMessages as m, dateLocale, translate } from '@smm/i18n';
import {
  ContentAnalysis,
  decodeOrThrow,
  type MetricEntry,
  PublicPostSentiment,
  PublicPostType,
  type Locale,
} from '@smm/model';
import { Select, vars } from '@smm/ui';
import { type ReactNode, useState } from 'react';
import { ChartFigure, formatNumber } from '../charts/index.js';
import { BenchmarkCard } from './BenchmarkCard.js';
import { ENTRY_TEXTS, POST_TYPE_TEXTS, SENTIMENT_TEXTS } from './benchmark.texts.js';
import { activityGrid, contentDaysChart, type ContentDayFigure } from './insights.data.js';
import * as styles from './Insights.css.js';

const read = (data: unknown) => decodeOrThrow(ContentAnalysis, data);

const CHART_TITLES = {
  reach: m.postsReachPerDay,
  impressions: m.postsImpressionsPerDay,
  engagement: m.postsEngagementPerDay,
} as const;

/** Props of {@link ContentAnalysisCards}. */
export interface ContentAnalysisCardsProps {
  /** The entries the menu shows, but the content feed (a card of its own). */
  readonly fragments: readonly string[];
  /** The metric entry of `insights/content`. */
  readonly entry: MetricEntry | undefined;
  readonly onRetry: () => void;
}

/** The weekday names of a language, Monday first. */
function weekdays(locale: string, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(dateLocale(locale as Locale), {
    weekday: width,
    timeZone: 'UTC',
  });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** The hours of a day in a language (`13` or `1 PM`), UTC. */
function hours(locale: string): string[] {
  const format = new Intl.DateTimeFormat(dateLocale(locale as Locale), {
    hour: 'numeric',
    timeZone: 'UTC',
  });
  return Array.from({ length: 24 }, (_, h) => format.format(new Date(Date.UTC(2024, 0, 1, h))));
}

/** When the chosen brands post: a weekday × hour table, each cell shaded by its posts. */
function PublishingActivity({ analysis }: { analysis: ContentAnalysis }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [brandId, setBrandId] = useState(analysis.brands[0]?.brandId ?? '');
  const brand = analysis.brands.find((b) => b.brandId === brandId) ?? analysis.brands[0];
  if (brand === undefined) return <p className={styles.muted}>{i18n._(m.noData)}</p>;
  const grid = activityGrid(brand.activity);
  const most = Math.max(1, ...grid.flat());
  const days = weekdays(locale, 'short');
  const longDays = weekdays(locale, 'long');
  const hourNames = hours(locale);
  const caption = translate(i18n, m.activityCaption, { brand: brand.name });
  return (
    <>
      {analysis.brands.length > 1 ? (
        <Select
          label={i18n._(m.activityBrand)}
          fieldClassName={styles.brandPicker}
          value={brand.brandId}
          options={analysis.brands.map((b) => ({ value: b.brandId, label: b.name }))}
          onChange={(event) => setBrandId(event.target.value)}
        />
      ) : null}
      <div className={styles.tableBox} tabIndex={0} role="region" aria-label={caption}>
        <table className={styles.heatTable}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.heatRowHead}>
                {i18n._(m.columnWeekday)}
              </th>
              {hourNames.map((hour) => (
                <th key={hour} scope="col" className={styles.heatHead}>
                  {hour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((row, day) => (
              <tr key={day}>
                <th scope="row" className={styles.heatRowHead}>
                  <abbr title={longDays[day]}>{days[day]}</abbr>
                </th>
                {row.map((posts, hour) => {
                  const share = posts / most;
                  return (
                    <td
                      key={hour}
                      className={styles.heatCell}
                      title={translate(i18n, m.activityCell, {
                        weekday: longDays[day] ?? '',
                        hour: hourNames[hour] ?? '',
                        count: posts,
                      })}
                      style={{
                        background: `color-mix(in srgb, ${vars.color.brand} ${Math.round(share * 85)}%, ${vars.color.surfaceMuted})`,
                        color: share > 0.5 ? vars.color.onBrand : vars.color.text,
                      }}
                    >
                      {posts === 0 ? '' : formatNumber(posts, locale)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The analysis summary: posts, engagement and engagement per post of each brand, and posts by type. */
function AnalysisSummary({ analysis, title }: { analysis: ContentAnalysis; title: string }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const types = PublicPostType.values.filter((type) =>
    analysis.brands.some((b) => b.byType.some((t) => t.type === type && t.posts > 0)),
  );
  return (
    <>
      <div className={styles.tableBox} tabIndex={0} role="region" aria-label={title}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.headStart}>
                {i18n._(m.columnBrand)}
              </th>
              <th scope="col" className={styles.head}>
                {i18n._(m.posts)}
              </th>
              <th scope="col" className={styles.head}>
                {i18n._(m.engagement)}
              </th>
              <th scope="col" className={styles.head}>
                {i18n._(m.engagementPerPost)}
              </th>
            </tr>
          </thead>
          <tbody>
            {analysis.brands.map((brand) => (
              <tr key={brand.brandId}>
                <th scope="row" className={styles.rowHead}>
                  {brand.name}
                </th>
                <td className={styles.cell}>{formatNumber(brand.posts, locale)}</td>
                <td className={styles.cell}>{formatNumber(brand.engagement, locale)}</td>
                <td className={styles.cell}>{formatNumber(brand.engagementPerPost, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ChartFigure
        title={i18n._(m.postsByType)}
        axisLabel={i18n._(m.columnBrand)}
        data={{
          kind: 'stackedBar',
          axis: 'category',
          labels: analysis.brands.map((b) => b.name),
          series: types.map((type) => ({
            label: i18n._(POST_TYPE_TEXTS[type]),
            values: analysis.brands.map((b) => b.byType.find((t) => t.type === type)?.posts ?? 0),
          })),
        }}
      />
    </>
  );
}

/**
 * Content analysis (engage §2) but the feed: the analysis summary, publishing activity, and the
 * posts' reach, impressions, sentiment (Facebook) and engagement — one card per menu entry, all
 * from one metric entry.
 */
export function ContentAnalysisCards(props: ContentAnalysisCardsProps) {
  const { i18n } = useLingui();
  return (
    <>
      {props.fragments.map((fragment) => {
        const text = ENTRY_TEXTS[fragment];
        if (text === undefined || fragment === 'content-feed') return null;
        const title = i18n._(text);
        const card = (body: (analysis: ContentAnalysis) => ReactNode) => (
          <BenchmarkCard
            key={fragment}
            fragment={fragment}
            title={title}
            entry={props.entry}
            read={read}
            onRetry={props.onRetry}
          >
            {body}
          </BenchmarkCard>
        );
        switch (fragment) {
          case 'analysis-summary':
            return card((analysis) => <AnalysisSummary analysis={analysis} title={title} />);
          case 'publishing-activity':
            return card((analysis) => <PublishingActivity analysis={analysis} />);
          case 'sentiment':
            return card((analysis) => (
              <ChartFigure
                title={i18n._(m.sentimentTitle)}
                axisLabel={i18n._(m.columnBrand)}
                data={{
                  kind: 'stackedBar',
                  axis: 'category',
                  labels: analysis.brands.map((b) => b.name),
                  series: PublicPostSentiment.values.map((sentiment) => ({
                    label: i18n._(SENTIMENT_TEXTS[sentiment]),
                    values: analysis.brands.map((b) => b.sentiment?.[sentiment] ?? null),
                  })),
                }}
              />
            ));
          default: {
            const figure = fragment as Exclude<ContentDayFigure, 'posts'>;
            if (!(figure in CHART_TITLES)) return null;
            return card((analysis) => (
              <ChartFigure
                title={i18n._(CHART_TITLES[figure])}
                axisLabel={i18n._(m.columnDay)}
                data={contentDaysChart(analysis, figure)}
              />
            ));
          }
        }
      })}
    </>
  );
}
