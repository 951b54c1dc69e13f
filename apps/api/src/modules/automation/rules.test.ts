import type { AutomationRuleSummary, DryRunResult, RuleRunPage } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { withoutDemoAutomation } from '../../testing/automation-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { insertItem } from '../engage/items.store.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await withoutDemoAutomation(api.db);
});
afterAll(async () => {
  await api?.close();
});

const RULES = '/api/automate/rules';

const definition = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  matchMode: 'ALL',
  conditions: [
    { field: 'network', operator: 'IS_ANY', valueType: 'network', values: ['instagram'] },
    { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
  ],
  actions: [{ type: 'engage.markAsRead', config: {} }],
  ...extra,
});

describe('automation rules', () => {
  it('are created as drafts in order, changed, activated, paused and deleted by administrators', async () => {
    const admin = await api.as('admin');
    const first = await admin('POST', RULES, definition('  Refunds first  '));
    expect(first.status).toBe(201);
    const made = first.body as AutomationRuleSummary;
    expect(made).toMatchObject({ name: 'Refunds first', status: 'draft', matchedCount: 0 });
    const second = (await admin('POST', RULES, definition('Refunds second')))
      .body as AutomationRuleSummary;
    expect(second.position).toBeGreaterThan(made.position ?? 0);

    const paused = await admin('POST', `${RULES}/${made.id}/pause`);
    expect(paused.status).toBe(409);
    expect(JSON.stringify(paused.body)).toContain('activate it first');
    const active = await admin('POST', `${RULES}/${made.id}/activate`);
    expect((active.body as AutomationRuleSummary).status).toBe('active');
    const changed = await admin('PUT', `${RULES}/${made.id}`, {
      ...definition('Refunds, renamed'),
      matchMode: 'ANY',
    });
    expect(changed.body).toMatchObject({ name: 'Refunds, renamed', status: 'active' });
    expect((await admin('POST', `${RULES}/${made.id}/pause`)).status).toBe(200);

    const ids = ((await admin('GET', RULES)).body as AutomationRuleSummary[]).map((r) => r.id);
    const reordered = await admin('PUT', `${RULES}/order`, { ids: [...ids].reverse() });
    expect((reordered.body as AutomationRuleSummary[]).map((r) => r.id)).toEqual(
      [...ids].reverse(),
    );
    expect((await admin('PUT', `${RULES}/order`, { ids: ids.slice(1) })).status).toBe(422);

    expect((await admin('DELETE', `${RULES}/${second.id}`)).status).toBe(204);
    const left = (await admin('GET', RULES)).body as AutomationRuleSummary[];
    expect(left.map((r) => r.id)).not.toContain(second.id);
    expect((await admin('POST', `${RULES}/${second.id}/activate`)).status).toBe(409);
  });

  it('are read by colleagues and managed by administrators only; another organisation sees none', async () => {
    const admin = await api.as('admin');
    const made = (await admin('POST', RULES, definition('Visible'))).body as AutomationRuleSummary;
    const editor = await api.as('editor');
    expect((await editor('GET', `${RULES}/${made.id}`)).status).toBe(200);
    expect((await editor('POST', RULES, definition('Mine'))).status).toBe(403);
    expect((await editor('POST', `${RULES}/${made.id}/activate`)).status).toBe(403);
    const other = await api.as('otherAdmin');
    expect((await other('GET', `${RULES}/${made.id}`)).status).toBe(404);
    expect((await other('DELETE', `${RULES}/${made.id}`)).status).toBe(404);
    expect(((await other('GET', RULES)).body as AutomationRuleSummary[]).length).toBe(0);
  });

  it.each([
    [
      { actions: [{ type: 'engage.assign', config: {} }] },
      'assign to one person (userId) or one team (teamId)',
    ],
    [
      { actions: [{ type: 'engage.label', config: { labelIds: [crypto.randomUUID()] } }] },
      'no label',
    ],
    [{ channelIds: ['facebook-other'] }, 'no channel facebook-other'],
    [
      {
        conditions: [
          { field: 'network', operator: 'IS_ANY', valueType: 'network', values: ['myspace'] },
        ],
      },
      'myspace is not a network',
    ],
    [
      { actions: [{ type: 'engage.createCase', config: { kind: 'salesforce' } }] },
      'No Salesforce account is connected',
    ],
  ])('refuse a definition that cannot run (%j)', async (extra, message) => {
    const answer = await (await api.as('admin'))('POST', RULES, definition('Bad', extra));
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('dry-run a definition over recent items without changing them, with the reasons', async () => {
    const orgId = await orgIdOf(api);
    const token = `zq${Date.now()}`;
    const inserted = await insertItem(
      api.db,
      { orgId, channelId: 'instagram-demo', networkItemId: `dry-${token}` },
      makeEngageItem({
        channelId: 'instagram-demo',
        engage: { network: 'instagram', type: 'comment' },
        message: `I want a refund ${token}`,
        sender: { name: 'Dry Run', visibility: 'PUBLIC', isOwn: false },
        meta: { createdDate: new Date().toISOString(), displayReadStatus: 'unread' },
      }),
    );
    const itemId = inserted.id;
    const admin = await api.as('admin');
    const body = definition('Preview', {
      conditions: [
        { field: 'text', operator: 'CONTAINS_ALL', valueType: 'string', values: ['refund', token] },
      ],
    });
    const run = await admin('POST', `${RULES}/dry-run?days=7`, body);
    expect(run.status).toBe(200);
    const result = run.body as DryRunResult;
    expect(result).toMatchObject({ days: 7, matchedCount: 1 });
    expect(result.scanned).toBeGreaterThan(1);
    expect(result.items).toEqual([
      expect.objectContaining({
        itemId,
        sender: 'Dry Run',
        planned: [{ type: 'engage.markAsRead', config: {} }],
      }),
    ]);
    const stored = await api.db
      .selectFrom('engageItems')
      .select('readStatus')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(stored.readStatus).not.toBe('read');
    expect((await admin('POST', `${RULES}/dry-run?days=91`, body)).status).toBe(400);
  });

  it('keep a run log page by page', async () => {
    const admin = await api.as('admin');
    const made = (await admin('POST', RULES, definition('Logged'))).body as AutomationRuleSummary;
    const orgId = await orgIdOf(api);
    const items = await api.db
      .selectFrom('engageItems')
      .select('id')
      .where('orgId', '=', orgId)
      .where('listed', '=', true)
      .limit(3)
      .execute();
    await api.db
      .insertInto('automationRuns')
      .values(
        items.map((item, i) => ({
          ruleId: made.id,
          itemId: item.id,
          orgId,
          at: new Date(Date.now() - i * 1000),
          matched: true,
          actions: JSON.stringify([
            { action: { type: 'engage.markAsRead', config: {} }, outcome: 'done' },
          ]),
        })),
      )
      .execute();
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const query: string = cursor === undefined ? '' : `&cursor=${cursor}`;
      const page = (await admin('GET', `${RULES}/${made.id}/runs?limit=2${query}`))
        .body as RuleRunPage;
      seen.push(...page.runs.map((run) => run.itemId));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(items.map((item) => item.id));
    const summary = (await admin('GET', `${RULES}/${made.id}`)).body as AutomationRuleSummary;
    expect(summary.matchedCount).toBe(3);
    expect(summary.lastRunAt).toBeDefined();
  });
});
