import type { ChannelGroup } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlockCount } from '../../testing/deadlocks.js';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let admin: Caller;
let lead: Caller;
let sam: Caller;
let editor: Caller;
let other: Caller;
beforeAll(async () => {
  api = await startTestApi();
  [admin, lead, sam, editor, other] = await Promise.all([
    api.as('admin'),
    api.as('lead'),
    api.as('sam@demo.test'),
    api.as('editor'),
    api.as('otherAdmin'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

const GROUPS = '/channels/v2/groups';
let counter = 0;
const uniqueName = (base: string) => `${base} ${++counter}`;

/** Creates a group as `who` and answers it (the test fails on anything but 201). */
async function create(who: Caller, channelIds: string[], name = uniqueName('Group')) {
  const answer = await who('POST', GROUPS, { name, channelIds });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as ChannelGroup;
}

/**
 * Calls until the answer has `status` (up to 5 s): the server keeps a caller's directory until
 * the database's notice of a change written straight into it arrives.
 */
async function eventually(call: () => ReturnType<Caller>, status: number) {
  let answer = await call();
  for (let waited = 0; answer.status !== status && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await call();
  }
  return answer;
}

const list = async (who: Caller) => (await who('GET', GROUPS)).body as ChannelGroup[];
const seenBy = async (who: Caller, id: string) => (await list(who)).find((g) => g.id === id);

describe('channel groups', () => {
  it('an administrator creates, lists, reads, renames and deletes a group', async () => {
    const group = await create(admin, ['instagram-demo', 'facebook-demo'], 'Coffee shops');
    expect(group).toMatchObject({
      name: 'Coffee shops',
      channelIds: ['facebook-demo', 'instagram-demo'],
      canChange: true,
      canDelete: true,
    });
    expect((await list(admin)).map((g) => g.name)).toContain('Coffee shops');
    expect((await admin('GET', `${GROUPS}/${group.id}`)).body).toEqual(group);

    const renamed = await admin('PUT', `${GROUPS}/${group.id}`, {
      name: '  Cafés  ',
      channelIds: ['twitter-demo'],
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { name: 'Cafés', channelIds: ['twitter-demo'] },
    });
    expect((await admin('DELETE', `${GROUPS}/${group.id}`)).status).toBe(204);
    expect((await admin('GET', `${GROUPS}/${group.id}`)).status).toBe(404);
  });

  it('refuses a taken name (in any case), no channel and channels not of the organisation', async () => {
    await create(admin, ['facebook-demo'], 'Europe');
    expect(
      (await admin('POST', GROUPS, { name: 'EUROPE', channelIds: ['facebook-demo'] })).status,
    ).toBe(409);
    const empty = await admin('POST', GROUPS, { name: uniqueName('Empty'), channelIds: [] });
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'A channel group needs at least one channel.' },
    });
    for (const id of ['facebook-nope', 'facebook-other']) {
      const answer = await admin('POST', GROUPS, { name: uniqueName('Bad'), channelIds: [id] });
      expect(answer.status, id).toBe(404);
    }
  });

  it('everyone reads groups, each seeing only their channels; writes need a channel manager', async () => {
    const group = await create(admin, ['facebook-demo', 'pinterest-demo']);
    const theirs = await create(admin, ['pinterest-demo']);
    expect(await seenBy(editor, group.id)).toMatchObject({
      channelIds: ['facebook-demo'],
      canChange: false,
      canDelete: false,
    });
    expect(await seenBy(editor, theirs.id)).toBeUndefined();
    expect((await editor('GET', `${GROUPS}/${theirs.id}`)).status).toBe(404);
    expect(await seenBy(sam, group.id)).toMatchObject({
      channelIds: ['pinterest-demo'],
      canChange: true,
      canDelete: false,
    });

    for (const [method, path] of [
      ['POST', GROUPS],
      ['PUT', `${GROUPS}/${group.id}`],
      ['DELETE', `${GROUPS}/${group.id}`],
    ] as const) {
      const answer = await editor(method, path, { name: 'Mine', channelIds: ['facebook-demo'] });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it('a lead and Sam put only channels they manage into groups', async () => {
    const mine = await create(lead, ['facebook-demo', 'twitter-demo']);
    expect(mine).toMatchObject({ canChange: true, canDelete: true });
    // Pinterest is Social Marketing's: the lead does not even see it.
    expect(
      (await lead('POST', GROUPS, { name: uniqueName('x'), channelIds: ['pinterest-demo'] }))
        .status,
    ).toBe(404);
    // Sam sees Threads through a role of their own, but does not manage it.
    const samId = await api.userId('sam@demo.test');
    await api.db
      .insertInto('channelRoles')
      .values({ channelId: 'threads-demo', userId: samId, role: 'EDITOR' })
      .execute();
    const refused = await eventually(
      () =>
        sam('POST', GROUPS, {
          name: uniqueName('x'),
          channelIds: ['instagram-demo', 'threads-demo'],
        }),
      403,
    );
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toMatch(/you do not manage threads-demo/);
  });

  it('a manager’s change leaves the channels of others in the group; only an administrator deletes it', async () => {
    const shared = await create(admin, ['facebook-demo', 'pinterest-demo']);
    const changed = await lead('PUT', `${GROUPS}/${shared.id}`, {
      name: shared.name,
      channelIds: ['twitter-demo'],
    });
    expect(changed).toMatchObject({ status: 200, body: { channelIds: ['twitter-demo'] } });
    const held = ((await admin('GET', `${GROUPS}/${shared.id}`)).body as ChannelGroup).channelIds;
    expect([...held].sort()).toEqual(['pinterest-demo', 'twitter-demo']);
    expect((await lead('DELETE', `${GROUPS}/${shared.id}`)).status).toBe(403);
    expect((await sam('DELETE', `${GROUPS}/${shared.id}`)).status).toBe(403);
    // Sam may not take it over: Pinterest is theirs, Twitter is not.
    const grab = await sam('PUT', `${GROUPS}/${shared.id}`, {
      name: shared.name,
      channelIds: ['pinterest-demo', 'twitter-demo'],
    });
    expect(grab.status).toBe(404);
    expect((await admin('DELETE', `${GROUPS}/${shared.id}`)).status).toBe(204);
  });

  it('another organisation’s group is a 404 and never listed', async () => {
    const group = await create(admin, ['facebook-demo']);
    expect((await other('GET', `${GROUPS}/${group.id}`)).status).toBe(404);
    expect(
      (
        await other('PUT', `${GROUPS}/${group.id}`, {
          name: 'Ours',
          channelIds: ['facebook-other'],
        })
      ).status,
    ).toBe(404);
    expect((await other('DELETE', `${GROUPS}/${group.id}`)).status).toBe(404);
    expect((await list(other)).map((g) => g.id)).not.toContain(group.id);
    const theirs = await create(other, ['facebook-other']);
    expect((await admin('GET', `${GROUPS}/${theirs.id}`)).status).toBe(404);
  });

  it('a channel marked for deletion leaves every group at once, and comes back when connected again', async () => {
    const { orgId } = await api.db
      .selectFrom('channels')
      .select('orgId')
      .where('id', '=', 'facebook-demo')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('channels')
      .values({
        id: 'youtube-leaving',
        orgId,
        network: 'youtube',
        name: 'Leaving',
        platformId: 'yt:leaving',
      })
      .execute();
    const made = await eventually(
      () =>
        admin('POST', GROUPS, {
          name: 'Leaving too',
          channelIds: ['youtube-leaving', 'facebook-demo'],
        }),
      201,
    );
    const both = made.body as ChannelGroup;
    const alone = await create(admin, ['youtube-leaving']);
    expect((await admin('DELETE', '/channels/v2/youtube-leaving/mark-for-deletion')).status).toBe(
      204,
    );
    expect((await admin('GET', `${GROUPS}/${both.id}`)).body).toMatchObject({
      channelIds: ['facebook-demo'],
    });
    // An administrator still sees the emptied group, to fill or delete it; others do not.
    expect((await admin('GET', `${GROUPS}/${alone.id}`)).body).toMatchObject({ channelIds: [] });
    expect(await seenBy(lead, alone.id)).toBeUndefined();
    // A change while it is marked leaves its membership for when it comes back.
    expect(
      (
        await admin('PUT', `${GROUPS}/${both.id}`, {
          name: both.name,
          channelIds: ['facebook-demo', 'twitter-demo'],
        })
      ).status,
    ).toBe(200);
    // Connected again within 30 days (decision 0039): back in its groups.
    await api.db
      .updateTable('channels')
      .set({ markedForDeletionAt: null })
      .where('id', '=', 'youtube-leaving')
      .execute();
    await expect
      .poll(
        async () => ((await admin('GET', `${GROUPS}/${alone.id}`)).body as ChannelGroup).channelIds,
      )
      .toEqual(['youtube-leaving']);
    const held = ((await admin('GET', `${GROUPS}/${both.id}`)).body as ChannelGroup).channelIds;
    expect([...held].sort()).toEqual(['facebook-demo', 'twitter-demo', 'youtube-leaving']);
    // Purged after 30 days: its memberships go with it.
    await api.db.deleteFrom('channels').where('id', '=', 'youtube-leaving').execute();
    const rows = await api.db
      .selectFrom('channelGroupMembers')
      .select('groupId')
      .where('channelId', '=', 'youtube-leaving')
      .execute();
    expect(rows).toEqual([]);
  });

  it('concurrent changes of groups sharing channels all succeed, without deadlocks', async () => {
    const before = await deadlockCount(api);
    const groups = await Promise.all(
      Array.from({ length: 4 }, () => create(admin, ['facebook-demo', 'twitter-demo'])),
    );
    const channelSets = [
      ['facebook-demo'],
      ['twitter-demo', 'instagram-demo'],
      ['facebook-demo', 'twitter-demo', 'tiktok-demo'],
      ['youtube-demo'],
    ];
    const writes = groups.flatMap((group, g) =>
      Array.from({ length: 8 }, (_, i) => {
        const who = i % 2 === 0 ? admin : lead;
        return who('PUT', `${GROUPS}/${group.id}`, {
          name: group.name,
          channelIds: channelSets[(g + i) % channelSets.length],
        });
      }),
    );
    const creates = Array.from({ length: 8 }, (_, i) =>
      (i % 2 === 0 ? admin : lead)('POST', GROUPS, {
        name: `Race ${i % 4}`,
        channelIds: ['facebook-demo', 'whatsapp-demo'],
      }),
    );
    const answers = await Promise.all([...writes, ...creates]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.slice(0, writes.length).every((s) => s === 200)).toBe(true);
    // Two creates per name: one wins, the other hears the name is taken.
    expect(statuses.slice(writes.length).sort()).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
    const deletes = await Promise.all(
      groups.flatMap((group) => [
        admin('DELETE', `${GROUPS}/${group.id}`),
        admin('PUT', `${GROUPS}/${group.id}`, { name: group.name, channelIds: ['facebook-demo'] }),
      ]),
    );
    expect(deletes.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    for (const group of groups)
      expect((await admin('GET', `${GROUPS}/${group.id}`)).status).toBe(404);
    expect(await deadlockCount(api)).toBe(before);
  });
});
