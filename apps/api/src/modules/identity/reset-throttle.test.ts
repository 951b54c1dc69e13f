import { describe, expect, it } from 'vitest';
import { memoryThrottleStore } from './login-throttle.store.js';
import { RESET_POLICY, ResetThrottle, resetRetryMessage } from './reset-throttle.js';

describe('ResetThrottle', () => {
  it('allows a few links an e-mail address per window, whatever its case, then says how long to wait', async () => {
    let now = 0;
    const throttle = new ResetThrottle(memoryThrottleStore(), RESET_POLICY, () => now);
    const waits = [];
    for (const email of ['ada@demo.test', 'ADA@demo.test ', 'ada@demo.test', 'ada@demo.test']) {
      waits.push(await throttle.claimAccount(email));
    }
    expect(waits).toEqual([0, 0, 0, RESET_POLICY.windowMs]);
    expect(await throttle.claimAccount('bob@demo.test')).toBe(0);
    now = RESET_POLICY.windowMs;
    expect(await throttle.claimAccount('ada@demo.test')).toBe(0);
  });

  it('limits one address over any e-mail addresses, apart from sign-in counts in the same store', async () => {
    const store = memoryThrottleStore();
    const throttle = new ResetThrottle(store, { ...RESET_POLICY, addressLimit: 2 }, () => 0);
    expect(await throttle.claimAddress('10.0.0.1')).toBe(0);
    expect(await throttle.claimAddress('10.0.0.1')).toBe(0);
    expect(await throttle.claimAddress('10.0.0.1')).toBeGreaterThan(0);
    expect(await throttle.claimAddress('10.0.0.2')).toBe(0);
    // The sign-in throttle keys addresses bare: its counts are others.
    expect(await store.claimAddress('10.0.0.1', 0, 1, 1000)).toBe(0);
  });

  it.each([
    [4_000, 'Too many password reset requests. Try again in 4 seconds.'],
    [15 * 60_000, 'Too many password reset requests. Try again in 15 minutes.'],
  ])('words a wait of %i ms', (wait, message) => {
    expect(resetRetryMessage(wait)).toBe(message);
  });
});
