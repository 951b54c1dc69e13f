/**
 * What a chart shows, as plain data: the same data draws the chart and fills its table, so the
 * two never disagree.
 */
export interface ChartSeries {
  /** The series' name: a brand, a network, a sentiment. */
  readonly label: string;
  /** One value per label of the chart; null where the value is not known. */
  readonly values: readonly (number | null)[];
}

/** A chart: its kind, the labels of its x axis and its series. */
export interface ChartData {
  /** `line` for values over time; `bar` to compare; `stackedBar` for parts of a whole. */
  readonly kind: 'line' | 'bar' | 'stackedBar';
  /**
   * The x axis: calendar days (`YYYY-MM-DD`, formatted per language) or categories (shown as
   * they are).
   */
  readonly axis: 'day' | 'category';
  readonly labels: readonly string[];
  readonly series: readonly ChartSeries[];
}

/** Formats a value for the axis, the tooltips and the table. */
export type ValueFormatter = (value: number) => string;
