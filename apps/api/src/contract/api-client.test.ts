import { createApiClient } from '@smm/api-client';
import { createTokenSource, type RefreshFailure } from '@smm/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Signs in through the client and returns a client with a token source over that session. */
async function signedIn(email: string, clock: { now: number }) {
  const anonymous = createApiClient({ baseUrl: api.base, tokens: { accessToken: async () => '' } });
  const login = await anonymous.unwrap(
    anonymous.client.POST('/auth/login', { body: { email, password: 'demo' } }),
  );
  const failures: RefreshFailure[] = [];
  const refreshes: string[] = [];
  const tokens = createTokenSource({
    now: () => clock.now,
    initial: {
      accessToken: login.accessToken,
      refreshToken: login.refreshToken,
      expiresAt: clock.now + login.expiresIn * 1000,
    },
    refresh: async (refreshToken) => {
      refreshes.push(refreshToken);
      const next = await anonymous.unwrap(
        anonymous.client.POST('/auth/refresh', { body: { refreshToken } }),
      );
      return {
        accessToken: next.accessToken,
        refreshToken: next.refreshToken,
        expiresAt: clock.now + next.expiresIn * 1000,
      };
    },
    onRefreshFailed: (failure) => failures.push(failure),
  });
  return {
    client: createApiClient({ baseUrl: api.base, tokens, now: () => clock.now }),
    failures,
    refreshes,
  };
}

describe('@smm/api-client against the real server', () => {
  it('calls with the bearer token and returns typed data', async () => {
    const { client } = await signedIn('admin@demo.test', { now: Date.now() });
    const me = await client.unwrap(client.client.GET('/api/2/users/me'));
    expect(me.email).toBe('admin@demo.test');
  });

  it('refreshes the token within 30 s of expiry, once for concurrent calls', async () => {
    const clock = { now: Date.now() };
    const { client, refreshes } = await signedIn('editor@demo.test', clock);
    clock.now += 271_000;
    const [teams, channels] = await Promise.all([
      client.unwrap(client.client.GET('/api/2/teams')),
      client.unwrap(client.client.GET('/api/2/channels')),
    ]);
    expect(teams.length).toBeGreaterThan(0);
    expect(channels.length).toBeGreaterThan(0);
    expect(refreshes).toHaveLength(1);
  });

  it('a failed refresh says "Could not update token" and sends the user to login', async () => {
    const clock = { now: Date.now() };
    const { client, failures } = await signedIn('viewer@demo.test', clock);
    clock.now += 10 * 60_000;
    // The session ends on the server (signed out elsewhere).
    await api.db.updateTable('refreshTokens').set({ revokedAt: new Date() }).execute();
    await expect(client.unwrap(client.client.GET('/api/2/users/me'))).rejects.toThrow(
      'Could not update token',
    );
    expect(failures).toEqual([{ message: 'Could not update token', redirectTo: '/login' }]);
  });

  it('normalises error answers into the API error shape', async () => {
    const { client } = await signedIn('editor@demo.test', { now: Date.now() });
    await expect(
      client.unwrap(client.client.PUT('/labels/settings', { body: { isRestricted: false } })),
    ).rejects.toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
  });

  it('caches GETs for 30 s', async () => {
    const clock = { now: Date.now() };
    const { client } = await signedIn('admin@demo.test', clock);
    const first = await client.cachedGet<{ restrict: boolean }>('/labels/settings');
    await api.db.updateTable('organisations').set({ labelsRestricted: !first.restrict }).execute();
    expect((await client.cachedGet<{ restrict: boolean }>('/labels/settings')).restrict).toBe(
      first.restrict,
    );
    clock.now += 30_000;
    expect((await client.cachedGet<{ restrict: boolean }>('/labels/settings')).restrict).toBe(
      !first.restrict,
    );
  });
});
