import fc from 'fast-check';
import { either as E } from 'fp-ts';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { MIN_SCHEDULE_LEAD_MS, scheduledInstant, scheduleTiming } from './scheduled-time.rules.js';

describe('scheduledInstant: a local date and time in the person’s zone', () => {
  it.each([
    [
      'a plain London winter time',
      '2026-01-15',
      '09:00',
      'Europe/London',
      '2026-01-15T09:00:00.000Z',
      'exact',
    ],
    [
      'a plain London summer time',
      '2026-07-15',
      '09:00',
      'Europe/London',
      '2026-07-15T08:00:00.000Z',
      'exact',
    ],
    ['midnight', '2026-07-15', '00:00', 'Europe/Berlin', '2026-07-14T22:00:00.000Z', 'exact'],
    [
      'the last minute of a day',
      '2026-12-31',
      '23:59',
      'Asia/Tokyo',
      '2026-12-31T14:59:00.000Z',
      'exact',
    ],
    ['a leap day', '2028-02-29', '12:00', 'UTC', '2028-02-29T12:00:00.000Z', 'exact'],
    [
      'London, spring forward: 01:30 does not exist and moves to 02:00 BST',
      '2026-03-29',
      '01:30',
      'Europe/London',
      '2026-03-29T01:00:00.000Z',
      'movedForward',
    ],
    [
      'London, spring forward: 01:00 does not exist either',
      '2026-03-29',
      '01:00',
      'Europe/London',
      '2026-03-29T01:00:00.000Z',
      'movedForward',
    ],
    [
      'London, spring forward: 00:59 exists',
      '2026-03-29',
      '00:59',
      'Europe/London',
      '2026-03-29T00:59:00.000Z',
      'exact',
    ],
    [
      'London, spring forward: 02:00 exists',
      '2026-03-29',
      '02:00',
      'Europe/London',
      '2026-03-29T01:00:00.000Z',
      'exact',
    ],
    [
      'London, fall back: 01:30 happens twice and takes BST, the earlier offset',
      '2026-10-25',
      '01:30',
      'Europe/London',
      '2026-10-25T00:30:00.000Z',
      'earlierOffset',
    ],
    [
      'London, fall back: 01:00 happens twice too',
      '2026-10-25',
      '01:00',
      'Europe/London',
      '2026-10-25T00:00:00.000Z',
      'earlierOffset',
    ],
    [
      'London, fall back: 02:00 happens once',
      '2026-10-25',
      '02:00',
      'Europe/London',
      '2026-10-25T02:00:00.000Z',
      'exact',
    ],
    [
      'New York, spring forward: 02:30 moves to 03:00 EDT',
      '2026-03-08',
      '02:30',
      'America/New_York',
      '2026-03-08T07:00:00.000Z',
      'movedForward',
    ],
    [
      'New York, fall back: 01:30 takes EDT',
      '2026-11-01',
      '01:30',
      'America/New_York',
      '2026-11-01T05:30:00.000Z',
      'earlierOffset',
    ],
    [
      'Lord Howe, forward 30 minutes: 02:15 moves to 02:30',
      '2026-10-04',
      '02:15',
      'Australia/Lord_Howe',
      '2026-10-03T15:30:00.000Z',
      'movedForward',
    ],
    [
      'Lord Howe, back 30 minutes: 01:45 takes +11',
      '2026-04-05',
      '01:45',
      'Australia/Lord_Howe',
      '2026-04-04T14:45:00.000Z',
      'earlierOffset',
    ],
    [
      'Havana, midnight does not exist on 8 March 2026',
      '2026-03-08',
      '00:30',
      'America/Havana',
      '2026-03-08T05:00:00.000Z',
      'movedForward',
    ],
    [
      'Kolkata has no daylight saving time',
      '2026-03-29',
      '01:30',
      'Asia/Kolkata',
      '2026-03-28T20:00:00.000Z',
      'exact',
    ],
  ])('%s', (_, date, time, zone, instant, resolution) => {
    expect(scheduledInstant(date, time, zone)).toEqual(E.right({ instant, resolution }));
  });

  it.each([
    ['2026-02-30', '09:00', 'UTC', 'invalidDate'],
    ['2026-13-01', '09:00', 'UTC', 'invalidDate'],
    ['26-01-01', '09:00', 'UTC', 'invalidDate'],
    ['0050-01-01', '09:00', 'UTC', 'invalidDate'],
    ['2026-01-01T09:00', '09:00', 'UTC', 'invalidDate'],
    ['2026-01-01', '24:00', 'UTC', 'invalidTime'],
    ['2026-01-01', '9:00', 'UTC', 'invalidTime'],
    ['2026-01-01', '09:60', 'UTC', 'invalidTime'],
    ['2026-01-01', '09:00:00', 'UTC', 'invalidTime'],
    ['2026-01-01', '09:00', 'Mars/Olympus', 'invalidZone'],
  ])('refuses %s %s in %s: %s', (date, time, zone, problem) => {
    expect(scheduledInstant(date, time, zone)).toEqual(E.left(problem));
  });

  it('agrees with luxon wherever the local time exists once, and reads back as the time asked for', () => {
    const zones = fc.constantFrom(
      'Europe/London',
      'America/New_York',
      'Australia/Lord_Howe',
      'America/Havana',
      'Asia/Tokyo',
      'Pacific/Chatham',
    );
    // Any day, and often a day the clocks change in one of these zones.
    const dates = fc.oneof(
      fc
        .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) })
        .map((ms) => new Date(ms).toISOString().slice(0, 10)),
      fc.constantFrom(
        '2026-03-29',
        '2026-10-25',
        '2026-03-08',
        '2026-11-01',
        '2026-04-05',
        '2026-10-04',
        '2026-09-27',
      ),
    );
    const times = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(dates, times, zones, (date, time, zone) => {
        const result = scheduledInstant(date, time, zone);
        expect(E.isRight(result)).toBe(true);
        if (E.isLeft(result)) return;
        const { instant, resolution } = result.right;
        const local = DateTime.fromISO(instant).setZone(zone);
        if (resolution === 'movedForward') {
          // After the asked-for time on the same day, and the first valid minute: one earlier
          // is before it in local time.
          expect(local.toFormat('yyyy-MM-dd')).toBe(date);
          expect(local.toFormat('HH:mm') > time).toBe(true);
          const before = local.minus({ minutes: 1 });
          expect(before.toFormat('yyyy-MM-dd HH:mm') < `${date} ${time}`).toBe(true);
        } else {
          expect(local.toFormat('yyyy-MM-dd HH:mm')).toBe(`${date} ${time}`);
        }
        if (resolution === 'exact') {
          expect(instant).toBe(DateTime.fromISO(`${date}T${time}`, { zone }).toUTC().toISO());
        }
        if (resolution === 'earlierOffset') {
          // The same local time comes again one clock change later, and not before.
          const reads = (m: number) =>
            DateTime.fromISO(instant)
              .plus({ minutes: m })
              .setZone(zone)
              .toFormat('yyyy-MM-dd HH:mm');
          expect([30, 60, 120].some((m) => reads(m) === `${date} ${time}`)).toBe(true);
          expect([-30, -60, -120].some((m) => reads(m) === `${date} ${time}`)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('scheduleTiming: at least a minute ahead', () => {
  const now = '2026-11-26T10:00:00.000Z';
  it.each([
    ['an hour ago', '2026-11-26T09:00:00.000Z', 'past'],
    ['a millisecond ago', '2026-11-26T09:59:59.999Z', 'past'],
    ['now', now, 'tooSoon'],
    ['in 30 seconds', '2026-11-26T10:00:30.000Z', 'tooSoon'],
    ['in 59.999 seconds', '2026-11-26T10:00:59.999Z', 'tooSoon'],
    ['in exactly a minute', '2026-11-26T10:01:00.000Z', 'ok'],
    ['tomorrow', '2026-11-27T10:00:00.000Z', 'ok'],
    ['the same instant with an offset', '2026-11-26T11:05:00+01:00', 'ok'],
    ['something that is not a time', 'soon', 'past'],
  ])('%s is %s', (_, instant, timing) => {
    expect(scheduleTiming(instant, now)).toBe(timing);
  });

  it('is one minute', () => {
    expect(MIN_SCHEDULE_LEAD_MS).toBe(60_000);
  });

  it('is ok exactly when at least the minimum ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 60_000, max: 10 * 60_000 }), (delta) => {
        const at = new Date(Date.parse(now) + delta).toISOString();
        const timing = scheduleTiming(at, now);
        expect(timing).toBe(delta < 0 ? 'past' : delta < MIN_SCHEDULE_LEAD_MS ? 'tooSoon' : 'ok');
      }),
    );
  });
});
