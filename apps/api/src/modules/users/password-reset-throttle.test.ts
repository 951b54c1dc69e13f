import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_POLICY } from '../identity/reset-throttle.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ trustProxy: true });
});
afterAll(async () => {
  await api?.close();
});

const ask = (email: string, from: string) =>
  api.call('POST', '/smm/accounts/password-reset', {
    body: { email },
    headers: { 'x-forwarded-for': from },
  });

describe('asking for password reset links is throttled (decision 0042)', () => {
  it('per e-mail address, from any address: a clear 429 with Retry-After', async () => {
    for (let i = 0; i < RESET_POLICY.accountLimit; i++) {
      expect((await ask('editor@demo.test', `10.1.0.${i}`)).status).toBe(202);
    }
    const refused = await api.call('POST', '/smm/accounts/password-reset', {
      body: { email: 'Editor@demo.test' },
      headers: { 'x-forwarded-for': '10.1.1.1' },
    });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        errorCode: 'TOO_MANY_ATTEMPTS',
        message: expect.stringMatching(
          /^Too many password reset requests\. Try again in \d+ minutes\.$/,
        ),
      },
    });
    // Another address's requests are not held up.
    expect((await ask('viewer@demo.test', '10.1.1.1')).status).toBe(202);
  });

  it('per requesting address, over any e-mail addresses', async () => {
    const statuses = [];
    for (let i = 0; i <= RESET_POLICY.addressLimit; i++) {
      statuses.push((await ask(`nobody-${i}@demo.test`, '10.2.0.1')).status);
    }
    expect(statuses.slice(0, RESET_POLICY.addressLimit).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await ask('nobody@demo.test', '10.2.0.2')).status).toBe(202);
  });
});
