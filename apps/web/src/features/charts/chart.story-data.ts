import type { ChartData } from './chart.data.js';

const days = Array.from({ length: 30 }, (_, index) =>
  new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10),
);
const wave = (base: number, swing: number, phase: number) =>
  days.map((_, index) => Math.round(base + swing * Math.sin(index / 4 + phase) + index * 3));

/** Fans of three brands over 30 days. */
export const STORY_LINE: ChartData = {
  kind: 'line',
  axis: 'day',
  labels: days,
  series: [
    { label: 'Demo Coffee', values: wave(1200, 40, 0) },
    { label: 'Bean Brothers', values: wave(980, 60, 1) },
    { label: 'Leaf & Co', values: wave(700, 30, 2) },
  ],
};

/** Inbox volume by network and type. */
export const STORY_STACKED: ChartData = {
  kind: 'stackedBar',
  axis: 'category',
  labels: ['Facebook', 'Instagram', 'X', 'LinkedIn'],
  series: [
    { label: 'Comments', values: [120, 90, 30, 12] },
    { label: 'Messages', values: [60, 48, 12, 0] },
    { label: 'Mentions', values: [4, 22, 40, 3] },
  ],
};

/** A chart without any value. */
export const STORY_EMPTY: ChartData = {
  kind: 'bar',
  axis: 'day',
  labels: days.slice(0, 7),
  series: [{ label: 'Demo Coffee', values: days.slice(0, 7).map(() => null) }],
};
