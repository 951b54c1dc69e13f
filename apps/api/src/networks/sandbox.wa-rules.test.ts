import { describe, expect, it } from 'vitest';
import { approvalAt, displayOf, nameRefusal } from './sandbox.wa-accounts.js';
import { templateRejection } from './sandbox.wa-templates.js';
import { maskNumber } from './sandbox.wa-verification.js';

describe("the sandbox WhatsApp's display-name review", () => {
  it.each([
    ['Demo Coffee Support', null],
    ['Café Zürich', null],
    ['Demo Coffee on WhatsApp', 'The display name may not contain "WhatsApp".'],
    ['whats app deals', 'The display name may not contain "WhatsApp".'],
    ['DEMO COFFEE', 'The display name may not be in capital letters only.'],
    ['DC 24', 'The display name may not be in capital letters only.'],
    ['BBC', 'The display name may not be in capital letters only.'],
    ['A1 Coffee', null],
    ['democoffee.com', 'The display name may not contain a web address.'],
    ['Coffee at www.demo', 'The display name may not contain a web address.'],
    ['Coffee https://demo', 'The display name may not contain a web address.'],
  ])('%s → %s', (name, refusal) => {
    expect(nameRefusal(name)).toBe(refusal);
  });

  const at = (name: string, seconds: number) =>
    approvalAt(name, new Date(0), new Date(seconds * 1000));
  it.each([
    [0, 'PENDING'],
    [59, 'PENDING'],
    [60, 'NAME_APPROVED_WAITING_FOR_OBO_APPROVAL'],
    [179, 'NAME_APPROVED_WAITING_FOR_OBO_APPROVAL'],
    [180, 'APPROVED'],
    [86_400, 'APPROVED'],
  ])('an acceptable name %i s after submission is %s', (seconds, approval) => {
    expect(at('Demo Coffee', seconds)).toEqual({ approval, reason: null });
  });
  it('a refused name is in review for a minute, then REJECTED for good', () => {
    expect(at('WhatsApp Coffee', 30).approval).toBe('PENDING');
    expect(at('WhatsApp Coffee', 60).approval).toBe('REJECTED');
    expect(at('WhatsApp Coffee', 3600).approval).toBe('REJECTED');
  });
});

describe("the sandbox WhatsApp's template review", () => {
  it.each([
    ['Hello {{1}}, your order {{2}} is ready.', null],
    ['Hello {{1}}, {{1}} again, then {{2}}.', null],
    ['No placeholders at all.', null],
    ['{{1}}, your order is ready.', 'The text may not start or end with a placeholder.'],
    ['Your order is ready, {{1}}', 'The text may not start or end with a placeholder.'],
    ['Hello {{2}}, ready.', 'The placeholders must be {{1}}, {{2}}, … numbered in order.'],
    ['Hi {{2}} and {{1}}.', 'The placeholders must be {{1}}, {{2}}, … numbered in order.'],
    ['Hi {{name}}.', 'The placeholders must be {{1}}, {{2}}, … numbered in order.'],
  ])('%s → %s', (text, rejection) => {
    expect(templateRejection(text)).toBe(rejection);
  });
});

describe('numbers as the sandbox shows them', () => {
  it.each([
    ['+44 20 7946 0456', '+44 •• •••• ••56'],
    ['+1 555 0142', '+1 ••• ••42'],
  ])('%s is sent to %s', (display, masked) => {
    expect(maskNumber(display)).toBe(masked);
  });
  it('keeps the number as written, separators as single spaces', () => {
    expect(displayOf(' +44 (20) 7946-0456 ')).toBe('+44 20 7946 0456');
  });
});
