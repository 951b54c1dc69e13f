import { describe, expect, it } from 'vitest';
import { confirmationToken } from './confirm-email.calls.js';

describe('the confirmation link’s route', () => {
  it.each([
    ['/confirm-email/Ab_-09', 'Ab_-09'],
    ['/confirm-email/Ab_-09?lang=de', 'Ab_-09'],
    ['/confirm-email/', null],
    ['/confirm-email/a/b', null],
    ['/settings/profile', null],
  ])('%s names the token %s', (path, token) => {
    expect(confirmationToken(path)).toBe(token);
  });
});
