import type { Channel } from '@smm/model';
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
const userId = (email: string) => api.userId(email);

describe('channels', () => {
  it('settings pages cut the visible channels; the page size stops at 15000', async () => {
    const admin = await as('admin');
    const first = (
      await admin('POST', '/channels/v2/settings/channels', { pageIndex: 0, pageSize: 4 })
    ).body as {
      channels: Channel[];
      total: number;
    };
    expect(first.total).toBe(10);
    expect(first.channels).toHaveLength(4);
    const last = (
      await admin('POST', '/channels/v2/settings/channels', { pageIndex: 2, pageSize: 4 })
    ).body as {
      channels: Channel[];
    };
    expect(last.channels).toHaveLength(2);
    const huge = (
      await admin('POST', '/channels/v2/settings/channels', { pageIndex: 0, pageSize: 99999 })
    ).body;
    expect(huge).toMatchObject({ pageSize: 15000, total: 10 });
    const slim = (
      await admin('POST', '/channels/v2/settings/channels', {
        pageIndex: 0,
        pageSize: 1,
        responseFields: ['username'],
      })
    ).body as { channels: Array<Record<string, unknown>> };
    expect(Object.keys(slim.channels[0] ?? {}).sort()).toEqual(['id', 'name', 'type', 'username']);
  });

  it.each([
    ['admin', { createPost: true, publishPost: true, approvePost: true }],
    ['editor', { createPost: true, publishPost: true, approvePost: true }],
    ['moderator', { createPost: false, publishPost: false }],
    ['viewer', { createPost: false, publishPost: false, savePostAsDraft: false }],
  ])('%s has the post permissions of their role', async (who, expected) => {
    const answer = await (await as(who))('GET', '/api/1/permissions/channel/facebook-demo');
    expect(answer).toMatchObject({ status: 200, body: expected });
  });

  it('assignables are the channel’s people and admins, not view-only users', async () => {
    const assignables = (
      await (
        await as('editor')
      )('GET', '/api/2/channels/facebook-demo/assignables')
    ).body as Array<{
      name: string;
    }>;
    const names = assignables.map((a) => a.name);
    expect(names).toEqual(
      expect.arrayContaining(['Ada Admin', 'Eddie Editor', 'Lee Lead', 'Mo Moderator']),
    );
    expect(names).not.toContain('Vi Viewer');
  });

  it('replacing a role needs confirmation, and each change is audited', async () => {
    const admin = await as('admin');
    const viewer = await userId('viewer@demo.test');
    const unconfirmed = await admin('POST', `/api/1/channel/facebook-demo/user/${viewer}`, {
      channelRole: 'EDITOR',
    });
    expect(unconfirmed.status).toBe(409);
    expect((unconfirmed.body as { message: string }).message).toMatch(/already view only.*Confirm/);
    const confirmed = await admin('POST', `/api/1/channel/facebook-demo/user/${viewer}`, {
      channelRole: 'EDITOR',
      overrideConfirmed: true,
    });
    expect(confirmed).toMatchObject({ status: 200, body: { role: 'EDITOR' } });
    const audits = (await admin('GET', '/api/1/channel/facebook-demo/connectionaudits'))
      .body as Array<{ event: string }>;
    expect(audits.map((a) => a.event)).toEqual(['ROLE_CHANGED', 'CONNECTED']);
  });

  it('a rename shows everywhere and is audited; team leaders rename only channels their team manages', async () => {
    const lead = await as('lead');
    const renamed = await lead('POST', '/channels/v2/twitter-demo/override-name', {
      name: 'Demo Coffee on X',
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Demo Coffee on X' } });
    const audits = (await lead('GET', '/api/1/channel/twitter-demo/connectionaudits'))
      .body as Array<{ detail: string }>;
    expect(audits[0]?.detail).toBe('Demo Coffee → Demo Coffee on X');
    expect(
      (await lead('POST', '/channels/v2/pinterest-demo/override-name', { name: 'Pins' })).status,
    ).toBe(404);
  });

  it('a channel marked for deletion leaves every list', async () => {
    const admin = await as('admin');
    expect((await admin('DELETE', '/channels/v2/threads-demo/mark-for-deletion')).status).toBe(204);
    const channels = (await admin('GET', '/api/2/channels')).body as Channel[];
    expect(channels.map((c) => c.id)).not.toContain('threads-demo');
    expect((await admin('GET', '/api/1/channel/threads-demo')).status).toBe(404);
  });

  it('audience roles follow the package and the admin right', async () => {
    const editor = await userId('editor@demo.test');
    expect(
      (await (await as('admin'))('GET', `/api/1/permissions/audience/users/${editor}/role`)).body,
    ).toEqual({
      userId: editor,
      role: 'AUDIENCE_USER',
    });
    const other = await userId('admin@other.test');
    expect(
      (await (await as('otherAdmin'))('GET', `/api/1/permissions/audience/users/${other}/role`))
        .body,
    ).toEqual({
      userId: other,
      role: null,
    });
  });

  it('another organisation’s channel is a 404', async () => {
    const other = await as('otherAdmin');
    expect((await other('GET', '/api/1/channel/facebook-demo')).status).toBe(404);
    expect((await other('DELETE', '/channels/v2/facebook-demo/mark-for-deletion')).status).toBe(
      404,
    );
  });
});
