import { describe, expect, it } from 'vitest';
import { LoginThrottle, THROTTLE_WINDOW_MS } from './login-throttle.js';

describe('login throttle', () => {
  it('blocks an account after 5 failures for the rest of the 15-minute window', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < 4; i++) throttle.fail('a@x', '10.0.0.1');
    expect(throttle.retryAfter('a@x', '10.0.0.1')).toBe(0);
    throttle.fail('a@x', '10.0.0.1');
    expect(throttle.retryAfter('a@x', '10.0.0.1')).toBe(THROTTLE_WINDOW_MS);
    now = 10 * 60 * 1000;
    expect(throttle.retryAfter('a@x', '10.0.0.2')).toBe(5 * 60 * 1000);
    now = THROTTLE_WINDOW_MS + 1;
    expect(throttle.retryAfter('a@x', '10.0.0.1')).toBe(0);
  });

  it('blocks an address after 20 failures across accounts', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 0; i < 20; i++) throttle.fail(`user${i}@x`, '10.0.0.9');
    expect(throttle.retryAfter('fresh@x', '10.0.0.9')).toBeGreaterThan(0);
    expect(throttle.retryAfter('fresh@x', '10.0.0.10')).toBe(0);
  });

  it('a successful sign-in clears the account’s failures', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 0; i < 4; i++) throttle.fail('a@x', '10.0.0.1');
    throttle.succeed('a@x');
    throttle.fail('a@x', '10.0.0.1');
    expect(throttle.retryAfter('a@x', '10.0.0.1')).toBe(0);
  });
});
