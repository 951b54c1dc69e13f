import fc from 'fast-check';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { alertsOfNewItem, FEED_ALERT_WINDOWS, feedAlertDueAt } from './index.js';

const MINUTE = 60_000;

describe('feed alert windows (docs/decisions/0048)', () => {
  it('gathers a minute; a notification at most once a minute, a digest once every 15 minutes', () => {
    expect(FEED_ALERT_WINDOWS).toEqual({
      push: { gatherMs: MINUTE, spacingMs: MINUTE },
      email: { gatherMs: MINUTE, spacingMs: 15 * MINUTE },
    });
  });

  it.each([
    // medium, first item waiting (min), last alert (min or null), due (min)
    ['push', 0, null, 1],
    ['push', 10, 9.5, 11],
    ['push', 10, 10.5, 11.5],
    ['email', 0, null, 1],
    ['email', 10, 0, 15],
    ['email', 10, -20, 11],
    ['email', 30, 29, 44],
  ] as const)(
    '%s: first waiting at %s, last sent at %s → due at %s',
    (medium, first, last, due) => {
      expect(feedAlertDueAt(medium, first * MINUTE, last === null ? null : last * MINUTE)).toBe(
        due * MINUTE,
      );
    },
  );

  it('is never due before the gathering ends nor within the spacing of the last alert', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('push' as const, 'email' as const),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.option(fc.integer({ min: 0, max: 10 ** 12 }), { nil: null }),
        (medium, first, last) => {
          const due = feedAlertDueAt(medium, first, last);
          const { gatherMs, spacingMs } = FEED_ALERT_WINDOWS[medium];
          expect(due).toBeGreaterThanOrEqual(first + gatherMs);
          if (last !== null) expect(due).toBeGreaterThanOrEqual(last + spacingMs);
          // …and no later than both allow.
          expect(due === first + gatherMs || (last !== null && due === last + spacingMs)).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe('which new items alert', () => {
  it('what customers write does; what the organisation itself wrote does not', () => {
    expect(alertsOfNewItem(makeEngageItem())).toBe(true);
    expect(
      alertsOfNewItem(
        makeEngageItem({ sender: { name: 'Us', visibility: 'PUBLIC', isOwn: true } }),
      ),
    ).toBe(false);
    expect(alertsOfNewItem(makeEngageItem({ sender: undefined }))).toBe(true);
  });

  it('a new conversation tells of its first message, not of itself', () => {
    expect(alertsOfNewItem(makeEngageItem({ engage: { type: 'message' } }))).toBe(true);
    expect(alertsOfNewItem(makeEngageItem({ engage: { type: 'conversation' } }))).toBe(false);
  });
});
