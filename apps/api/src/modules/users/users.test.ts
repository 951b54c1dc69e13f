import type { Channel, Team, User } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const as = (who: string) => api.as(who);
const idOf = (email: string) => api.userId(email);

describe('profile', () => {
  it('updates the signed-in user’s name, and only theirs', async () => {
    const call = await as('moderator');
    const me = (await call('GET', '/api/2/users/me')).body as User;
    const updated = await call('PUT', '/smm/accounts/me', { id: me.id, firstName: 'Morgan' });
    expect(updated).toMatchObject({
      status: 200,
      body: { firstName: 'Morgan', name: 'Morgan Moderator' },
    });
    const other = await call('PUT', '/smm/accounts/me', {
      id: await idOf('viewer@demo.test'),
      firstName: 'X',
    });
    expect(other.status).toBe(403);
    expect((await call('PUT', '/smm/accounts/me', { id: me.id, lastName: '  ' })).status).toBe(400);
  });

  it('sets a picture from an image data URL or an https URL; anything else is a 400', async () => {
    const call = await as('viewer');
    const id = await idOf('viewer@demo.test');
    const ok = await call('POST', `/api/1/user/${id}/picture`, {
      profilePicture: 'https://example.test/me.png',
    });
    expect(ok).toMatchObject({
      status: 200,
      body: { profilePicture: 'https://example.test/me.png' },
    });
    const script = await call('POST', `/api/1/user/${id}/picture`, {
      profilePicture: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
    const huge = `data:image/png;base64,${'A'.repeat(1_000_001)}`;
    expect((await call('POST', `/api/1/user/${id}/picture`, { profilePicture: huge })).status).toBe(
      400,
    );
  });
});

describe('notification channels', () => {
  it('turns notifications on and off for channels the user sees', async () => {
    const call = await as('editor');
    const id = await idOf('editor@demo.test');
    const on = await call('POST', `/api/1/user/${id}/notification`, {
      userId: id,
      channelId: 'facebook-demo',
      enabled: true,
    });
    expect(on).toEqual({ status: 200, body: ['facebook-demo'] });
    expect((await call('GET', `/api/2/users/${id}/notificationChannels`)).body).toEqual([
      'facebook-demo',
    ]);
    const off = await call('POST', `/api/1/user/${id}/notification`, {
      userId: id,
      channelId: 'facebook-demo',
      enabled: false,
    });
    expect(off.body).toEqual([]);
  });

  it('a channel the user does not see, or another organisation’s, is a 404', async () => {
    const call = await as('editor');
    const id = await idOf('editor@demo.test');
    for (const channelId of ['pinterest-demo', 'facebook-other', 'nope-1']) {
      const answer = await call('POST', `/api/1/user/${id}/notification`, {
        userId: id,
        channelId,
        enabled: true,
      });
      expect(answer.status, channelId).toBe(404);
    }
  });
});

describe('administration of users', () => {
  it('an administrator sets a user’s teams: added to and removed from all teams (platform §4)', async () => {
    const call = await as('admin');
    const teams = (await call('GET', '/api/2/teams')).body as Team[];
    const marketing = teams.find((t) => t.name === 'Social Marketing')?.id ?? '';
    const orgId = ((await call('GET', '/api/2/users/me')).body as User).orgId;
    const userId = await idOf('viewer@demo.test');
    const changed = await call('PUT', `/api/1/org/${orgId}/user`, { userId, teamIds: [marketing] });
    expect(changed.status).toBe(200);
    expect((changed.body as User).teamIds).toEqual([marketing]);
    const after = (await call('GET', '/api/2/teams')).body as Team[];
    expect(after.find((t) => t.name === 'Customer Care')?.userIds).not.toContain(userId);
    expect(after.find((t) => t.name === 'Social Marketing')?.userIds).toContain(userId);
  });

  it('refuses to take away the caller’s own admin right, and unknown teams', async () => {
    const call = await as('admin');
    const me = (await call('GET', '/api/2/users/me')).body as User;
    expect(
      (await call('PUT', `/api/1/org/${me.orgId}/user`, { userId: me.id, isAdmin: false })).status,
    ).toBe(409);
    const unknownTeam = await call('PUT', `/api/1/org/${me.orgId}/user`, {
      userId: me.id,
      teamIds: ['00000000-0000-0000-0000-000000000000'],
    });
    expect(unknownTeam.status).toBe(404);
  });

  it('deletes a user: gone from the lists, sessions ended, sign-in refused; never oneself', async () => {
    const call = await as('admin');
    const lead = await api.call('POST', '/auth/login', {
      body: { email: 'lead@demo.test', password: 'demo' },
    });
    const leadToken = (lead.body as { accessToken: string }).accessToken;
    const leadId = await idOf('lead@demo.test');
    expect((await call('DELETE', `/smm/accounts/${leadId}`)).status).toBe(204);
    const colleagues = (await call('GET', '/api/2/users/me/colleagues')).body as User[];
    expect(colleagues.map((u) => u.id)).not.toContain(leadId);
    expect((await api.call('GET', '/api/2/users/me', { token: leadToken })).status).toBe(401);
    const again = await api.call('POST', '/auth/login', {
      body: { email: 'lead@demo.test', password: 'demo' },
    });
    expect(again.status).toBe(401);
    const me = (await call('GET', '/api/2/users/me')).body as User;
    expect((await call('DELETE', `/smm/accounts/${me.id}`)).status).toBe(409);
  });

  it('another organisation’s user is a 404, never data', async () => {
    const call = await as('otherAdmin');
    const editorId = await idOf('editor@demo.test');
    expect((await call('GET', `/api/2/users/${editorId}`)).status).toBe(404);
    expect((await call('DELETE', `/smm/accounts/${editorId}`)).status).toBe(404);
    const channels = (await (await as('admin'))('GET', '/api/2/channels')).body as Channel[];
    expect(channels.length).toBe(10);
  });
});
