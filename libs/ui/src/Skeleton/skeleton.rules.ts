/**
 * The widths of a skeleton's text lines, in percent: full lines, every other one a little
 * shorter, and the last one short, as a paragraph ends. At least one line.
 *
 * @example
 * skeletonWidths(1) // [60]
 * skeletonWidths(3) // [100, 92, 60]
 */
export function skeletonWidths(lines: number): readonly number[] {
  const count = Math.max(1, Math.floor(Number.isFinite(lines) ? lines : 1));
  return Array.from({ length: count }, (_, i) => {
    if (i === count - 1) return 60;
    return i % 2 === 0 ? 100 : 92;
  });
}
