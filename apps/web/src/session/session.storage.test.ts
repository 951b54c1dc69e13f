import { describe, expect, it } from 'vitest';
import { clearSession, loadSession, saveSession, SESSION_KEY } from './session.storage.js';

const memory = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the kept session', () => {
  it('is read back as it was kept, and gone once cleared', () => {
    const storage = memory();
    const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: 1_700_000_000_000 };
    saveSession(storage, tokens);
    expect(loadSession(storage)).toEqual(tokens);
    clearSession(storage);
    expect(loadSession(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['missing the refresh token', '{"accessToken":"a","expiresAt":1}'],
    ['an expiry that is not a number', '{"accessToken":"a","refreshToken":"r","expiresAt":"soon"}'],
  ])('is no session when what is kept is %s', (_case, text) => {
    const storage = memory();
    storage.items.set(SESSION_KEY, text);
    expect(loadSession(storage)).toBeNull();
  });
});
