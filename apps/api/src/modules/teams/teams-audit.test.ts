import type { AuditEntry, AuditPage, Team } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
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

const call = (method: string, path: string, body?: unknown, token = admin) =>
  api.call(method, path, { token, ...(body === undefined ? {} : { body }) });

/** The audit entries of a kind since a moment, oldest first. */
async function entriesSince(since: string, kind: 'TEAM'): Promise<AuditEntry[]> {
  const answer = await call(
    'GET',
    `/api/1/org/${orgId}/audit-log?kind=${kind}&from=${encodeURIComponent(since)}`,
  );
  expect(answer.status).toBe(200);
  return [...(answer.body as AuditPage).entries].reverse();
}

const shape = (entry: AuditEntry) => ({
  action: entry.action,
  actor: entry.actor?.name,
  target: entry.target?.name,
  before: entry.before,
  after: entry.after,
});

describe('the audit log of teams', () => {
  it('records a team created, changed, given members and channels, and deleted, with before and after', async () => {
    const since = new Date().toISOString();
    const created = await call('PUT', '/api/1/team', {
      name: 'Audit squad',
      color: '#112233',
      permissions: {
        manageAdAccounts: false,
        manageChannels: false,
        manageTemplates: true,
        manageUser: false,
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body as Team).id;
    const moderator = await api.userId('moderator@demo.test');
    const steps: [string, string, unknown?][] = [
      [
        'POST',
        `/api/1/team/${id}`,
        {
          name: 'Audit crew',
          permissions: {
            manageAdAccounts: false,
            manageChannels: true,
            manageTemplates: true,
            manageUser: false,
          },
        },
      ],
      ['POST', `/api/1/team/${id}`, { name: 'Audit crew' }],
      ['PUT', `/api/1/team/${id}/user/${moderator}`, { role: 'MODERATOR' }],
      ['POST', `/api/1/team/${id}/user/${moderator}`, { role: 'EDITOR' }],
      [
        'POST',
        '/channels/v2/assign-channel-to-teams',
        { channelList: ['facebook-demo'], teamIdList: [id] },
      ],
      ['DELETE', `/channels/v2/dismiss-channel-from-team?channelId=facebook-demo&teamId=${id}`],
      [
        'POST',
        '/channels/v2/assign-channel-to-teams',
        { channelList: ['twitter-demo'], teamIdList: [id] },
      ],
      ['DELETE', `/api/1/team/${id}/user/${moderator}`],
      ['PUT', `/api/1/team/${id}/user/${moderator}`, { role: 'VIEW_ONLY' }],
      ['DELETE', `/api/1/team/${id}`],
    ];
    for (const [method, path, body] of steps) {
      const answer = await call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
    }
    const entries = await entriesSince(since, 'TEAM');
    const names = await api.db
      .selectFrom('channels')
      .select(['id', 'name'])
      .where('id', 'in', ['facebook-demo', 'twitter-demo'])
      .execute();
    const channel = (cid: string) => names.find((row) => row.id === cid)?.name ?? cid;
    expect(entries.map(shape)).toEqual([
      {
        action: 'team.created',
        actor: 'Ada Admin',
        target: 'Audit squad',
        before: null,
        after: {
          name: 'Audit squad',
          color: '#112233',
          manageAdAccounts: false,
          manageChannels: false,
          manageTemplates: true,
          manageUser: false,
        },
      },
      {
        action: 'team.updated',
        actor: 'Ada Admin',
        target: 'Audit crew',
        before: { name: 'Audit squad', manageChannels: false },
        after: { name: 'Audit crew', manageChannels: true },
      },
      {
        action: 'team.memberAdded',
        actor: 'Ada Admin',
        target: 'Audit crew',
        before: null,
        after: { member: 'Mo Moderator', role: 'MODERATOR' },
      },
      {
        action: 'team.memberChanged',
        actor: 'Ada Admin',
        target: 'Audit crew',
        before: { member: 'Mo Moderator', role: 'MODERATOR' },
        after: { member: 'Mo Moderator', role: 'EDITOR' },
      },
      {
        action: 'team.channelAdded',
        actor: 'Ada Admin',
        target: 'Audit crew',
        before: null,
        after: { channel: channel('facebook-demo') },
      },
      {
        action: 'team.channelRemoved',
        actor: 'Ada Admin',
        target: 'Audit crew',
        before: { channel: channel('facebook-demo') },
        after: null,
      },
      {
        action: 'team.channelAdded',
        actor: 'Ada Admin',
        target: 'Audit crew',
        before: null,
        after: { channel: channel('twitter-demo') },
      },
      {
        action: 'team.memberRemoved',
        actor: 'Ada Admin',
        target: 'Audit crew',
        before: { member: 'Mo Moderator', role: 'EDITOR' },
        after: null,
      },
      {
        action: 'team.memberAdded',
        actor: 'Ada Admin',
        target: 'Audit crew',
        before: null,
        after: { member: 'Mo Moderator', role: 'VIEW_ONLY' },
      },
      {
        action: 'team.deleted',
        actor: 'Ada Admin',
        target: 'Audit crew',
        before: {
          name: 'Audit crew',
          color: '#112233',
          manageAdAccounts: false,
          manageChannels: true,
          manageTemplates: true,
          manageUser: false,
          members: ['Mo Moderator'],
          channels: [channel('twitter-demo')],
        },
        after: null,
      },
    ]);
    expect(entries.every((entry) => entry.target?.id === id && entry.kind === 'TEAM')).toBe(true);
  });

  it('records nothing for a change that changes nothing, nor for a refused one', async () => {
    const since = new Date().toISOString();
    const care = await api.db
      .selectFrom('teams')
      .select(['id', 'name', 'color'])
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    expect((await call('POST', `/api/1/team/${care.id}`, { name: care.name })).status).toBe(200);
    const lead = await api.token('lead');
    expect((await call('POST', `/api/1/team/${care.id}`, { name: 'Mine' }, lead)).status).toBe(403);
    expect(await entriesSince(since, 'TEAM')).toEqual([]);
  });

  it('records a team leader’s change as theirs', async () => {
    const since = new Date().toISOString();
    const lead = await api.token('lead');
    const leads = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Care Leads')
      .executeTakeFirstOrThrow();
    expect((await call('POST', `/api/1/team/${leads.id}`, { color: '#000000' }, lead)).status).toBe(
      200,
    );
    const [entry] = await entriesSince(since, 'TEAM');
    expect(entry && shape(entry)).toMatchObject({
      action: 'team.updated',
      actor: 'Lee Lead',
      before: { color: '#2f9e44' },
      after: { color: '#000000' },
    });
  });
});
