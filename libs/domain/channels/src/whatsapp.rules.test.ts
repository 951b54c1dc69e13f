import { describe, expect, it } from 'vitest';
import { isWhatsAppPin, resendWaitMs, waitClock, whatsappResumeStep } from './whatsapp.rules.js';
import { waChannel } from './whatsapp.test-data.js';

describe('where a number being connected resumes', () => {
  it.each([
    [{ verification: 'UNVERIFIED', status: 'PENDING', connected: false }, 'code'],
    [{ verification: 'UNVERIFIED', status: 'ACTIVE', connected: false }, 'code'],
    [{ verification: 'VERIFIED', status: 'PENDING', connected: false }, 'activate'],
    [{ verification: 'VERIFIED', status: 'INACTIVE', connected: false }, 'activate'],
    [{ verification: 'VERIFIED', status: 'ACTIVE', connected: false }, 'activate'],
    [{ verification: 'VERIFIED', status: 'ACTIVE', connected: true }, 'connected'],
  ] as const)('%o → %s', (state, step) => {
    expect(whatsappResumeStep(waChannel(state))).toBe(step);
  });
});

describe('the resend wait', () => {
  const sent = { resendAfter: '2026-01-01T10:01:00.000Z' };
  it.each([
    ['2026-01-01T10:00:00.000Z', 60_000, '1:00'],
    ['2026-01-01T10:00:18.000Z', 42_000, '0:42'],
    ['2026-01-01T10:00:59.500Z', 500, '0:01'],
    ['2026-01-01T10:01:00.000Z', 0, '0:00'],
    ['2026-01-01T10:05:00.000Z', 0, '0:00'],
  ])('at %s: %d ms, shown %s', (now, ms, shown) => {
    expect(resendWaitMs(sent, Date.parse(now))).toBe(ms);
    expect(waitClock(resendWaitMs(sent, Date.parse(now)))).toBe(shown);
  });
});

describe('the two-step verification PIN', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    [' 123456', false],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%j → %s', (pin, ok) => {
    expect(isWhatsAppPin(pin)).toBe(ok);
  });
});
