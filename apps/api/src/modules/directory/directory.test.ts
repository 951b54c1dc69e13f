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

const get = async <T>(path: string, who: string) => {
  const { status, body } = await api.call('GET', path, { token: await api.token(who) });
  expect(status, `${who} GET ${path}`).toBe(200);
  return body as T;
};

describe('GET /api/2/users/me', () => {
  it('describes the signed-in user with teams, channels and role flags', async () => {
    const admin = await get<User>('/api/2/users/me', 'admin');
    expect(admin).toMatchObject({
      email: 'admin@demo.test',
      isAdmin: true,
      orgName: 'Demo Coffee',
    });
    const lead = await get<User>('/api/2/users/me', 'lead');
    expect(lead).toMatchObject({ isAdmin: false, isTeamLeader: true });
    expect(lead.teamIds).toHaveLength(2);
    const editor = await get<User>('/api/2/users/me', 'editor');
    expect(editor.isTeamLeader).toBe(false);
    expect(editor.channelIds?.length).toBeGreaterThan(0);
  });
});

describe('visibility (platform §6)', () => {
  it('administrators see every team and channel; others only their own', async () => {
    const adminTeams = await get<Team[]>('/api/2/teams', 'admin');
    expect(adminTeams.map((t) => t.name).sort()).toEqual([
      'Care Leads',
      'Customer Care',
      'Social Marketing',
    ]);
    const editorTeams = await get<Team[]>('/api/2/teams', 'editor');
    expect(editorTeams.map((t) => t.name)).toEqual(['Customer Care']);

    const adminChannels = await get<Channel[]>('/api/2/channels', 'admin');
    expect(adminChannels.map((c) => c.type).sort()).toEqual(
      [
        'facebook',
        'googlemybusiness',
        'instagram',
        'linkedIn',
        'pinterest',
        'threads',
        'tiktok',
        'twitter',
        'whatsapp',
        'youtube',
      ].sort(),
    );
    const viewerChannels = await get<Channel[]>('/api/2/channels', 'viewer');
    expect(viewerChannels.length).toBeGreaterThan(0);
    expect(viewerChannels.length).toBeLessThan(adminChannels.length);
    expect(viewerChannels.every((c) => c.role === 'VIEW_ONLY')).toBe(true);
  });

  it('never shows another organisation’s people, teams or channels', async () => {
    const colleagues = await get<User[]>('/api/2/users/me/colleagues', 'otherAdmin');
    expect(colleagues.map((u) => u.email)).toEqual(['admin@other.test']);
    const channels = await get<Channel[]>('/api/2/channels', 'otherAdmin');
    expect(channels.map((c) => c.id).sort()).toEqual(['facebook-other', 'instagram-other']);
    const demoChannels = await get<Channel[]>('/api/2/channels', 'admin');
    expect(demoChannels.some((c) => c.id.endsWith('-other'))).toBe(false);
  });

  it('non-admins see non-admin colleagues only', async () => {
    const colleagues = await get<User[]>('/api/2/users/me/colleagues', 'editor');
    expect(colleagues.some((u) => u.isAdmin)).toBe(false);
    expect(colleagues.map((u) => u.email)).toContain('lead@demo.test');
  });
});

describe('labels settings', () => {
  it('are restricted by default, and only administrators change them', async () => {
    expect(await get('/labels/settings', 'editor')).toMatchObject({ restrict: true });
    const editorPut = await api.call('PUT', '/labels/settings', {
      token: await api.token('editor'),
      body: { isRestricted: false },
    });
    expect(editorPut.status).toBe(403);
    const adminPut = await api.call('PUT', '/labels/settings', {
      token: await api.token('admin'),
      body: { isRestricted: false },
    });
    expect(adminPut).toMatchObject({ status: 200, body: { restrict: false } });
    expect(await get('/labels/settings', 'editor')).toMatchObject({ restrict: false });
    expect(await get('/labels/settings', 'otherAdmin')).toMatchObject({ restrict: true });
  });

  it('a bad body is a 400 naming the field and the expected type', async () => {
    const { status, body } = await api.call('PUT', '/labels/settings', {
      token: await api.token('admin'),
      body: { isRestricted: 'yes' },
    });
    expect(status).toBe(400);
    expect((body as { message: string }).message).toBe(
      'Invalid body: isRestricted: expected boolean got "yes"',
    );
  });
});

describe('localisation', () => {
  it('gives the user’s locale', async () => {
    expect(await get('/v1/users/me/localisation', 'sam@demo.test')).toEqual({ locale: 'de' });
  });
});
