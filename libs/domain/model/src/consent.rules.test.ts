import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from './analytics.codec.js';
import type { ConsentCategories, ConsentRecord } from './consent.codec.js';
import {
  ACCEPT_ALL,
  ANALYTICS_GATE_START,
  type AnalyticsGate,
  type AnalyticsGateInput,
  CONSENT_QUEUE_LIMIT,
  CONSENT_WAIT_MS,
  mayTrack,
  ONLY_NECESSARY,
  stepAnalytics,
  withNecessary,
} from './consent.rules.js';

const at = '2026-11-26T10:00:00.000Z';
const record = (categories: ConsentCategories): ConsentRecord => ({ categories, decidedAt: at });
const view = (route: string): AnalyticsEvent => ({ type: 'routeView', route, fragment: '' });
const performanceOnly = record({ ...ONLY_NECESSARY, C0002: true });

/** Runs inputs through the gate from the start: the gate at the end and every event sent. */
function run(inputs: readonly AnalyticsGateInput[]) {
  let gate: AnalyticsGate = ANALYTICS_GATE_START;
  const sent: AnalyticsEvent[] = [];
  for (const input of inputs) {
    const step = stepAnalytics(gate, input);
    gate = step.gate;
    sent.push(...step.send);
  }
  return { gate, sent };
}

describe('consent categories (platform §9)', () => {
  it('waits 3 s for the consent', () => {
    expect(CONSENT_WAIT_MS).toBe(3000);
  });

  it('grants strictly necessary (C0001) whatever the choice says', () => {
    expect(withNecessary({ ...ONLY_NECESSARY, C0001: false }).C0001).toBe(true);
    expect(withNecessary({ ...ACCEPT_ALL, C0001: false })).toEqual(ACCEPT_ALL);
  });

  it.each([
    ['not decided', null, false],
    ['only necessary', record(ONLY_NECESSARY), false],
    ['accept all', record(ACCEPT_ALL), true],
    ['performance only', performanceOnly, true],
    ['everything but performance', record({ ...ACCEPT_ALL, C0002: false }), false],
  ] as const)('mayTrack: %s → %s', (_name, consent, expected) => {
    expect(mayTrack(consent)).toBe(expected);
  });
});

describe('the analytics gate: the 3 s wait and the queue (decision 0104)', () => {
  it('holds events while waiting and sends them in order once consent with C0002 is known', () => {
    const { gate, sent } = run([
      { type: 'raised', event: view('/home') },
      { type: 'raised', event: view('/engage/*') },
      { type: 'consent', consent: performanceOnly },
      { type: 'raised', event: view('/publish/*') },
    ]);
    expect(gate).toEqual({ kind: 'tracking' });
    expect(sent.map((event) => event.route)).toEqual(['/home', '/engage/*', '/publish/*']);
  });

  it('drops the held events when the person has not decided or refused', () => {
    for (const consent of [null, record(ONLY_NECESSARY)]) {
      const { gate, sent } = run([
        { type: 'raised', event: view('/home') },
        { type: 'consent', consent },
        { type: 'raised', event: view('/publish/*') },
      ]);
      expect(gate.kind).toBe('silent');
      expect(sent).toEqual([]);
    }
  });

  it('drops the held events when no answer comes within the wait; a later grant sends only later events', () => {
    const { gate, sent } = run([
      { type: 'raised', event: view('/home') },
      { type: 'timeout' },
      { type: 'raised', event: view('/engage/*') },
      { type: 'consent', consent: performanceOnly },
      { type: 'raised', event: view('/publish/*') },
    ]);
    expect(gate).toEqual({ kind: 'tracking' });
    expect(sent.map((event) => event.route)).toEqual(['/publish/*']);
  });

  it('stops sending when the consent to C0002 is withdrawn', () => {
    const { gate, sent } = run([
      { type: 'consent', consent: record(ACCEPT_ALL) },
      { type: 'raised', event: view('/home') },
      { type: 'consent', consent: record(ONLY_NECESSARY) },
      { type: 'raised', event: view('/engage/*') },
      { type: 'timeout' },
    ]);
    expect(gate).toEqual({ kind: 'silent', reason: 'refused' });
    expect(sent.map((event) => event.route)).toEqual(['/home']);
  });

  it(`holds at most ${CONSENT_QUEUE_LIMIT} events, dropping the oldest`, () => {
    const raised = Array.from({ length: CONSENT_QUEUE_LIMIT + 5 }, (_, i) => ({
      type: 'raised' as const,
      event: view(`/r${i}`),
    }));
    const { sent } = run([...raised, { type: 'consent', consent: performanceOnly }]);
    expect(sent).toHaveLength(CONSENT_QUEUE_LIMIT);
    expect(sent[0]?.route).toBe('/r5');
  });
});

const categories = fc.record({
  C0001: fc.boolean(),
  C0002: fc.boolean(),
  C0003: fc.boolean(),
  C0004: fc.boolean(),
  C0005: fc.boolean(),
});
const input: fc.Arbitrary<AnalyticsGateInput> = fc.oneof(
  fc
    .string({ maxLength: 8 })
    .map((route) => ({ type: 'raised' as const, event: view(`/${route}`) })),
  fc
    .option(categories, { nil: null })
    .map((c) => ({ type: 'consent' as const, consent: c === null ? null : record(c) })),
  fc.constant({ type: 'timeout' as const }),
);

describe('the analytics gate’s invariants (fast-check)', () => {
  it('never sends an event unless the latest consent known grants C0002', () => {
    fc.assert(
      fc.property(fc.array(input, { maxLength: 60 }), (inputs) => {
        let gate: AnalyticsGate = ANALYTICS_GATE_START;
        let latest: ConsentRecord | null = null;
        for (const next of inputs) {
          if (next.type === 'consent') latest = next.consent;
          const step = stepAnalytics(gate, next);
          if (step.send.length > 0) expect(mayTrack(latest)).toBe(true);
          gate = step.gate;
        }
      }),
    );
  });

  it('sends each raised event at most once, in the order raised, and none raised before a timeout or refusal', () => {
    fc.assert(
      fc.property(fc.array(input, { maxLength: 60 }), (inputs) => {
        const numbered = inputs.map((next, i) =>
          next.type === 'raised' ? { ...next, event: view(`/${i}`) } : next,
        );
        const { sent } = run(numbered);
        const order = sent.map((event) => Number(event.route.slice(1)));
        expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
        for (const i of order) {
          const before = numbered.slice(0, i);
          const after = numbered.slice(i + 1);
          // Raised before the gate went silent: never sent.
          const silencedBefore = before.some(
            (x) => x.type === 'timeout' || (x.type === 'consent' && !mayTrack(x.consent)),
          );
          const grantedBefore = before.some((x) => x.type === 'consent' && mayTrack(x.consent));
          if (!grantedBefore) {
            // Held: sent when the first consent came, and only if it granted C0002.
            const first = after.find((x) => x.type === 'consent' || x.type === 'timeout');
            expect(first?.type === 'consent' && mayTrack(first.consent)).toBe(true);
            expect(silencedBefore).toBe(false);
          }
        }
      }),
    );
  });
});
