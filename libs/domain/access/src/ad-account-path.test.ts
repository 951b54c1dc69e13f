import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressSegments,
  adAccountIdOf,
  selectAdAccount,
  withAdAccountId,
} from './ad-account-path.rules.js';

describe('the fifth segment of the address (platform §2, decision 0094)', () => {
  it.each([
    ['https://app.test/#/ads/a1', ['https:', '', 'app.test', 'ads', 'a1']],
    ['https://app.test/#/ads/a1/campaigns/x', ['https:', '', 'app.test', 'ads', 'a1']],
    ['https://app.test/#/ads', ['https:', '', 'app.test', 'ads']],
    ['http://localhost:8080/#/ads/a1?sort=spend', ['http:', '', 'localhost:8080', 'ads', 'a1']],
    ['https://app.test/ads/a1/more', ['https:', '', 'app.test', 'ads', 'a1']],
    ['/ads/a1/campaigns', ['', '', '', 'ads', 'a1']],
    ['/ads', ['', '', '', 'ads']],
  ])('considers the first five segments of %s', (address, segments) => {
    expect(addressSegments(address)).toEqual(segments);
  });

  it.each([
    ['https://app.test/#/ads/a1', 'a1'],
    ['https://app.test/#/ads/a1/', 'a1'],
    ['https://app.test/#/ads/a1/campaigns/c9', 'a1'],
    ['/ads/a1', 'a1'],
    ['/ads/a1?x=1', 'a1'],
    ['/ads/caf%C3%A9', 'café'],
    ['/ads/%E0%A4%A', '%E0%A4%A'],
    ['/ads', null],
    ['/ads/', null],
    ['https://app.test/#/ads', null],
    ['/publish/a1', null],
    ['/settings/adaccounts/a1', null],
    ['', null],
  ])('reads the account of %j as %j', (address, id) => {
    expect(adAccountIdOf(address)).toBe(id);
  });

  it.each([
    ['/ads', 'b2', '/ads/b2'],
    ['/ads/', 'b2', '/ads/b2'],
    ['/ads/a1', 'b2', '/ads/b2'],
    ['/ads/a1/campaigns', 'b2', '/ads/b2/campaigns'],
    ['/ads/a1/campaigns?sort=spend', 'b2', '/ads/b2/campaigns?sort=spend'],
    ['/ads?sort=spend', 'b2', '/ads/b2?sort=spend'],
    ['/ads/a1', 'a b', '/ads/a%20b'],
  ])('puts the account into %s: %s → %s', (path, id, next) => {
    expect(withAdAccountId(path, id)).toBe(next);
  });

  it('reads back the id it puts in, whatever the path after it', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 3 }),
        (id, rest) => {
          const path = withAdAccountId(['', 'ads', 'old', ...rest].join('/'), id);
          expect(adAccountIdOf(path)).toBe(id);
          expect(adAccountIdOf(`https://app.test/#${path}`)).toBe(id);
        },
      ),
    );
  });
});

describe('selectAdAccount', () => {
  const accounts = [{ id: 'a1' }, { id: 'b2' }];

  it.each([
    ['/ads/b2', accounts, { kind: 'selected', id: 'b2' }],
    ['/ads/b2/campaigns', accounts, { kind: 'selected', id: 'b2' }],
    ['/ads', accounts, { kind: 'replace', id: 'a1', path: '/ads/a1' }],
    ['/ads/zz', accounts, { kind: 'replace', id: 'a1', path: '/ads/a1' }],
    ['/ads/zz/campaigns', accounts, { kind: 'replace', id: 'a1', path: '/ads/a1/campaigns' }],
    ['/ads', [], { kind: 'none' }],
    ['/ads/a1', [], { kind: 'none' }],
  ] as const)('at %s with %j: %j', (path, available, selection) => {
    expect(selectAdAccount(path, available)).toEqual(selection);
  });
});
