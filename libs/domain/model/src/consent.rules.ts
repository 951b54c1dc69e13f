import type { AnalyticsEvent } from './analytics.codec.js';
import type { ConsentCategories, ConsentRecord } from './consent.codec.js';

/** How long analytics waits for the person's consent before it gives up (platform §9: 3 s). */
export const CONSENT_WAIT_MS = 3000;

/** At most this many events wait for the consent; beyond it the oldest are dropped. */
export const CONSENT_QUEUE_LIMIT = 50;

/**
 * The categories as a person chose them, with strictly necessary (C0001) granted whatever the
 * choice said: it cannot be refused.
 *
 * @example
 * withNecessary({ C0001: false, C0002: true, C0003: false, C0004: false, C0005: false }).C0001; // true
 */
export function withNecessary(categories: ConsentCategories): ConsentCategories {
  return { ...categories, C0001: true };
}

/** Everything granted: "Accept all". */
export const ACCEPT_ALL: ConsentCategories = {
  C0001: true,
  C0002: true,
  C0003: true,
  C0004: true,
  C0005: true,
};

/** Strictly necessary only: "Only necessary". */
export const ONLY_NECESSARY: ConsentCategories = {
  C0001: true,
  C0002: false,
  C0003: false,
  C0004: false,
  C0005: false,
};

/**
 * Whether the product's analytics events may be sent for a person: only with their recorded
 * consent to performance (C0002). Not decided (null) is no consent.
 *
 * @example
 * mayTrack(null); // false
 * mayTrack({ categories: ACCEPT_ALL, decidedAt: '2026-11-26T10:00:00Z' }); // true
 */
export function mayTrack(consent: ConsentRecord | null | undefined): boolean {
  return consent?.categories.C0002 === true;
}

/**
 * Where the analytics gate is (decision 0104): `waiting` for the consent, up to
 * {@link CONSENT_WAIT_MS}, holding the events raised meanwhile; `tracking` — consent with C0002
 * is known, events go out as they are raised; `silent` — no consent to C0002 (refused, not
 * decided, or no answer within the wait), events are dropped.
 */
export type AnalyticsGate =
  | { readonly kind: 'waiting'; readonly queue: readonly AnalyticsEvent[] }
  | { readonly kind: 'tracking' }
  | { readonly kind: 'silent'; readonly reason: 'refused' | 'undecided' | 'timedOut' };

/**
 * What moves the gate: an event the product raised; the person's consent became known (loaded,
 * or changed from the banner or settings; null: not decided); the wait ran out.
 */
export type AnalyticsGateInput =
  | { readonly type: 'raised'; readonly event: AnalyticsEvent }
  | { readonly type: 'consent'; readonly consent: ConsentRecord | null }
  | { readonly type: 'timeout' };

/** The gate after an input, and the events to send now (in the order they were raised). */
export interface AnalyticsGateStep {
  readonly gate: AnalyticsGate;
  readonly send: readonly AnalyticsEvent[];
}

/** The gate as analytics starts: waiting, nothing held. */
export const ANALYTICS_GATE_START: AnalyticsGate = { kind: 'waiting', queue: [] };

const silentFor = (consent: ConsentRecord | null): AnalyticsGate => ({
  kind: 'silent',
  reason: consent === null ? 'undecided' : 'refused',
});

/**
 * The analytics gate's transition (decision 0104). While waiting, raised events are held (at
 * most {@link CONSENT_QUEUE_LIMIT}, the oldest dropped first); consent with C0002 sends them and
 * tracks from then on; consent without C0002 (or none decided) drops them; the wait running out
 * drops them too. Afterwards each consent that becomes known switches between tracking and
 * silent — a later grant sends only events raised after it, never those dropped before.
 *
 * @example
 * const held = stepAnalytics(ANALYTICS_GATE_START, { type: 'raised', event });
 * stepAnalytics(held.gate, { type: 'consent', consent: null }); // { gate: silent, send: [] }
 */
export function stepAnalytics(gate: AnalyticsGate, input: AnalyticsGateInput): AnalyticsGateStep {
  switch (input.type) {
    case 'raised':
      if (gate.kind === 'tracking') return { gate, send: [input.event] };
      if (gate.kind === 'silent') return { gate, send: [] };
      return {
        gate: { kind: 'waiting', queue: [...gate.queue, input.event].slice(-CONSENT_QUEUE_LIMIT) },
        send: [],
      };
    case 'consent':
      if (mayTrack(input.consent)) {
        return { gate: { kind: 'tracking' }, send: gate.kind === 'waiting' ? gate.queue : [] };
      }
      return { gate: silentFor(input.consent), send: [] };
    case 'timeout':
      return gate.kind === 'waiting'
        ? { gate: { kind: 'silent', reason: 'timedOut' }, send: [] }
        : { gate, send: [] };
  }
}
