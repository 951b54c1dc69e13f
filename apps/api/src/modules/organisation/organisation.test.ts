import type { Channel, Organisation, User } from '@smm/model';
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
const orgOf = async (who: string) =>
  ((await (await as(who))('GET', '/api/2/users/me')).body as User).orgId;

describe('the organisation', () => {
  it('the full organisation counts what the caller may see', async () => {
    const call = await as('admin');
    const org = (await call('GET', `/api/2/orgs/${await orgOf('admin')}`)).body as Organisation;
    expect(org).toMatchObject({ name: 'Demo Coffee', packageName: 'suite', channelCount: 10 });
    expect(org.userIds).toHaveLength(7);
    expect(org.teamIds).toHaveLength(3);
  });

  it('product access follows the package: essentials has no listen, suite has engage', async () => {
    const suite = (await (await as('editor'))('GET', '/suite/smm-user-product-access')).body;
    expect(suite).toMatchObject({
      package: 'suite',
      products: expect.arrayContaining(['engage', 'publish']),
    });
    const essentials = (await (await as('otherAdmin'))('GET', '/suite/smm-user-product-access'))
      .body as {
      package: string;
      products: string[];
    };
    expect(essentials.package).toBe('essentials');
    expect(essentials.products).not.toContain('listen');
  });

  it('resource caps say how many channels and users the package allows and uses', async () => {
    const caps = (
      await (
        await as('admin')
      )('GET', `/resource-caps/v1/orgs/${await orgOf('admin')}/resources`)
    ).body;
    expect(caps).toEqual([
      { capType: 'CHANNELS', orgId: expect.any(String), cap: 50, count: 10 },
      { capType: 'USERS', orgId: expect.any(String), cap: 50, count: 7 },
    ]);
  });

  it('AI consent: off by default, only administrators change it', async () => {
    const orgId = await orgOf('admin');
    expect((await (await as('editor'))('GET', `/organizations/${orgId}/aiFeatures`)).body).toEqual({
      aiFeaturesEnabled: false,
    });
    expect(
      (
        await (
          await as('lead')
        )('POST', `/organizations/${orgId}/setAiFeatures`, { aiFeaturesEnabled: true })
      ).status,
    ).toBe(403);
    const set = await (
      await as('admin')
    )('POST', `/organizations/${orgId}/setAiFeatures`, { aiFeaturesEnabled: true });
    expect(set).toEqual({ status: 200, body: { aiFeaturesEnabled: true } });
    expect(
      ((await (await as('editor'))('GET', '/api/2/users/me')).body as User).aiFeaturesEnabled,
    ).toBe(true);
  });

  it('user names and channel metadata list what the caller may see', async () => {
    const orgId = await orgOf('editor');
    const names = (await (await as('editor'))('GET', `/api/2/orgs/${orgId}/user-names`))
      .body as Array<{ name: string }>;
    expect(names.map((n) => n.name)).toContain('Eddie Editor');
    expect(names.map((n) => n.name)).not.toContain('Ada Admin');
    const metadata = (await (await as('editor'))('GET', `/api/1/org/${orgId}/channels/metadata`))
      .body as Array<{ id: string }>;
    expect(metadata.map((c) => c.id)).toContain('facebook-demo');
    expect(metadata.map((c) => c.id)).not.toContain('pinterest-demo');
  });

  it("an administrator's context switch narrows their channels to the team's, and back", async () => {
    const call = await as('admin');
    const me = (await call('GET', '/api/2/users/me')).body as User;
    const teams = (await call('GET', '/api/2/teams')).body as Array<{
      id: string;
      name: string;
      channelIds: string[];
    }>;
    const marketing = teams.find((t) => t.name === 'Social Marketing');
    const switched = await call('POST', `/api/1/org/${me.orgId}/admin-context-switch/${me.id}`, {
      teamId: marketing?.id,
    });
    expect(switched).toEqual({ status: 200, body: { teamId: marketing?.id } });
    const channels = (await call('GET', '/api/2/channels')).body as Channel[];
    expect(channels.map((c) => c.id).sort()).toEqual([...(marketing?.channelIds ?? [])].sort());
    await call('POST', `/api/1/org/${me.orgId}/admin-context-switch/${me.id}`, { teamId: null });
    expect(((await call('GET', '/api/2/channels')).body as Channel[]).length).toBe(10);
  });

  it('another organisation’s id is a 404', async () => {
    const demo = await orgOf('admin');
    const call = await as('otherAdmin');
    for (const path of [
      `/api/1/org/${demo}`,
      `/api/2/orgs/${demo}`,
      `/organizations/${demo}/aiFeatures`,
    ]) {
      expect((await call('GET', path)).status, path).toBe(404);
    }
  });
});
