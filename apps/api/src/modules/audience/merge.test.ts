import type { AuditEntry, MergeDecision, MergeNominee, MergeNomineesPage } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const nominees = async (who = 'editor', query = '') => {
  const response = await (await api.as(who))('GET', `/api/audience/merge/nominees${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as MergeNomineesPage;
};

/** Every nominee, page after page. */
const allNominees = async (who = 'editor') => {
  const found: MergeNominee[] = [];
  let page = await nominees(who);
  found.push(...page.nominees);
  while (page.next !== null) {
    page = await nominees(who, `?after=${page.next}`);
    found.push(...page.nominees);
  }
  return { nominees: found, next: null };
};

const names = (nominee: MergeNominee) => [nominee.a.name, nominee.b.name];

/** The fields of a person and where their identities are, as undo must restore them. */
const snapshot = async (ids: readonly string[]) => {
  const people = await api.db
    .selectFrom('audiencePeople')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'firstSeenAt',
      'lastSeenAt',
      'conversations',
      'sentiment',
      'labelIds',
      'mergedInto',
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const identities = await api.db
    .selectFrom('audienceIdentities')
    .select(['id', 'personId'])
    .where('personId', 'in', ids)
    .orderBy('id')
    .execute();
  return { people, identities };
};

describe('merge nominees (decision 0097)', () => {
  it('lists the demo’s likely-same people with their reasons, best first, kept person first seen', async () => {
    const page = await allNominees();
    const byName = new Map(page.nominees.map((nominee) => [nominee.a.name, nominee]));
    expect(byName.get('Ben Okafor')?.reasons.map((r) => r.kind)).toEqual(['sameEmail']);
    expect(byName.get('Chloe Martin')?.reasons.map((r) => r.kind)).toEqual([
      'samePhone',
      'sameName',
    ]);
    expect(byName.get('Ana López')).toMatchObject({
      score: 70,
      reasons: [
        { kind: 'sameHandle', value: 'anabrews', networks: ['twitter', 'instagram'] },
        { kind: 'sameName', value: 'ana lopez' },
      ],
    });
    expect(byName.get('Ana López')?.b.identities).toEqual([
      { network: 'instagram', handle: 'AnaBrews', name: 'Ana Lopez' },
    ]);
    const scores = page.nominees.map((nominee) => nominee.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    // Another organisation's people are never nominated here.
    expect(page.nominees.flatMap(names)).not.toContain('Mei Tanaka');
  });

  it('pages 25 at a time at most, and `next` reads on without repeats', async () => {
    const first = await nominees('editor', '?limit=2');
    expect(first.nominees).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const second = await nominees('editor', `?limit=2&after=${first.next}`);
    const all = await nominees();
    expect([...first.nominees, ...second.nominees].map(names)).toEqual(
      all.nominees.slice(0, 4).map(names),
    );
    const tooMany = await (await api.as('editor'))('GET', '/api/audience/merge/nominees?limit=26');
    expect(tooMany.status).toBe(400);
    const badCursor = await (await api.as('editor'))('GET', '/api/audience/merge/nominees?after=x');
    expect(badCursor.status).toBe(400);
  });

  it('merges a pair and undoing it restores everything exactly', async () => {
    const pair = (await allNominees()).nominees.find((n) => n.a.name === 'Chloe Martin');
    if (!pair) throw new Error('no Chloé pair');
    const ids = [pair.a.id, pair.b.id];
    await api.db
      .updateTable('audiencePeople')
      .set({
        labelIds: sql<
          string[]
        >`ARRAY(SELECT id FROM labels WHERE org_id = audience_people.org_id LIMIT 1)`,
      })
      .where('id', '=', pair.b.id)
      .execute();
    const before = await snapshot(ids);
    const editor = await api.as('editor');
    const merged = await editor('POST', '/api/audience/merge/merges', {
      keptId: pair.a.id,
      otherId: pair.b.id,
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(201);
    const decision = merged.body as MergeDecision;
    expect(decision.kept).toMatchObject({
      id: pair.a.id,
      conversations: pair.a.conversations + pair.b.conversations,
      phone: pair.a.phone,
      firstSeenAt: [pair.a.firstSeenAt, pair.b.firstSeenAt].sort()[0],
      lastSeenAt: [pair.a.lastSeenAt, pair.b.lastSeenAt].sort()[1],
    });
    expect(decision.kept.identities.map((i) => i.network).sort()).toEqual(['tiktok', 'whatsapp']);
    const after = await snapshot(ids);
    expect(after.people.find((p) => p.id === pair.b.id)?.mergedInto).toBe(pair.a.id);
    expect(after.people.find((p) => p.id === pair.a.id)?.labelIds).toHaveLength(1);
    // The merged person is no longer nominated.
    expect((await allNominees()).nominees.flatMap((n) => [n.a.id, n.b.id])).not.toContain(
      pair.b.id,
    );

    const undone = await editor('POST', `/api/audience/merge/${decision.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((undone.body as MergeDecision).undoneAt).not.toBeNull();
    expect(await snapshot(ids)).toEqual(before);
    expect((await allNominees()).nominees.map(names)).toContainEqual([
      'Chloe Martin',
      'Chloé Martin',
    ]);
    const again = await editor('POST', `/api/audience/merge/${decision.id}/undo`);
    expect(again.status).toBe(409);

    const audit = await (await api.as('admin'))('GET', '/api/audit?kind=AUDIENCE');
    if (audit.status === 200) {
      const actions = (audit.body as { entries?: AuditEntry[] }).entries?.map((e) => e.action);
      if (actions)
        expect(actions).toEqual(
          expect.arrayContaining(['audience.merged', 'audience.mergeUndone']),
        );
    }
    const entries = await api.db
      .selectFrom('auditEntries')
      .select('action')
      .where('action', 'in', ['audience.merged', 'audience.mergeUndone'])
      .execute();
    expect(entries.map((e) => e.action).sort()).toEqual([
      'audience.mergeUndone',
      'audience.merged',
    ]);
  });

  it('refuses to undo a merge that a later merge built on, until that is undone', async () => {
    const editor = await api.as('editor');
    const [x, y, z] = await api.db
      .insertInto('audiencePeople')
      .values(
        ['Zed One', 'Zed One', 'Zed One'].map((name) => ({
          orgId: sql<string>`(SELECT id FROM organisations WHERE name = 'Demo Coffee')`,
          name,
        })),
      )
      .returning('id')
      .execute();
    const first = await editor('POST', '/api/audience/merge/merges', {
      keptId: x?.id,
      otherId: y?.id,
    });
    const second = await editor('POST', '/api/audience/merge/merges', {
      keptId: x?.id,
      otherId: z?.id,
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const early = await editor(
      'POST',
      `/api/audience/merge/${(first.body as MergeDecision).id}/undo`,
    );
    expect(early.status).toBe(409);
    expect(
      (await editor('POST', `/api/audience/merge/${(second.body as MergeDecision).id}/undo`))
        .status,
    ).toBe(200);
    expect(
      (await editor('POST', `/api/audience/merge/${(first.body as MergeDecision).id}/undo`)).status,
    ).toBe(200);
    // Merging someone merged away already is refused.
    await editor('POST', '/api/audience/merge/merges', { keptId: x?.id, otherId: y?.id });
    const stale = await editor('POST', '/api/audience/merge/merges', {
      keptId: z?.id,
      otherId: y?.id,
    });
    expect(stale.status).toBe(409);
    const self = await editor('POST', '/api/audience/merge/merges', {
      keptId: z?.id,
      otherId: z?.id,
    });
    expect(self.status).toBe(422);
  });

  it('a pair found not the same person is never nominated again, until undone', async () => {
    const pair = (await allNominees()).nominees.find((n) => n.a.name === 'Dan Smith');
    if (!pair) throw new Error('no Dan pair');
    const editor = await api.as('editor');
    const dismissed = await editor('POST', '/api/audience/merge/dismissals', {
      keptId: pair.a.id,
      otherId: pair.b.id,
    });
    expect(dismissed.status).toBe(201);
    const twice = await editor('POST', '/api/audience/merge/dismissals', {
      keptId: pair.b.id,
      otherId: pair.a.id,
    });
    expect((twice.body as MergeDecision).id).toBe((dismissed.body as MergeDecision).id);
    expect((await allNominees()).nominees.map(names)).not.toContainEqual([
      'Dan Smith',
      'Dan Smith',
    ]);
    const undo = await editor(
      'POST',
      `/api/audience/merge/${(dismissed.body as MergeDecision).id}/undo`,
    );
    expect(undo.status).toBe(200);
    expect((await allNominees()).nominees.map(names)).toContainEqual(['Dan Smith', 'Dan Smith']);
  });

  it('concurrent merges of crossing pairs never deadlock: each ends merged or refused', async () => {
    const people = await api.db
      .insertInto('audiencePeople')
      .values(
        Array.from({ length: 6 }, () => ({
          orgId: sql<string>`(SELECT id FROM organisations WHERE name = 'Demo Coffee')`,
          name: 'Race Person',
        })),
      )
      .returning('id')
      .execute();
    const ids = people.map((p) => p.id);
    const editor = await api.as('editor');
    const admin = await api.as('admin');
    const results = await Promise.all(
      ids.flatMap((a, i) =>
        ids.slice(i + 1).map((b, j) =>
          (j % 2 === 0 ? editor : admin)('POST', '/api/audience/merge/merges', {
            keptId: j % 2 === 0 ? a : b,
            otherId: j % 2 === 0 ? b : a,
          }),
        ),
      ),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const rows = await api.db
      .selectFrom('audiencePeople')
      .select(['id', 'mergedInto'])
      .where('id', 'in', ids)
      .execute();
    // Exactly one person is left; every other was merged into someone.
    expect(rows.filter((r) => r.mergedInto === null)).toHaveLength(1);
  });
});

describe('who may merge', () => {
  it('refuses (403) a person without an audience role, and organisations without Audience', async () => {
    const viewer = await api.userId('viewer@demo.test');
    await api.db
      .updateTable('users')
      .set({ audienceRole: null })
      .where('id', '=', viewer)
      .execute();
    const refused = await (await api.as('viewer'))('GET', '/api/audience/merge/nominees');
    expect(refused.status).toBe(403);
    const post = await (
      await api.as('viewer')
    )('POST', '/api/audience/merge/merges', {
      keptId: viewer,
      otherId: viewer,
    });
    expect(post.status).toBe(403);
    await api.db
      .updateTable('users')
      .set({ audienceRole: null })
      .where('id', '=', viewer)
      .execute();
    const other = await (await api.as('otherAdmin'))('GET', '/api/audience/merge/nominees');
    expect(other.status).toBe(403);
  });

  it("another organisation's people and merges are not found", async () => {
    await api.db
      .updateTable('organisations')
      .set({ packageName: 'suite' })
      .where('name', '=', 'Other Tea Company')
      .execute();
    try {
      const other = await api.as('otherAdmin');
      const theirs = (await other('GET', '/api/audience/merge/nominees')).body as MergeNomineesPage;
      expect(theirs.nominees.map(names)).toEqual([['Mei Tanaka', 'Mei Tanaka']]);
      const ours = (await allNominees()).nominees[0];
      if (!ours) throw new Error('no nominee');
      const merge = await other('POST', '/api/audience/merge/merges', {
        keptId: ours.a.id,
        otherId: ours.b.id,
      });
      expect(merge.status).toBe(404);
      const mixed = await other('POST', '/api/audience/merge/dismissals', {
        keptId: theirs.nominees[0]?.a.id,
        otherId: ours.b.id,
      });
      expect(mixed.status).toBe(404);
      const decision = await (
        await api.as('editor')
      )('POST', '/api/audience/merge/dismissals', {
        keptId: ours.a.id,
        otherId: ours.b.id,
      });
      const undo = await other(
        'POST',
        `/api/audience/merge/${(decision.body as MergeDecision).id}/undo`,
      );
      expect(undo.status).toBe(404);
      await (
        await api.as('editor')
      )('POST', `/api/audience/merge/${(decision.body as MergeDecision).id}/undo`);
    } finally {
      await api.db
        .updateTable('organisations')
        .set({ packageName: 'essentials' })
        .where('name', '=', 'Other Tea Company')
        .execute();
    }
  });
});
