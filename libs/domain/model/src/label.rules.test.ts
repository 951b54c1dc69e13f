import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterLabels,
  isLabelColor,
  labelJobProgress,
  labelNameProblem,
  mergeOutcome,
} from './label.rules.js';

const labels = [
  { id: 'a', name: 'Complaint' },
  { id: 'b', name: 'Praise' },
  { id: 'c', name: 'Complaint (old)' },
];

describe('label names', () => {
  it.each([
    ['New', undefined, undefined],
    ['   ', undefined, 'empty'],
    ['x'.repeat(61), undefined, 'tooLong'],
    ['😀'.repeat(60), undefined, undefined],
    [' praise ', undefined, 'taken'],
    ['PRAISE', 'b', undefined],
    ['Praise', 'a', 'taken'],
  ] as const)('%j (own id %s) → %s', (name, own, problem) => {
    expect(labelNameProblem(name, labels, own)).toBe(problem);
  });
});

describe('label colours', () => {
  it.each([
    ['#1c7ed6', true],
    ['#ABCDEF', true],
    ['#abc', false],
    ['red', false],
    ['#1c7ed6 ', false],
  ])('%s → %s', (value, ok) => expect(isLabelColor(value)).toBe(ok));
});

describe('filterLabels', () => {
  it('keeps the labels whose name holds the query, ignoring case, in order', () => {
    expect(filterLabels(labels, ' COMPL ').map((label) => label.id)).toEqual(['a', 'c']);
    expect(filterLabels(labels, '')).toEqual(labels);
    expect(filterLabels(labels, 'zzz')).toEqual([]);
  });

  it('never invents a label and never drops a match', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (names, query) => {
        const all = names.map((name, index) => ({ id: String(index), name }));
        const found = filterLabels(all, query);
        const key = query.trim().toLowerCase();
        expect(found.every((label) => all.includes(label))).toBe(true);
        expect(found.length).toBe(all.filter((l) => l.name.toLowerCase().includes(key)).length);
      }),
    );
  });
});

describe('merging', () => {
  it('moves the source’s items to the label kept', () => {
    expect(mergeOutcome({ items: 4 }, { name: 'Complaint' })).toEqual({
      moving: 4,
      keep: 'Complaint',
    });
  });
});

describe('labelJobProgress', () => {
  it.each([
    [{ state: 'queued', total: 10, processed: 0 }, 0],
    [{ state: 'running', total: 200, processed: 50 }, 0.25],
    [{ state: 'running', total: 0, processed: 0 }, 0],
    [{ state: 'running', total: 10, processed: 12 }, 1],
    [{ state: 'done', total: 0, processed: 0 }, 1],
  ] as const)('%j → %s', (job, progress) => expect(labelJobProgress(job)).toBe(progress));

  it('stays between 0 and 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('queued', 'running', 'done' as const),
        fc.nat(),
        fc.nat(),
        (state, total, processed) => {
          const progress = labelJobProgress({ state, total, processed });
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
