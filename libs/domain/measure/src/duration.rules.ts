/** A duration split into the units Measure shows ("4 min 10 s"). */
export interface DurationParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * Whole seconds split into days, hours, minutes and seconds, keeping the largest unit that is not
 * zero and the next one (what is smaller is dropped): 250 → 4 min 10 s, 14 390 → 3 h 59 min,
 * 0 → all zero.
 *
 * @example
 * durationParts(250)  // { days: 0, hours: 0, minutes: 4, seconds: 10 }
 * durationParts(3725) // { days: 0, hours: 1, minutes: 2, seconds: 0 }
 */
export function durationParts(totalSeconds: number): DurationParts {
  const whole = Math.max(0, Math.round(totalSeconds));
  const units = [86_400, 3_600, 60, 1];
  const largest = units.findIndex((unit) => whole >= unit);
  if (largest === -1) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const smallest = Math.min(largest + 1, units.length - 1);
  const step = units[smallest] as number;
  let rest = Math.floor(whole / step) * step;
  const values = units.map((unit, index) => {
    if (index < largest || index > smallest) return 0;
    const value = Math.floor(rest / unit);
    rest -= value * unit;
    return value;
  });
  const [days = 0, hours = 0, minutes = 0, seconds = 0] = values;
  return { days, hours, minutes, seconds };
}
