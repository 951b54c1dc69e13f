import { describe, expect, it, vi } from 'vitest';
import { createSession } from './session.js';
import { loadSession, saveSession } from './session.storage.js';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A signed-in session whose calls all get `response`. */
function signedIn(response: () => Response) {
  const storage = memory();
  saveSession(storage, {
    accessToken: 'a',
    refreshToken: 'r',
    expiresAt: Date.now() + 300_000,
  });
  const onEnded = vi.fn();
  const session = createSession(storage, onEnded, {
    baseUrl: 'http://app.test',
    fetch: async () => response(),
  });
  const listener = vi.fn();
  session.onEnded(listener);
  return { storage, session, onEnded, listener };
}

describe('the session', () => {
  it('ends at once when the server says it ended (signed out elsewhere, password changed)', async () => {
    const { storage, session, onEnded, listener } = signedIn(() =>
      answer(401, { status: 401, message: 'Your session has ended.', errorCode: 'SESSION_ENDED' }),
    );
    await expect(
      session.api.unwrap(session.api.client.GET('/api/2/users/me')),
    ).rejects.toMatchObject({ status: 401, errorCode: 'SESSION_ENDED' });
    expect(session.signedIn()).toBe(false);
    expect(loadSession(storage)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Could not update token' }),
    );
  });

  it.each([
    ['a stale sign-in', 401, 'RECENT_SIGN_IN_REQUIRED'],
    ['another refusal', 403, 'FORBIDDEN'],
  ])('goes on after %s', async (_case, status, errorCode) => {
    const { session, listener } = signedIn(() => answer(status, { status, errorCode }));
    await expect(session.api.unwrap(session.api.client.GET('/api/2/users/me'))).rejects.toThrow();
    expect(session.signedIn()).toBe(true);
    expect(listener).not.toHaveBeenCalled();
  });
});
