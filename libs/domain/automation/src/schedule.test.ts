import type { AutoReply } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { isTimeZone, isWithinSchedule } from './index.js';

const away = (schedule: AutoReply['schedule'], timezone = 'Europe/Berlin'): AutoReply => ({
  kind: 'AWAY_MESSAGE',
  message: 'We are away',
  ...(schedule ? { schedule } : {}),
  timezone,
});

describe('isWithinSchedule (engage §3)', () => {
  const evenings = away([
    { day: 'FRIDAY', from: '18:00', to: '23:59' },
    { day: 'SATURDAY', from: '00:00', to: '23:59' },
    { day: 'MONDAY', from: '22:00', to: '06:00' },
  ]);

  it.each([
    // 2026-11-20 is a Friday; Berlin is UTC+1 in November.
    ['2026-11-20T16:59:00Z', false],
    ['2026-11-20T17:00:00Z', true],
    ['2026-11-20T22:59:00Z', true],
    ['2026-11-21T12:00:00Z', true],
    ['2026-11-22T12:00:00Z', false],
    ['2026-11-23T21:00:00Z', true],
    ['2026-11-24T04:59:00Z', true],
    ['2026-11-24T05:00:00Z', false],
    ['2026-11-20T18:00:00+01:00', true],
  ])('%s → %s', (dateTime, expected) => {
    expect(isWithinSchedule(evenings, dateTime)).toBe(expected);
  });

  it('reads the hours in the organisation’s time zone', () => {
    const tokyoMorning = away([{ day: 'FRIDAY', from: '09:00', to: '10:00' }], 'Asia/Tokyo');
    expect(isWithinSchedule(tokyoMorning, '2026-11-20T00:30:00Z')).toBe(true);
    expect(isWithinSchedule(tokyoMorning, '2026-11-20T09:30:00Z')).toBe(false);
  });

  it('always applies without a schedule, never with a bad date', () => {
    expect(isWithinSchedule(away(undefined), '2026-11-20T12:00:00Z')).toBe(true);
    expect(isWithinSchedule(evenings, 'soon')).toBe(false);
  });
});

describe('time zones', () => {
  it.each([
    ['Europe/Berlin', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s is a time zone: %s', (zone, valid) => {
    expect(isTimeZone(zone)).toBe(valid);
  });
});
