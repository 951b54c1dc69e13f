import type { AuditPage } from '@smm/model';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let admin: string;
let orgId: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.token('admin');
  orgId = await orgIdOf(api, 'admin@demo.test');
});
afterAll(async () => {
  await api?.close();
});

const page = async (query: string, token = admin) => {
  const answer = await api.call('GET', `/api/1/org/${orgId}/audit-log?${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body as AuditPage;
};

describe('the audit log', () => {
  it('records sign-ins and failed sign-ins with the person and the address', async () => {
    const since = new Date().toISOString();
    const wrong = await api.call('POST', '/auth/login', {
      body: { email: 'editor@demo.test', password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    const right = await api.call('POST', '/auth/login', {
      body: { email: 'editor@demo.test', password: 'demo' },
    });
    expect(right.status).toBe(200);
    const { entries } = await page(`kind=SIGN_IN&from=${encodeURIComponent(since)}`);
    const editorId = await api.userId('editor@demo.test');
    expect(entries.map((entry) => [entry.action, entry.actor?.id, entry.actor?.name])).toEqual([
      ['signIn.succeeded', editorId, 'Eddie Editor'],
      ['signIn.failed', editorId, 'Eddie Editor'],
    ]);
    expect(entries[0]?.address).toMatch(/127\.0\.0\.1|::1/);
  });

  it('records support staff assuming an account in the assumed organisation', async () => {
    const support = await api.token('support');
    const editorId = await api.userId('editor@demo.test');
    const since = new Date().toISOString();
    expect((await api.call('POST', `/auth/assume/${editorId}`, { token: support })).status).toBe(
      200,
    );
    const { entries } = await page(`kind=SUPPORT&from=${encodeURIComponent(since)}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'support.assumed',
      actor: { email: 'support@switchboard.test' },
      target: { type: 'user', id: editorId, name: 'Eddie Editor' },
    });
  });

  it('records channel renames, channel roles and settings with before and after', async () => {
    const since = encodeURIComponent(new Date().toISOString());
    const moderatorId = await api.userId('moderator@demo.test');
    const call = (method: string, path: string, body?: unknown) =>
      api.call(method, path, { token: admin, body });
    expect(
      (await call('POST', '/channels/v2/youtube-demo/override-name', { name: 'Coffee TV' })).status,
    ).toBe(200);
    expect(
      (
        await call('POST', `/api/1/channel/youtube-demo/user/${moderatorId}`, {
          channelRole: 'VIEW_ONLY',
          overrideConfirmed: true,
        })
      ).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/1/channel/youtube-demo/user/${moderatorId}`)).status).toBe(
      204,
    );
    const ai = (await call('GET', `/organizations/${orgId}/aiFeatures`)).body as {
      aiFeaturesEnabled: boolean;
    };
    const flipped = !ai.aiFeaturesEnabled;
    expect(
      (await call('POST', `/organizations/${orgId}/setAiFeatures`, { aiFeaturesEnabled: flipped }))
        .status,
    ).toBe(200);
    const { entries } = await page(`from=${since}`);
    const summary = entries.map((entry) => [
      entry.action,
      entry.target?.name,
      entry.before,
      entry.after,
    ]);
    expect(summary).toEqual([
      [
        'settings.changed',
        'AI features',
        { aiFeaturesEnabled: !flipped },
        { aiFeaturesEnabled: flipped },
      ],
      [
        'role.removed',
        'Coffee TV',
        { person: 'Mo Moderator', role: 'VIEW_ONLY' },
        { person: 'Mo Moderator', role: null },
      ],
      [
        'role.set',
        'Coffee TV',
        { person: 'Mo Moderator', role: 'MODERATOR' },
        { person: 'Mo Moderator', role: 'VIEW_ONLY' },
      ],
      ['channel.renamed', 'Coffee TV', { name: 'Demo Coffee TV' }, { name: 'Coffee TV' }],
    ]);
  });

  it('pages newest first with a cursor, by person', async () => {
    const leadId = await api.userId('lead@demo.test');
    for (let i = 0; i < 3; i += 1) {
      await api.call('POST', '/auth/login', {
        body: { email: 'lead@demo.test', password: 'demo' },
      });
    }
    const first = await page(`actorId=${leadId}&limit=2`);
    expect(first.entries).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const second = await page(
      `actorId=${leadId}&limit=2&before=${encodeURIComponent(first.next ?? '')}`,
    );
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    const times = all.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.every((entry) => entry.actor?.id === leadId)).toBe(true);
  });

  it('exports the same entries as CSV, formulas defused', async () => {
    const answer = await fetch(`${api.base}/api/1/org/${orgId}/audit-log/csv?kind=SIGN_IN`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('switchboard-audit-log.csv');
    const rows = parse(await answer.text(), { bom: true }) as string[][];
    expect(rows[0]?.slice(0, 4)).toEqual(['Time (UTC)', 'Kind', 'Action', 'Person']);
    expect(rows.slice(1).every((row) => row[1] === 'SIGN_IN')).toBe(true);
    expect(rows.length).toBeGreaterThan(2);
  });

  it('is for administrators of the organisation only', async () => {
    const editor = await api.token('editor');
    const lead = await api.token('lead');
    for (const token of [editor, lead]) {
      expect((await api.call('GET', `/api/1/org/${orgId}/audit-log`, { token })).status).toBe(403);
    }
    const otherAdmin = await api.token('otherAdmin');
    expect(
      (await api.call('GET', `/api/1/org/${orgId}/audit-log`, { token: otherAdmin })).status,
    ).toBe(404);
  });

  it('refuses a cursor it did not give with a 400', async () => {
    const answer = await api.call('GET', `/api/1/org/${orgId}/audit-log?before=bm9wZQ`, {
      token: admin,
    });
    expect(answer.status).toBe(400);
  });

  it('keeps entries as written: the database refuses to change or delete one', async () => {
    await expect(
      sql`UPDATE audit_entries SET action = 'user.deleted'`.execute(api.db),
    ).rejects.toThrow(/kept as written/);
    await expect(sql`DELETE FROM audit_entries`.execute(api.db)).rejects.toThrow(/kept as written/);
  });
});
