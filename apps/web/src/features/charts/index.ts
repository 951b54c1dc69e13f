/**
 * Charts of the benchmark and measure areas: a chart with its data table. Imported only by those
 * lazily loaded areas, so Chart.js stays out of the initial JavaScript.
 */
export { ChartFigure } from './ChartFigure.js';
export type { ChartFigureProps } from './ChartFigure.js';
export type { ChartData, ChartSeries, ValueFormatter } from './chart.data.js';
export { formatCompact, formatDay, formatNumber, seriesColour } from './chart.format.js';
