import {
  ANALYTICS_GATE_START,
  type AnalyticsEvent,
  type AnalyticsGate,
  CONSENT_WAIT_MS,
  type ConsentRecord,
  stepAnalytics,
} from '@smm/model';

/** The product's analytics for one signed-in session: every event goes through {@link Analytics.track}. */
export interface Analytics {
  /** Reports an event: sent at once with consent to C0002, held while waiting, dropped otherwise. */
  readonly track: (event: AnalyticsEvent) => void;
  /** The person's consent became known: loaded, or changed (null: not decided). */
  readonly consentKnown: (consent: ConsentRecord | null) => void;
  /** Where the gate is (tests and the browser tests read it). */
  readonly gate: () => AnalyticsGate;
  /** Stops the wait's timer: the session ended. */
  readonly stop: () => void;
}

/** What {@link createAnalytics} needs: how to send one event, and timers (tests give fakes). */
export interface AnalyticsOptions {
  readonly send: (event: AnalyticsEvent) => Promise<void>;
  readonly waitMs?: number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

/**
 * The single way the web app reports analytics (decision 0104): the gate of `@smm/model`'s
 * `stepAnalytics` with a real timer. It waits up to 3 s for the person's consent: events raised
 * meanwhile are held and sent once consent to C0002 is known; without that consent, or without
 * an answer in time, nothing is sent. A failed send is not retried.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
  let gate: AnalyticsGate = ANALYTICS_GATE_START;
  const apply = (input: Parameters<typeof stepAnalytics>[1]) => {
    const step = stepAnalytics(gate, input);
    gate = step.gate;
    for (const event of step.send) options.send(event).catch(() => undefined);
  };
  const timer = setTimer(() => apply({ type: 'timeout' }), options.waitMs ?? CONSENT_WAIT_MS);
  return {
    track: (event) => apply({ type: 'raised', event }),
    consentKnown: (consent) => {
      clearTimer(timer);
      apply({ type: 'consent', consent });
    },
    gate: () => gate,
    stop: () => clearTimer(timer),
  };
}
