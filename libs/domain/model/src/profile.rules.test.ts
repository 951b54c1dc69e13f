import { describe, expect, it } from 'vitest';
import { hasNames, isEmailAddress } from './profile.rules.js';

describe('profile rules', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.co.uk ', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
    ['', false],
  ])('isEmailAddress(%j) is %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });

  it.each([
    ['Ada', 'Lovelace', true],
    [' Ada ', ' L ', true],
    ['', 'Lovelace', false],
    ['Ada', '   ', false],
  ])('hasNames(%j, %j) is %s', (first, last, expected) => {
    expect(hasNames(first, last)).toBe(expected);
  });
});
