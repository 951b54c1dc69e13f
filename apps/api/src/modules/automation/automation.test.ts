import type { AutomationRuleSummary, DryRunResult, RuleRunPage, SavedItem } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGateway } from '../../networks/sandbox.gateway.js';
import { withoutDemoAutomation } from '../../testing/automation-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { failNext } from '../../networks/sandbox.moderation.js';
import { automationWorker, FAILURES_TO_ERROR } from './automation.jobs.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await withoutDemoAutomation(api.db);
});
afterAll(async () => {
  await api?.close();
});

const RULES = '/api/automate/rules';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the automation did not run in time');
}

describe('running automation rules', () => {
  it('assigns and labels a new Instagram comment about a refund once, as the rule, with its log', async () => {
    const admin = await api.as('admin');
    const care = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    const orderIssue = await api.db
      .selectFrom('labels')
      .select('id')
      .where('name', '=', 'Order issue')
      .executeTakeFirstOrThrow();
    const rule = (
      await admin('POST', RULES, {
        name: 'Refunds to care',
        matchMode: 'ALL',
        conditions: [
          { field: 'network', operator: 'IS_ANY', valueType: 'network', values: ['instagram'] },
          { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
        ],
        actions: [
          { type: 'engage.assign', config: { teamId: care.id } },
          { type: 'engage.label', config: { labelIds: [orderIssue.id] } },
        ],
      })
    ).body as AutomationRuleSummary;
    expect((await admin('POST', `${RULES}/${rule.id}/activate`)).status).toBe(200);

    const channel = await api.db
      .selectFrom('channels')
      .select('id')
      .where('network', '=', 'instagram')
      .where('name', '=', 'Demo Coffee')
      .executeTakeFirstOrThrow();
    const arrived = await admin('POST', '/api/sandbox/comments', {
      channelId: channel.id,
      text: 'Where is my REFUND for order 88?',
    });
    expect(arrived.status).toBe(201);
    const { itemId } = arrived.body as { itemId: string };
    const item = await until(
      async () => (await admin('GET', `/api/engage/contents/${itemId}`)).body as SavedItem,
      (saved) => (saved.engage.labels ?? []).includes(orderIssue.id),
    );
    expect(item.engage).toMatchObject({
      assigneeId: care.id,
      moderatorSource: 'automation',
      moderatorId: rule.id,
    });

    const log = (await admin('GET', `${RULES}/${rule.id}/runs`)).body as RuleRunPage;
    expect(log.runs).toEqual([
      expect.objectContaining({
        itemId,
        actions: [
          expect.objectContaining({
            action: expect.objectContaining({ type: 'engage.label' }),
            outcome: 'done',
          }),
          expect.objectContaining({
            action: expect.objectContaining({ type: 'engage.assign' }),
            outcome: 'done',
          }),
        ],
      }),
    ]);
    // The item's history names the rule and what it did.
    const history = (await admin('GET', `/api/engage/contents/${itemId}/history`)).body as {
      action: string;
      source: string;
      actorName?: string;
      target?: string;
    }[];
    expect(history.filter((entry) => entry.source === 'automation')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'assign',
          actorName: 'Refunds to care',
          target: 'Customer Care',
        }),
        expect.objectContaining({
          action: 'label',
          actorName: 'Refunds to care',
          target: 'Order issue',
        }),
      ]),
    );
    expect(
      (await (await api.as('otherAdmin'))('GET', `/api/engage/contents/${itemId}/history`)).status,
    ).toBe(404);
    const events = async () =>
      (
        await api.db
          .selectFrom('engageEvents')
          .select('seq')
          .where('itemId', '=', itemId)
          .where('moderatorSource', '=', 'automation')
          .execute()
      ).length;
    const before = await events();
    expect(before).toBe(2);
    // Delivered again, the job finds the pair run and does nothing twice.
    await automationWorker(
      api.db,
      sandboxGateway(api.db),
      null,
    )({
      orgId: (
        await api.db
          .selectFrom('channels')
          .select('orgId')
          .where('id', '=', channel.id)
          .executeTakeFirstOrThrow()
      ).orgId,
      itemIds: [itemId],
    });
    expect(await events()).toBe(before);

    // A comment without the word is looked at and left alone.
    const other = await admin('POST', '/api/sandbox/comments', {
      channelId: channel.id,
      text: 'Lovely latte art!',
    });
    const otherId = (other.body as { itemId: string }).itemId;
    await until(
      () =>
        api.db
          .selectFrom('automationRuns')
          .select('matched')
          .where('itemId', '=', otherId)
          .execute(),
      (rows) => rows.length === 1,
    ).then((rows) => expect(rows).toEqual([{ matched: false }]));

    // Paused, the rule leaves new items alone.
    await admin('POST', `${RULES}/${rule.id}/pause`);
    const later = await admin('POST', '/api/sandbox/comments', {
      channelId: channel.id,
      text: 'Refund please',
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    const untouched = (
      await admin('GET', `/api/engage/contents/${(later.body as { itemId: string }).itemId}`)
    ).body as SavedItem;
    expect(untouched.engage.labels ?? []).not.toContain(orderIssue.id);
  });

  it('runs on every direct message of a conversation, once each, and changes the conversation', async () => {
    const admin = await api.as('admin');
    const question = await api.db
      .selectFrom('labels')
      .select('id')
      .where('name', '=', 'Question')
      .executeTakeFirstOrThrow();
    const token = `dm${Date.now()}`;
    const rule = (
      await admin('POST', RULES, {
        name: 'Refund messages',
        matchMode: 'ALL',
        conditions: [
          { field: 'messageType', operator: 'IS_ANY', valueType: 'enum', values: ['message'] },
          {
            field: 'text',
            operator: 'CONTAINS_ALL',
            valueType: 'string',
            values: [token, 'refund'],
          },
        ],
        actions: [
          { type: 'engage.label', config: { labelIds: [question.id] } },
          { type: 'engage.markAsRead', config: {} },
        ],
      })
    ).body as AutomationRuleSummary;
    await admin('POST', `${RULES}/${rule.id}/activate`);
    const send = async (text: string, conversationId?: string) =>
      (
        await admin('POST', '/api/sandbox/messages', {
          channelId: 'facebook-demo',
          text,
          ...(conversationId ? { conversationId } : {}),
        })
      ).body as { itemId: string; conversationId: string };
    const ran = (messageId: string) =>
      until(
        () =>
          api.db
            .selectFrom('automationRuns')
            .select('matched')
            .where('itemId', '=', messageId)
            .where('ruleId', '=', rule.id)
            .execute(),
        (rows) => rows.length === 1,
      );
    // The first message does not ask for a refund: the conversation stays as it is.
    const first = await send(`${token} hello, are you open?`);
    expect(await ran(first.itemId)).toEqual([{ matched: false }]);
    const conversation = async () =>
      (await admin('GET', `/api/engage/contents/${first.conversationId}`)).body as SavedItem;
    expect((await conversation()).engage.labels ?? []).not.toContain(question.id);

    // The second one does: the conversation is labelled and read, by the rule.
    const second = await send(`${token} I want a refund`, first.conversationId);
    expect(await ran(second.itemId)).toEqual([{ matched: true }]);
    const changed = await conversation();
    expect(changed.engage.labels).toContain(question.id);
    expect(changed.meta.displayReadStatus).toBe('read');
    expect(changed.engage).toMatchObject({ moderatorSource: 'automation', moderatorId: rule.id });

    // A third one runs the rule again (the conversation changed by it before): its label is
    // there already (skipped, with why), so only the read status is done again.
    const third = await send(`${token} refund, please answer`, first.conversationId);
    expect(await ran(third.itemId)).toEqual([{ matched: true }]);
    const log = (await admin('GET', `${RULES}/${rule.id}/runs`)).body as RuleRunPage;
    expect(log.runs.map((run) => [run.itemId, run.messageId])).toEqual([
      [first.conversationId, third.itemId],
      [first.conversationId, second.itemId],
    ]);
    expect(log.runs[0]?.actions.map((entry) => [entry.action.type, entry.outcome])).toEqual([
      ['engage.markAsRead', 'done'],
      ['engage.label', 'skipped'],
    ]);
    // The conversation's history names the rule; the conversation itself was never a subject.
    const history = (await admin('GET', `/api/engage/contents/${first.conversationId}/history`))
      .body as { action: string; source: string; actorName?: string }[];
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'label',
          source: 'automation',
          actorName: 'Refund messages',
        }),
      ]),
    );
    const onConversation = await api.db
      .selectFrom('automationRuns')
      .select('ruleId')
      .where('itemId', '=', first.conversationId)
      .execute();
    expect(onConversation).toEqual([]);

    // The dry run sees the same: each message as its conversation reads with it.
    const dry = (
      await admin('POST', '/api/automate/rules/dry-run?days=1', {
        name: 'Refund messages',
        matchMode: 'ALL',
        conditions: [
          {
            field: 'text',
            operator: 'CONTAINS_ALL',
            valueType: 'string',
            values: [token, 'refund'],
          },
        ],
        actions: [{ type: 'engage.markAsRead', config: {} }],
      })
    ).body as DryRunResult;
    expect(dry.matchedCount).toBe(2);
    expect(dry.items.map((item) => [item.itemId, item.messageId, item.type])).toEqual([
      [first.conversationId, third.itemId, 'message'],
      [first.conversationId, second.itemId, 'message'],
    ]);
    await admin('POST', `${RULES}/${rule.id}/pause`);
  });

  it('stops a rule whose actions keep failing on the network, in error with the reason, and tells its author', async () => {
    const admin = await api.as('admin');
    const facebook = await api.db
      .selectFrom('channels')
      .select(['id', 'orgId'])
      .where('network', '=', 'facebook')
      .where('name', '=', 'Demo Coffee')
      .executeTakeFirstOrThrow();
    const token = `zx${Date.now()}`;
    const rule = (
      await admin('POST', RULES, {
        name: 'Hide the troll',
        matchMode: 'ALL',
        channelIds: [facebook.id],
        conditions: [
          { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: [token] },
        ],
        actions: [{ type: 'engage.hide', config: {} }],
      })
    ).body as AutomationRuleSummary;
    await admin('POST', `${RULES}/${rule.id}/activate`);
    await failNext(api.db, facebook.id, 'platformIssue', 10);
    for (let i = 0; i < FAILURES_TO_ERROR; i++) {
      const arrived = await admin('POST', '/api/sandbox/comments', {
        channelId: facebook.id,
        text: `${token} number ${i}`,
      });
      const { itemId } = arrived.body as { itemId: string };
      await until(
        () =>
          api.db
            .selectFrom('automationRuns')
            .select('actions')
            .where('itemId', '=', itemId)
            .where('ruleId', '=', rule.id)
            .execute(),
        (rows) => rows.length === 1,
      );
    }
    const stopped = await until(
      async () => (await admin('GET', `${RULES}/${rule.id}`)).body as AutomationRuleSummary,
      (summary) => summary.status === 'error',
    );
    expect(stopped.error).toMatch(/infrastructure issue/);
    const log = (await admin('GET', `${RULES}/${rule.id}/runs`)).body as RuleRunPage;
    expect(log.runs.flatMap((run) => run.actions.map((action) => action.outcome))).toEqual([
      'failed',
      'failed',
      'failed',
    ]);
    const told = await api.db
      .selectFrom('notices')
      .select(['type', 'relevance'])
      .where('userId', '=', await api.userId('admin@demo.test'))
      .where('type', '=', 'ruleError')
      .execute();
    expect(told).toEqual([{ type: 'ruleError', relevance: 'ME' }]);
    await failNext(api.db, facebook.id, 'platformIssue', 0);
    // Activated again, it runs afresh.
    expect(
      ((await admin('POST', `${RULES}/${rule.id}/activate`)).body as AutomationRuleSummary).status,
    ).toBe('active');
  });
});
