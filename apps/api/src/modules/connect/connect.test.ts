import type { AuthorizedChannel, Channel, Organisation, User } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consent as runConsent,
  eventually,
  startConnect,
  visit as browse,
} from '../../testing/connect-flow.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const visit = (url: string, init: RequestInit = {}) => browse(api, url, init);
const consent = (url: string, decision: 'allow' | 'deny', pick?: (ids: string[]) => string[]) =>
  runConsent(api, url, decision, pick);
const start = (who: string, network = 'facebook') => startConnect(api, who, network);

describe('connecting channels through the sandbox networks', () => {
  it('consent, callback, the authorised list, adding: the whole OAuth flow', async () => {
    const { token, authorizeUrl } = await start('admin');
    expect(authorizeUrl).toMatch(/^\/sandbox\/facebook\/oauth\/authorize\?/);
    const { html, callback } = await consent(authorizeUrl, 'allow', (ids) => ids.slice(0, 2));
    expect(html).toContain('Signed in as <strong>admin@demo.test</strong>');
    expect(html).toContain('Admin&#39;s Bakery');
    const landed = await visit(callback);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe(
      '/#/settings/channels?network=facebook&authorized=2',
    );

    const listed = (await api.call('GET', '/channels/v2/connect/facebook/channels', { token }))
      .body as AuthorizedChannel[];
    expect(listed.map((c) => [c.name, c.status])).toEqual([
      ["Admin's Bakery", 'AVAILABLE'],
      ["Admin's Bookshop", 'AVAILABLE'],
    ]);
    const me = (await api.call('GET', '/api/2/users/me', { token })).body as User;
    const before = (
      (await api.call('GET', `/api/2/orgs/${me.orgId}`, { token })).body as Organisation
    ).channelCount;
    const added = await api.call('POST', '/channels/v2/connect/facebook/channels', {
      token,
      body: { channelIds: listed.map((c) => c.channelId) },
    });
    expect(added.status).toBe(200);
    expect((added.body as Channel[]).map((c) => c.name).sort()).toEqual([
      "Admin's Bakery",
      "Admin's Bookshop",
    ]);
    const after = (
      (await api.call('GET', `/api/2/orgs/${me.orgId}`, { token })).body as Organisation
    ).channelCount;
    expect(after).toBe((before ?? 0) + 2);
    const relisted = (await api.call('GET', '/channels/v2/connect/facebook/channels', { token }))
      .body as AuthorizedChannel[];
    expect(relisted.every((c) => c.status === 'ADDED')).toBe(true);
    const audits = await eventually(
      async () =>
        (
          await api.call('GET', `/api/1/channel/${listed[0]?.channelId}/connectionaudits`, {
            token,
          })
        ).body as { event: string }[],
      (list) => list.length === 2,
      'Indexing',
    );
    expect(audits).toMatchObject([
      { event: 'INDEXED', userId: null },
      { event: 'CONNECTED', userId: me.id },
    ]);
  });

  it('a code works once; the callback with a used state sends the user back with an error', async () => {
    const { authorizeUrl } = await start('admin', 'instagram');
    // The sandbox's admin manages a bakery and a bookshop, and Demo Coffee's own account.
    const { callback } = await consent(authorizeUrl, 'allow');
    expect((await visit(callback)).headers.get('location')).toContain('authorized=3');
    expect((await visit(callback)).headers.get('location')).toContain('connectError=expired');
  });

  it('Deny comes back as access_denied and authorises nothing', async () => {
    const { token, authorizeUrl } = await start('lead', 'youtube');
    const { callback } = await consent(authorizeUrl, 'deny');
    expect((await visit(callback)).headers.get('location')).toContain('connectError=access_denied');
    expect(
      (await api.call('GET', '/channels/v2/connect/youtube/channels', { token })).body,
    ).toEqual([]);
  });

  it("a team leader's new channels go to the teams they lead, so they see them", async () => {
    const { token, authorizeUrl } = await start('lead', 'tiktok');
    await visit((await consent(authorizeUrl, 'allow')).callback);
    const [channel] = (await api.call('GET', '/channels/v2/connect/tiktok/channels', { token }))
      .body as AuthorizedChannel[];
    await api.call('POST', '/channels/v2/connect/tiktok/channels', {
      token,
      body: { channelIds: [channel?.channelId] },
    });
    const mine = (await api.call('GET', '/api/2/channels', { token })).body as Channel[];
    expect(mine.map((c) => c.id)).toContain(channel?.channelId);
  });

  it('only authorised channels can be added; one connected by another organisation is a 409', async () => {
    const token = await api.token('otherAdmin');
    const notMine = await api.call('POST', '/channels/v2/connect/facebook/channels', {
      token,
      body: { channelIds: ['facebook-demo'] },
    });
    expect(notMine.status).toBe(404);
    const otherId = (
      await api.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@other.test')
        .executeTakeFirstOrThrow()
    ).id;
    await api.db
      .insertInto('authorizedChannels')
      .values({
        userId: otherId,
        channelId: 'facebook-demo',
        network: 'facebook',
        name: 'Demo Coffee',
      })
      .execute();
    const listed = (await api.call('GET', '/channels/v2/connect/facebook/channels', { token }))
      .body as AuthorizedChannel[];
    expect(listed).toMatchObject([{ channelId: 'facebook-demo', status: 'TAKEN' }]);
    const taken = await api.call('POST', '/channels/v2/connect/facebook/channels', {
      token,
      body: { channelIds: ['facebook-demo'] },
    });
    expect(taken.status).toBe(409);
  });

  it('the legacy endpoint connects in a background job and keeps its state', async () => {
    const { token, authorizeUrl } = await start('admin', 'pinterest');
    await visit((await consent(authorizeUrl, 'allow')).callback);
    const all = (await api.call('GET', '/api/1/authorizedChannels', { token }))
      .body as AuthorizedChannel[];
    const pinterest = all.find((c) => c.networkType === 'pinterest');
    const asked = await api.call('POST', '/api/1/connectChannels', {
      token,
      body: { channelIds: [pinterest?.channelId] },
    });
    expect(asked).toMatchObject({ status: 202, body: { status: 'PENDING' } });
    const settled = async () => {
      for (let i = 0; i < 100; i++) {
        const state = (await api.call('GET', '/api/1/connectChannels/state', { token })).body as {
          status: string;
        };
        if (state.status !== 'PENDING') return state;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('The connect job did not finish in 10 s');
    };
    expect(await settled()).toMatchObject({ status: 'DONE', connectedIds: [pinterest?.channelId] });
    // A channel the caller never authorised is refused at once, before a job is queued.
    const refused = await api.call('POST', '/api/1/connectChannels', {
      token,
      body: { channelIds: ['vk-123'] },
    });
    expect(refused).toMatchObject({
      status: 404,
      body: { message: 'Authorised channel vk-123 not found' },
    });
    expect(await settled()).toMatchObject({ status: 'DONE' });
  });

  it('an unknown network is a 400 naming the expected values', async () => {
    const token = await api.token('admin');
    const answer = await api.call('GET', '/channels/v2/connect/myspace', { token });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('network');
  });
});
