import type { MaintenanceNotice } from '@smm/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dismissMaintenanceNotice,
  maintenanceDismissalKey,
  visibleMaintenanceNotices,
} from './maintenance.rules.js';

const notice = (id: string, startsAt: string, endsAt: string): MaintenanceNotice => ({
  id,
  startsAt,
  endsAt,
  message: `Maintenance ${id}`,
});
const tonight = notice('tonight', '2026-12-01T22:00:00Z', '2026-12-01T23:00:00Z');
const now = notice('now', '2026-12-01T11:00:00Z', '2026-12-01T13:00:00Z');
const over = notice('over', '2026-11-30T22:00:00Z', '2026-11-30T23:00:00Z');
const noon = Date.parse('2026-12-01T12:00:00Z');

describe('maintenance notices', () => {
  it.each([
    ['upcoming and running notices, soonest first', [tonight, now, over], [], ['now', 'tonight']],
    ['not the dismissed ones', [tonight, now], ['now'], ['tonight']],
    ['nothing when every notice is over', [over], [], []],
  ] as const)('shows %s', (_, notices, dismissed, shown) => {
    expect(visibleMaintenanceNotices(notices, noon, dismissed).map((n) => n.id)).toEqual(shown);
  });

  it('a notice ends exactly at its end', () => {
    expect(visibleMaintenanceNotices([now], Date.parse(now.endsAt), [])).toEqual([]);
    expect(visibleMaintenanceNotices([now], Date.parse(now.endsAt) - 1, [])).toEqual([now]);
  });

  it('keeps only dismissals of notices that still exist, each once', () => {
    expect(dismissMaintenanceNotice(['over', 'now'], 'tonight', [now, tonight])).toEqual([
      'now',
      'tonight',
    ]);
    expect(dismissMaintenanceNotice(['now'], 'now', [now])).toEqual(['now']);
  });

  it('a dismissed notice is never shown again', () => {
    fc.assert(
      fc.property(fc.subarray([tonight, now, over]), fc.integer({ min: 0, max: 2 }), (ns, i) => {
        const id = [tonight, now, over][i]?.id ?? 'now';
        const dismissed = dismissMaintenanceNotice([], id, ns);
        expect(visibleMaintenanceNotices(ns, noon, dismissed).some((n) => n.id === id)).toBe(false);
      }),
    );
  });

  it('keeps dismissals per user', () => {
    expect(maintenanceDismissalKey('u1')).not.toBe(maintenanceDismissalKey('u2'));
  });
});
