import type { Network } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  needsTemplate,
  openWindow,
  placeholderCount,
  WHATSAPP_WINDOW_MS,
} from './index.js';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();
const conversation = (network: Network = 'whatsapp', windowExpiresAt?: string) =>
  makeEngageItem({
    engage: { network, type: 'conversation' },
    ...(windowExpiresAt === undefined ? {} : { whatsapp: { windowExpiresAt } }),
  });
const message = (createdDate: string, isOwn = false) =>
  makeEngageItem({
    engage: { network: 'whatsapp', type: 'message' },
    sender: { name: isOwn ? 'Bakery' : 'Ana', visibility: 'PUBLIC', isOwn },
    meta: { createdDate },
  });

describe('the WhatsApp customer-service window', () => {
  it('a customer message opens it for 24 hours from when it was written', () => {
    const opened = openWindow(conversation(), message(at(T0)));
    expect(opened.whatsapp?.windowExpiresAt).toBe(at(T0 + 24 * HOUR));
    expect(needsTemplate(opened, T0 + 23 * HOUR)).toBe(false);
    expect(needsTemplate(opened, T0 + 24 * HOUR)).toBe(true);
  });

  it("the business's own messages do not open it", () => {
    const c = conversation('whatsapp', at(T0 + HOUR));
    expect(openWindow(c, message(at(T0 + 2 * HOUR), true))).toBe(c);
  });

  it('an older customer message does not shorten it', () => {
    const c = conversation('whatsapp', at(T0 + 30 * HOUR));
    expect(openWindow(c, message(at(T0))).whatsapp?.windowExpiresAt).toBe(at(T0 + 30 * HOUR));
  });

  it('a conversation the customer never opened takes only templates; other networks never', () => {
    expect(needsTemplate(conversation(), T0)).toBe(true);
    expect(needsTemplate(conversation('facebook'), T0)).toBe(false);
    expect(openWindow(conversation('facebook'), message(at(T0))).whatsapp).toBeUndefined();
  });

  it('the window is open exactly until 24 hours after the latest customer message', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 * 24 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 12 * 24 }),
        (hours, nowHours) => {
          const c = hours.reduce(
            (acc, h) => openWindow(acc, message(at(T0 + h * HOUR))),
            conversation(),
          );
          const latest = T0 + Math.max(...hours) * HOUR;
          const now = T0 + nowHours * HOUR;
          expect(needsTemplate(c, now)).toBe(now >= latest + WHATSAPP_WINDOW_MS);
        },
      ),
    );
  });
});

describe('WhatsApp templates', () => {
  it.each([
    ['Hello {{1}}, your order {{2}} is on its way.', 2],
    ['Thanks!', 0],
    ['{{2}} before {{1}}', 2],
  ])('%s takes %i parameters', (text, count) => {
    expect(placeholderCount(text)).toBe(count);
  });

  it('fills placeholders by position and leaves missing ones visible', () => {
    expect(fillTemplate('Hello {{1}}, order {{2}}.', ['Ana', 'A-17'])).toBe(
      'Hello Ana, order A-17.',
    );
    expect(fillTemplate('{{2}} then {{1}}', ['a', 'b'])).toBe('b then a');
    expect(fillTemplate('Hello {{1}} {{2}}', ['Ana'])).toBe('Hello Ana {{2}}');
  });
});
