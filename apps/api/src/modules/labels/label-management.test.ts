import type { AuditPage, EngageItem, Label, LabelJob, LabelUsage } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';
import { labelWorker } from './labels.jobs.js';

let api: TestApi;
let admin: Caller;
let editor: Caller;
let orgId: string;
let itemIds: string[];

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  editor = await api.as('editor');
  orgId = await orgIdOf(api);
  const rows = await api.db
    .selectFrom('engageItems')
    .select('id')
    .where('orgId', '=', orgId)
    .where('listed', '=', true)
    .orderBy('latestAt', 'desc')
    .limit(8)
    .execute();
  itemIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await api?.close();
});

const create = async (name: string) => {
  const answer = await admin('POST', '/api/engage/labels', { name });
  expect(answer.status).toBe(201);
  return answer.body as Label;
};

const label = async (itemId: string, labelId: string) =>
  expect((await admin('PUT', `/api/engage/contents/${itemId}/labels/${labelId}`)).status).toBe(200);

const labelsOf = async (itemId: string) => {
  const row = await api.db
    .selectFrom('engageItems')
    .select(['item', 'labels'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  // The stored item and its projection always agree.
  expect(row.labels).toEqual((row.item as EngageItem).engage.labels);
  return row.labels;
};

const finished = async (jobId: string): Promise<LabelJob> => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await admin('GET', `/labels/jobs/${jobId}`);
    expect(answer.status).toBe(200);
    const job = answer.body as LabelJob;
    if (job.state === 'done') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Label job ${jobId} did not finish`);
};

const audit = async (since: string) => {
  const answer = await admin('GET', `/api/1/org/${orgId}/audit-log?kind=LABEL&from=${since}`);
  expect(answer.status).toBe(200);
  return (answer.body as AuditPage).entries;
};

const jobEvents = async (jobId: string) =>
  (
    await sql<{ itemId: string; action: string; n: number }>`
      SELECT item_id, payload->>'action' AS action, count(*)::int AS n FROM engage_events
      WHERE payload->>'labelJobId' = ${jobId} GROUP BY 1, 2 ORDER BY 1, 2
    `.execute(api.db)
  ).rows;

describe('label management', () => {
  it('lists the labels with how many items carry each, to administrators only', async () => {
    const vip = await create('Counted');
    await label(itemIds[0] ?? '', vip.id);
    await label(itemIds[1] ?? '', vip.id);
    const answer = await admin('GET', '/labels');
    expect(answer.status).toBe(200);
    const usage = answer.body as LabelUsage[];
    expect(usage.find((entry) => entry.id === vip.id)).toEqual({ ...vip, items: 2 });
    const complaint = usage.find((entry) => entry.name === 'Complaint');
    const carrying = await api.db
      .selectFrom('engageItems')
      .select(sql<number>`count(*)::int`.as('count'))
      .where(sql<boolean>`${complaint?.id ?? ''} = ANY(labels)`)
      .executeTakeFirstOrThrow();
    expect(complaint?.items).toBe(carrying.count);
    const names = usage.map((entry) => entry.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await editor('GET', '/labels')).status).toBe(403);
    const other = (await (await api.as('otherAdmin'))('GET', '/labels')).body as LabelUsage[];
    expect(other.map((entry) => entry.name)).toEqual(['Complaint']);
  });

  it('renames and recolours, keeping names unique, with an audit entry of before → after', async () => {
    const since = new Date().toISOString();
    const old = await create('Old name');
    const renamed = await admin('PATCH', `/labels/${old.id}`, { name: ' New name ' });
    expect(renamed.body).toEqual({ id: old.id, name: 'New name', color: old.color });
    const recoloured = await admin('PATCH', `/labels/${old.id}`, { color: '#123abc' });
    expect(recoloured.body).toMatchObject({ name: 'New name', color: '#123abc' });
    expect((await admin('PATCH', `/labels/${old.id}`, { name: 'complaint' })).status).toBe(409);
    expect((await admin('PATCH', `/labels/${old.id}`, { color: 'blue' })).status).toBe(422);
    expect((await admin('PATCH', `/labels/${old.id}`, { name: '  ' })).status).toBe(422);
    expect((await editor('PATCH', `/labels/${old.id}`, { name: 'Mine' })).status).toBe(403);
    const otherAdmin = await api.as('otherAdmin');
    expect((await otherAdmin('PATCH', `/labels/${old.id}`, { name: 'Mine' })).status).toBe(404);
    const entries = await audit(since);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['label.renamed', { color: old.color }, { color: '#123abc' }],
      ['label.renamed', { name: 'Old name' }, { name: 'New name' }],
      ['label.created', null, { name: 'Old name', color: old.color }],
    ]);
  });

  it('deletes a label: gone from the lists at once, taken off every item by a job, each once', async () => {
    const since = new Date().toISOString();
    const doomed = await create('Doomed');
    const carriers = itemIds.slice(0, 3);
    for (const id of carriers) await label(id, doomed.id);
    const answer = await admin('DELETE', `/labels/${doomed.id}`);
    expect(answer.status).toBe(202);
    const started = answer.body as LabelJob;
    expect(started).toMatchObject({
      kind: 'delete',
      labelName: 'Doomed',
      total: 3,
      targetId: null,
    });
    const listed = (await admin('GET', '/api/engage/labels')).body as Label[];
    expect(listed.map((entry) => entry.id)).not.toContain(doomed.id);
    // Its name is free at once; it can no longer be put on items.
    expect(
      (await admin('PUT', `/api/engage/contents/${itemIds[5]}/labels/${doomed.id}`)).status,
    ).toBe(404);
    const job = await finished(started.id);
    expect(job).toMatchObject({ processed: 3, total: 3, state: 'done' });
    for (const id of carriers) expect(await labelsOf(id)).not.toContain(doomed.id);
    const row = await api.db.selectFrom('labels').select('id').where('id', '=', doomed.id);
    expect(await row.executeTakeFirst()).toBeUndefined();
    expect(await jobEvents(started.id)).toEqual(
      [...carriers].sort().map((itemId) => ({ itemId, action: 'unlabel', n: 1 })),
    );
    // Delivered again (a retry, a resume), the job changes nothing more.
    await labelWorker(api.db)({ jobId: started.id });
    expect((await jobEvents(started.id)).length).toBe(3);
    const entries = await audit(since);
    expect(entries[0]).toMatchObject({
      action: 'label.deleted',
      target: { type: 'label', id: doomed.id, name: 'Doomed' },
      before: { name: 'Doomed', color: doomed.color, items: 3 },
    });
    expect((await admin('DELETE', `/labels/${doomed.id}`)).status).toBe(404);
    expect((await editor('DELETE', `/labels/${(await create('Kept')).id}`)).status).toBe(403);
  });

  it('works a job once when two workers take it up at the same time', async () => {
    const twice = await create('Twice');
    for (const id of itemIds) await label(id, twice.id);
    const started = (await admin('DELETE', `/labels/${twice.id}`)).body as LabelJob;
    await Promise.all([labelWorker(api.db)({ jobId: started.id }), finished(started.id)]);
    const job = await finished(started.id);
    expect(job.processed).toBe(itemIds.length);
    expect((await jobEvents(started.id)).every((event) => event.n === 1)).toBe(true);
    expect((await jobEvents(started.id)).length).toBe(itemIds.length);
  });

  it('merges two labels: the items carry the kept label once and the other goes', async () => {
    const since = new Date().toISOString();
    const source = await create('Angry');
    const target = await create('Upset');
    const [onlySource, both, onlyTarget] = itemIds;
    await label(onlySource ?? '', source.id);
    await label(both ?? '', source.id);
    await label(both ?? '', target.id);
    await label(onlyTarget ?? '', target.id);
    expect((await admin('POST', `/labels/${source.id}/merge`, { into: source.id })).status).toBe(
      400,
    );
    expect((await editor('POST', `/labels/${source.id}/merge`, { into: target.id })).status).toBe(
      403,
    );
    const answer = await admin('POST', `/labels/${source.id}/merge`, { into: target.id });
    expect(answer.status).toBe(202);
    const started = answer.body as LabelJob;
    expect(started).toMatchObject({ kind: 'merge', total: 2, targetId: target.id });
    await finished(started.id);
    for (const id of [onlySource, both, onlyTarget]) {
      const labels = await labelsOf(id ?? '');
      expect(labels.filter((labelId) => labelId === target.id)).toHaveLength(1);
      expect(labels).not.toContain(source.id);
    }
    expect(await jobEvents(started.id)).toEqual(
      [
        { itemId: both, action: 'unlabel', n: 1 },
        { itemId: onlySource, action: 'label', n: 1 },
        { itemId: onlySource, action: 'unlabel', n: 1 },
      ].sort((a, b) => (a.itemId ?? '').localeCompare(b.itemId ?? '')),
    );
    const usage = (await admin('GET', '/labels')).body as LabelUsage[];
    expect(usage.find((entry) => entry.id === target.id)?.items).toBe(3);
    expect(usage.some((entry) => entry.id === source.id)).toBe(false);
    const entries = await audit(since);
    expect(entries[0]).toMatchObject({
      action: 'label.merged',
      target: { id: source.id, name: 'Angry' },
      before: { name: 'Angry', items: 2 },
      after: { mergedInto: 'Upset' },
    });
  });

  it('refuses to delete or merge a label that a merge is still moving items to', async () => {
    const receiving = await create('Receiving');
    const user = await api.userId('admin@demo.test');
    const pending = await api.db
      .insertInto('labelJobs')
      .values({
        orgId,
        userId: user,
        kind: 'merge',
        labelId: receiving.id,
        labelName: 'Earlier',
        targetId: receiving.id,
        targetName: 'Receiving',
        total: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await admin('DELETE', `/labels/${receiving.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('Earlier') });
    await api.db
      .updateTable('labelJobs')
      .set({ state: 'done' })
      .where('id', '=', pending.id)
      .execute();
  });

  it('lists unfinished and recent jobs for the screen to follow', async () => {
    const jobs = (await admin('GET', '/labels/jobs')).body as LabelJob[];
    expect(jobs.length).toBeGreaterThan(0);
    expect((await editor('GET', '/labels/jobs')).status).toBe(403);
    expect((await (await api.as('otherAdmin'))('GET', '/labels/jobs')).body).toEqual([]);
  });
});

describe('the labels restriction', () => {
  it('is changed by administrators, with an audit entry of before → after', async () => {
    const since = new Date().toISOString();
    expect((await admin('GET', '/labels/settings')).body).toEqual({ orgId, restrict: true });
    expect((await editor('PUT', '/labels/settings', { isRestricted: false })).status).toBe(403);
    expect((await admin('PUT', '/labels/settings', { isRestricted: false })).body).toEqual({
      orgId,
      restrict: false,
    });
    // Saying it again changes nothing, and records nothing.
    await admin('PUT', '/labels/settings', { isRestricted: false });
    expect((await editor('POST', '/api/engage/labels', { name: 'By an editor' })).status).toBe(201);
    await admin('PUT', '/labels/settings', { isRestricted: true });
    const answer = await admin('GET', `/api/1/org/${orgId}/audit-log?kind=SETTINGS&from=${since}`);
    const entries = (answer.body as AuditPage).entries;
    expect(entries[0]?.target).toEqual({
      type: 'setting',
      id: 'labelsRestricted',
      name: 'Labels restriction',
    });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['settings.changed', { labelsRestricted: false }, { labelsRestricted: true }],
      ['settings.changed', { labelsRestricted: true }, { labelsRestricted: false }],
    ]);
    expect((await editor('POST', '/api/engage/labels', { name: 'Again' })).status).toBe(403);
  });
});
