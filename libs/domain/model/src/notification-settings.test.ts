import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  notificationSettingsOf,
  wantsNotification,
  type NotificationKind,
  type NotificationMedium,
} from './notification-settings.codec.js';

describe('notification settings', () => {
  it.each<[NotificationKind, NotificationMedium, boolean]>([
    ['mention', 'inProduct', true],
    ['mention', 'email', true],
    ['assignment', 'email', true],
    ['feedShared', 'email', false],
    ['exportReady', 'email', false],
    ['bulkFailed', 'email', false],
    ['channelAttention', 'email', true],
    ['maintenance', 'email', false],
    ['maintenance', 'inProduct', true],
  ])('by default, %s by %s is %s', (kind, medium, wanted) => {
    expect(wantsNotification(notificationSettingsOf([]), kind, medium)).toBe(wanted);
  });

  it('keeps what the person chose and defaults the rest, in the settings order', () => {
    const settings = notificationSettingsOf([
      { kind: 'maintenance', inProduct: false, email: true },
    ]);
    expect(settings.preferences.map((p) => p.kind)).toEqual(NOTIFICATION_KINDS);
    expect(wantsNotification(settings, 'maintenance', 'inProduct')).toBe(false);
    expect(wantsNotification(settings, 'maintenance', 'email')).toBe(true);
    expect(settings.preferences[0]).toEqual({ kind: 'mention', ...NOTIFICATION_DEFAULTS.mention });
  });

  it('answers every kind exactly once, whatever was chosen', () => {
    const choice = fc.record({
      kind: fc.constantFrom(...NOTIFICATION_KINDS),
      inProduct: fc.boolean(),
      email: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 12 }), (chosen) => {
        const kinds = notificationSettingsOf(chosen).preferences.map((p) => p.kind);
        expect(kinds).toEqual(NOTIFICATION_KINDS);
      }),
    );
  });
});
