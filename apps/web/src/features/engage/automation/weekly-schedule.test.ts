import { describe, expect, it } from 'vitest';
import {
  copyToAllDays,
  scheduleOf,
  weekdayName,
  weekHours,
  weekIsValid,
  windowShape,
  type WeekdayWindowInput,
} from './weekly-schedule.js';

const schedule: WeekdayWindowInput[] = [
  { day: 'MONDAY', from: '09:00', to: '12:00' },
  { day: 'MONDAY', from: '13:00', to: '17:00' },
  { day: 'FRIDAY', from: '22:00', to: '02:00' },
];

describe('the weekly schedule editor', () => {
  it('reads a stored schedule and stores it back unchanged', () => {
    const week = weekHours(schedule);
    expect(week.MONDAY.open).toBe(true);
    expect(week.TUESDAY).toEqual({ open: false, windows: [] });
    expect(scheduleOf(week)).toEqual(schedule);
  });

  it('keeps a closed day out of the schedule', () => {
    const week = weekHours(schedule);
    expect(scheduleOf({ ...week, MONDAY: { ...week.MONDAY, open: false } })).toEqual([schedule[2]]);
  });

  it('copies one day to every weekday', () => {
    const week = copyToAllDays(weekHours(schedule), 'MONDAY');
    expect(scheduleOf(week)).toHaveLength(14);
    expect(week.SUNDAY.windows).toEqual(week.MONDAY.windows);
  });

  it.each([
    ['09:00', '17:00', 'plain'],
    ['22:00', '02:00', 'pastMidnight'],
    ['00:00', '00:00', 'empty'],
  ] as const)('reads %s–%s as %s', (from, to, shape) => {
    expect(windowShape({ from, to })).toBe(shape);
  });

  it('refuses an open day with an empty window, not a closed one', () => {
    const week = weekHours([{ day: 'MONDAY', from: '09:00', to: '09:00' }]);
    expect(weekIsValid(week)).toBe(false);
    expect(weekIsValid({ ...week, MONDAY: { ...week.MONDAY, open: false } })).toBe(true);
  });

  it('names weekdays in the locale', () => {
    expect(weekdayName('en', 'MONDAY')).toBe('Monday');
    expect(weekdayName('de', 'SUNDAY')).toBe('Sonntag');
  });
});
