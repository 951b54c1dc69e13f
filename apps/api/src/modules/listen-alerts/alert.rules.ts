import { LISTEN_ALERT_LIMITS, type ListenAlertMetric, type ListenAlertWindow } from '@smm/model';

/** The length of each window, in milliseconds. */
export const WINDOW_MS: Readonly<Record<ListenAlertWindow, number>> = {
  hour: 3_600_000,
  day: 86_400_000,
};

/** A span of time, its start included and its end not. */
export interface Span {
  readonly since: Date;
  readonly until: Date;
}

/** The window an alert counts at `now`: the last hour or the last 24 hours, up to now. */
export function windowAt(window: ListenAlertWindow, now: Date): Span {
  return { since: new Date(now.getTime() - WINDOW_MS[window]), until: now };
}

/**
 * The span the usual volume of a window is read from: the {@link LISTEN_ALERT_LIMITS.baselineDays}
 * days before the window, and how many windows it holds (168 hours, or 7 days).
 */
export function baselineAt(
  window: ListenAlertWindow,
  now: Date,
): Span & { readonly windows: number } {
  const days = LISTEN_ALERT_LIMITS.baselineDays;
  const until = new Date(now.getTime() - WINDOW_MS[window]);
  return {
    since: new Date(until.getTime() - days * WINDOW_MS.day),
    until,
    windows: (days * WINDOW_MS.day) / WINDOW_MS[window],
  };
}

/** What a check measured of an alert's query. */
export interface Measured {
  /** Mentions in the window. */
  readonly volume: number;
  /** The average mentions of a window over the baseline (rise alerts). */
  readonly usual: number;
}

/**
 * Whether a query's volume is above an alert's threshold (decision 0090): for `mentions`, more
 * than `threshold` mentions in the window; for `rise`, at least
 * {@link LISTEN_ALERT_LIMITS.riseFloor} mentions and more than `threshold` % above the usual.
 *
 * @example
 * isAbove('mentions', 50, { volume: 51, usual: 0 }) // true
 * isAbove('mentions', 50, { volume: 50, usual: 0 }) // false (at the threshold is not above)
 * isAbove('rise', 100, { volume: 21, usual: 10 }) // true (110 % above)
 * isAbove('rise', 100, { volume: 4, usual: 0 }) // false (below the floor of 5)
 */
export function isAbove(metric: ListenAlertMetric, threshold: number, measured: Measured): boolean {
  if (metric === 'mentions') return measured.volume > threshold;
  return (
    measured.volume >= LISTEN_ALERT_LIMITS.riseFloor &&
    measured.volume > measured.usual * (1 + threshold / 100)
  );
}

/**
 * What a check does with an alert that was `wasAbove` and now `nowAbove`: it notifies only on
 * crossing from at-or-below to above; while the volume stays above it stays quiet, and once it
 * falls back the next crossing notifies again.
 */
export function crossing(wasAbove: boolean, nowAbove: boolean): { readonly notify: boolean } {
  return { notify: nowAbove && !wasAbove };
}

/** How far above the usual a volume is, in whole percent (null when there is no usual). */
export function riseOf(measured: Measured): number | null {
  if (measured.usual <= 0) return null;
  return Math.round((measured.volume / measured.usual - 1) * 100);
}

/**
 * A threshold's problem for its metric (null: none): "more than N mentions" takes 1 to a
 * million, "X % above the usual" 10 % to 1,000 %.
 */
export function thresholdProblem(metric: ListenAlertMetric, threshold: number): string | null {
  const [min, max] =
    metric === 'mentions'
      ? [LISTEN_ALERT_LIMITS.mentionsMin, LISTEN_ALERT_LIMITS.mentionsMax]
      : [LISTEN_ALERT_LIMITS.riseMin, LISTEN_ALERT_LIMITS.riseMax];
  if (threshold >= min && threshold <= max) return null;
  return metric === 'mentions'
    ? `The number of mentions must be between ${min} and ${max.toLocaleString('en')}.`
    : `The rise must be between ${min} % and ${max.toLocaleString('en')} %.`;
}

/** The English words of a window, for the notice and its e-mail. */
const WINDOW_WORDS: Readonly<Record<ListenAlertWindow, string>> = {
  hour: 'in the last hour',
  day: 'in the last 24 hours',
};

/**
 * The English notice of an alert that went off (the app words it in the reader's language from
 * its params): the query, the volume, the threshold.
 *
 * @example
 * alertMessage({ query: 'Oat milk', metric: 'mentions', window: 'hour', threshold: 50 }, { volume: 64, usual: 12 })
 * // 'Oat milk: 64 mentions in the last hour, more than the 50 of your alert.'
 */
export function alertMessage(
  alert: {
    readonly query: string;
    readonly metric: ListenAlertMetric;
    readonly window: ListenAlertWindow;
    readonly threshold: number;
  },
  measured: Measured,
): string {
  const mentions = `${measured.volume.toLocaleString('en')} ${measured.volume === 1 ? 'mention' : 'mentions'}`;
  if (alert.metric === 'mentions') {
    return `${alert.query}: ${mentions} ${WINDOW_WORDS[alert.window]}, more than the ${alert.threshold.toLocaleString('en')} of your alert.`;
  }
  const rise = riseOf(measured);
  const usual = Math.round(measured.usual * 10) / 10;
  return `${alert.query}: ${mentions} ${WINDOW_WORDS[alert.window]}, ${rise === null ? 'where there are usually none' : `${rise} % above the usual ${usual.toLocaleString('en')}`} (your alert: ${alert.threshold} % above the usual).`;
}
