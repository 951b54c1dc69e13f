import type { InvitationSent, User } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { mailsTo } from '../../testing/outbox.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let admin: string;
let orgId: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.token('admin');
  orgId = await orgIdOf(api, 'admin@demo.test');
});
afterAll(async () => {
  await api?.close();
});

const fresh = () => `new-${Math.random().toString(36).slice(2)}@demo.test`;

/** The token of the last link of a kind e-mailed to an address. */
async function linkTo(address: string, page: 'invitation' | 'reset-password') {
  const mail = (await mailsTo(address)).at(-1);
  const link = new RegExp(`(http\\S+#/${page}/([\\w-]+))`).exec(mail?.text ?? '');
  if (!link?.[1] || !link[2]) throw new Error(`No ${page} link sent to ${address}`);
  return { mail, link: link[1], token: link[2] };
}

const signIn = (email: string, password: string) =>
  api.call('POST', '/auth/login', { body: { email, password } });

const invite = (email: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', `/api/1/org/${orgId}/users`, {
    token: admin,
    body: { email, firstName: 'Ivy', lastName: 'Invited', ...extra },
  });

describe('inviting a user', () => {
  it('lists them at once; they sign in only after following the e-mailed link and choosing a password', async () => {
    const email = fresh();
    const care = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    const sent = await invite(email, { defaultChannelRole: 'MODERATOR', teamIds: [care.id] });
    expect(sent).toMatchObject({ status: 201, body: { email } });
    const { userId, expiresAt } = sent.body as InvitationSent;
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const listed = (await api.call('GET', `/api/2/users/${userId}`, { token: admin })).body as User;
    expect(listed).toMatchObject({ email, defaultChannelRole: 'MODERATOR', teamIds: [care.id] });

    const { mail, link, token } = await linkTo(email, 'invitation');
    expect(mail?.subject).toBe('Ada Admin invited you to Demo Coffee on Switchboard');
    expect(link.startsWith(`${api.base}/#/invitation/`)).toBe(true);
    expect((await signIn(email, 'a good long password')).status).toBe(401);

    const short = await api.call('POST', '/smm/accounts/accept-invitation', {
      body: { token, password: 'short' },
    });
    expect(short.status).toBe(400);
    const accepted = await api.call('POST', '/smm/accounts/accept-invitation', {
      body: { token, password: 'a good long password' },
    });
    expect(accepted).toMatchObject({ status: 200, body: { email } });
    expect((await signIn(email, 'a good long password')).status).toBe(200);
    const again = await api.call('POST', '/smm/accounts/accept-invitation', {
      body: { token, password: 'another long password' },
    });
    expect(again).toMatchObject({ status: 400, body: { errorCode: 'ACCOUNT_LINK_INVALID' } });
    const resend = await api.call('POST', `/api/1/org/${orgId}/users/${userId}/invitation`, {
      token: admin,
    });
    expect(resend.status).toBe(409);
  });

  it('a resent invitation replaces the old link; a withdrawn one works no more and the user goes', async () => {
    const email = fresh();
    const { userId } = (await invite(email)).body as InvitationSent;
    const first = await linkTo(email, 'invitation');
    const resent = await api.call('POST', `/api/1/org/${orgId}/users/${userId}/invitation`, {
      token: admin,
    });
    expect(resent.status).toBe(202);
    const second = await linkTo(email, 'invitation');
    expect(second.token).not.toBe(first.token);
    const old = await api.call('POST', '/smm/accounts/accept-invitation', {
      body: { token: first.token, password: 'a good long password' },
    });
    expect(old.status).toBe(400);
    const revoked = await api.call('DELETE', `/api/1/org/${orgId}/users/${userId}/invitation`, {
      token: admin,
    });
    expect(revoked.status).toBe(204);
    const late = await api.call('POST', '/smm/accounts/accept-invitation', {
      body: { token: second.token, password: 'a good long password' },
    });
    expect(late.status).toBe(400);
    expect((await api.call('GET', `/api/2/users/${userId}`, { token: admin })).status).toBe(404);
    // The address is free again.
    expect((await invite(email)).status).toBe(201);
  });

  it('refuses an address in use, a non-administrator and another organisation', async () => {
    expect((await invite('editor@demo.test')).status).toBe(409);
    const editor = await api.token('editor');
    const refused = await api.call('POST', `/api/1/org/${orgId}/users`, {
      token: editor,
      body: { email: fresh(), firstName: 'X', lastName: 'Y' },
    });
    expect(refused.status).toBe(403);
    const other = await api.token('otherAdmin');
    const elsewhere = await api.call('POST', `/api/1/org/${orgId}/users`, {
      token: other,
      body: { email: fresh(), firstName: 'X', lastName: 'Y' },
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('resetting a password', () => {
  it('e-mails a link to a known address, says the same for an unknown one, and the link works once', async () => {
    const email = fresh();
    const { userId } = (await invite(email)).body as InvitationSent;
    const { token: invitation } = await linkTo(email, 'invitation');
    await api.call('POST', '/smm/accounts/accept-invitation', {
      body: { token: invitation, password: 'the first password' },
    });
    const session = (await signIn(email, 'the first password')).body as { accessToken: string };
    const unknown = await api.call('POST', '/smm/accounts/password-reset', {
      body: { email: 'nobody-at-all@demo.test' },
    });
    const known = await api.call('POST', '/smm/accounts/password-reset', {
      body: { email: email.toUpperCase() },
    });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    const { token } = await linkTo(email, 'reset-password');
    const reset = await api.call('POST', '/smm/accounts/reset-password', {
      body: { token, password: 'the second password' },
    });
    expect(reset).toMatchObject({ status: 200, body: { email } });
    expect((await signIn(email, 'the first password')).status).toBe(401);
    expect((await signIn(email, 'the second password')).status).toBe(200);
    // Every session of the user ended.
    const me = await api.call('GET', `/api/2/users/${userId}`, { token: session.accessToken });
    expect(me.status).toBe(401);
    const twice = await api.call('POST', '/smm/accounts/reset-password', {
      body: { token, password: 'the third password' },
    });
    expect(twice.status).toBe(400);
  });
});
