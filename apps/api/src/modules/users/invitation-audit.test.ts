import type { AuditEntry, AuditPage, InvitationSent } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { mailsTo } from '../../testing/outbox.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let orgId: string;
beforeAll(async () => {
  api = await startTestApi();
  orgId = await orgIdOf(api);
});
afterAll(async () => {
  await api?.close();
});

const fresh = () => `audit-${Math.random().toString(36).slice(2)}@demo.test`;

async function tokenTo(address: string, page: 'invitation' | 'reset-password') {
  const mail = (await mailsTo(address)).at(-1);
  const token = new RegExp(`#/${page}/([\\w-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No ${page} link sent to ${address}`);
  return token;
}

/** The audit entries about one user, oldest first. */
async function entriesAbout(userId: string): Promise<AuditEntry[]> {
  const admin = await api.as('admin');
  const page = (await admin('GET', `/api/1/org/${orgId}/audit-log?limit=200`)).body as AuditPage;
  return page.entries.filter((entry) => entry.target?.id === userId).reverse();
}

describe('the users routes write the audit log', () => {
  it('invitation sent, resent and accepted; a password reset; each by whom it was', async () => {
    const admin = await api.as('admin');
    const care = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    const email = fresh();
    const sent = await admin('POST', `/api/1/org/${orgId}/users`, {
      email,
      firstName: 'Ivy',
      lastName: 'Audited',
      defaultChannelRole: 'MODERATOR',
      teamIds: [care.id],
    });
    const { userId } = sent.body as InvitationSent;
    expect((await admin('POST', `/api/1/org/${orgId}/users/${userId}/invitation`)).status).toBe(
      202,
    );
    const accepted = await api.call('POST', '/smm/accounts/accept-invitation', {
      body: { token: await tokenTo(email, 'invitation'), password: 'a good long password' },
    });
    expect(accepted.status).toBe(200);
    expect(
      (await api.call('POST', '/smm/accounts/password-reset', { body: { email } })).status,
    ).toBe(202);
    const reset = await api.call('POST', '/smm/accounts/reset-password', {
      body: { token: await tokenTo(email, 'reset-password'), password: 'another long password' },
    });
    expect(reset.status).toBe(200);

    const entries = await entriesAbout(userId);
    expect(entries.map((entry) => entry.action)).toEqual([
      'invitation.sent',
      'invitation.resent',
      'invitation.accepted',
      'user.passwordReset',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { name: 'Ada Admin' },
      target: { type: 'user', id: userId, name: 'Ivy Audited' },
      after: {
        email,
        isAdmin: false,
        defaultChannelRole: 'MODERATOR',
        teams: ['Customer Care'],
      },
    });
    // Accepting and resetting are done by the person themself, through their link.
    expect(entries[2]?.actor).toMatchObject({ id: userId, email });
    expect(entries[3]?.actor).toMatchObject({ id: userId, email });
  });

  it('a withdrawn invitation', async () => {
    const admin = await api.as('admin');
    const email = fresh();
    const { userId } = (
      await admin('POST', `/api/1/org/${orgId}/users`, {
        email,
        firstName: 'Wendy',
        lastName: 'Withdrawn',
      })
    ).body as InvitationSent;
    expect((await admin('DELETE', `/api/1/org/${orgId}/users/${userId}/invitation`)).status).toBe(
      204,
    );
    const entries = await entriesAbout(userId);
    expect(entries.map((entry) => entry.action)).toEqual(['invitation.sent', 'invitation.revoked']);
    expect(entries[1]).toMatchObject({ before: { email }, actor: { name: 'Ada Admin' } });
  });

  it('a person’s change of their own name', async () => {
    const viewer = await api.as('viewer');
    const id = await api.userId('viewer@demo.test');
    await viewer('PUT', '/smm/accounts/me', { id, firstName: 'Vera' });
    const [entry] = (await entriesAbout(id)).filter((e) => e.action === 'user.updated');
    expect(entry).toMatchObject({
      before: { firstName: expect.any(String) },
      after: { firstName: 'Vera' },
    });
    expect(entry?.after).not.toHaveProperty('lastName');
  });
});
