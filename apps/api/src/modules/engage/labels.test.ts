import type { ChannelIdList, Label, ListeningQuery } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';

describe('labels', () => {
  it('lists the organisation’s labels by name, and no other organisation’s', async () => {
    const labels = (await (await api.as('viewer'))('GET', `${ENGAGE}/labels`)).body as Label[];
    const names = labels.map((label) => label.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Complaint');
    const other = (await (await api.as('otherAdmin'))('GET', `${ENGAGE}/labels`)).body as Label[];
    expect(other.map((label) => label.name)).toEqual(['Complaint']);
    expect(other[0]?.id).not.toBe(labels.find((label) => label.name === 'Complaint')?.id);
  });

  it('are created by administrators while restricted, by anyone once not; unique names', async () => {
    const editor = await api.as('editor');
    expect((await editor('POST', `${ENGAGE}/labels`, { name: 'VIP' })).status).toBe(403);
    const admin = await api.as('admin');
    const created = await admin('POST', `${ENGAGE}/labels`, { name: ' VIP ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'VIP', color: expect.stringMatching(/^#/) });
    expect((await admin('POST', `${ENGAGE}/labels`, { name: 'vip' })).status).toBe(409);
    expect(
      (await admin('POST', `${ENGAGE}/labels`, { name: 'X', color: 'red' })).body,
    ).toMatchObject({ errorCode: 'label.color' });
    const orgId = await orgIdOf(api);
    await api.db
      .updateTable('organisations')
      .set({ labelsRestricted: false })
      .where('id', '=', orgId)
      .execute();
    const free = await editor('POST', `${ENGAGE}/labels`, { name: 'Follow up', color: '#123abc' });
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ name: 'Follow up', color: '#123abc' });
  });
});

describe('listening queries', () => {
  it('lists the organisation’s queries by name', async () => {
    const queries = (await (await api.as('editor'))('GET', `${ENGAGE}/listening/queries`))
      .body as ListeningQuery[];
    expect(queries.map((q) => q.name)).toEqual([
      'Competitor launches (paused)',
      'Demo Coffee mentions',
      'Oat milk conversations',
    ]);
    expect(queries[0]).toMatchObject({ active: false });
    const other = await (await api.as('otherAdmin'))('GET', `${ENGAGE}/listening/queries`);
    expect(other.body).toEqual([]);
  });
});

describe('tw/filterOutViewOnlyChannels', () => {
  it('keeps the X channels the caller may send from', async () => {
    const body = { channelIds: ['twitter-demo', 'facebook-demo', 'twitter-elsewhere'] };
    const filter = async (who: string) =>
      (
        (await (await api.as(who))('POST', `${ENGAGE}/tw/filterOutViewOnlyChannels`, body))
          .body as ChannelIdList
      ).channelIds;
    expect(await filter('editor')).toEqual(['twitter-demo']);
    expect(await filter('viewer')).toEqual([]);
    expect(await filter('otherAdmin')).toEqual([]);
  });
});
