/** Small helpers shared by the benchmarks: timing, medians, a seeded generator, result files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

/** A seeded pseudo-random generator (mulberry32), so every run measures the same items. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks values at random with a seeded generator. */
export function picker(random: () => number): <T>(values: readonly T[]) => T {
  return (values) => values[Math.floor(random() * values.length)] as (typeof values)[number];
}

/** Rounds to two decimals, for results people read. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Milliseconds one call of `run` takes. */
export function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Facts about the machine, written with every result (the machine is noisy: compare ratios). */
export function machine() {
  const list = cpus();
  return { node: process.version, cpus: list.length, cpuModel: list[0]?.model ?? 'unknown' };
}

const resultsDir = fileURLToPath(new URL('../../../bench/results/', import.meta.url));

/** Writes a benchmark's result as JSON under bench/results/ and returns the file's path. */
export function writeResult(name: string, result: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const path = `${resultsDir}${name}.json`;
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
  return path;
}

/** Writes the Markdown summary of all benchmarks of a run. */
export function writeSummary(lines: readonly string[]): string {
  mkdirSync(resultsDir, { recursive: true });
  const path = `${resultsDir}summary.md`;
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}
