import { describe, expect, it } from 'vitest';
import {
  PERCOLATION_DEBOUNCE_MS,
  PING_TIMEOUT_MS,
  PRESENCE_DEBOUNCE_MS,
  RECONNECT_FACTOR,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_MIN_DELAY_MS,
  RECONNECT_POLICY,
  RECONNECT_RETRIES,
  canRetry,
  realtimeUrl,
  reconnectDelay,
} from './connection.rules.js';

describe('the constants of engage §9', () => {
  it.each([
    ['reconnect minimum delay', RECONNECT_MIN_DELAY_MS, 2000],
    ['reconnect factor', RECONNECT_FACTOR, 1],
    ['reconnect retries', RECONNECT_RETRIES, 340],
    ['reconnect maximum delay (unlimited)', RECONNECT_MAX_DELAY_MS, Number.POSITIVE_INFINITY],
    ['ping timeout', PING_TIMEOUT_MS, 60000],
    ['presence debounce', PRESENCE_DEBOUNCE_MS, 2000],
    ['percolated debounce', PERCOLATION_DEBOUNCE_MS, 1000],
  ])('%s is %d', (_, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('reconnectDelay', () => {
  it.each([1, 2, 10, 340])('waits 2000 ms before reconnect %d (factor 1)', (attempt) => {
    expect(reconnectDelay(attempt)).toBe(2000);
  });

  it.each([
    [1, 100],
    [2, 200],
    [3, 400],
    [4, 500],
    [9, 500],
  ])('grows by the factor up to the maximum: attempt %d waits %d ms', (attempt, wait) => {
    expect(
      reconnectDelay(attempt, { ...RECONNECT_POLICY, minDelayMs: 100, factor: 2, maxDelayMs: 500 }),
    ).toBe(wait);
  });
});

describe('canRetry', () => {
  it.each([
    [1, true],
    [340, true],
    [341, false],
  ])('reconnect %d may be tried: %s', (attempt, allowed) => {
    expect(canRetry(attempt)).toBe(allowed);
  });
});

describe('realtimeUrl', () => {
  it.each([
    ['wss://app.test', 'abc', 'wss://app.test/buzzard?token=abc'],
    ['wss://app.test/', 'abc', 'wss://app.test/buzzard?token=abc'],
    ['ws://localhost:8080', 'a+b/c=', 'ws://localhost:8080/buzzard?token=a%2Bb%2Fc%3D'],
  ])('%s with token %s opens %s', (base, token, url) => {
    expect(realtimeUrl(base, token)).toBe(url);
  });
});
