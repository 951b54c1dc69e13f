import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJs,
  type ChartConfiguration,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { vars } from '@smm/ui';
import { useEffect, useRef } from 'react';
import type { ChartData, ValueFormatter } from './chart.data.js';
import { seriesColour } from './chart.format.js';

ChartJs.register(
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** The value of a theme colour (`var(--…)`) where the element is. */
function themeColour(element: Element, variable: string): string {
  const name = variable.replace(/^var\(([^,)]+).*$/, '$1');
  return getComputedStyle(element).getPropertyValue(name).trim() || '#5a6272';
}

/** Props of {@link Chart}. */
export interface ChartProps {
  readonly data: ChartData;
  /** The x axis' labels as shown (days formatted per language). */
  readonly labels: readonly string[];
  readonly formatValue: ValueFormatter;
  /** Shortens values on the y axis. */
  readonly formatTick: ValueFormatter;
  /** Read by screen readers for the picture; the table beside it holds the values. */
  readonly summary: string;
}

/**
 * A chart drawn by Chart.js on a canvas that fills its box (the box sets the height). Colours come
 * from the theme and the series palette; the canvas is one image to screen readers, named by
 * `summary` — the figure around it carries the table of its values.
 */
export function Chart({ data, labels, formatValue, formatTick, summary }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (element === null) return;
    const text = themeColour(element, vars.color.textMuted);
    const grid = themeColour(element, vars.color.border);
    const stacked = data.kind === 'stackedBar';
    const config: ChartConfiguration<'line' | 'bar', (number | null)[], string> = {
      type: data.kind === 'line' ? 'line' : 'bar',
      data: {
        labels: [...labels],
        datasets: data.series.map((series, index) => ({
          label: series.label,
          data: [...series.values],
          borderColor: seriesColour(index),
          backgroundColor: seriesColour(index),
          borderWidth: data.kind === 'line' ? 2 : 0,
          pointRadius: data.kind === 'line' && labels.length > 31 ? 0 : 2,
          spanGaps: false,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: {
            display: data.series.length > 1,
            position: 'bottom',
            labels: { color: text, boxWidth: 12 },
          },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${item.dataset.label ?? ''}: ${item.parsed.y === null ? '–' : formatValue(item.parsed.y)}`,
            },
          },
        },
        scales: {
          x: {
            stacked,
            ticks: { color: text, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
            grid: { display: false },
          },
          y: {
            stacked,
            beginAtZero: true,
            ticks: { color: text, callback: (value) => formatTick(Number(value)) },
            grid: { color: grid },
          },
        },
      },
    };
    const chart = new ChartJs(element, config);
    return () => chart.destroy();
  }, [data, labels, formatValue, formatTick]);

  return <canvas ref={canvas} role="img" aria-label={summary} />;
}
