import { describe, expect, it } from 'vitest';
import { addressesError, emailAddresses, MAX_FORWARD_ADDRESSES } from './dialog.forms.js';

describe('emailAddresses', () => {
  it.each([
    ['', []],
    ['  \n , ', []],
    ['ann@example.com', ['ann@example.com']],
    ['ann@example.com, bob@example.com', ['ann@example.com', 'bob@example.com']],
    ['ann@example.com\nbob@example.com\r\n', ['ann@example.com', 'bob@example.com']],
    [' ann@example.com ,, ANN@example.com ', ['ann@example.com']],
  ])('reads %j as %j', (text, expected) => {
    expect(emailAddresses(text)).toEqual(expected);
  });
});

describe('addressesError', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => `person${i}@example.com`);

  it.each([
    ['no address', [], { kind: 'none' }],
    ['one address', ['ann@example.com'], null],
    ['the most addresses', many(MAX_FORWARD_ADDRESSES), null],
    ['one address too many', many(MAX_FORWARD_ADDRESSES + 1), { kind: 'tooMany', max: 20 }],
    [
      'entries that are not addresses',
      ['ann@example.com', 'bob', 'carl@example'],
      { kind: 'invalid', invalid: ['bob', 'carl@example'] },
    ],
  ])('%s', (_, addresses, expected) => {
    expect(addressesError(addresses)).toEqual(expected);
  });
});
