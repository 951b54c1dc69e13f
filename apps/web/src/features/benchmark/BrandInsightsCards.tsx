import { useLingui } from '@lingui/react';
import { benchmarkMessages as m } from '@smm/i18n';
import { BrandInsights, decodeOrThrow, type MetricEntry } from '@smm/model';
import { Badge } from '@smm/ui';
import { ChartFigure, formatNumber } from '../charts/index.js';
import { BenchmarkCard } from './BenchmarkCard.js';
import { ENTRY_TEXTS } from './benchmark.texts.js';
import { brandDaysChart, type BrandDayFigure } from './insights.data.js';
import * as styles from './Insights.css.js';

/** Props of {@link BrandInsightsCards}. */
export interface BrandInsightsCardsProps {
  /** The entries the menu shows (reach and impressions are not there with YouTube). */
  readonly fragments: readonly string[];
  /** The metric entry of `insights/brands`. */
  readonly entry: MetricEntry | undefined;
  readonly onRetry: () => void;
}

const read = (data: unknown) => decodeOrThrow(BrandInsights, data);

const CHART_TITLES = {
  fans: m.fansOverTime,
  reach: m.reachPerDay,
  impressions: m.impressionsPerDay,
  engagement: m.engagementPerDay,
} as const;

/**
 * Brand insights (engage §2): the overview of the chosen brands' key figures, then their fans,
 * reach, impressions and engagement per day — one card per menu entry, all from one metric entry.
 */
export function BrandInsightsCards(props: BrandInsightsCardsProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const number = (value: number) => formatNumber(value, locale);
  const signed = (value: number) =>
    new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(
      value,
    );
  return (
    <>
      {props.fragments.map((fragment) => {
        const text = ENTRY_TEXTS[fragment];
        if (text === undefined) return null;
        const title = i18n._(text);
        if (fragment === 'overview') {
          return (
            <BenchmarkCard
              key={fragment}
              fragment={fragment}
              title={title}
              entry={props.entry}
              read={read}
              onRetry={props.onRetry}
            >
              {(insights) => (
                <div className={styles.tableBox} tabIndex={0} role="region" aria-label={title}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col" className={styles.headStart}>
                          {i18n._(m.columnBrand)}
                        </th>
                        <th scope="col" className={styles.head}>
                          {i18n._(m.fans)}
                        </th>
                        <th scope="col" className={styles.head}>
                          {i18n._(m.fansGrowth)}
                        </th>
                        <th scope="col" className={styles.head}>
                          {i18n._(m.posts)}
                        </th>
                        <th scope="col" className={styles.head}>
                          {i18n._(m.engagement)}
                        </th>
                        <th
                          scope="col"
                          className={styles.head}
                          title={i18n._(m.engagementRateHint)}
                        >
                          {i18n._(m.engagementRate)}
                        </th>
                        {insights.hasReach ? (
                          <>
                            <th scope="col" className={styles.head}>
                              {i18n._(m.reach)}
                            </th>
                            <th scope="col" className={styles.head}>
                              {i18n._(m.impressions)}
                            </th>
                          </>
                        ) : null}
                      </tr>
                    </thead>
                    <tbody>
                      {insights.brands.map((brand) => (
                        <tr key={brand.brandId}>
                          <th scope="row" className={styles.rowHead}>
                            <span className={styles.brandName}>
                              {brand.name}
                              {brand.ownBrand ? (
                                <Badge tone="neutral">{i18n._(m.ownBrand)}</Badge>
                              ) : null}
                            </span>
                          </th>
                          <td className={styles.cell}>{number(brand.totals.fans)}</td>
                          <td className={styles.cell}>{signed(brand.totals.fansGrowth)}</td>
                          <td className={styles.cell}>{number(brand.totals.posts)}</td>
                          <td className={styles.cell}>{number(brand.totals.engagement)}</td>
                          <td className={styles.cell}>
                            {new Intl.NumberFormat(locale, {
                              minimumFractionDigits: 2,
                              maximumFractionDigits: 2,
                            }).format(brand.totals.engagementRate)}
                          </td>
                          {insights.hasReach ? (
                            <>
                              <td className={styles.cell}>
                                {brand.totals.reach === null ? '–' : number(brand.totals.reach)}
                              </td>
                              <td className={styles.cell}>
                                {brand.totals.impressions === null
                                  ? '–'
                                  : number(brand.totals.impressions)}
                              </td>
                            </>
                          ) : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p className={styles.note}>{i18n._(m.engagementRateHint)}</p>
                </div>
              )}
            </BenchmarkCard>
          );
        }
        const figure = fragment as BrandDayFigure;
        return (
          <BenchmarkCard
            key={fragment}
            fragment={fragment}
            title={title}
            entry={props.entry}
            read={read}
            onRetry={props.onRetry}
          >
            {(insights) => (
              <ChartFigure
                title={i18n._(CHART_TITLES[figure])}
                axisLabel={i18n._(m.columnDay)}
                data={brandDaysChart(insights, figure)}
              />
            )}
          </BenchmarkCard>
        );
      })}
    </>
  );
}
