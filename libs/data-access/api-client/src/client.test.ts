import { describe, expect, it } from 'vitest';
import { ApiCallError, createApiClient } from './client.js';

const tokens = { accessToken: async () => 'token-1' };

describe('api client errors', () => {
  it('a timeout becomes a 504 that says how long it waited (30 s for engage)', async () => {
    const api = createApiClient({
      tokens,
      kind: 'engage',
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new DOMException('timed out', 'TimeoutError')),
    });
    const error = await api.unwrap(api.client.GET('/api/2/users/me')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 504, message: 'The request took longer than 30 s.' });
  });

  it('a network failure becomes a 503 with its message', async () => {
    const api = createApiClient({
      tokens,
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(api.unwrap(api.client.GET('/api/2/users/me'))).rejects.toMatchObject({
      status: 503,
      message: 'fetch failed',
    });
  });

  it('an error answer keeps its status, message and code; an empty one says "Request failed"', async () => {
    const answers = [
      new Response(JSON.stringify({ status: 422, message: 'Not allowed', errorCode: 'X' }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      }),
      new Response('', { status: 502 }),
    ];
    const api = createApiClient({
      tokens,
      baseUrl: 'http://api.test',
      fetch: async () => answers.shift() ?? new Response('', { status: 500 }),
    });
    await expect(api.unwrap(api.client.GET('/api/2/users/me'))).rejects.toMatchObject({
      status: 422,
      message: 'Not allowed',
      errorCode: 'X',
    });
    await expect(api.unwrap(api.client.GET('/api/2/users/me'))).rejects.toMatchObject({
      status: 502,
      message: 'Request failed',
    });
  });
});

describe('public paths', () => {
  it('sends no token to sign-in or the e-mail confirmation, and one to everything else', async () => {
    const seen: Array<[string, string | null]> = [];
    const api = createApiClient({
      tokens: { accessToken: () => Promise.reject(new Error('No token for public paths')) },
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        const { pathname } = new URL((request as Request).url);
        seen.push([pathname, (request as Request).headers.get('authorization')]);
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    await api.client.POST('/smm/accounts/confirm-email', { body: { token: 'abc' } });
    await api.client.POST('/auth/logout', { body: { refreshToken: 'r' } });
    await api.client.POST('/smm/accounts/accept-invitation', {
      body: { token: 'abc', password: 'a good long password' },
    });
    await api.client.POST('/smm/accounts/password-reset', { body: { email: 'ada@demo.test' } });
    await api.client.POST('/smm/accounts/reset-password', {
      body: { token: 'abc', password: 'a good long password' },
    });
    await expect(api.client.GET('/api/2/users/me')).rejects.toThrow('No token for public paths');
    await expect(
      api.client.POST('/api/1/org/{id}/users', {
        params: { path: { id: 'o' } },
        body: { email: 'a@b.test', firstName: 'A', lastName: 'B' },
      }),
    ).rejects.toThrow('No token for public paths');
    expect(seen).toEqual([
      ['/smm/accounts/confirm-email', null],
      ['/auth/logout', null],
      ['/smm/accounts/accept-invitation', null],
      ['/smm/accounts/password-reset', null],
      ['/smm/accounts/reset-password', null],
    ]);
  });
});
