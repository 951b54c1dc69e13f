import { characterCount, TEXT_LIMITS } from './text.codec.js';
import type { LabelJob, LabelUsage } from './label-management.codec.js';

/** The colours offered for labels, which new labels also take in turn when none is given. */
export const LABEL_COLOURS = [
  '#1c7ed6',
  '#e64980',
  '#2f9e44',
  '#f08c00',
  '#7048e8',
  '#0ca678',
  '#d64545',
  '#495057',
] as const;

/**
 * Whether a text is a label colour the server stores: `#rrggbb`.
 *
 * @example
 * isLabelColor('#1c7ed6') // true
 * isLabelColor('red')     // false
 */
export function isLabelColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

/**
 * Why a label name cannot be stored, or undefined when it can: blank once trimmed, longer than
 * {@link TEXT_LIMITS}.label, or the name of another label (ignoring case and surrounding blanks).
 *
 * @example
 * labelNameProblem('  ', [])                                        // 'empty'
 * labelNameProblem('vip', [{ id: 'a', name: 'VIP' }])               // 'taken'
 * labelNameProblem('vip', [{ id: 'a', name: 'VIP' }], 'a')          // undefined (its own name)
 */
export function labelNameProblem(
  name: string,
  others: readonly { readonly id: string; readonly name: string }[],
  ownId?: string,
): 'empty' | 'tooLong' | 'taken' | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (characterCount(trimmed) > TEXT_LIMITS.label) return 'tooLong';
  const key = trimmed.toLowerCase();
  return others.some((other) => other.id !== ownId && other.name.trim().toLowerCase() === key)
    ? 'taken'
    : undefined;
}

/**
 * The labels whose name holds the query (ignoring case and surrounding blanks), in their order.
 *
 * @example
 * filterLabels([{ name: 'Complaint' }, { name: 'Praise' }], 'plai') // [{ name: 'Complaint' }]
 */
export function filterLabels<L extends { readonly name: string }>(
  labels: readonly L[],
  query: string,
): L[] {
  const key = query.trim().toLowerCase();
  return key === ''
    ? [...labels]
    : labels.filter((label) => label.name.toLowerCase().includes(key));
}

/**
 * What merging `source` into `target` does to items: how many lose the source label, and the
 * label they carry afterwards. Items carrying both keep the target once.
 *
 * @example
 * mergeOutcome({ id: 's', name: 'Angry', items: 4 }, { id: 't', name: 'Complaint', items: 9 })
 * // { moving: 4, keep: 'Complaint' }
 */
export function mergeOutcome(
  source: Pick<LabelUsage, 'items'>,
  target: Pick<LabelUsage, 'name'>,
): { readonly moving: number; readonly keep: string } {
  return { moving: source.items, keep: target.name };
}

/**
 * How far a label job is, 0 to 1: 1 once done, else the items done over those it started with
 * (never above 1: items labelled while it starts are worked too).
 *
 * @example
 * labelJobProgress({ state: 'running', total: 200, processed: 50 }) // 0.25
 * labelJobProgress({ state: 'done', total: 0, processed: 0 })       // 1
 */
export function labelJobProgress(job: Pick<LabelJob, 'state' | 'total' | 'processed'>): number {
  if (job.state === 'done') return 1;
  if (job.total === 0) return 0;
  return Math.min(1, job.processed / job.total);
}
