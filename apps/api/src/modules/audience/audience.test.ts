import type {
  Audience,
  AudienceIdentity,
  AudienceOverview,
  AudiencePeoplePage,
  AudiencePerson,
  AudiencePersonDetail,
  Network,
} from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from '../engage/items.store.js';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';
import { aggregateAudience } from './audience.aggregate.js';
import { AUDIENCE_SOFT_DISABLE } from './audience.access.js';

let api: TestApi;
let admin: Caller;
let orgId: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  orgId = (
    await api.db
      .selectFrom('users')
      .select('orgId')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow()
  ).orgId;
});
afterAll(async () => {
  await api?.close();
});

const A = '/api/audience';
const role = (id: string) => `/api/1/permissions/audience/users/${id}/role`;

/** Every page of a people list, following its cursors. */
async function allPeople(caller: Caller, path: string): Promise<AudiencePerson[]> {
  const people: AudiencePerson[] = [];
  let next: string | null = null;
  do {
    const joiner = path.includes('?') ? '&' : '?';
    const url: string = next === null ? path : `${path}${joiner}cursor=${next}`;
    const answer = await caller('GET', url);
    expect(answer.status).toBe(200);
    const page = answer.body as AudiencePeoplePage;
    people.push(...page.people);
    next = page.next;
  } while (next !== null);
  return people;
}

/** A message from a new sender on a demo channel, written `minutesAgo`. */
async function message(
  sender: { id?: string; name: string; handle?: string },
  options: { network?: Network; minutesAgo?: number; sentiment?: 'POSITIVE' | 'NEGATIVE' } = {},
) {
  const network = options.network ?? 'instagram';
  const channelId = `${network.toLowerCase()}-demo`;
  return insertItem(
    api.db,
    { orgId, channelId, networkItemId: `audience-${randomUUID()}` },
    makeEngageItem({
      channelId,
      engage: { network, type: 'conversation' },
      sender: { ...sender, visibility: 'PUBLIC', isOwn: false },
      meta: {
        createdDate: new Date(Date.now() - (options.minutesAgo ?? 1) * 60_000).toISOString(),
      },
      ...(options.sentiment
        ? { prediction: { sentiment: options.sentiment, spamStatus: { value: 'notSpam' } } }
        : {}),
    }),
  );
}

describe('who has Audience', () => {
  it('answers 403 with a reason to the viewer, who has no audience role, and 200 to the admin', async () => {
    const viewer = await api.as('viewer');
    for (const path of [`${A}/overview`, `${A}/people`, `${A}/audiences`]) {
      const refused = await viewer('GET', path);
      expect(refused.status).toBe(403);
      expect((refused.body as { message: string }).message).toMatch(/no audience role/i);
    }
    expect((await admin('GET', `${A}/overview`)).status).toBe(200);
  });

  it('reads the stored role; administrators change it (ADMIN, AUDIENCE_USER, none), others may not', async () => {
    const viewerId = await api.userId('viewer@demo.test');
    const adminId = await api.userId('admin@demo.test');
    expect((await admin('GET', role(viewerId))).body).toEqual({ userId: viewerId, role: null });
    expect((await admin('GET', role(adminId))).body).toEqual({ userId: adminId, role: 'ADMIN' });
    const editor = await api.as('editor');
    expect((await editor('PUT', role(viewerId), { role: 'ADMIN' })).status).toBe(403);
    expect((await admin('PUT', role(viewerId), { role: 'OWNER' })).status).toBe(400);

    expect((await admin('PUT', role(viewerId), { role: 'AUDIENCE_USER' })).status).toBe(200);
    const viewer = await api.as('viewer');
    expect((await viewer('GET', `${A}/overview`)).status).toBe(200);
    expect((await viewer('GET', role(viewerId))).body).toEqual({
      userId: viewerId,
      role: 'AUDIENCE_USER',
    });
    expect((await admin('PUT', role(viewerId), { role: null })).status).toBe(200);
    expect((await viewer('GET', `${A}/overview`)).status).toBe(403);
  });

  it('refuses an organisation whose package has no Audience, and one where it is soft disabled', async () => {
    const other = await api.as('otherAdmin');
    const refused = await other('GET', `${A}/people`);
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toMatch(/package/);
    const otherId = await api.userId('admin@other.test');
    expect((await other('GET', role(otherId))).body).toEqual({ userId: otherId, role: null });

    await api.db
      .insertInto('featureToggles')
      .values({
        discriminator: 'ORGANIZATION',
        targetId: orgId,
        feature: AUDIENCE_SOFT_DISABLE,
        enabled: true,
      })
      .execute();
    try {
      const paused = await admin('GET', `${A}/overview`);
      expect(paused.status).toBe(403);
      expect((paused.body as { message: string }).message).toMatch(/paused/);
    } finally {
      await api.db
        .deleteFrom('featureToggles')
        .where('targetId', '=', orgId)
        .where('feature', '=', AUDIENCE_SOFT_DISABLE)
        .execute();
    }
    expect((await admin('GET', `${A}/overview`)).status).toBe(200);
  });
});

describe('the demo audience', () => {
  it('holds people aggregated from the inbox, with figures in the overview', async () => {
    const overview = (await admin('GET', `${A}/overview`)).body as AudienceOverview;
    expect(overview.people).toBeGreaterThan(10);
    expect(overview.identities).toBeGreaterThanOrEqual(overview.people);
    expect(overview.newThisWeek).toBeGreaterThan(0);
    expect(overview.withEmail).toBeGreaterThan(0);
    expect(overview.byNetwork.length).toBeGreaterThan(2);
    expect(overview.bySentiment.reduce((sum, s) => sum + s.people, 0)).toBe(overview.people);
    expect(overview.newByDay).toHaveLength(14);
    expect(overview.pinned.map((a) => a.name).sort()).toEqual([
      'Instagram fans',
      'Unhappy customers',
    ]);
    expect(overview.aggregatedAt).not.toBeNull();
  });

  it('lists every person once across keyset pages, most recently seen first', async () => {
    const overview = (await admin('GET', `${A}/overview`)).body as AudienceOverview;
    const people = await allPeople(admin, `${A}/people?limit=7`);
    expect(people).toHaveLength(overview.people);
    expect(new Set(people.map((p) => p.id)).size).toBe(people.length);
    const seen = people.map((p) => p.lastSeenAt ?? '');
    expect(seen).toEqual([...seen].sort().reverse());
    const first = (await admin('GET', `${A}/people?limit=7`)).body as AudiencePeoplePage;
    expect(first.total).toBe(overview.people);
  });

  it('filters by network, sentiment, label, seen since and search', async () => {
    const instagram = await allPeople(admin, `${A}/people?network=instagram&limit=100`);
    expect(instagram.length).toBeGreaterThan(0);
    for (const p of instagram) expect(p.identities.map((i) => i.network)).toContain('instagram');

    const unhappy = await allPeople(admin, `${A}/people?sentiment=negative&limit=100`);
    for (const p of unhappy) expect(p.sentiment).toBe('negative');

    const since = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const recent = await allPeople(admin, `${A}/people?seenSince=${encodeURIComponent(since)}`);
    for (const p of recent) expect(p.lastSeenAt! >= since).toBe(true);

    const someone = instagram[0]!;
    const handle = someone.identities.find((i) => i.handle)?.handle ?? someone.name;
    const found = await allPeople(admin, `${A}/people?search=${encodeURIComponent(handle)}`);
    expect(found.map((p) => p.id)).toContain(someone.id);

    const labelled = instagram.concat(unhappy).find((p) => p.labelIds.length > 0);
    if (labelled) {
      const byLabel = await allPeople(admin, `${A}/people?label=${labelled.labelIds[0]}`);
      expect(byLabel.map((p) => p.id)).toContain(labelled.id);
    }

    expect((await admin('GET', `${A}/people?sentiment=angry`)).status).toBe(400);
    expect((await admin('GET', `${A}/people?cursor=bm9wZQ`)).status).toBe(400);
    expect((await admin('GET', `${A}/people?limit=1000`)).status).toBe(400);
  });
});

describe('a person', () => {
  it('shows identities and recent items; contact details and labels can be edited', async () => {
    const [person] = ((await admin('GET', `${A}/people?limit=1`)).body as AudiencePeoplePage)
      .people;
    const detail = (await admin('GET', `${A}/people/${person!.id}`)).body as AudiencePersonDetail;
    expect(detail.person.id).toBe(person!.id);
    expect(detail.person.identities.length).toBeGreaterThan(0);
    expect(detail.recentItems.length).toBeGreaterThan(0);

    const label = await api.db
      .selectFrom('labels')
      .select('id')
      .where('orgId', '=', orgId)
      .where('name', '=', 'Lead')
      .executeTakeFirstOrThrow();
    const changed = await admin('PATCH', `${A}/people/${person!.id}`, {
      email: 'sam@example.com',
      phone: '+44 20 7946 0018',
      labelIds: [label.id],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      email: 'sam@example.com',
      phone: '+44 20 7946 0018',
      labelIds: [label.id],
    });
    const cleared = await admin('PATCH', `${A}/people/${person!.id}`, { phone: null });
    expect((cleared.body as AudiencePerson).phone).toBeNull();
    expect((cleared.body as AudiencePerson).email).toBe('sam@example.com');

    expect((await admin('PATCH', `${A}/people/${person!.id}`, { email: 'nope' })).status).toBe(400);
    const foreign = await admin('PATCH', `${A}/people/${person!.id}`, {
      labelIds: [randomUUID()],
    });
    expect(foreign.status).toBe(400);
    expect((await admin('GET', `${A}/people/${randomUUID()}`)).status).toBe(404);
  });

  it("is never shown to another organisation's people", async () => {
    const [person] = ((await admin('GET', `${A}/people?limit=1`)).body as AudiencePeoplePage)
      .people;
    // Support staff's own organisation has Audience (and they the ADMIN role), but not these people.
    const support = await api.as('support');
    expect((await support('GET', `${A}/people/${person!.id}`)).status).toBe(404);
    expect(
      (await support('PATCH', `${A}/people/${person!.id}`, { email: 'x@example.com' })).status,
    ).toBe(404);
    const theirs = (await support('GET', `${A}/people`)).body as AudiencePeoplePage;
    expect(theirs.people.map((p) => p.id)).not.toContain(person!.id);
    const audiences = (await support('GET', `${A}/audiences`)).body as Audience[];
    expect(audiences).toEqual([]);
  });
});

describe('audiences', () => {
  it('are saved filters: created, counted, listed pinned first, renamed, pinned and deleted', async () => {
    const created = await admin('POST', `${A}/audiences`, {
      name: 'Negative on Instagram',
      filter: { networks: ['instagram'], sentiments: ['negative'] },
    });
    expect(created.status).toBe(201);
    const audience = created.body as Audience;
    expect(audience.pinned).toBe(false);
    const members = await allPeople(admin, `${A}/audiences/${audience.id}/people?limit=5`);
    expect(members).toHaveLength(audience.people);
    for (const p of members) {
      expect(p.sentiment).toBe('negative');
      expect(p.identities.map((i) => i.network)).toContain('instagram');
    }
    const viaQuery = (await admin('GET', `${A}/people?audienceId=${audience.id}`))
      .body as AudiencePeoplePage;
    expect(viaQuery.total).toBe(audience.people);

    const again = await admin('POST', `${A}/audiences`, {
      name: 'negative on instagram',
      filter: {},
    });
    expect(again.status).toBe(409);

    const pinned = await admin('PUT', `${A}/audiences/${audience.id}/pin`, { pinned: true });
    expect((pinned.body as Audience).pinned).toBe(true);
    const list = (await admin('GET', `${A}/audiences`)).body as Audience[];
    const firstUnpinned = list.findIndex((a) => !a.pinned);
    expect(list.slice(firstUnpinned).every((a) => !a.pinned)).toBe(true);
    expect(list.filter((a) => a.pinned).map((a) => a.id)).toContain(audience.id);

    const renamed = await admin('PUT', `${A}/audiences/${audience.id}`, {
      name: 'All negative',
      filter: { sentiments: ['negative'] },
    });
    expect(renamed.status).toBe(200);
    expect((renamed.body as Audience).people).toBeGreaterThanOrEqual(audience.people);
    expect((renamed.body as Audience).pinned).toBe(true);

    const support = await api.as('support');
    expect((await support('GET', `${A}/audiences/${audience.id}`)).status).toBe(404);
    expect((await support('DELETE', `${A}/audiences/${audience.id}`)).status).toBe(404);

    expect((await admin('DELETE', `${A}/audiences/${audience.id}`)).status).toBe(204);
    expect((await admin('GET', `${A}/audiences/${audience.id}`)).status).toBe(404);
  });

  it('refuses bad filters readably', async () => {
    const bad = await admin('POST', `${A}/audiences`, {
      name: 'Bad',
      filter: { sentiments: ['furious'] },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/sentiments/);
    const unknownLabel = await admin('POST', `${A}/audiences`, {
      name: 'Unknown label',
      filter: { labelIds: [randomUUID()] },
    });
    expect(unknownLabel.status).toBe(400);
  });
});

describe('the aggregation', () => {
  it('creates a person for a new sender once, however many runs race, and keeps their figures', async () => {
    const senderId = `ig-${randomUUID()}`;
    await message({ id: senderId, name: 'Rita Racer', handle: 'ritaracer' }, { minutesAgo: 30 });
    await message(
      { id: senderId, name: 'Rita Racer', handle: 'ritaracer' },
      { minutesAgo: 5, sentiment: 'NEGATIVE' },
    );
    await Promise.all(Array.from({ length: 6 }, () => aggregateAudience(api.db, orgId)));
    const identities = await api.db
      .selectFrom('audienceIdentities')
      .selectAll()
      .where('orgId', '=', orgId)
      .where('senderKey', '=', senderId)
      .execute();
    expect(identities).toHaveLength(1);
    const found = await allPeople(admin, `${A}/people?search=ritaracer`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      name: 'Rita Racer',
      conversations: 2,
      sentiment: 'negative',
      source: 'engage',
    });
    expect(found[0]!.identities[0]).toMatchObject({ network: 'instagram', handle: '@ritaracer' });
  });

  it('reads entries changed in the window before the previous run, and brings known identities up to date', async () => {
    const senderId = `ig-${randomUUID()}`;
    await message(
      { id: senderId, name: 'Wanda Window', handle: 'wandawindow' },
      { minutesAgo: 10 },
    );
    await aggregateAudience(api.db, orgId);
    const second = await message(
      { id: senderId, name: 'Wanda W.', handle: 'wandawindow' },
      { minutesAgo: 0, sentiment: 'POSITIVE' },
    );
    // Stored as if by a transaction that committed late: 50 minutes before the previous run.
    await api.db
      .updateTable('engageItems')
      .set({ updatedAt: new Date(Date.now() - 50 * 60_000) })
      .where('id', '=', second.id)
      .execute();
    const run = await aggregateAudience(api.db, orgId);
    expect(run.readSince).not.toBeNull();
    const [wanda] = await allPeople(admin, `${A}/people?search=wandawindow`);
    expect(wanda).toMatchObject({ conversations: 2, sentiment: 'positive' });
    expect(wanda!.identities[0]!.name).toBe('Wanda W.');
    // A name changed by hand stays.
    await admin('PATCH', `${A}/people/${wanda!.id}`, { name: 'Wanda Wilson' });
    await message({ id: senderId, name: 'Wanda W.', handle: 'wandawindow' }, { minutesAgo: 0 });
    await aggregateAudience(api.db, orgId);
    const [after] = await allPeople(admin, `${A}/people?search=wandawindow`);
    expect(after).toMatchObject({ name: 'Wanda Wilson', conversations: 3 });
  });

  it('links the engage identity card to the person', async () => {
    const item = await message({
      id: `ig-${randomUUID()}`,
      name: 'Carla Card',
      handle: 'carlacard',
    });
    await aggregateAudience(api.db, orgId);
    const card = (await admin('GET', `/api/engage/audience/identities?itemId=${item.id}`))
      .body as AudienceIdentity;
    const [carla] = await allPeople(admin, `${A}/people?search=carlacard`);
    expect(card.personId).toBe(carla!.id);
    // Without Audience the card does not name the person.
    const viewer = await api.as('viewer');
    const theirs = await viewer('GET', `/api/engage/audience/identities?itemId=${item.id}`);
    if (theirs.status === 200) expect((theirs.body as AudienceIdentity).personId).toBeUndefined();
  });
});
