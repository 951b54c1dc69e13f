import { describe, expect, it } from 'vitest';
import { DEFAULT_SANDBOX_RATE, readConfig } from './config.js';

describe('SANDBOX_RATE', () => {
  it.each([
    [undefined, DEFAULT_SANDBOX_RATE],
    ['', DEFAULT_SANDBOX_RATE],
    ['0', 0],
    ['6', 6],
    ['0.5', 0.5],
    ['600', 600],
  ])('%j gives %d items a minute per organisation', (value, rate) => {
    expect(readConfig(value === undefined ? {} : { SANDBOX_RATE: value }).sandboxRate).toBe(rate);
  });

  it.each(['-1', 'fast', '6/min', 'Infinity', '1e9'])(
    '%j is refused with a message that says what to set',
    (value) => {
      expect(() => readConfig({ SANDBOX_RATE: value })).toThrow(
        `SANDBOX_RATE must be a number of items per minute from 0 (off) to 60000, got "${value}". Leave it unset for the default of ${DEFAULT_SANDBOX_RATE}.`,
      );
    },
  );
});
