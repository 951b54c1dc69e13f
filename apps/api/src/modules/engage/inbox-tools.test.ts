import type { EngageItem, ExportStatus, SavedItem } from '@smm/model';
import { makeEngageItem, type EngageItemOverrides } from '@smm/model/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillListTools } from '../../db/migrations/0039-inbox-list-tools.js';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { insertItem } from './items.store.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const MARK = `zephyrquill${Date.now()}`;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function stored(
  name: string,
  network: 'facebook' | 'instagram',
  overrides: EngageItemOverrides,
) {
  const channelId = `${network}-demo`;
  const item = await insertItem(
    api.db,
    { orgId: await orgIdOf(api), channelId, networkItemId: `${MARK}-${name}` },
    makeEngageItem({
      channelId,
      message: `${MARK} ${name}`,
      ...overrides,
      engage: { network, type: 'comment', ...overrides.engage },
    }),
  );
  return item.id;
}

let ids: Record<'waiting' | 'fresh' | 'ours', string>;
beforeAll(async () => {
  ids = {
    // A customer's unread Facebook comment, three hours old, negative, in case 987654.
    waiting: await stored('waiting', 'facebook', {
      meta: { createdDate: ago(3 * HOUR), displayReadStatus: 'unread' },
      prediction: { sentiment: 'NEGATIVE' },
      engageCasesV2: [{ number: 987654 }],
    }),
    // A read Instagram comment from a customer named after the mark, just now.
    fresh: await stored('fresh', 'instagram', {
      meta: { createdDate: ago(60_000), displayReadStatus: 'read' },
      sender: { name: `Quentin ${MARK}Q`, visibility: 'PUBLIC', isOwn: false },
    }),
    // Our own post, a day old: nobody waits on it.
    ours: await stored('ours', 'facebook', {
      engage: { network: 'facebook', type: 'post' },
      meta: { createdDate: ago(24 * HOUR), displayReadStatus: 'read' },
      sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
    }),
  };
});

async function found(body: object, who = 'admin'): Promise<string[]> {
  const call = await api.as(who);
  const answer = await call('POST', '/api/engage/search?limit=50', body);
  expect(answer.status).toBe(200);
  return (answer.body as { items: SavedItem[] }).items.map((item) => item.id);
}

describe('search refined by the reader (decision 0056)', () => {
  it.each<[string, object, (keyof typeof ids)[]]>([
    ['words', { refine: { text: MARK.toUpperCase() } }, ['fresh', 'waiting', 'ours']],
    ['the sender', { refine: { text: `quentin ${MARK}q` } }, ['fresh']],
    ['a case number', { refine: { text: '#987654' } }, ['waiting']],
    ['unread', { refine: { text: MARK, unread: true } }, ['waiting']],
    ['a network', { refine: { text: MARK, networks: ['instagram'] } }, ['fresh']],
    ['a sentiment', { refine: { text: MARK, sentiments: ['negative'] } }, ['waiting']],
    [
      'unassigned',
      { refine: { text: MARK, assignment: 'unassigned' } },
      ['fresh', 'waiting', 'ours'],
    ],
    ['assigned to me', { refine: { text: MARK, assignment: 'me' } }, []],
    ['with an open case (none open)', { refine: { text: MARK, openCase: true } }, []],
    [
      'the feed’s own filters still hold',
      { filters: { networks: ['facebook'] }, refine: { text: MARK, networks: ['instagram'] } },
      [],
    ],
    [
      'sorted by created date, oldest first',
      { refine: { text: MARK }, sortField: 'createdDate', sortDirection: 'asc' },
      ['ours', 'waiting', 'fresh'],
    ],
  ])('%s', async (_name, body, expected) => {
    expect(await found(body)).toEqual(expected.map((key) => ids[key]));
  });

  it('finds overdue items only once the organisation has a target', async () => {
    const admin = await api.as('admin');
    expect(
      (await admin('PUT', '/api/engage/settings/organisation', { responseTargetMinutes: null }))
        .status,
    ).toBe(200);
    expect(await found({ refine: { text: MARK, overdue: true } })).toEqual([]);
    expect(
      (await admin('PUT', '/api/engage/settings/organisation', { responseTargetMinutes: 60 }))
        .status,
    ).toBe(200);
    expect(await found({ refine: { text: MARK, overdue: true } })).toEqual([ids.waiting]);
    expect(
      (await admin('PUT', '/api/engage/settings/organisation', { responseTargetMinutes: 600 }))
        .status,
    ).toBe(200);
    expect(await found({ refine: { text: MARK, overdue: true } })).toEqual([]);
  });

  it('rejects a refinement it cannot read', async () => {
    const admin = await api.as('admin');
    const answer = await admin('POST', '/api/engage/search', { refine: { assignment: 'others' } });
    expect(answer.status).toBe(400);
  });
});

describe('the response-time target (decision 0057)', () => {
  it('administrators set it, everyone reads it, other organisations keep theirs', async () => {
    const admin = await api.as('admin');
    const editor = await api.as('editor');
    const other = await api.as('otherAdmin');
    expect(
      (await admin('PUT', '/api/engage/settings/organisation', { responseTargetMinutes: 240 }))
        .body,
    ).toEqual({
      responseTargetMinutes: 240,
    });
    expect((await editor('GET', '/api/engage/settings/organisation')).body).toEqual({
      responseTargetMinutes: 240,
    });
    expect(
      (await editor('PUT', '/api/engage/settings/organisation', { responseTargetMinutes: 5 }))
        .status,
    ).toBe(403);
    expect((await other('GET', '/api/engage/settings/organisation')).body).toEqual({
      responseTargetMinutes: null,
    });
    const audit = await api.db
      .selectFrom('auditEntries')
      .select('action')
      .where('orgId', '=', await orgIdOf(api))
      .where('action', '=', 'settings.changed')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it.each([0, 1.5, 43_201, '60'])('refuses %j minutes', async (minutes) => {
    const admin = await api.as('admin');
    const answer = await admin('PUT', '/api/engage/settings/organisation', {
      responseTargetMinutes: minutes,
    });
    expect(answer.status).toBe(400);
  });
});

describe('mark read on open, a personal setting (decision 0057)', () => {
  it('is "immediately" until the person changes it, and only for that person', async () => {
    const editor = await api.as('editor');
    const moderator = await api.as('moderator');
    expect((await editor('GET', '/api/engage/settings/me')).body).toEqual({
      markReadOnOpen: 'immediately',
    });
    expect(
      (await editor('PUT', '/api/engage/settings/me', { markReadOnOpen: 'after2s' })).status,
    ).toBe(200);
    expect((await editor('GET', '/api/engage/settings/me')).body).toEqual({
      markReadOnOpen: 'after2s',
    });
    expect((await moderator('GET', '/api/engage/settings/me')).body).toEqual({
      markReadOnOpen: 'immediately',
    });
    expect(
      (await editor('PUT', '/api/engage/settings/me', { markReadOnOpen: 'later' })).status,
    ).toBe(400);
  });
});

describe('an item waits until we answer', () => {
  it('stores since when the customer waits, as the list shows it', async () => {
    const admin = await api.as('admin');
    const item = (await admin('GET', `/api/engage/contents/${ids.waiting}`)).body as EngageItem;
    const row = await api.db
      .selectFrom('engageItems')
      .select(['waitingAt', 'findText'])
      .where('id', '=', ids.waiting)
      .executeTakeFirstOrThrow();
    expect(row.waitingAt?.toISOString()).toBe(new Date(item.meta.createdDate).toISOString());
    expect(row.findText).toContain('\u001f987654\u001f');
  });

  it('is worked out for the items stored before (the migration’s backfill)', async () => {
    await api.db
      .updateTable('engageItems')
      .set({ findText: '', waitingAt: null })
      .where('id', 'in', [ids.waiting, ids.ours])
      .execute();
    await backfillListTools(api.db as unknown as Kysely<unknown>);
    const rows = await api.db
      .selectFrom('engageItems')
      .select(['id', 'waitingAt', 'findText'])
      .where('id', 'in', [ids.waiting, ids.ours])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.waiting)?.waitingAt).not.toBeNull();
    expect(byId.get(ids.waiting)?.findText).toContain(`${MARK} waiting`.toLowerCase());
    expect(byId.get(ids.ours)?.waitingAt).toBeNull();
  });
});

describe('exports with a tab separator', () => {
  it('writes tab-separated values', async () => {
    const admin = await api.as('admin');
    const started = await admin('POST', '/v2/exports', {
      csvSeperator: 'TAB',
      networks: ['instagram'],
      types: ['comment'],
      from: ago(2 * HOUR),
    });
    expect(started.status).toBe(202);
    const id = (started.body as ExportStatus).id;
    let status: ExportStatus = started.body as ExportStatus;
    for (
      let attempt = 0;
      attempt < 100 && status.status !== 'DONE' && status.status !== 'FAILED';
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await admin('GET', `/v2/exports/${id}`)).body as ExportStatus;
    }
    expect(status.status).toBe('DONE');
    const text = await (await fetch(`${api.base}${status.downloadUrl ?? ''}`)).text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header?.split('\t')).toEqual(expect.arrayContaining(['Item ID', 'Network', 'Message']));
    expect(rows.some((row) => row.includes(`${MARK} fresh`))).toBe(true);
    expect(rows.some((row) => row.includes(`${MARK} waiting`))).toBe(false);
  });
});
