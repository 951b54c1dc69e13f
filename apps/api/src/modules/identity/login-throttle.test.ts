import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  delaySchedule,
  LoginThrottle,
  retryMessage,
  SIGN_IN_POLICY,
  signInDelayMs,
  type ThrottlePolicy,
} from './login-throttle.js';
import { memoryThrottleStore } from './login-throttle.store.js';

const MINUTE = 60_000;

describe('the delay schedule', () => {
  it.each([
    [1, 0],
    [5, 0],
    [6, 1000],
    [7, 2000],
    [8, 4000],
    [15, 512_000],
    [16, 15 * MINUTE],
    [1000, 15 * MINUTE],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(signInDelayMs(failures)).toBe(delay);
  });

  const policies = fc.record({
    freeFailures: fc.integer({ min: 0, max: 10 }),
    firstDelayMs: fc.integer({ min: 1, max: 10_000 }),
    maxDelayMs: fc.integer({ min: 0, max: 24 * 60 * MINUTE }),
    memoryMs: fc.constant(0),
    addressLimit: fc.constant(0),
    addressWindowMs: fc.constant(0),
  });

  it('never shortens with more failures, never passes the longest, and is free at first', () => {
    fc.assert(
      fc.property(
        policies,
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (policy, a, b) => {
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          expect(signInDelayMs(fewer, policy)).toBeLessThanOrEqual(signInDelayMs(more, policy));
          expect(signInDelayMs(more, policy)).toBeLessThanOrEqual(policy.maxDelayMs);
          if (more <= policy.freeFailures) expect(signInDelayMs(more, policy)).toBe(0);
        },
      ),
    );
  });

  it('doubles with each failure until the longest, and stays there', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 2, max: 200 }), (policy, failures) => {
        const before = signInDelayMs(failures - 1, policy);
        const after = signInDelayMs(failures, policy);
        if (failures > policy.freeFailures + 1) {
          expect(after).toBe(Math.min(2 * before, policy.maxDelayMs));
        }
        expect(signInDelayMs(failures + 1000, policy)).toBe(policy.maxDelayMs);
      }),
    );
  });

  it('as the stores take it: each delay in turn, the last one for ever after', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 1, max: 200 }), (policy, failures) => {
        const delays = delaySchedule(policy);
        expect(delays.at(-1)).toBe(signInDelayMs(delays.length, policy));
        expect(delays[Math.min(failures, delays.length) - 1]).toBe(signInDelayMs(failures, policy));
      }),
    );
  });

  it.each([
    [500, 'account', 'Too many failed sign-ins. Try again in 1 second.'],
    [4000, 'account', 'Too many failed sign-ins. Try again in 4 seconds.'],
    [59_001, 'account', 'Too many failed sign-ins. Try again in 1 minute.'],
    [15 * MINUTE, 'account', 'Too many failed sign-ins. Try again in 15 minutes.'],
    [3 * MINUTE, 'address', 'Too many failed sign-ins from your network. Try again in 3 minutes.'],
  ] as const)('%i ms for the %s says "%s"', (wait, refusedFor, message) => {
    expect(retryMessage(wait, refusedFor)).toBe(message);
  });
});

/** A throttle over the memory store with a clock the test moves. */
function throttleAt(policy: ThrottlePolicy = SIGN_IN_POLICY) {
  const clock = { now: 0 };
  return { clock, throttle: new LoginThrottle(memoryThrottleStore(), policy, () => clock.now) };
}

describe('the login throttle', () => {
  it('delays an account at an address after 5 failures, never locks it out', async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5; i++) expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(0);
    expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(0); // the 6th failure: 1 s next
    expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(1000);
    expect(await throttle.claimPair('a@x', '10.0.0.2')).toBe(0); // another address: at once
    clock.now += 1000;
    expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(0); // the 7th: 2 s next
    clock.now += 1999;
    expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(1);
  });

  it('waits the schedule’s delay after each failure, attempts made as soon as allowed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), async (failures) => {
        const { clock, throttle } = throttleAt();
        for (let i = 1; i <= failures; i++) {
          expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(0);
          clock.now += signInDelayMs(i);
        }
        // A moment before the last delay ends, the pair still waits (when there is one).
        const waits = signInDelayMs(failures) > 0;
        if (waits) clock.now -= 1;
        expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(waits ? 1 : 0);
      }),
    );
  });

  it('a success clears the pair: it starts again with its free failures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 40 }), async (failures) => {
        const { clock, throttle } = throttleAt();
        for (let i = 1; i <= failures; i++) {
          await throttle.claimPair('a@x', '10.0.0.1');
          clock.now += signInDelayMs(i);
        }
        await throttle.claimPair('a@x', '10.0.0.1');
        await throttle.succeed('a@x', '10.0.0.1');
        for (let i = 0; i < SIGN_IN_POLICY.freeFailures; i++) {
          expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(0);
        }
        expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(0);
        expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(SIGN_IN_POLICY.firstDelayMs);
      }),
    );
  });

  it('forgets a pair a day after its last delay ends', async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 6; i++) await throttle.claimPair('a@x', '10.0.0.1');
    clock.now += 1000 + SIGN_IN_POLICY.memoryMs;
    for (let i = 0; i < 6; i++) expect(await throttle.claimPair('a@x', '10.0.0.1')).toBe(0);
  });

  it('refuses an address over its ceiling until its window ends; a success takes back its attempt', async () => {
    const { clock, throttle } = throttleAt({ ...SIGN_IN_POLICY, addressLimit: 3 });
    for (let i = 0; i < 3; i++) expect(await throttle.claimAddress('10.0.0.9')).toBe(0);
    await throttle.succeed('a@x', '10.0.0.9');
    expect(await throttle.claimAddress('10.0.0.9')).toBe(0);
    clock.now += 5 * MINUTE;
    expect(await throttle.claimAddress('10.0.0.9')).toBe(10 * MINUTE);
    expect(await throttle.claimAddress('10.0.0.10')).toBe(0);
    clock.now += 10 * MINUTE;
    expect(await throttle.claimAddress('10.0.0.9')).toBe(0);
  });
});
