import { describe, expect, it } from 'vitest';
import type { RefreshFailure, SessionTokens } from './token.policy.js';
import {
  createTokenSource,
  expiresAtFrom,
  needsRefresh,
  refreshFailure,
  timeoutFor,
} from './token.policy.js';

describe('timeouts', () => {
  it.each([
    ['default', 60000],
    ['engage', 30000],
    ['responseTemplates', 30000],
  ] as const)('the %s client times out after %d ms', (client, ms) => {
    expect(timeoutFor(client)).toBe(ms);
  });
});

describe('refresh margin', () => {
  const now = 1_000_000;
  it.each([
    [60_000, false],
    [30_001, false],
    [30_000, true],
    [29_999, true],
    [0, true],
    [-5_000, true],
  ])('a token expiring in %d ms needs refresh: %s', (left, expected) => {
    expect(needsRefresh({ expiresAt: now + left }, now)).toBe(expected);
  });

  it('turns expiresIn seconds into an expiry time', () => {
    expect(expiresAtFrom(300, 1000)).toBe(301_000);
  });
});

describe('refresh failure', () => {
  it('says "Could not update token" and goes to login, returning to where the user was', () => {
    expect(refreshFailure('/engage/feeds/7')).toEqual({
      message: 'Could not update token',
      redirectTo: '/login?returnTo=%2Fengage%2Ffeeds%2F7',
    });
    expect(refreshFailure()).toEqual({ message: 'Could not update token', redirectTo: '/login' });
    expect(refreshFailure('/login').redirectTo).toBe('/login');
  });
});

describe('token source', () => {
  function setup(initial: SessionTokens | null, refresh: (t: string) => Promise<SessionTokens>) {
    let clock = 0;
    const failures: RefreshFailure[] = [];
    const refreshed: string[] = [];
    const source = createTokenSource({
      now: () => clock,
      refresh: (token) => {
        refreshed.push(token);
        return refresh(token);
      },
      onRefreshFailed: (failure) => failures.push(failure),
      initial,
      location: () => '/engage',
    });
    return { source, failures, refreshed, advance: (ms: number) => (clock += ms) };
  }
  const tokens = (n: number, expiresAt: number): SessionTokens => ({
    accessToken: `access-${n}`,
    refreshToken: `refresh-${n}`,
    expiresAt,
  });

  it('hands out the token while it is valid for more than 30 s', async () => {
    const { source, refreshed } = setup(tokens(1, 60_000), () => Promise.reject(new Error('no')));
    expect(await source.accessToken()).toBe('access-1');
    expect(refreshed).toEqual([]);
  });

  it('refreshes within 30 s of expiry, once for all calls waiting', async () => {
    const { source, refreshed, advance } = setup(tokens(1, 60_000), async () => tokens(2, 400_000));
    advance(30_000);
    const got = await Promise.all([
      source.accessToken(),
      source.accessToken(),
      source.accessToken(),
    ]);
    expect(got).toEqual(['access-2', 'access-2', 'access-2']);
    expect(refreshed).toEqual(['refresh-1']);
    expect(await source.accessToken()).toBe('access-2');
    expect(refreshed).toHaveLength(1);
  });

  it('a failed refresh reports once, clears the tokens and rejects every waiting call', async () => {
    const { source, failures } = setup(tokens(1, 10_000), () => Promise.reject(new Error('401')));
    const calls = [source.accessToken(), source.accessToken()];
    for (const call of calls) await expect(call).rejects.toThrow('Could not update token');
    expect(failures).toEqual([
      { message: 'Could not update token', redirectTo: '/login?returnTo=%2Fengage' },
    ]);
    expect(source.current()).toBeNull();
    await expect(source.accessToken()).rejects.toThrow('Could not update token');
    expect(failures).toHaveLength(1);
  });

  it('a new sign-in after a failure reports the next failure again', async () => {
    const { source, failures } = setup(null, () => Promise.reject(new Error('401')));
    await expect(source.accessToken()).rejects.toThrow('Could not update token');
    source.set(tokens(3, 0));
    await expect(source.accessToken()).rejects.toThrow('Could not update token');
    expect(failures).toHaveLength(2);
  });
});
