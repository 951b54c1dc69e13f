import { WHATSAPP_PROFILE_LIMITS } from '@smm/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { e164, whatsappPhotoProblem, whatsappProfileProblems } from './whatsapp-profile.rules.js';

describe('whatsappProfileProblems', () => {
  it.each([
    ['about', 139],
    ['address', 256],
    ['description', 512],
    ['email', 128],
  ] as const)('%s takes %i characters and refuses one more', (field, max) => {
    const fill =
      field === 'email'
        ? (n: number) => `${'a'.repeat(n - 9)}@demo.com`
        : (n: number) => 'é'.repeat(n);
    expect(whatsappProfileProblems({ [field]: fill(max) })).toEqual([]);
    expect(whatsappProfileProblems({ [field]: fill(max + 1) })).toEqual([
      { field, reason: 'tooLong', max },
    ]);
  });

  it('counts an emoji as one character', () => {
    expect(whatsappProfileProblems({ about: '☕'.repeat(139) })).toEqual([]);
  });

  it.each([
    ['hello', false],
    ['hello@demo', false],
    ['he llo@demo.com', false],
    ['hello@demo.com', true],
    ['', true],
  ])('e-mail %j is an address: %s', (email, ok) => {
    expect(whatsappProfileProblems({ email })).toEqual(
      ok ? [] : [{ field: 'email', reason: 'notEmail' }],
    );
  });

  it('takes at most two websites, each with http or https and a domain', () => {
    expect(
      whatsappProfileProblems({ websites: ['https://a.example', 'http://b.example'] }),
    ).toEqual([]);
    expect(
      whatsappProfileProblems({
        websites: ['https://a.example', 'https://b.example', 'https://c.example'],
      }),
    ).toEqual([{ field: 'websites', reason: 'tooMany', max: 2 }]);
    expect(
      whatsappProfileProblems({
        websites: ['demo.example', 'ftp://x.example', 'https://localhost'],
      }),
    ).toEqual([
      { field: 'websites', reason: 'tooMany', max: 2 },
      { field: 'websites', reason: 'notWebsite', index: 0 },
      { field: 'websites', reason: 'notWebsite', index: 1 },
      { field: 'websites', reason: 'notWebsite', index: 2 },
    ]);
    const long = `https://demo.example/${'a'.repeat(WHATSAPP_PROFILE_LIMITS.website)}`;
    expect(whatsappProfileProblems({ websites: [long] })).toEqual([
      { field: 'websites', reason: 'tooLong', max: 256, index: 0 },
    ]);
  });

  it('an empty profile can be saved', () => {
    expect(whatsappProfileProblems({})).toEqual([]);
  });
});

describe('whatsappPhotoProblem', () => {
  it.each([
    ['image/jpeg', 1000, null],
    ['image/png', 5 * 1024 * 1024, null],
    ['IMAGE/PNG', 1000, null],
    ['image/png', 5 * 1024 * 1024 + 1, { reason: 'size', maxBytes: 5 * 1024 * 1024 }],
    ['image/gif', 1000, { reason: 'type', types: ['image/jpeg', 'image/png'] }],
    ['image/webp', 1000, { reason: 'type', types: ['image/jpeg', 'image/png'] }],
    ['application/pdf', 10, { reason: 'type', types: ['image/jpeg', 'image/png'] }],
  ])('%s of %i bytes: %j', (mimeType, bytes, problem) => {
    expect(whatsappPhotoProblem({ mimeType, bytes })).toEqual(problem);
  });
});

describe('e164', () => {
  it.each([
    ['+44 20 7946 0321', '+442079460321'],
    ['+1 (555) 010-0123', '+15550100123'],
    ['+49.30.1234.5678', '+493012345678'],
    ['020 7946 0321', null],
    ['+0 20 7946 0321', null],
    ['+44 20', null],
    ['+44 20 7946 0321 0000 1', null],
    ['+44 20 7946 O321', null],
  ])('%j → %j', (text, stored) => {
    expect(e164(text)).toBe(stored);
  });

  it('a stored number reads as itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+[1-9]\d{7,14}$/), (number) => {
        expect(e164(number)).toBe(number);
      }),
    );
  });
});
