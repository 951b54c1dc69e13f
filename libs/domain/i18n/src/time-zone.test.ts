import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatDuration, timeZoneGroups, zoneOffset } from './index.js';

const AT = '2026-11-26T12:00:00Z';

describe('zoneOffset', () => {
  it.each([
    ['Europe/Berlin', AT, 'UTC+01:00'],
    ['Europe/Berlin', '2026-07-01T12:00:00Z', 'UTC+02:00'],
    ['Asia/Kolkata', AT, 'UTC+05:30'],
    ['America/New_York', AT, 'UTC-05:00'],
    ['UTC', AT, 'UTC'],
    ['Mars/Olympus', AT, ''],
  ])('%s at %s is %s', (zone, at, offset) => {
    expect(zoneOffset(zone, at)).toBe(offset);
  });
});

describe('timeZoneGroups', () => {
  it('groups zones by region, alphabetically, those without a region last, labelled by place and offset', () => {
    expect(
      timeZoneGroups(
        [
          'UTC',
          'Europe/Berlin',
          'America/Argentina/Buenos_Aires',
          'America/New_York',
          'Europe/Berlin',
        ],
        AT,
      ),
    ).toEqual([
      {
        region: 'America',
        zones: [
          { id: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires, Argentina (UTC-03:00)' },
          { id: 'America/New_York', label: 'New York (UTC-05:00)' },
        ],
      },
      { region: 'Europe', zones: [{ id: 'Europe/Berlin', label: 'Berlin (UTC+01:00)' }] },
      { region: null, zones: [{ id: 'UTC', label: 'UTC' }] },
    ]);
  });

  it('keeps every zone it is given, once', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const listed = timeZoneGroups(zones, AT).flatMap((group) => group.zones.map((z) => z.id));
    expect(listed.sort()).toEqual([...new Set(zones)].sort());
  });
});

describe('formatDuration', () => {
  it.each([
    [0, 'en', '0 secs'],
    [45, 'en', '45 secs'],
    [21 * 60 + 10, 'en', '21 mins'],
    [3600, 'en', '1 hr'],
    [3900, 'en', '1 hr 5 mins'],
    [2 * 86400 + 3 * 3600, 'en', '2 days 3 hrs'],
    [-5, 'en', '0 secs'],
    [3900, 'de', '1 Std. 5 Min.'],
    [3900, 'ja', '1 時間 5 分'],
  ] as const)('%s seconds in %s read %s', (seconds, locale, text) => {
    expect(formatDuration(seconds, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('formatClock and formatDay', () => {
  it('tells the time of day in the zone, 24-hour', () => {
    expect(formatClock('2026-11-26T13:05:00Z', 'en', 'Europe/Berlin')).toBe('14:05');
    expect(formatClock('2026-11-26T13:05:00Z', 'en', 'America/Los_Angeles')).toBe('05:05');
    expect(formatClock('soon', 'en', 'UTC')).toBe('');
  });

  it('names a day by weekday, day and month', () => {
    expect(formatDay('2026-11-26', 'en')).toBe('Thu 26 Nov');
    expect(formatDay('2026-11-26', 'de')).toBe('Do., 26. Nov.');
    expect(formatDay('26/11', 'en')).toBe('');
  });
});
