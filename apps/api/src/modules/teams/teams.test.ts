import type { Team } from '@smm/model';
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
const teamId = async (name: string) =>
  (await api.db.selectFrom('teams').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
const userId = (email: string) => api.userId(email);

describe('teams', () => {
  it('administrators create teams with permissions', async () => {
    const created = await (
      await as('admin')
    )('PUT', '/api/1/team', {
      name: 'Night shift',
      color: '#222222',
      permissions: {
        manageAdAccounts: false,
        manageChannels: true,
        manageTemplates: false,
        manageUser: false,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Night shift',
      permissions: { manageChannels: true },
    });
    expect((await (await as('admin'))('PUT', '/api/1/team', { name: '  ' })).status).toBe(400);
  });

  it('a team leader renames the team they lead, but not its permissions, nor other teams', async () => {
    const lead = await as('lead');
    const leads = await teamId('Care Leads');
    expect(
      (await lead('POST', `/api/1/team/${leads}`, { name: 'Care Leads EU' })).body,
    ).toMatchObject({
      name: 'Care Leads EU',
    });
    const permissions = {
      manageAdAccounts: true,
      manageChannels: true,
      manageTemplates: true,
      manageUser: true,
    };
    expect((await lead('POST', `/api/1/team/${leads}`, { permissions })).status).toBe(403);
    expect(
      (await lead('POST', `/api/1/team/${await teamId('Customer Care')}`, { name: 'Mine' })).status,
    ).toBe(403);
  });

  it('members are added with a role, changed and removed', async () => {
    const admin = await as('admin');
    const marketing = await teamId('Social Marketing');
    const viewer = await userId('viewer@demo.test');
    const added = (
      await admin('PUT', `/api/1/team/${marketing}/user/${viewer}`, { role: 'VIEW_ONLY' })
    ).body as Team;
    expect(added.users).toContainEqual({ id: viewer, role: 'VIEW_ONLY' });
    const changed = (
      await admin('POST', `/api/1/team/${marketing}/user/${viewer}`, { role: 'MODERATOR' })
    ).body as Team;
    expect(changed.users).toContainEqual({ id: viewer, role: 'MODERATOR' });
    const removed = (await admin('DELETE', `/api/1/team/${marketing}/user/${viewer}`)).body as Team;
    expect(removed.userIds).not.toContain(viewer);
    expect(
      (await admin('POST', `/api/1/team/${marketing}/user/${viewer}`, { role: 'EDITOR' })).status,
    ).toBe(404);
  });

  it('team leaders cannot make anyone a leader by adding them to a leading team', async () => {
    const lead = await as('lead');
    const answer = await lead(
      'PUT',
      `/api/1/team/${await teamId('Care Leads EU')}/user/${await userId('editor@demo.test')}`,
      {
        role: 'EDITOR',
      },
    );
    expect(answer.status).toBe(403);
  });

  it('team leaders change the roles of the others in their team, but not their own, and take nobody out', async () => {
    const lead = await as('lead');
    const leads = await teamId('Care Leads EU');
    const mo = await userId('moderator@demo.test');
    const leeId = await userId('lead@demo.test');
    expect(
      (await (await as('admin'))('PUT', `/api/1/team/${leads}/user/${mo}`, { role: 'VIEW_ONLY' }))
        .status,
    ).toBe(200);
    const changed = await lead('POST', `/api/1/team/${leads}/user/${mo}`, { role: 'MODERATOR' });
    expect(changed.body).toMatchObject({
      users: expect.arrayContaining([{ id: mo, role: 'MODERATOR' }]),
    });
    const own = await lead('POST', `/api/1/team/${leads}/user/${leeId}`, { role: 'VIEW_ONLY' });
    expect(own).toMatchObject({
      status: 403,
      body: { message: 'Only an administrator changes your own role in a team.' },
    });
    const out = await lead('DELETE', `/api/1/team/${leads}/user/${mo}`);
    expect(out.status).toBe(403);
    expect((await (await as('admin'))('DELETE', `/api/1/team/${leads}/user/${mo}`)).status).toBe(
      200,
    );
  });

  it('team names are unique in the organisation and colours are colours', async () => {
    const admin = await as('admin');
    const taken = await admin('PUT', '/api/1/team', { name: 'customer care' });
    expect(taken).toMatchObject({ status: 409 });
    expect(
      (await admin('PUT', '/api/1/team', { name: 'Painted', color: 'red;x:url(y)' })).status,
    ).toBe(400);
    const marketing = await teamId('Social Marketing');
    expect(
      (await admin('POST', `/api/1/team/${marketing}`, { name: 'Customer Care' })).status,
    ).toBe(409);
    expect(
      (
        await admin('POST', `/api/1/team/${marketing}`, {
          name: 'Social Marketing',
          color: '#123456',
        })
      ).status,
    ).toBe(200);
  });

  it('channels are given to teams and taken away', async () => {
    const admin = await as('admin');
    const marketing = await teamId('Social Marketing');
    const given = (
      await admin('POST', '/channels/v2/assign-channel-to-teams', {
        channelList: ['facebook-demo', 'twitter-demo'],
        teamIdList: [marketing],
      })
    ).body as Team[];
    expect(given[0]?.channelIds).toEqual(expect.arrayContaining(['facebook-demo', 'twitter-demo']));
    const dismissed = await admin(
      'DELETE',
      `/channels/v2/dismiss-channel-from-team?channelId=twitter-demo&teamId=${marketing}`,
    );
    expect(dismissed.status).toBe(204);
    const teams = (await admin('GET', '/api/2/teams')).body as Team[];
    expect(teams.find((t) => t.id === marketing)?.channelIds).not.toContain('twitter-demo');
    const foreign = await admin('POST', '/channels/v2/assign-channel-to-teams', {
      channelList: ['facebook-other'],
      teamIdList: [marketing],
    });
    expect(foreign.status).toBe(404);
  });

  it('deleting a team keeps its people and channels in the organisation', async () => {
    const admin = await as('admin');
    const marketing = await teamId('Social Marketing');
    expect((await admin('DELETE', `/api/1/team/${marketing}`)).status).toBe(204);
    const teams = (await admin('GET', '/api/2/teams')).body as Team[];
    expect(teams.map((t) => t.id)).not.toContain(marketing);
    expect((await admin('GET', `/api/2/users/${await userId('sam@demo.test')}`)).status).toBe(200);
  });

  it('another organisation’s team is a 404', async () => {
    const other = await as('otherAdmin');
    const care = await teamId('Customer Care');
    expect((await other('POST', `/api/1/team/${care}`, { name: 'Taken' })).status).toBe(404);
    expect((await other('DELETE', `/api/1/team/${care}`)).status).toBe(404);
  });
});
