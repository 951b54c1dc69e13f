import {
  LISTEN_ALERT_LIMITS,
  type ListenAlert,
  type ListenAlertInput,
  type ListenAlertMetric,
  type ListenAlertWindow,
} from '@smm/model';

/** The form of an alert as the person fills it in (the threshold as typed). */
export interface AlertDraft {
  readonly queryId: string;
  readonly metric: ListenAlertMetric;
  readonly window: ListenAlertWindow;
  readonly threshold: string;
  readonly recipientIds: readonly string[];
  readonly active: boolean;
}

/** What is wrong with a draft, field by field (nothing: it can be saved). */
export interface DraftProblems {
  readonly query?: 'required';
  readonly threshold?: { readonly min: number; readonly max: number };
  readonly recipients?: 'required' | 'tooMany';
}

/** The bounds of a metric's threshold. */
export function thresholdBounds(metric: ListenAlertMetric): { min: number; max: number } {
  return metric === 'mentions'
    ? { min: LISTEN_ALERT_LIMITS.mentionsMin, max: LISTEN_ALERT_LIMITS.mentionsMax }
    : { min: LISTEN_ALERT_LIMITS.riseMin, max: LISTEN_ALERT_LIMITS.riseMax };
}

/** A usual starting threshold per metric: 50 mentions, or 100 % (double the usual). */
export const DEFAULT_THRESHOLD: Readonly<Record<ListenAlertMetric, number>> = {
  mentions: 50,
  rise: 100,
};

/**
 * The draft of an alert: the alert's values, or for a new one the first active query, more
 * than 50 mentions in an hour, and the person themselves as the recipient.
 */
export function draftOf(
  alert: ListenAlert | undefined,
  me: string,
  queries: readonly { readonly id: string; readonly active: boolean }[],
): AlertDraft {
  if (alert) {
    return {
      queryId: alert.query.id,
      metric: alert.metric,
      window: alert.window,
      threshold: String(alert.threshold),
      recipientIds: alert.recipients.map((person) => person.id),
      active: alert.active,
    };
  }
  return {
    queryId: (queries.find((query) => query.active) ?? queries[0])?.id ?? '',
    metric: 'mentions',
    window: 'hour',
    threshold: String(DEFAULT_THRESHOLD.mentions),
    recipientIds: [me],
    active: true,
  };
}

/**
 * What is wrong with a draft: no query, a threshold that is not a whole number within its
 * metric's bounds, no recipient or too many.
 *
 * @example
 * draftProblems({ ...draft, metric: 'rise', threshold: '5' }) // { threshold: { min: 10, max: 1000 } }
 */
export function draftProblems(draft: AlertDraft): DraftProblems {
  const bounds = thresholdBounds(draft.metric);
  const text = draft.threshold.trim();
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const count = draft.recipientIds.length;
  return {
    ...(draft.queryId === '' ? { query: 'required' as const } : {}),
    ...(Number.isInteger(value) && value >= bounds.min && value <= bounds.max
      ? {}
      : { threshold: bounds }),
    ...(count === 0
      ? { recipients: 'required' as const }
      : count > LISTEN_ALERT_LIMITS.recipients
        ? { recipients: 'tooMany' as const }
        : {}),
  };
}

/** The request of a draft without problems. */
export function inputOf(draft: AlertDraft): ListenAlertInput {
  return {
    queryId: draft.queryId,
    metric: draft.metric,
    window: draft.window,
    threshold: Number(draft.threshold.trim()),
    recipientIds: [...draft.recipientIds],
    active: draft.active,
  };
}

/** The request that switches an alert on or off, keeping the rest as it is. */
export function switchedInput(alert: ListenAlert, active: boolean): ListenAlertInput {
  return { ...inputOf(draftOf(alert, '', [])), active };
}
