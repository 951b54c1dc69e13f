import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { LoginThrottle, SIGN_IN_POLICY, type ThrottlePolicy } from './login-throttle.js';
import { memoryThrottleStore } from './login-throttle.store.js';

/** The server's policy with a ceiling of 30 failures per address, so a test can reach it soon. */
const POLICY: ThrottlePolicy = { ...SIGN_IN_POLICY, addressLimit: 30 };

let api: TestApi;
const clock = { now: 1_000_000 };
beforeAll(async () => {
  api = await startTestApi({
    signInThrottle: new LoginThrottle(memoryThrottleStore(), POLICY, () => clock.now),
    // The tests come from the loopback proxy and name the client in X-Forwarded-For.
    trustProxy: ['loopback'],
  });
});
afterAll(async () => {
  await api?.close();
});

/** A sign-in from `client` with any body (an object is sent as JSON, a string as it is). */
async function signIn(client: string, body: unknown) {
  const response = await fetch(`${api.base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    message: ((await response.json()) as { message?: string }).message,
  };
}

const login = (client: string, email: string, password: string) =>
  signIn(client, { email, password });

describe('the sign-in throttle', () => {
  it('never locks an account out: after 5 wrong passwords the right one signs in, from another address at once', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('203.0.113.1', 'admin@demo.test', 'wrong')).status).toBe(401);
    }
    expect((await login('203.0.113.2', 'admin@demo.test', 'demo')).status).toBe(200);
    expect((await login('203.0.113.1', 'admin@demo.test', 'demo')).status).toBe(200);
  });

  it('delays an account at an address by doubling waits, told in Retry-After and the message', async () => {
    const client = '203.0.113.3';
    for (let i = 0; i < 6; i++) {
      expect((await login(client, 'viewer@demo.test', 'wrong')).status).toBe(401);
    }
    const refused = await login(client, 'viewer@demo.test', 'demo');
    expect(refused).toEqual({
      status: 429,
      retryAfter: '1',
      message: 'Too many failed sign-ins. Try again in 1 second.',
    });
    clock.now += 1000;
    expect((await login(client, 'viewer@demo.test', 'wrong')).status).toBe(401);
    expect(await login(client, 'viewer@demo.test', 'demo')).toMatchObject({
      status: 429,
      retryAfter: '2',
    });
    clock.now += 2000;
    expect((await login(client, 'viewer@demo.test', 'demo')).status).toBe(200);
    // Signed in: the pair starts again with its free failures.
    expect((await login(client, 'viewer@demo.test', 'wrong')).status).toBe(401);
    expect((await login(client, 'viewer@demo.test', 'demo')).status).toBe(200);
  });

  it('does not let failures for made-up accounts block another account at the address', async () => {
    const client = '203.0.113.4';
    for (let i = 0; i < 20; i++) {
      expect((await login(client, `nobody${i}@demo.test`, 'guess')).status).toBe(401);
    }
    expect((await login(client, 'editor@demo.test', 'demo')).status).toBe(200);
  });

  it('refuses an address over its ceiling for every account, but not other clients of the proxy', async () => {
    const client = '203.0.113.5';
    for (let i = 0; i < 30; i++) {
      expect((await login(client, `made-up${i}@demo.test`, 'guess')).status).toBe(401);
    }
    expect(await login(client, 'lead@demo.test', 'demo')).toEqual({
      status: 429,
      retryAfter: String(15 * 60),
      message: 'Too many failed sign-ins from your network. Try again in 15 minutes.',
    });
    expect((await login('203.0.113.6', 'lead@demo.test', 'demo')).status).toBe(200);
  });

  it('counts bad bodies as failed attempts of their account', async () => {
    const client = '203.0.113.7';
    for (let i = 0; i < 6; i++) {
      expect((await signIn(client, { email: 'moderator@demo.test' })).status).toBe(400);
    }
    expect((await login(client, 'moderator@demo.test', 'demo')).status).toBe(429);
  });

  it('counts bodies that are not even JSON against the address', async () => {
    const client = '203.0.113.8';
    for (let i = 0; i < 30; i++) expect((await signIn(client, '{"email": ')).status).toBe(400);
    expect((await login(client, 'moderator@demo.test', 'demo')).status).toBe(429);
  });

  it('throttles before the body is decoded or the database asked', async () => {
    const client = '203.0.113.9';
    const odd = { email: 'a\u0000b@demo.test', password: 'x' };
    for (let i = 0; i < 6; i++) expect((await signIn(client, odd)).status).not.toBe(429);
    expect(await signIn(client, odd)).toMatchObject({ status: 429, retryAfter: '1' });
  });
});

describe('without TRUST_PROXY', () => {
  let direct: TestApi;
  beforeAll(async () => {
    direct = await startTestApi({ sameDatabaseAs: api });
  });
  afterAll(async () => {
    await direct?.close();
  });

  it('takes the connection’s address, whatever X-Forwarded-For says', async () => {
    const from = async (client: string, password: string) =>
      (
        await fetch(`${direct.base}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify({ email: 'admin@other.test', password }),
        })
      ).status;
    for (let i = 0; i < 6; i++) expect(await from(`198.51.100.${i}`, 'wrong')).toBe(401);
    expect(await from('198.51.100.99', 'demo')).toBe(429);
  });
});
