import { describe, expect, it } from 'vitest';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  isAcceptablePassword,
  isRecentSignIn,
  needsSignInAgain,
} from './account.rules.js';

describe('account rules', () => {
  it.each([
    ['x'.repeat(MIN_PASSWORD_LENGTH), true],
    ['x'.repeat(MIN_PASSWORD_LENGTH - 1), false],
    // Ten characters as a person counts them, though twenty UTF-16 units.
    ['🔑'.repeat(MIN_PASSWORD_LENGTH - 1), false],
    ['🔑'.repeat(MIN_PASSWORD_LENGTH), true],
    ['x'.repeat(MAX_PASSWORD_LENGTH), true],
    ['x'.repeat(MAX_PASSWORD_LENGTH + 1), false],
  ])('isAcceptablePassword(%j) is %s', (password, expected) => {
    expect(isAcceptablePassword(password)).toBe(expected);
  });

  it.each([
    [1_000, 1_000_000, true],
    [1_000, 1_600_000, true],
    [1_000, 1_601_000, false],
    [null, 0, false],
  ])('isRecentSignIn(%j, %j) is %s', (authTime, now, expected) => {
    expect(isRecentSignIn(authTime, now)).toBe(expected);
  });

  it.each([
    [{ status: 401, errorCode: 'RECENT_SIGN_IN_REQUIRED' }, true],
    [{ status: 401, errorCode: 'SESSION_ENDED' }, false],
    [{ status: 403, errorCode: 'RECENT_SIGN_IN_REQUIRED' }, false],
    [{ status: 401 }, false],
  ])('needsSignInAgain(%j) is %s', (error, expected) => {
    expect(needsSignInAgain(error)).toBe(expected);
  });
});
