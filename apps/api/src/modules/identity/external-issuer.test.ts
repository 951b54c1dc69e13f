import { createServer, type Server } from 'node:http';
import { SignJWT, createRemoteJWKSet, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

const ISSUER = 'https://idp.example.test/realms/smm';
let api: TestApi;
let jwks: Server;
let privateKey: CryptoKey;

/** A token as an external OIDC provider (Keycloak-like) would issue it. */
const token = (claims: Record<string, unknown>, issuer = ISSUER) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'idp-1' })
    .setIssuer(issuer)
    .setSubject('kc-user-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const publicJwk = {
    ...(await exportJWK(pair.publicKey)),
    kid: 'idp-1',
    alg: 'RS256',
    use: 'sig',
  };
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const address = jwks.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  api = await startTestApi({
    verifier: {
      keys: createRemoteJWKSet(new URL(`http://127.0.0.1:${port}/certs`)),
      issuer: ISSUER,
    },
  });
});
afterAll(async () => {
  await api?.close();
  jwks?.close();
});

describe('an external OIDC provider as the issuer', () => {
  it("verifies its tokens against its JWKS and finds our user by the token's e-mail", async () => {
    const answer = await api.call('GET', '/api/2/users/me', {
      token: await token({
        email: 'editor@demo.test',
        realm_access: { roles: ['offline_access'] },
      }),
    });
    expect(answer).toMatchObject({ status: 200, body: { email: 'editor@demo.test' } });
  });

  it('keeps accepting its tokens with its own session id (a Keycloak sid is not ours)', async () => {
    const withSession = await token({
      email: 'editor@demo.test',
      sid: 'kc-session-7f3a',
      auth_time: Math.floor(Date.now() / 1000) - 3600,
    });
    for (let i = 0; i < 2; i++) {
      const answer = await api.call('GET', '/api/2/users/me', { token: withSession });
      expect(answer).toMatchObject({ status: 200, body: { email: 'editor@demo.test' } });
    }
  });

  it('refuses tokens of another issuer, and users we do not know', async () => {
    const other = await token({ email: 'editor@demo.test' }, 'https://evil.example.test');
    expect((await api.call('GET', '/api/2/users/me', { token: other })).status).toBe(401);
    const stranger = await token({ email: 'nobody@example.test' });
    expect((await api.call('GET', '/api/2/users/me', { token: stranger })).status).toBe(401);
    const noEmail = await token({});
    expect((await api.call('GET', '/api/2/users/me', { token: noEmail })).status).toBe(401);
  });

  it('takes the super-user realm role from the token', async () => {
    const support = await token({
      email: 'editor@demo.test',
      realm_access: { roles: ['smm_super_user'] },
    });
    const viewerId = (
      await api.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'viewer@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    const answer = await api.call('POST', `/auth/assume/${viewerId}`, { token: support });
    expect(answer.status).toBe(200);
  });
});
