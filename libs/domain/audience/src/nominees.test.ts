/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices within the arrays */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SCORE,
  NOMINEE_THRESHOLD,
  nominees,
  normaliseHandle,
  normaliseName,
  normalisePhone,
  pairKey,
  reasonsOf,
  scoreOf,
  type NomineePerson,
} from './nominees.rules.js';

const person = (id: string, fields: Partial<NomineePerson> = {}): NomineePerson => ({
  id,
  name: `Person ${id}`,
  email: null,
  phone: null,
  identities: [],
  ...fields,
});

describe('normalising', () => {
  it.each([
    ['José  Núñez', 'jose nunez'],
    ["Ana O'Neil", 'ana oneil'],
    ['  ANA-MARIA  lópez ', 'ana maria lopez'],
    ['Dr. Ana', 'dr ana'],
  ])('the name %j is compared as %j', (name, expected) => {
    expect(normaliseName(name)).toBe(expected);
  });
  it.each([
    ['@Ana_B ', 'ana_b'],
    ['ana.b', 'ana.b'],
    ['@@x', 'x'],
  ])('the handle %j is compared as %j', (handle, expected) => {
    expect(normaliseHandle(handle)).toBe(expected);
  });
  it.each([
    ['+44 (0)20 7946-0000', '+4402079460000'],
    ['0044 20 7946 0000', '+442079460000'],
    ['020 7946 0000', '02079460000'],
  ])('the phone %j is compared as %j', (phone, expected) => {
    expect(normalisePhone(phone)).toBe(expected);
  });
});

describe('why two people are nominated (decision 0097)', () => {
  it.each<[string, Partial<NomineePerson>, Partial<NomineePerson>, string[], number]>([
    ['nothing in common', { name: 'Ana' }, { name: 'Ben' }, [], 0],
    ['the same name', { name: 'Ana Lopez' }, { name: 'ana  lópez' }, ['sameName'], 30],
    [
      'the same e-mail address',
      { email: 'Ana@Example.com' },
      { email: 'ana@example.com ' },
      ['sameEmail'],
      60,
    ],
    ['the same phone', { phone: '+34 600 111 222' }, { phone: '+34600111222' }, ['samePhone'], 50],
    ['too short a phone', { phone: '123' }, { phone: '123' }, [], 0],
    [
      'the same handle on two networks',
      { identities: [{ network: 'twitter', handle: '@anabrews' }] },
      { identities: [{ network: 'instagram', handle: 'AnaBrews' }] },
      ['sameHandle'],
      40,
    ],
    [
      'name, handle and e-mail: at most 100',
      { name: 'Ana', email: 'a@b.co', identities: [{ network: 'twitter', handle: 'ana' }] },
      { name: 'Ana', email: 'a@b.co', identities: [{ network: 'tiktok', handle: 'ana' }] },
      ['sameEmail', 'sameHandle', 'sameName'],
      MAX_SCORE,
    ],
    ['a name of one letter', { name: 'A' }, { name: 'a' }, [], 0],
  ])('%s', (_, a, b, kinds, score) => {
    const reasons = reasonsOf(person('1', a), person('2', b));
    expect(reasons.map((reason) => reason.kind)).toEqual(kinds);
    expect(scoreOf(reasons)).toBe(score);
  });

  it('prefers a handle shared across two networks to one on the same network', () => {
    const reasons = reasonsOf(
      person('1', { identities: [{ network: 'twitter', handle: 'ana' }] }),
      person('2', {
        identities: [
          { network: 'twitter', handle: 'ana' },
          { network: 'facebook', handle: 'ana' },
        ],
      }),
    );
    expect(reasons).toEqual([
      { kind: 'sameHandle', handle: 'ana', networks: ['twitter', 'facebook'] },
    ]);
  });
});

describe('nominees', () => {
  const people = [
    person('a', { name: 'Ana Lopez', email: 'ana@example.com' }),
    person('b', { name: 'Ana López', email: 'ANA@example.com' }),
    person('c', { name: 'Ben Okafor', identities: [{ network: 'twitter', handle: 'benok' }] }),
    person('d', { name: 'B. Okafor', identities: [{ network: 'instagram', handle: 'benok' }] }),
    person('e', { name: 'Chloé Martin' }),
    person('f', { name: 'Chloe Martin' }),
    person('g', { name: 'Dan Smith' }),
  ];

  it('lists the pairs best first, without dismissed ones, a page at a time', () => {
    const all = nominees(people);
    expect(all.map((nominee) => [nominee.a, nominee.b, nominee.score])).toEqual([
      ['a', 'b', 90],
      ['c', 'd', 40],
      ['e', 'f', 30],
    ]);
    expect(nominees(people, { dismissed: new Set([pairKey('d', 'c')]) }).map((n) => n.a)).toEqual([
      'a',
      'e',
    ]);
    const first = nominees(people, { limit: 2 });
    const next = nominees(people, {
      limit: 2,
      after: { score: first[1]!.score, key: pairKey(first[1]!.a, first[1]!.b) },
    });
    expect([...first, ...next]).toEqual(all);
  });

  it('puts first the person `first` chooses', () => {
    const [nominee] = nominees(people.slice(0, 2), { first: (x) => x.id === 'b' });
    expect([nominee?.a, nominee?.b]).toEqual(['b', 'a']);
  });

  const arbitraryPerson = fc.record({
    id: fc.uuid(),
    name: fc.constantFrom('Ana Lopez', 'ana lópez', 'Ben', 'Chloe', 'X'),
    email: fc.option(fc.constantFrom('a@x.io', 'A@x.io', 'b@x.io'), { nil: null }),
    phone: fc.option(fc.constantFrom('+1 555 0100', '15550100', '+15550100'), { nil: null }),
    identities: fc.array(
      fc.record({
        network: fc.constantFrom('twitter', 'instagram', 'facebook'),
        handle: fc.option(fc.constantFrom('ana', '@Ana', 'ben'), { nil: null }),
      }),
      { maxLength: 3 },
    ),
  });

  it('finds exactly the pairs a comparison of every two people finds, each once, ordered', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryPerson, { selector: (p) => p.id, maxLength: 12 }),
        (all) => {
          const found = nominees(all);
          const expected = new Set<string>();
          for (let i = 0; i < all.length; i++) {
            for (let j = i + 1; j < all.length; j++) {
              if (scoreOf(reasonsOf(all[i]!, all[j]!)) >= NOMINEE_THRESHOLD) {
                expected.add(pairKey(all[i]!.id, all[j]!.id));
              }
            }
          }
          const keys = found.map((nominee) => pairKey(nominee.a, nominee.b));
          expect(new Set(keys)).toEqual(expected);
          expect(keys.length).toBe(expected.size);
          for (let i = 1; i < found.length; i++) {
            expect(found[i - 1]!.score).toBeGreaterThanOrEqual(found[i]!.score);
          }
          for (const nominee of found) {
            expect(nominee.score).toBeLessThanOrEqual(MAX_SCORE);
            expect(nominee.a).not.toBe(nominee.b);
          }
        },
      ),
    );
  });

  it('the reasons of a pair do not depend on its order', () => {
    fc.assert(
      fc.property(arbitraryPerson, arbitraryPerson, (x, y) => {
        expect(scoreOf(reasonsOf(x, y))).toBe(scoreOf(reasonsOf(y, x)));
      }),
    );
  });

  it('paging never loses or repeats a nominee', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryPerson, { selector: (p) => p.id, maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        (all, size) => {
          const paged = [];
          let page = nominees(all, { limit: size });
          while (page.length > 0) {
            paged.push(...page);
            const last = page[page.length - 1]!;
            page = nominees(all, {
              limit: size,
              after: { score: last.score, key: pairKey(last.a, last.b) },
            });
          }
          expect(paged).toEqual(nominees(all));
        },
      ),
    );
  });
});
