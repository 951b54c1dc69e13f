import { describe, expect, it } from 'vitest';
import { choicesOf, filterOf, hasChoices, NO_CHOICES } from './audience.format.js';

const NOW = new Date('2026-11-26T12:00:30Z');

describe('audience filter choices', () => {
  it.each([
    [NO_CHOICES, {}],
    [{ ...NO_CHOICES, search: '  sam ' }, { search: 'sam' }],
    [{ ...NO_CHOICES, network: 'instagram' }, { networks: ['instagram'] }],
    [{ ...NO_CHOICES, sentiment: 'negative' as const }, { sentiments: ['negative'] }],
    [{ ...NO_CHOICES, labelId: 'l1' }, { labelIds: ['l1'] }],
    [{ ...NO_CHOICES, seen: '7' as const }, { seenSince: '2026-11-19T12:00:00.000Z' }],
  ])('%o makes the filter %o', (choices, filter) => {
    expect(filterOf(choices, NOW)).toEqual(filter);
  });

  it('reads a saved filter back into the same choices', () => {
    const choices = {
      search: 'tea',
      network: 'x',
      sentiment: 'positive' as const,
      labelId: 'l2',
      seen: '30' as const,
    };
    expect(choicesOf(filterOf(choices, NOW), NOW)).toEqual(choices);
    expect(hasChoices(NO_CHOICES)).toBe(false);
    expect(hasChoices(choices)).toBe(true);
  });
});
