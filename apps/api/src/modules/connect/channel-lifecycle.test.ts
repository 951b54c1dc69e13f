import type { AuthorizedChannel, Channel, ChannelPerson, ChannelSettingsPage } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consent, eventually, startConnect, visit } from '../../testing/connect-flow.js';
import { sql } from 'kysely';
import { needsReconnection } from '@smm/networks';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { indexingWorker } from './indexing.js';
import { DELETION_GRACE_DAYS, purgeChannels } from './purge.js';
import { failNext } from '../../networks/sandbox.moderation.js';
import { sandboxGateway } from '../../networks/sandbox.gateway.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Authorises and adds the accounts of a network that `pick` chooses; answers their channel ids. */
async function connect(
  who: string,
  network: string,
  pick: (accounts: AuthorizedChannel[]) => AuthorizedChannel[] = (all) => all,
) {
  const { token, authorizeUrl } = await startConnect(api, who, network);
  await visit(api, (await consent(api, authorizeUrl, 'allow')).callback);
  const listed = (await api.call('GET', `/channels/v2/connect/${network}/channels`, { token }))
    .body as AuthorizedChannel[];
  const chosen = pick(listed.filter((c) => c.status === 'AVAILABLE')).map((c) => c.channelId);
  const added = await api.call('POST', `/channels/v2/connect/${network}/channels`, {
    token,
    body: { channelIds: chosen },
  });
  expect(added.status).toBe(200);
  return { token, ids: chosen, added: added.body as Channel[] };
}

const channel = async (token: string, id: string) =>
  (await api.call('GET', `/api/1/channel/${id}`, { token })).body as Channel;

const settled = (token: string, id: string) =>
  eventually(
    () => channel(token, id),
    (c) => c.status !== 'INDEXING STARTED',
    `Indexing ${id}`,
  );

describe('a connected channel is indexed', () => {
  it('starts INDEXING STARTED, then its followers and recent items arrive and it is INDEXED', async () => {
    const { token, ids, added } = await connect('admin', 'linkedin', (all) =>
      all.filter((c) => /Ltd/.test(c.name ?? '')),
    );
    expect(ids).toHaveLength(2);
    expect(added.map((c) => c.status)).toEqual(['INDEXING STARTED', 'INDEXING STARTED']);
    expect(added.map((c) => c.subType)).toEqual(['COMPANY', 'COMPANY']);
    for (const id of ids) {
      const done = await settled(token, id);
      expect(done.status).toBe('INDEXED');
      expect(done.followerCount).toBeGreaterThan(0);
      expect(done.addedDate).toBe(done.lastAddedDate);
    }
    const items = await api.db
      .selectFrom('engageItems')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('channelId', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(items.n)).toBeGreaterThan(0);
    const events = await api.db
      .selectFrom('engageEvents')
      .select('payload')
      .where('itemId', 'is', null)
      .where(sql<boolean>`payload->>'channelId' = ${ids[0] ?? ''}`)
      .orderBy('seq')
      .execute();
    expect(events.map((e) => (e.payload as { change: string }).change)).toEqual([
      'connected',
      'indexed',
    ]);
  });

  it('a failed indexing says why; trying again indexes it', async () => {
    const { token, ids } = await connect('lead', 'facebook', (all) =>
      all.filter((c) => /Bike Repair/.test(c.name ?? '')),
    );
    const failed = await settled(token, ids[0] ?? '');
    expect(failed).toMatchObject({
      status: 'INDEXING FAILED',
      channelIndexingErrorCode: 'missingPermission',
    });
    const again = await api.call('POST', `/channels/v2/${ids[0]}/index`, { token });
    expect(again).toMatchObject({ status: 202, body: { status: 'INDEXING STARTED' } });
    const twice = await api.call('POST', `/channels/v2/${ids[0]}/index`, { token });
    expect(twice.status).toBe(409);
    expect((await settled(token, ids[0] ?? '')).status).toBe('INDEXED');
  });

  it('a job delivered twice indexes once: one INDEXED audit, one event', async () => {
    const { token, ids } = await connect('admin', 'threads');
    const id = ids[0] ?? '';
    const worker = indexingWorker(api.db, sandboxGateway(api.db));
    await Promise.all([worker({ channelId: id }), worker({ channelId: id })]);
    await settled(token, id);
    const audits = await api.db
      .selectFrom('channelAudits')
      .select('event')
      .where('channelId', '=', id)
      .where('event', '=', 'INDEXED')
      .execute();
    expect(audits).toHaveLength(1);
    const events = await api.db
      .selectFrom('engageEvents')
      .select('seq')
      .where('itemId', 'is', null)
      .where(sql<boolean>`payload->>'channelId' = ${id}`)
      .where(sql<boolean>`payload->>'change' = 'indexed'`)
      .execute();
    expect(events).toHaveLength(1);
  });
});

describe('reconnecting a channel', () => {
  it('runs the same consent, keeps its id, items, roles and teams, and is audited', async () => {
    const { token, ids } = await connect('admin', 'youtube', (all) => all.slice(0, 1));
    const id = ids[0] ?? '';
    await settled(token, id);
    const ids2 = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    await api.call('POST', '/channels/v2/assign-channel-to-teams', {
      token,
      body: { channelList: [id], teamIdList: [ids2.id] },
    });
    const before = await channel(token, id);
    const items = async () =>
      Number(
        (
          await api.db
            .selectFrom('engageItems')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('channelId', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const itemsBefore = await items();
    const begin = await api.call('GET', `/channels/v2/${id}/reconnect`, { token });
    expect(begin.status).toBe(200);
    const { authorizeUrl } = begin.body as { authorizeUrl: string };
    const back = await visit(api, (await consent(api, authorizeUrl, 'allow')).callback);
    expect(back.headers.get('location')).toBe(
      `/#/settings/channels/${id}?network=youtube&reconnected=1`,
    );
    const after = await settled(token, id);
    expect(after.status).toBe('INDEXED');
    expect(after.assignableTeamIds).toEqual(before.assignableTeamIds);
    expect(Date.parse(after.lastAddedDate ?? '')).toBeGreaterThan(
      Date.parse(before.lastAddedDate ?? ''),
    );
    expect(after.addedDate).toBe(before.addedDate);
    expect(await items()).toBe(itemsBefore);
    const audits = (await api.call('GET', `/api/1/channel/${id}/connectionaudits`, { token }))
      .body as { event: string }[];
    expect(audits.map((a) => a.event)).toContain('RECONNECTED');
  });

  it('granting another account than the channel is explained, and changes nothing', async () => {
    const { token, ids } = await connect('admin', 'googlemybusiness', (all) => all.slice(0, 1));
    const id = ids[0] ?? '';
    await settled(token, id);
    const { authorizeUrl } = (await api.call('GET', `/channels/v2/${id}/reconnect`, { token }))
      .body as { authorizeUrl: string };
    const { callback } = await consent(api, authorizeUrl, 'allow', (all) => all.slice(1));
    expect((await visit(api, callback)).headers.get('location')).toBe(
      `/#/settings/channels/${id}?network=googlemybusiness&connectError=other_account`,
    );
  });

  it("Demo Coffee's Facebook page, added in 2019, is reconnected by its administrator and no longer needs it", async () => {
    const token = await api.token('admin');
    const before = await channel(token, 'facebook-demo');
    expect(needsReconnection(before)).toBe(true);
    const { authorizeUrl } = (
      await api.call('GET', '/channels/v2/facebook-demo/reconnect', { token })
    ).body as { authorizeUrl: string };
    const { html, callback } = await consent(api, authorizeUrl, 'allow');
    expect(html).toContain('Demo Coffee');
    expect((await visit(api, callback)).headers.get('location')).toBe(
      '/#/settings/channels/facebook-demo?network=facebook&reconnected=1',
    );
    const after = await settled(token, 'facebook-demo');
    expect(after).toMatchObject({
      name: before.name,
      addedDate: before.addedDate,
      status: 'INDEXED',
    });
    expect(needsReconnection(after)).toBe(false);
  });

  it('a WhatsApp channel is not reconnected through the OAuth flow', async () => {
    const token = await api.token('admin');
    const answer = await api.call('GET', '/channels/v2/whatsapp-demo/reconnect', { token });
    expect(answer.status).toBe(422);
  });
});

describe('the people of a channel and the settings list', () => {
  it("lists each person's role with where it comes from; taking a person's own role leaves their team's", async () => {
    const token = await api.token('admin');
    const people = (await api.call('GET', '/api/1/channel/facebook-demo/people', { token }))
      .body as ChannelPerson[];
    const mo = people.find((p) => p.email === 'moderator@demo.test');
    expect(mo).toMatchObject({ role: 'MODERATOR', directRole: 'MODERATOR' });
    expect(mo?.teamRoles.map((r) => r.teamName)).toEqual(['Customer Care']);
    const set = await api.call('POST', `/api/1/channel/facebook-demo/user/${mo?.userId}`, {
      token,
      body: { channelRole: 'EDITOR' },
    });
    expect(set.status).toBe(409);
    expect((set.body as { message: string }).message).toContain('already moderator');
    const confirmed = await api.call('POST', `/api/1/channel/facebook-demo/user/${mo?.userId}`, {
      token,
      body: { channelRole: 'EDITOR', overrideConfirmed: true },
    });
    expect(confirmed.status).toBe(200);
    const removed = await api.call('DELETE', `/api/1/channel/facebook-demo/user/${mo?.userId}`, {
      token,
    });
    expect(removed.status).toBe(204);
    const again = (await api.call('GET', '/api/1/channel/facebook-demo/people', { token }))
      .body as ChannelPerson[];
    expect(again.find((p) => p.userId === mo?.userId)).toMatchObject({
      role: 'MODERATOR',
      directRole: null,
    });
    const missing = await api.call('DELETE', `/api/1/channel/facebook-demo/user/${mo?.userId}`, {
      token,
    });
    expect(missing.status).toBe(404);
  });

  it('each person manages the channels of their teams that manage channels; others get 403', async () => {
    const page = async (who: string) =>
      api.call('POST', '/channels/v2/settings/channels', {
        token: await api.token(who),
        body: { pageIndex: 0, pageSize: 15000 },
      });
    const sam = (await page('sam@demo.test')).body as ChannelSettingsPage;
    expect(sam.channels.map((c) => c.type).sort()).toEqual(
      ['instagram', 'linkedIn', 'pinterest', 'tiktok', 'youtube'].sort(),
    );
    expect((await page('editor')).status).toBe(403);
    const samToken = await api.token('sam@demo.test');
    const rename = await api.call('POST', '/channels/v2/facebook-demo/override-name', {
      token: samToken,
      body: { name: 'Not mine' },
    });
    expect(rename.status).toBe(404);
  });
});

describe('marking a channel for deletion', () => {
  it('takes it out of every list; connecting it again within 30 days brings back its items, roles and teams', async () => {
    const { token, ids } = await connect('admin', 'pinterest');
    const id = ids[0] ?? '';
    await settled(token, id);
    const care = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    await api.call('POST', '/channels/v2/assign-channel-to-teams', {
      token,
      body: { channelList: [id], teamIdList: [care.id] },
    });
    const marked = await api.call('DELETE', `/channels/v2/${id}/mark-for-deletion`, { token });
    expect(marked.status).toBe(204);
    expect((await api.call('GET', `/api/1/channel/${id}`, { token })).status).toBe(404);
    const editor = await api.token('editor');
    const seen = (await api.call('GET', '/api/2/channels', { token: editor })).body as Channel[];
    expect(seen.map((c) => c.id)).not.toContain(id);
    const back = await api.call('POST', '/channels/v2/connect/pinterest/channels', {
      token,
      body: { channelIds: [id] },
    });
    expect(back.status).toBe(200);
    const again = await channel(token, id);
    expect(again.assignableTeamIds).toEqual([care.id]);
    const audits = (await api.call('GET', `/api/1/channel/${id}/connectionaudits`, { token }))
      .body as { event: string }[];
    expect(audits.map((a) => a.event)).toEqual(
      expect.arrayContaining(['MARKED_FOR_DELETION', 'RECONNECTED', 'TEAM_ADDED']),
    );
  });

  it(`is deleted with its items ${DELETION_GRACE_DAYS} days after it was marked, not before`, async () => {
    const { token, ids } = await connect('admin', 'tiktok');
    const id = ids[0] ?? '';
    await settled(token, id);
    await api.call('DELETE', `/channels/v2/${id}/mark-for-deletion`, { token });
    const day = 86_400_000;
    const markedAt = await api.db
      .selectFrom('channels')
      .select('markedForDeletionAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const at = (days: number) =>
      new Date((markedAt.markedForDeletionAt as Date).getTime() + days * day);
    expect(await purgeChannels(api.db, at(DELETION_GRACE_DAYS - 1))).not.toContain(id);
    expect(await purgeChannels(api.db, at(DELETION_GRACE_DAYS + 1))).toEqual([id]);
    const left = await api.db
      .selectFrom('engageItems')
      .select('id')
      .where('channelId', '=', id)
      .execute();
    expect(left).toEqual([]);
    expect(await purgeChannels(api.db, at(DELETION_GRACE_DAYS + 2))).toEqual([]);
  });
});

describe('a channel whose access the network no longer accepts', () => {
  it('goes offline with an issue at the first refusal, whatever met it, until it is reconnected', async () => {
    const { token, ids } = await connect('admin', 'instagram', (all) => all.slice(0, 1));
    const id = ids[0] ?? '';
    await settled(token, id);
    // A customer's comment: the network can hide it.
    const item = await api.db
      .selectFrom('engageItems')
      .select('id')
      .where('channelId', '=', id)
      .where(sql<boolean>`item->'engage'->>'type' = 'comment'`)
      .where(sql<boolean>`(item->'sender'->>'isOwn')::boolean IS NOT TRUE`)
      .limit(1)
      .executeTakeFirstOrThrow();
    await failNext(api.db, id, 'tokenExpired');
    const refused = await api.call('PUT', `/api/engage/contents/${item.id}/hide`, { token });
    expect(refused).toMatchObject({ status: 502, body: { errorCode: 'NETWORK_TOKEN_EXPIRED' } });
    expect(await channel(token, id)).toMatchObject({
      state: 'DISCONNECTED',
      status: 'ISSUE',
      channelIndexingErrorCode: 'tokenExpired',
    });
    const audits = (await api.call('GET', `/api/1/channel/${id}/connectionaudits`, { token }))
      .body as { event: string; userId: string | null }[];
    expect(audits[0]).toMatchObject({ event: 'ACCESS_LOST', userId: null });
    const { authorizeUrl } = (await api.call('GET', `/channels/v2/${id}/reconnect`, { token }))
      .body as { authorizeUrl: string };
    await visit(api, (await consent(api, authorizeUrl, 'allow')).callback);
    expect(await settled(token, id)).toMatchObject({ state: 'CONNECTED', status: 'INDEXED' });
  });
});
