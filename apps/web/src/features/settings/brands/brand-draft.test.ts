import { BrandInput } from '@smm/model';
import fc from 'fast-check';
import { isRight } from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  brandInput,
  type BrandDraft,
  DETAILS_LIMIT,
  draftProblems,
  EMPTY_DRAFT,
  isSendable,
  toggleTeam,
} from './brand-draft.js';

const draft = (change: Partial<BrandDraft>): BrandDraft => ({ ...EMPTY_DRAFT, ...change });

describe('a brand draft', () => {
  it.each([
    ['an empty name', draft({}), { name: 'required' }],
    ['a name of spaces', draft({ name: '   ' }), { name: 'required' }],
    ['a name', draft({ name: 'Morning Rivals' }), {}],
    ['a name of 100 characters', draft({ name: 'a'.repeat(100) }), {}],
    ['a name of 101 characters', draft({ name: 'a'.repeat(101) }), { name: 'tooLong' }],
    ['100 emoji', draft({ name: '☕'.repeat(100) }), {}],
    [
      'details too long',
      draft({ name: 'x', details: 'd'.repeat(DETAILS_LIMIT + 1) }),
      { details: 'tooLong' },
    ],
  ] as const)('%s: %j', (_, value, expected) => {
    expect(draftProblems(value)).toEqual(expected);
  });

  it('sends what the server accepts, whenever the form finds nothing wrong', () => {
    const drafts = fc.record({
      name: fc.string({ maxLength: 120 }),
      details: fc.string({ maxLength: 520 }),
      ownBrand: fc.boolean(),
      teamList: fc.uniqueArray(fc.uuid(), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(drafts, (value) => {
        if (!isSendable(value)) return;
        expect(isRight(BrandInput.decode(brandInput(value)))).toBe(true);
      }),
    );
  });

  it('trims the name and the details', () => {
    expect(brandInput(draft({ name: ' Morning Rivals ', details: ' Café \n' }))).toEqual({
      name: 'Morning Rivals',
      details: 'Café',
      ownBrand: false,
      teamList: [],
    });
  });

  it('ticks a team once, and unticks it', () => {
    const ticked = toggleTeam(toggleTeam(EMPTY_DRAFT, 'care', true), 'care', true);
    expect(ticked.teamList).toEqual(['care']);
    expect(toggleTeam(ticked, 'care', false).teamList).toEqual([]);
  });
});
