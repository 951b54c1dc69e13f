import type { AuditEntry, AuditPage, SavedItem } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findItem, orgIdOf, storedItem } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

const ENGAGE = '/api/engage';

let api: TestApi;
let orgId: string;
beforeAll(async () => {
  api = await startTestApi();
  orgId = await orgIdOf(api);
});
afterAll(async () => {
  await api?.close();
});

async function feedOf(ownerId: string, name: string, sharedWith: readonly string[] = []) {
  const feed = await api.db
    .insertInto('feeds')
    .values({ orgId, ownerId, name, filters: '{}', createdAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (sharedWith.length > 0) {
    await api.db
      .insertInto('feedShares')
      .values(sharedWith.map((userId) => ({ feedId: feed.id, userId })))
      .execute();
  }
  await api.db.insertInto('feedSettings').values({ feedId: feed.id, userId: ownerId }).execute();
  return feed.id;
}

async function auditOf(action: string): Promise<AuditEntry[]> {
  const admin = await api.as('admin');
  const page = (await admin('GET', `/api/1/org/${orgId}/audit-log?kind=USER&limit=200`))
    .body as AuditPage;
  return page.entries.filter((entry) => entry.action === action);
}

describe('deleting a user (decision 0042)', () => {
  it('unassigns their items (team assignments stay), gives their shared feeds to the administrator, removes the rest, keeps their notes’ name, in one audited change', async () => {
    const admin = await api.as('admin');
    const sam = await api.as('sam@demo.test');
    const adminId = await api.userId('admin@demo.test');
    const samId = await api.userId('sam@demo.test');
    const editorId = await api.userId('editor@demo.test');
    const social = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Social Marketing')
      .executeTakeFirstOrThrow();

    // Two items Sam sees: one assigned to Sam, one to Sam's team; a note by Sam on the first.
    const [mine, teams] = await Promise.all([
      findItem(api, {}, () => true, 'sam@demo.test'),
      findItem(api, {}, () => true, 'sam@demo.test').then(async (first) => {
        const page = (await sam('POST', `${ENGAGE}/search?limit=100`, { filters: {} })).body as {
          items: SavedItem[];
        };
        return page.items.find((item) => item.id !== first.id) ?? first;
      }),
    ]);
    expect(mine.id).not.toBe(teams.id);
    expect(
      (
        await admin('POST', `${ENGAGE}/contents/${mine.id}/assign`, {
          assigneeId: samId,
          isTeam: false,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin('POST', `${ENGAGE}/contents/${teams.id}/assign`, {
          assigneeId: social.id,
          isTeam: true,
        })
      ).status,
    ).toBe(200);
    const note = await sam('POST', `${ENGAGE}/contents/${mine.id}/notes`, {
      noteText: 'Called them back',
    });
    expect(note.status).toBe(201);

    const shared = await feedOf(samId, 'Sam shares', [editorId, adminId]);
    const privateFeed = await feedOf(samId, 'Sam alone');
    const editorsFeed = await feedOf(editorId, 'Shared with Sam', [samId]);

    const sharedWithSam = await api.db
      .selectFrom('feedShares')
      .select('feedId')
      .where('userId', '=', samId)
      .execute();
    expect((await admin('DELETE', `/smm/accounts/${samId}`)).status).toBe(204);

    // Items: Sam's goes back to unassigned; the team's keeps its team.
    expect((await storedItem(api, mine.id)).item.engage.assigneeId ?? null).toBeNull();
    expect((await storedItem(api, teams.id)).item.engage.assigneeId).toBe(social.id);
    const unassigned = await api.db
      .selectFrom('engageEvents')
      .select(['moderatorId', 'payload'])
      .where('itemId', '=', mine.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(unassigned).toMatchObject({ moderatorId: adminId, payload: { action: 'unassign' } });

    // Feeds: the shared one is the administrator's (still shared with the editor, no share for
    // its new owner), the private one is gone, the editor's is no longer shared with Sam.
    const feeds = await api.db
      .selectFrom('feeds')
      .select(['id', 'ownerId'])
      .where('id', 'in', [shared, privateFeed, editorsFeed])
      .execute();
    expect(feeds.find((feed) => feed.id === shared)?.ownerId).toBe(adminId);
    expect(feeds.some((feed) => feed.id === privateFeed)).toBe(false);
    expect(feeds.find((feed) => feed.id === editorsFeed)?.ownerId).toBe(editorId);
    const shares = await api.db
      .selectFrom('feedShares')
      .select(['feedId', 'userId'])
      .where('feedId', 'in', [shared, editorsFeed])
      .execute();
    expect(shares).toEqual([{ feedId: shared, userId: editorId }]);
    const adminFeeds = (await admin('GET', `${ENGAGE}/moderators/${adminId}/feeds`)).body as {
      id: string;
    }[];
    expect(adminFeeds.map((feed) => feed.id)).toContain(shared);

    // The note still carries Sam's name.
    const row = await api.db
      .selectFrom('engageItems')
      .select(['id', 'rootId'])
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    const notes = await admin('GET', `${ENGAGE}/conversations/${row.rootId ?? row.id}/notes`);
    expect(notes.status).toBe(200);
    expect(JSON.stringify(notes.body)).toContain('"authorName":"Sam Social"');

    // Sam is gone: no teams, no sign-in; the audit log says what happened.
    const memberships = await api.db
      .selectFrom('teamMembers')
      .select('teamId')
      .where('userId', '=', samId)
      .execute();
    expect(memberships).toEqual([]);
    const [deleted] = await auditOf('user.deleted');
    expect(deleted).toMatchObject({
      target: { type: 'user', id: samId, name: 'Sam Social' },
      before: { email: 'sam@demo.test', isAdmin: false, teams: ['Social Marketing'] },
      after: {
        itemsUnassigned: 1,
        feedsTransferred: 1,
        feedsRemoved: 1,
        sharesRemoved: sharedWithSam.length,
      },
      actor: { name: 'Ada Admin' },
    });
    expect(
      (
        await api.call('POST', '/auth/login', {
          body: { email: 'sam@demo.test', password: 'demo' },
        })
      ).status,
    ).toBe(401);
    expect((await admin('DELETE', `/smm/accounts/${samId}`)).status).toBe(404);
    // Their browser is told its session ended, so it goes back to the sign-in page.
    expect(await sam('GET', '/api/2/users/me')).toMatchObject({
      status: 401,
      body: { errorCode: 'SESSION_ENDED' },
    });
  });

  it('records an administrator’s change of a user with what changed: names, rights, role, teams by name', async () => {
    const admin = await api.as('admin');
    const moderatorId = await api.userId('moderator@demo.test');
    const teams = await api.db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('orgId', '=', orgId)
      .orderBy('name')
      .execute();
    const care = teams.find((team) => team.name === 'Customer Care');
    if (!care) throw new Error('No Customer Care team');
    const before = await api.db
      .selectFrom('teamMembers')
      .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
      .select('teams.name')
      .where('userId', '=', moderatorId)
      .orderBy('teams.name')
      .execute();
    const changed = await admin('PUT', `/api/1/org/${orgId}/user`, {
      userId: moderatorId,
      lastName: 'Moderates',
      defaultChannelRole: 'CONTENT_CREATOR',
      teamIds: [care.id],
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { lastName: 'Moderates', defaultChannelRole: 'CONTENT_CREATOR', teamIds: [care.id] },
    });
    const [entry] = await auditOf('user.updated');
    expect(entry?.target).toMatchObject({ id: moderatorId });
    expect(entry?.before).toMatchObject({ defaultChannelRole: 'MODERATOR' });
    expect(entry?.after).toMatchObject({
      lastName: 'Moderates',
      defaultChannelRole: 'CONTENT_CREATOR',
    });
    const beforeTeams = before.map((team) => team.name);
    if (JSON.stringify(beforeTeams) !== JSON.stringify(['Customer Care'])) {
      expect(entry?.before?.['teams']).toEqual(beforeTeams);
      expect(entry?.after?.['teams']).toEqual(['Customer Care']);
    }
    expect(entry?.before).not.toHaveProperty('isAdmin');

    // The same change again changes nothing, and writes nothing.
    const count = (await auditOf('user.updated')).length;
    await admin('PUT', `/api/1/org/${orgId}/user`, { userId: moderatorId, lastName: 'Moderates' });
    expect((await auditOf('user.updated')).length).toBe(count);
  });
});
