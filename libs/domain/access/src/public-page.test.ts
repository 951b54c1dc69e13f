import { describe, expect, it } from 'vitest';
import { accountLinkPage } from './index.js';

describe('accountLinkPage (pages reached signed out, decision 0040)', () => {
  it.each([
    ['/invitation/Ab_-09', { page: 'invitation', token: 'Ab_-09' }],
    ['/reset-password/Ab_-09', { page: 'resetPassword', token: 'Ab_-09' }],
    ['/reset-password/Ab_-09?lang=de', { page: 'resetPassword', token: 'Ab_-09' }],
    ['/invitation/', null],
    ['/invitation/a/b', null],
    ['/invitation/a b', null],
    ['/settings/invitation/abc', null],
    ['/confirm-email/abc', null],
    ['/home', null],
    ['', null],
  ])('%s → %j', (path, expected) => {
    expect(accountLinkPage(path)).toEqual(expected);
  });
});
