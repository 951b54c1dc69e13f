import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { signAccessToken } from './access-token.js';
import { hashPassword, verifyPassword } from './password.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const login = (email: string, password: string) =>
  api.call('POST', '/auth/login', { body: { email, password } });

describe('passwords', () => {
  it('are hashed with scrypt and a salt, and verified', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('wrong horse', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe('POST /auth/login', () => {
  it('gives a short-lived signed access token and a refresh token', async () => {
    const { status, body } = await login('admin@demo.test', 'demo');
    expect(status).toBe(200);
    const tokens = body as { accessToken: string; refreshToken: string; expiresIn: number };
    expect(tokens.expiresIn).toBe(300);
    expect(tokens.refreshToken.length).toBeGreaterThan(30);
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.iss).toBe('switchboard');
    expect(claims.email).toBe('admin@demo.test');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
  });

  it('accepts the e-mail address in any case', async () => {
    expect((await login('Admin@Demo.TEST', 'demo')).status).toBe(200);
  });

  it.each([
    ['a wrong password', 'editor@demo.test', 'nope'],
    ['an unknown address', 'nobody@demo.test', 'demo'],
  ])('refuses %s with 401 and the same message', async (_, email, password) => {
    const { status, body } = await login(email, password);
    expect(status).toBe(401);
    expect(body).toMatchObject({ message: 'The e-mail address or password is not right.' });
  });

  it('answers a bad body with 400 and the decoder’s message', async () => {
    const { status, body } = await api.call('POST', '/auth/login', { body: { email: 'x@y.z' } });
    expect(status).toBe(400);
    expect((body as { message: string }).message).toContain('password');
  });
});

describe('refresh and sign-out', () => {
  const refresh = (refreshToken: string) =>
    api.call('POST', '/auth/refresh', { body: { refreshToken } });

  it('rotates the refresh token; reusing a spent one revokes the whole family', async () => {
    const first = (await login('lead@demo.test', 'demo')).body as { refreshToken: string };
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    const next = (second.body as { refreshToken: string }).refreshToken;
    expect(next).not.toBe(first.refreshToken);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect((reuse.body as { message: string }).message).toMatch(/used elsewhere/);
    expect((await refresh(next)).status).toBe(401);
  });

  it('sign-out ends the session of the refresh token', async () => {
    const tokens = (await login('editor@demo.test', 'demo')).body as { refreshToken: string };
    expect((await api.call('POST', '/auth/logout', { body: tokens })).status).toBe(204);
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
  });

  it('an unknown refresh token is a 401', async () => {
    expect((await refresh('made-up')).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('publishes the public key at the JWKS endpoint', async () => {
    const { status, body } = await api.call('GET', '/auth/.well-known/jwks.json');
    expect(status).toBe(200);
    const keys = (body as { keys: Array<Record<string, unknown>> }).keys;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256', kid: api.signingKey.kid });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('a missing, expired, tampered or foreign token is a 401', async () => {
    const valid = await api.token('admin');
    const me = (token?: string) => api.call('GET', '/api/2/users/me', token ? { token } : {});
    expect((await me(valid)).status).toBe(200);
    expect((await me()).status).toBe(401);

    const claims = decodeJwt(valid) as unknown as Parameters<typeof signAccessToken>[1];
    const expired = await signAccessToken(api.signingKey, claims, -60);
    const answer = await me(expired);
    expect(answer.status).toBe(401);
    expect((answer.body as { message: string }).message).toMatch(/expired/);

    const [header, payload, signature] = valid.split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    forged.org = 'someone-else';
    const tampered = [
      header,
      Buffer.from(JSON.stringify(forged)).toString('base64url'),
      signature,
    ].join('.');
    expect((await me(tampered)).status).toBe(401);

    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: api.signingKey.kid })
      .setIssuer('switchboard')
      .setAudience('switchboard')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await me(foreign)).status).toBe(401);
  });
});
