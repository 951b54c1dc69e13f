import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const idOf = (email: string) => api.userId(email);

describe('account switching', () => {
  it('lists the linked accounts and switches to one with new tokens', async () => {
    const token = await api.token('admin');
    const accounts = (await api.call('GET', '/auth/account-switch/accounts', { token }))
      .body as Array<{
      email: string;
      current: boolean;
    }>;
    expect(accounts.map((a) => [a.email, a.current])).toEqual([
      ['admin@demo.test', true],
      ['admin@other.test', false],
    ]);
    const organisations = (await api.call('GET', '/smm/accounts/me/switch', { token })).body;
    expect(organisations).toEqual([
      { id: expect.any(String), name: 'Demo Coffee' },
      { id: expect.any(String), name: 'Other Tea Company' },
    ]);
    const switched = await api.call(
      'PUT',
      `/auth/account-switch/${await idOf('admin@other.test')}`,
      { token },
    );
    expect(switched.status).toBe(200);
    const next = (switched.body as { accessToken: string }).accessToken;
    expect((await api.call('GET', '/api/2/users/me', { token: next })).body).toMatchObject({
      email: 'admin@other.test',
    });
  });

  it('an account of someone else is a 404', async () => {
    const token = await api.token('editor');
    expect((await api.call('GET', '/smm/accounts/me/switch', { token })).body).toHaveLength(1);
    const answer = await api.call('PUT', `/auth/account-switch/${await idOf('admin@other.test')}`, {
      token,
    });
    expect(answer.status).toBe(404);
  });
});

describe('assuming an account', () => {
  it('support staff get a session of the user, marked with who assumed it and without refresh', async () => {
    const support = await api.token('support');
    const editorId = await idOf('editor@demo.test');
    const assumed = await api.call('POST', `/auth/assume/${editorId}`, { token: support });
    expect(assumed.status).toBe(200);
    const tokens = assumed.body as { accessToken: string; refreshToken: string };
    expect(tokens.refreshToken).toBe('');
    expect(decodeJwt(tokens.accessToken).act).toEqual({
      sub: await idOf('support@switchboard.test'),
    });
    expect(
      (await api.call('GET', '/api/2/users/me', { token: tokens.accessToken })).body,
    ).toMatchObject({
      email: 'editor@demo.test',
    });
  });

  it('is only for support staff', async () => {
    const admin = await api.token('admin');
    expect(
      (await api.call('POST', `/auth/assume/${await idOf('editor@demo.test')}`, { token: admin }))
        .status,
    ).toBe(403);
  });
});

describe('feature toggles', () => {
  it('defaults, overridden by the organisation; other organisations’ targets are a 404', async () => {
    const other = await api.token('otherAdmin');
    const otherOrg = (
      await api.db
        .selectFrom('users')
        .select('orgId')
        .where('email', '=', 'admin@other.test')
        .executeTakeFirstOrThrow()
    ).orgId;
    const answer = await api.call('POST', '/feature-toggler-abc123', {
      token: other,
      body: [{ discriminator: 'ORGANIZATION', targetId: otherOrg }],
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { channels_v2: true, engage_ai_replies: false },
    });
    const demo = await api.token('admin');
    const demoAnswer = await api.call('POST', '/feature-toggler-abc123', {
      token: demo,
      body: [{ discriminator: 'ORGANIZATION', targetId: otherOrg }],
    });
    expect(demoAnswer.status).toBe(404);
  });
});
