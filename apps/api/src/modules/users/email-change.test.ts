import type { User } from '@smm/model';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { mailsTo } from '../../testing/outbox.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { signAccessToken, type AccessClaims } from '../identity/access-token.js';
import { hashPassword } from '../identity/password.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const PASSWORD = 'a long enough password';
const unique = () => Math.random().toString(36).slice(2);

/** A person of the demo organisation of their own, signed in. */
async function person() {
  const email = `person-${unique()}@demo.test`;
  await api.db
    .insertInto('users')
    .values({
      orgId: await orgIdOf(api),
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Pat',
      lastName: 'Person',
    })
    .execute();
  const { body } = await api.call('POST', '/auth/login', {
    body: { email, password: PASSWORD },
  });
  const token = (body as { accessToken: string }).accessToken;
  return { email, token };
}

const requestChange = (token: string, newEmail: string) =>
  api.call('POST', '/smm/accounts/me/change-email', { token, body: { newEmail } });
const confirm = (token: string) =>
  api.call('POST', '/smm/accounts/confirm-email', { body: { token } });
const signIn = (email: string) =>
  api.call('POST', '/auth/login', { body: { email, password: PASSWORD } });

/** The confirmation link of the last e-mail to `address`, and its token. */
async function linkTo(address: string): Promise<{ link: string; token: string }> {
  const mail = (await mailsTo(address)).at(-1);
  const link = /(http\S+#\/confirm-email\/([\w-]+))/.exec(mail?.text ?? '');
  if (!link?.[1] || !link[2]) throw new Error(`No confirmation link sent to ${address}`);
  return { link: link[1], token: link[2] };
}

describe('changing the sign-in e-mail address', () => {
  it('sends a link to the new address and a notice to the old one, and changes nothing yet', async () => {
    const { email, token } = await person();
    const newEmail = `new-${unique()}@example.test`;
    const asked = await requestChange(token, newEmail);
    expect(asked).toMatchObject({ status: 202, body: { pendingEmail: newEmail } });
    const expiresAt = Date.parse((asked.body as { expiresAt: string }).expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    // Nothing changed: the old address still signs in, the new one does not.
    const me = await api.call('GET', '/api/2/users/me', { token });
    expect((me.body as User).email).toBe(email);
    expect((await signIn(email)).status).toBe(200);
    expect((await signIn(newEmail)).status).toBe(401);

    const [confirmation] = await mailsTo(newEmail);
    expect(confirmation?.subject).toBe('Confirm your new Switchboard sign-in address');
    const { link } = await linkTo(newEmail);
    expect(link.startsWith(`${api.base}/#/confirm-email/`)).toBe(true);
    const [notice] = await mailsTo(email);
    expect(notice?.subject).toBe('Your Switchboard sign-in address is about to change');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toContain('#/confirm-email/');
    // Only a hash of the link's token is stored.
    const stored = await api.db.selectFrom('emailChanges').selectAll().execute();
    const { token: secret } = await linkTo(newEmail);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('changes the address when the link is followed, once, and ends the person’s sessions', async () => {
    const { email, token } = await person();
    const newEmail = `New-${unique()}@Example.test`;
    expect((await requestChange(token, newEmail)).status).toBe(202);
    const { token: secret } = await linkTo(newEmail);
    const confirmed = await confirm(secret);
    expect(confirmed).toMatchObject({ status: 200, body: { email: newEmail } });
    // Every session of the person ended: they sign in again, with the new address.
    const after = await api.call('GET', '/api/2/users/me', { token });
    expect(after).toMatchObject({ status: 401, body: { errorCode: 'SESSION_ENDED' } });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(email)).status).toBe(401);
    const again = await confirm(secret);
    expect(again).toMatchObject({ status: 400, body: { errorCode: 'EMAIL_CONFIRMATION_INVALID' } });
  });

  it('refuses an expired link, an unknown one, and a link replaced by a newer request', async () => {
    const { token } = await person();
    const first = `first-${unique()}@example.test`;
    const second = `second-${unique()}@example.test`;
    await requestChange(token, first);
    const firstLink = await linkTo(first);
    await requestChange(token, second);
    const secondLink = await linkTo(second);
    expect((await confirm(firstLink.token)).status).toBe(400);
    await api.db
      .updateTable('emailChanges')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('newEmail', '=', second)
      .execute();
    expect((await confirm(secondLink.token)).status).toBe(400);
    expect((await confirm('made-up')).status).toBe(400);
  });

  it('refuses a bad address, one in use, and one taken before the link is followed', async () => {
    const { token } = await person();
    expect((await requestChange(token, 'not an address')).status).toBe(400);
    const inUse = await requestChange(token, 'EDITOR@demo.test');
    expect(inUse).toMatchObject({
      status: 409,
      body: { message: 'This e-mail address is already in use.' },
    });
    const wanted = `wanted-${unique()}@example.test`;
    await requestChange(token, wanted);
    const { token: secret } = await linkTo(wanted);
    const other = await person();
    await api.db
      .updateTable('users')
      .set({ email: wanted })
      .where('email', '=', other.email)
      .execute();
    expect((await confirm(secret)).status).toBe(409);
  });

  it('is cancelled by a password change (the notice tells the owner to change it)', async () => {
    const { email, token } = await person();
    const newEmail = `cancelled-${unique()}@example.test`;
    await requestChange(token, newEmail);
    const { token: secret } = await linkTo(newEmail);
    const changed = await api.call('POST', '/smm/accounts/me/change-password', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'a brand new password' },
    });
    expect(changed.status).toBe(204);
    expect((await confirm(secret)).status).toBe(400);
    const notices = await mailsTo(email);
    expect(notices.map((mail) => mail.subject)).toEqual([
      'Your Switchboard sign-in address is about to change',
      'Your Switchboard password was changed',
    ]);
  });

  it('needs a sign-in within the last 10 minutes: else 401 and "sign in again"', async () => {
    const { token } = await person();
    const claims = decodeJwt(token) as unknown as AccessClaims;
    const stale = await signAccessToken(api.signingKey, {
      ...claims,
      auth_time: Math.floor(Date.now() / 1000) - 11 * 60,
    });
    const newEmail = `late-${unique()}@example.test`;
    const answer = await requestChange(stale, newEmail);
    expect(answer).toMatchObject({ status: 401, body: { errorCode: 'RECENT_SIGN_IN_REQUIRED' } });
    expect((answer.body as { message: string }).message).toMatch(/sign in again/i);
    expect(await mailsTo(newEmail)).toEqual([]);
  });

  it('is refused to support staff assuming the account', async () => {
    const { email } = await person();
    const support = await api.token('support');
    const id = await api.userId(email);
    const assumed = await api.call('POST', `/auth/assume/${id}`, { token: support });
    const token = (assumed.body as { accessToken: string }).accessToken;
    const answer = await requestChange(token, `assumed-${unique()}@example.test`);
    expect(answer.status).toBe(403);
  });
});
