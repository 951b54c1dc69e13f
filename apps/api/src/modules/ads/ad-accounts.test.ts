import type { AdAccount, AdAccountList } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ACCOUNTS = '/api/ads/accounts';

describe('reading ad accounts', () => {
  it("lists Demo Coffee's connected Facebook ad account, linked to its Facebook channel", async () => {
    const admin = await api.as('admin');
    const { status, body } = await admin('GET', ACCOUNTS);
    expect(status).toBe(200);
    const list = body as AdAccountList;
    expect(list.canManage).toBe(true);
    expect(list.disconnected).toEqual([]);
    expect(
      list.connected.map((a) => [a.socialNetwork, a.name, a.currency, a.timeZone, a.channelIds]),
    ).toEqual([['facebook', 'Demo Coffee — EU', 'EUR', 'Europe/Berlin', ['facebook-demo']]]);
    expect(JSON.stringify(body)).not.toContain('token');
    const first = list.connected[0] as AdAccount;
    const one = await admin('GET', `${ACCOUNTS}/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);
  });

  it('lets every member read them, and says who may manage them', async () => {
    const editor = await api.as('editor');
    const list = (await editor('GET', ACCOUNTS)).body as AdAccountList;
    expect(list.connected).toHaveLength(1);
    expect(list.canManage).toBe(false);
  });

  it("never answers another organisation's ad accounts", async () => {
    const admin = await api.as('admin');
    const other = await api.as('otherAdmin');
    const demo = ((await admin('GET', ACCOUNTS)).body as AdAccountList).connected[0] as AdAccount;
    expect((await other('GET', ACCOUNTS)).body).toEqual({
      connected: [],
      disconnected: [],
      canManage: true,
    });
    const { status, body } = await other('GET', `${ACCOUNTS}/${demo.id}`);
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('Demo Coffee');
  });

  it.each(['act_1', 'not-a-uuid', '%00', 'x'.repeat(60)])(
    'refuses the id %s with a 400',
    async (id) => {
      const admin = await api.as('admin');
      const { status } = await admin('GET', `${ACCOUNTS}/${encodeURIComponent(id)}`);
      expect(status).toBe(400);
    },
  );
});
