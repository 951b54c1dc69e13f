import type { BrandInsights, ContentAnalysis, ContentFeedPage } from '@smm/model';
import type { ChartData } from '../charts/index.js';

/** A per-day figure of brand insights. */
export type BrandDayFigure = 'fans' | 'reach' | 'impressions' | 'engagement';

/** A per-day figure of content analysis. */
export type ContentDayFigure = 'posts' | 'reach' | 'impressions' | 'engagement';

/**
 * A line chart of one figure per day, a series per brand (its days in order; a day a brand has
 * no figure for is null).
 *
 * @example
 * brandDaysChart(insights, 'fans') // { kind: 'line', axis: 'day', labels: [days], series: [{ label: 'Bean Brothers', values }] }
 */
export function brandDaysChart(insights: BrandInsights, figure: BrandDayFigure): ChartData {
  const labels = [...new Set(insights.brands.flatMap((b) => b.days.map((d) => d.day)))].sort();
  return {
    kind: 'line',
    axis: 'day',
    labels,
    series: insights.brands.map((brand) => {
      const byDay = new Map(brand.days.map((d) => [d.day, d[figure]]));
      return { label: brand.name, values: labels.map((day) => byDay.get(day) ?? null) };
    }),
  };
}

/** The same for content analysis: the brands' posts' figure per day. */
export function contentDaysChart(analysis: ContentAnalysis, figure: ContentDayFigure): ChartData {
  const labels = [...new Set(analysis.brands.flatMap((b) => b.days.map((d) => d.day)))].sort();
  return {
    kind: 'line',
    axis: 'day',
    labels,
    series: analysis.brands.map((brand) => {
      const byDay = new Map(brand.days.map((d) => [d.day, d[figure]]));
      return { label: brand.name, values: labels.map((day) => byDay.get(day) ?? null) };
    }),
  };
}

/** The content feed's pages as they were appended to its metric entry: their posts and the next cursor. */
export function feedOf(pages: readonly ContentFeedPage[]) {
  return {
    items: pages.flatMap((page) => page.items),
    next: pages.length === 0 ? null : (pages[pages.length - 1]?.next ?? null),
  };
}

/** A 7 × 24 grid of posts by weekday (1 Monday … 7 Sunday) and hour (UTC). */
export function activityGrid(
  activity: readonly { weekday: number; hour: number; posts: number }[],
): number[][] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const cell of activity) {
    const row = grid[cell.weekday - 1];
    if (row !== undefined && cell.hour >= 0 && cell.hour < 24)
      row[cell.hour] = (row[cell.hour] ?? 0) + cell.posts;
  }
  return grid;
}
