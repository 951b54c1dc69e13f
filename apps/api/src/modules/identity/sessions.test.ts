import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { mailsTo } from '../../testing/outbox.js';
import { open, type Client } from '../../testing/realtime-client.js';
import { SESSION_ENDED_CLOSE } from '../../realtime/endpoint.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { signAccessToken, type AccessClaims } from './access-token.js';
import { hashPassword } from './password.js';

let one: TestApi;
let two: TestApi;
let adminOfTwo: string;
beforeAll(async () => {
  one = await startTestApi();
  // A second instance of the server on the same database: each keeps its own callers.
  two = await startTestApi({ sameDatabaseAs: one });
  adminOfTwo = await two.token('admin');
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const PASSWORD = 'a long enough password';

/** A person of the demo organisation of their own, so tests do not end each other's sessions. */
async function person(): Promise<{ id: string; email: string }> {
  const email = `person-${Math.random().toString(36).slice(2)}@demo.test`;
  const row = await one.db
    .insertInto('users')
    .values({
      orgId: await orgIdOf(one),
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Pat',
      lastName: 'Person',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

async function signIn(api: TestApi, email: string, password = PASSWORD): Promise<Tokens> {
  const { status, body } = await api.call('POST', '/auth/login', { body: { email, password } });
  expect(status).toBe(200);
  return body as Tokens;
}

const me = (api: TestApi, tokens: Tokens) =>
  api.call('GET', '/api/2/users/me', { token: tokens.accessToken });

/** The status of `GET /api/2/users/me` with the tokens, once it is `status` (up to 2 s). */
const eventually = (api: TestApi, tokens: Tokens, status: number) =>
  expect
    .poll(async () => (await me(api, tokens)).status, { timeout: 2000, interval: 20 })
    .toBe(status);

describe('access tokens name their session', () => {
  it('carry the session (sid) and when the person signed in (auth_time)', async () => {
    const { email } = await person();
    const tokens = await signIn(one, email);
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Number(claims.auth_time) - Date.now() / 1000)).toBeLessThan(10);
    const refreshed = await one.call('POST', '/auth/refresh', {
      body: { refreshToken: tokens.refreshToken },
    });
    const next = decodeJwt((refreshed.body as Tokens).accessToken);
    // A refresh goes on with the same session and sign-in time.
    expect(next.sid).toBe(claims.sid);
    expect(next.auth_time).toBe(claims.auth_time);
  });
});

describe('a session ends at once, on every instance', () => {
  it('sign-out refuses its access token at once here and on the other instance', async () => {
    const { email } = await person();
    const session = await signIn(one, email);
    const other = await signIn(one, email);
    // Both instances know (and keep) the caller.
    expect((await me(one, session)).status).toBe(200);
    expect((await me(two, session)).status).toBe(200);
    expect((await one.call('POST', '/auth/logout', { body: session })).status).toBe(204);
    const refused = await me(one, session);
    expect(refused).toMatchObject({ status: 401, body: { errorCode: 'SESSION_ENDED' } });
    await eventually(two, session, 401);
    // The person's other session goes on.
    expect((await me(one, other)).status).toBe(200);
    expect((await me(two, other)).status).toBe(200);
  });

  it('a spent refresh token presented again ends the session and its access tokens', async () => {
    const { email } = await person();
    const session = await signIn(one, email);
    expect((await me(two, session)).status).toBe(200);
    await one.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    const reuse = await one.call('POST', '/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(reuse.status).toBe(401);
    expect((await me(one, session)).status).toBe(401);
    await eventually(two, session, 401);
  });

  it('a password change ends the person’s other sessions everywhere and keeps this one', async () => {
    const { email } = await person();
    const current = await signIn(one, email);
    const other = await signIn(one, email);
    expect((await me(two, other)).status).toBe(200);
    const changed = await one.call('POST', '/smm/accounts/me/change-password', {
      token: current.accessToken,
      body: { currentPassword: PASSWORD, newPassword: 'another long password' },
    });
    expect(changed.status).toBe(204);
    expect((await me(one, other)).status).toBe(401);
    await eventually(two, other, 401);
    expect((await me(one, current)).status).toBe(200);
    expect((await me(two, current)).status).toBe(200);
    const refresh = await one.call('POST', '/auth/refresh', {
      body: { refreshToken: other.refreshToken },
    });
    expect(refresh.status).toBe(401);
    // The new password signs in; the old one does not.
    await signIn(one, email, 'another long password');
    const old = await one.call('POST', '/auth/login', { body: { email, password: PASSWORD } });
    expect(old.status).toBe(401);
  });

  it('deleting a user refuses their access tokens at once on every instance', async () => {
    const { id, email } = await person();
    const session = await signIn(one, email);
    expect((await me(one, session)).status).toBe(200);
    expect((await me(two, session)).status).toBe(200);
    const deleted = await two.call('DELETE', `/smm/accounts/${id}`, { token: adminOfTwo });
    expect(deleted.status).toBe(204);
    expect((await me(two, session)).status).toBe(401);
    await eventually(one, session, 401);
  });

  it('a confirmed e-mail change ends all of the person’s sessions on every instance', async () => {
    const { email } = await person();
    const session = await signIn(one, email);
    expect((await me(one, session)).status).toBe(200);
    const newEmail = `moved-${Math.random().toString(36).slice(2)}@example.test`;
    const asked = await one.call('POST', '/smm/accounts/me/change-email', {
      token: session.accessToken,
      body: { newEmail },
    });
    expect(asked.status).toBe(202);
    const pending = await one.db
      .selectFrom('emailChanges')
      .select('tokenHash')
      .where('newEmail', '=', newEmail)
      .executeTakeFirstOrThrow();
    expect(pending.tokenHash).not.toBe('');
    const text = (await mailsTo(newEmail)).at(-1)?.text ?? '';
    const token = /#\/confirm-email\/([\w-]+)/.exec(text)?.[1] ?? '';
    expect(
      (await two.call('POST', '/smm/accounts/confirm-email', { body: { token } })).status,
    ).toBe(200);
    expect((await me(two, session)).status).toBe(401);
    await eventually(one, session, 401);
  });

  it('an access token whose session was never ours is refused', async () => {
    const { email } = await person();
    const session = await signIn(one, email);
    const claims = decodeJwt(session.accessToken) as unknown as AccessClaims;
    const forged = await signAccessToken(one.signingKey, {
      ...claims,
      sid: '00000000-0000-4000-8000-000000000000',
    });
    expect((await me(one, { ...session, accessToken: forged })).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('checks the current password and the new one’s length', async () => {
    const { email } = await person();
    const { accessToken: token } = await signIn(one, email);
    const change = (body: unknown) =>
      one.call('POST', '/smm/accounts/me/change-password', { token, body });
    const wrong = await change({ currentPassword: 'not it', newPassword: 'a new long password' });
    expect(wrong).toMatchObject({ status: 400, body: { errorCode: 'WRONG_PASSWORD' } });
    const short = await change({ currentPassword: PASSWORD, newPassword: 'short' });
    expect(short).toMatchObject({ status: 400, body: { errorCode: 'PASSWORD_LENGTH' } });
    expect((await change({ currentPassword: PASSWORD })).status).toBe(400);
  });

  it('needs a sign-in within the last 10 minutes', async () => {
    const { email } = await person();
    const session = await signIn(one, email);
    const claims = decodeJwt(session.accessToken) as unknown as AccessClaims;
    const stale = await signAccessToken(one.signingKey, {
      ...claims,
      auth_time: Math.floor(Date.now() / 1000) - 11 * 60,
    });
    const answer = await one.call('POST', '/smm/accounts/me/change-password', {
      token: stale,
      body: { currentPassword: PASSWORD, newPassword: 'another long password' },
    });
    expect(answer).toMatchObject({ status: 401, body: { errorCode: 'RECENT_SIGN_IN_REQUIRED' } });
    expect((answer.body as { message: string }).message).toMatch(/sign in again/i);
  });
});

describe('realtime connections belong to their session', () => {
  const realtimeToken = async (api: TestApi, tokens: Tokens) => {
    const { status, body } = await api.call('GET', '/buzzard/token', { token: tokens.accessToken });
    expect(status).toBe(200);
    return (body as { token: string }).token;
  };
  const closeOf = (client: Client) =>
    new Promise<number>((resolve) => {
      if (client.socket.readyState === client.socket.CLOSED) resolve(-1);
      client.socket.once('close', (code) => resolve(code));
    });

  it('closes the connections of a session that signs out, on every server, and keeps the others', async () => {
    const { email } = await person();
    const leaving = await signIn(one, email);
    const staying = await signIn(one, email);
    const here = await open(one, await realtimeToken(one, leaving));
    const there = await open(two, await realtimeToken(two, leaving));
    const other = await open(two, await realtimeToken(two, staying));
    const unused = await realtimeToken(one, leaving);
    const closed = Promise.all([closeOf(here), closeOf(there)]);
    expect(
      (await one.call('POST', '/auth/logout', { body: { refreshToken: leaving.refreshToken } }))
        .status,
    ).toBe(204);
    expect(await closed).toEqual([SESSION_ENDED_CLOSE, SESSION_ENDED_CLOSE]);
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    // A realtime token issued before the sign-out lets nobody in after it.
    await expect(open(one, unused)).rejects.toThrow();
    await other.close();
  });
});
