import {
  type AutoReplyGroupRule,
  autoReplyDecision,
  AUTOMATION_SOURCE,
  type ConversationReplies,
  isProducedHere,
  isRuleSubject,
  messageInConversation,
  nextRuleStatus,
  planActions,
  type PlannedAction,
} from '@smm/automation';
import { either as E } from 'fp-ts';
import type { ItemAction, Moderator } from '@smm/engage-rules';
import {
  type AutomationRule,
  decode,
  type EngageItem,
  type RuleAction,
  type RuleRunAction,
  WeekdayWindow,
} from '@smm/model';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { HttpError } from '../../http/errors.js';
import { QUEUES, type JobHandler, type Jobs } from '../../jobs/jobs.js';
import { sendAs } from '../engage/outbound.js';
import type { NetworkGateway } from '../../networks/gateway.js';
import { loadDirectory } from '../directory/directory.js';
import { lockRows } from '../../db/locks.js';
import { NetworkError } from '../../networks/gateway.js';
import { sandboxOpenTicket, ZENDESK_SUBJECT_MAX } from '../../networks/sandbox.zendesk.js';
import { refreshCases } from '../engage/cases.store.js';
import { FROM_NETWORK, publish, recordEvent, type EngageEvent } from '../engage/engage.events.js';
import type { EngageViewer } from '../engage/engage.viewer.js';
import {
  itemRefusal,
  networkEffect,
  performAction,
  type ActionContext,
} from '../engage/item.action.js';
import { lockItems, type ItemRow, writeItem } from '../engage/items.store.js';
import { notify } from '../notifications/notify.js';
import { toRule } from './rules.store.js';
import { queueCaseWebhook, queueWebhook } from '../webhooks/outbox.js';

/**
 * The organisation as automation acts in it: every channel, no channel role restricting it —
 * what it may do to an item is what the network allows (`@smm/engage-rules`), like a person
 * with every right.
 */
export async function automationViewer(db: Db, orgId: string): Promise<EngageViewer> {
  const directory = await loadDirectory(db, orgId);
  const caller: Caller = {
    userId: AUTOMATION_SOURCE,
    orgId,
    email: '',
    isAdmin: true,
    isTeamLeader: false,
    realmRoles: [],
    assumedBy: null,
    teamIds: [],
    ledTeamIds: [],
    channelTeamIds: [],
    directoryVersion: null,
    sessionId: null,
    authTime: null,
  };
  return {
    caller,
    viewer: { id: AUTOMATION_SOURCE, channelRoles: {} },
    match: {
      user: { id: AUTOMATION_SOURCE, uuid: AUTOMATION_SOURCE },
      teamIds: [],
      now: new Date().toISOString(),
    },
    channels: new Map(directory.channels.map((channel) => [channel.id, channel])),
    users: directory.users,
    teams: directory.teams,
  };
}

/** The active rules of an organisation, in the order they apply. */
export async function activeRules(db: Db, orgId: string): Promise<AutomationRule[]> {
  const rows = await db
    .selectFrom('automationRules')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('status', '=', 'active')
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
  return rows.map(toRule);
}

/** The item actions a rule's action does, with the names the item shows. */
function itemActionsOf(action: RuleAction, viewer: EngageViewer): ItemAction[] {
  const { userId, teamId, labelIds } = action.config;
  switch (action.type) {
    case 'engage.assign': {
      const isTeam = teamId !== undefined;
      const assigneeId = teamId ?? userId ?? '';
      const name = isTeam
        ? (viewer.teams.find((team) => team.id === assigneeId)?.name ?? '')
        : (viewer.users.find((user) => user.id === assigneeId)?.name ?? '');
      return [{ type: 'assign', assigneeId, isTeam, name }];
    }
    case 'engage.label':
      return (labelIds ?? []).map((labelId) => ({ type: 'label', labelId }));
    case 'engage.markAsRead':
      return [{ type: 'read' }];
    case 'engage.markAsSpam':
      return [{ type: 'spam' }];
    case 'engage.hide':
      return [{ type: 'hide' }];
    case 'engage.createCase':
      return [];
  }
}

/**
 * Opens a case of the product for an item, named after the rule, with the next number of the
 * organisation (whose row the caller holds locked), and brings the item's case summary up to date.
 */
async function openCase(
  trx: Db,
  orgId: string,
  subject: string,
  item: EngageItem,
  by: Moderator,
): Promise<EngageEvent[]> {
  const { next } = await trx
    .selectFrom('cases')
    .select(sql<number>`coalesce(max(number), 0)::int + 1`.as('next'))
    .where('orgId', '=', orgId)
    .executeTakeFirstOrThrow();
  const created = await trx
    .insertInto('cases')
    .values({
      orgId,
      number: next,
      subject: subject.slice(0, 200),
      description: (item.message ?? '').slice(0, 10_000),
      createdBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('caseItems').values({ caseId: created.id, itemId: item.id }).execute();
  await queueCaseWebhook(trx, orgId, created.id, 'engage.case.opened', {
    source: 'automation',
    id: by.moderatorId,
  });
  return refreshCases(trx, orgId, [item.id], by);
}

/** A planned action's key, to match what the network part did with the stored part. */
const keyOf = (planned: PlannedAction) =>
  `${planned.ruleId}\u0000${planned.action.type}\u0000${JSON.stringify(planned.action.config)}`;

/**
 * Applies the organisation's active rules to one new item, each rule once (decision 0050). A
 * direct message is tested as its conversation reads with it (`messageInConversation`) and its
 * conversation is what the actions change; the run is still the message's, so each message of a
 * conversation runs the rules once.
 * First the network's part of the planned actions (hide), outside any transaction and
 * idempotent; then one transaction claims the (rule, item) pairs not yet run — the run log's key
 * — locks the item, plans again on it as it now is, does each action through the same checks
 * as a person's, and records every outcome: done, refused (with the rule that refused it),
 * failed (with the error) or skipped (with why). The claims and the changes commit together, so a
 * crash leaves both undone and the job, delivered again, does them once.
 */
export async function runRulesOn(
  db: Db,
  gateway: NetworkGateway,
  viewer: EngageViewer,
  rules: readonly AutomationRule[],
  itemId: string,
): Promise<void> {
  const orgId = viewer.caller.orgId;
  const read = (id: string) =>
    db
      .selectFrom('engageItems')
      .select(['id', 'orgId', 'channelId', 'networkItemId', 'parentId', 'item'])
      .where('id', '=', id)
      .where('orgId', '=', orgId)
      .executeTakeFirst();
  const arrived = await read(itemId);
  if (!arrived) return;
  const incoming = arrived.item as EngageItem;
  const isMessage = incoming.engage.type === 'message' && arrived.parentId !== null;
  if (isProducedHere(incoming) || (!isMessage && !isRuleSubject(incoming))) return;
  // What the actions change: the message's conversation, else the item itself.
  const row = isMessage ? await read(arrived.parentId ?? '') : arrived;
  if (!row) return;
  const subjectOf = (item: EngageItem): EngageItem =>
    isMessage ? messageInConversation(item, incoming) : item;
  const now = { now: new Date().toISOString() };
  const context = (ruleId: string): ActionContext => ({
    gateway,
    viewer,
    by: { moderatorId: ruleId, moderatorSource: 'automation' } satisfies Moderator,
    refusal: itemRefusal,
  });
  // The network's part first, for what the rules plan on the item as last read: moderation on
  // the network and tickets in Zendesk (both idempotent: a job delivered again repeats them
  // harmlessly — a ticket's key is its rule and item).
  const networkFailures = new Map<string, string>();
  const tickets = new Map<string, { id: string; status: string; subject: string }>();
  for (const planned of planActions(rules, subjectOf(row.item as EngageItem), now).planned) {
    if (planned.action.type === 'engage.createCase' && planned.action.config.kind === 'zendesk') {
      const item = subjectOf(row.item as EngageItem);
      const subject = (
        rules.find((rule) => rule.id === planned.ruleId)?.name ?? 'Automation'
      ).slice(0, ZENDESK_SUBJECT_MAX);
      try {
        const ticket = await sandboxOpenTicket(db, {
          orgId,
          subject,
          description: [
            item.message ?? '',
            '',
            `${item.engage.network} ${item.engage.type} from ${item.sender?.name ?? 'Unknown sender'}, ${item.meta.createdDate}`,
          ].join('\n'),
          requester: item.sender?.name ?? 'Unknown sender',
          priority: 'normal',
          idempotencyKey: `automation:${planned.ruleId}:${itemId}`,
        });
        tickets.set(keyOf(planned), { ...ticket, subject });
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        networkFailures.set(keyOf(planned), error.message);
      }
    }
    for (const action of itemActionsOf(planned.action, viewer)) {
      try {
        await networkEffect(context(planned.ruleId), row, row.item as EngageItem, action);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        networkFailures.set(keyOf(planned), error.message);
      }
    }
  }
  const run = await transact(db, async (trx) => {
    const claimed = await trx
      .insertInto('automationRuns')
      .values(rules.map((rule) => ({ ruleId: rule.id, itemId, orgId, matched: false })))
      .onConflict((oc) => oc.columns(['ruleId', 'itemId']).doNothing())
      .returning('ruleId')
      .execute();
    const fresh = new Set(claimed.map((claim) => claim.ruleId));
    const nothing = { events: [] as EngageEvent[], outcomes: new Map<string, RuleRunAction[]>() };
    if (fresh.size === 0) return nothing;
    // Case numbers count up per organisation: its row is locked before the item's (lock order).
    const opensCases = rules.some(
      (rule) =>
        fresh.has(rule.id) &&
        rule.actions.some(
          (action) => action.type === 'engage.createCase' && action.config.kind === 'legacy',
        ),
    );
    if (opensCases) await lockRows(trx, 'organisations', [orgId]);
    const locked: ItemRow | undefined = (await lockItems(trx, [row.id])).get(row.id);
    if (!locked) return nothing;
    const plan = planActions(
      rules.filter((rule) => fresh.has(rule.id)),
      subjectOf(locked.item),
      now,
    );
    const outcomes = new Map<string, RuleRunAction[]>();
    const outcome = (ruleId: string, entry: RuleRunAction) =>
      outcomes.set(ruleId, [...(outcomes.get(ruleId) ?? []), entry]);
    let item = locked.item;
    const events: EngageEvent[] = [];
    for (const planned of plan.planned) {
      const failure = networkFailures.get(keyOf(planned));
      if (failure !== undefined) {
        outcome(planned.ruleId, { action: planned.action, outcome: 'failed', reason: failure });
        continue;
      }
      if (planned.action.type === 'engage.createCase') {
        const rule = rules.find((candidate) => candidate.id === planned.ruleId);
        const by: Moderator = { moderatorId: planned.ruleId, moderatorSource: 'automation' };
        if (planned.action.config.kind === 'zendesk') {
          const ticket = tickets.get(keyOf(planned));
          if (!ticket) continue;
          item = {
            ...item,
            externalCases: [
              ...(item.externalCases ?? []),
              { system: 'zendesk', id: ticket.id, subject: ticket.subject, status: ticket.status },
            ],
          };
          events.push(
            await recordEvent(trx, {
              orgId,
              itemId: row.id,
              action: 'ticket',
              by,
              payload: { system: 'zendesk', ticketId: ticket.id, ruleId: planned.ruleId },
            }),
          );
        } else {
          // A case of the product: the item's changes so far are stored first, as opening the
          // case brings the item's case summary up to date from what is stored.
          await writeItem(trx, row.id, item);
          events.push(
            ...(await openCase(trx, orgId, rule?.name ?? 'Automation', subjectOf(item), by)),
          );
          item = (await lockItems(trx, [row.id])).get(row.id)?.item ?? item;
        }
        outcome(planned.ruleId, { action: planned.action, outcome: 'done' });
        continue;
      }
      await sql`SAVEPOINT rule_action`.execute(trx);
      try {
        let changed = item;
        const done: EngageEvent[] = [];
        for (const action of itemActionsOf(planned.action, viewer)) {
          const result = await performAction(
            trx,
            context(planned.ruleId),
            locked,
            changed,
            action,
            {
              ruleId: planned.ruleId,
            },
          );
          changed = result.item;
          done.push(result.event);
        }
        item = changed;
        events.push(...done);
        outcome(planned.ruleId, { action: planned.action, outcome: 'done' });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        await sql`ROLLBACK TO SAVEPOINT rule_action`.execute(trx);
        outcome(planned.ruleId, {
          action: planned.action,
          outcome: 'refused',
          reason:
            error.errorCode === undefined ? error.message : `${error.message} (${error.errorCode})`,
        });
      }
    }
    for (const skipped of plan.skipped) {
      outcome(skipped.ruleId, {
        action: skipped.action,
        outcome: 'skipped',
        reason: skipped.reason,
      });
    }
    if (item !== locked.item) await writeItem(trx, row.id, item);
    const fired = new Set(plan.firedRuleIds);
    for (const ruleId of fired) {
      await trx
        .updateTable('automationRuns')
        .set({ matched: true, actions: JSON.stringify(outcomes.get(ruleId) ?? []) })
        .where('ruleId', '=', ruleId)
        .where('itemId', '=', itemId)
        .execute();
    }
    return { events, outcomes };
  });
  publish(run.events);
  for (const [ruleId, done] of run.outcomes) {
    if (done.some((entry) => entry.outcome === 'done')) await countFailure(db, ruleId, null);
    else if (done.some((entry) => entry.outcome === 'failed')) {
      const reason = done.filter((entry) => entry.outcome === 'failed').at(-1)?.reason;
      await countFailure(db, ruleId, reason ?? 'its actions failed');
    }
  }
}

/** Runs in a row whose every action failed before a rule stops in error. */
export const FAILURES_TO_ERROR = 3;

/**
 * Keeps count of a rule's runs in a row whose every action failed (a run that did something
 * starts again from zero). At {@link FAILURES_TO_ERROR} the rule goes to error with the last
 * reason — it stops applying until someone activates it again — and its author is told.
 */
async function countFailure(db: Db, ruleId: string, failure: string | null): Promise<void> {
  await transact(db, async (trx) => {
    const [rule] = await lockRows<{
      id: string;
      status: string;
      failures: number;
      name: string;
      createdBy: string | null;
      orgId: string;
    }>(trx, 'automation_rules', [ruleId], ['status', 'failures', 'name', 'created_by', 'org_id']);
    if (!rule || rule.status !== 'active') return;
    if (failure === null) {
      if (rule.failures > 0) {
        await trx
          .updateTable('automationRules')
          .set({ failures: 0 })
          .where('id', '=', ruleId)
          .execute();
      }
      return;
    }
    const failures = rule.failures + 1;
    const next =
      failures >= FAILURES_TO_ERROR
        ? nextRuleStatus('active', { type: 'run.failed', error: failure })
        : null;
    await trx
      .updateTable('automationRules')
      .set({
        failures,
        ...(next !== null && E.isRight(next)
          ? { status: next.right, error: failure, updatedAt: new Date() }
          : {}),
      })
      .where('id', '=', ruleId)
      .execute();
    if (next !== null && E.isRight(next)) {
      await queueWebhook(trx, rule.orgId, 'automation.rule.error', {
        ruleId,
        name: rule.name,
        reason: failure.slice(0, 500),
      });
    }
    if (next !== null && E.isRight(next) && rule.createdBy !== null) {
      await notify(trx, [rule.createdBy], {
        type: 'ruleError',
        params: { rule: rule.name, reason: failure.slice(0, 500) },
        product: 'ENGAGE',
        relevance: 'ME',
        message: `The automation rule ${rule.name} stopped: ${failure}`,
        link: `/engage/automation/${ruleId}`,
        data: { ruleId },
      });
    }
  });
}

/** A customer's new direct message the job's groups may answer. */
const NewMessage = t.type({
  messageId: t.string,
  conversationId: t.string,
  startsConversation: t.boolean,
});
type NewMessage = t.TypeOf<typeof NewMessage>;

/** The organisation's enabled messaging groups, welcome before away. */
async function enabledGroups(db: Db, orgId: string) {
  const rows = await db
    .selectFrom('autoReplyGroups')
    .select(['id', 'kind', 'message', 'channelIds', 'schedule', 'timezone', 'enabled'])
    .where('orgId', '=', orgId)
    .where('enabled', '=', true)
    .orderBy('createdAt')
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      message: row.message,
      rule: {
        kind:
          row.kind === 'WELCOME_MESSAGE' ? ('WELCOME_MESSAGE' as const) : ('AWAY_MESSAGE' as const),
        enabled: row.enabled,
        channelIds: row.channelIds,
        schedule: E.getOrElse((): WeekdayWindow[] => [])(
          decode(t.array(WeekdayWindow), row.schedule),
        ),
        timezone: row.timezone,
      } satisfies AutoReplyGroupRule,
    }))
    .sort((a, b) => (a.rule.kind === b.rule.kind ? 0 : a.rule.kind === 'WELCOME_MESSAGE' ? -1 : 1));
}

/** What a conversation already got from automated messages (read in the caller's transaction). */
async function repliesOf(
  trx: Db,
  groupId: string,
  conversationId: string,
): Promise<ConversationReplies> {
  const [welcome, away] = await Promise.all([
    trx
      .selectFrom('autoRepliesSent')
      .select('groupId')
      .where('groupId', '=', groupId)
      .where('conversationId', '=', conversationId)
      .where('kind', '=', 'WELCOME_MESSAGE')
      .executeTakeFirst(),
    trx
      .selectFrom('autoRepliesSent')
      .select(sql<Date | null>`max(sent_at)`.as('last'))
      .where('conversationId', '=', conversationId)
      .where('kind', '=', 'AWAY_MESSAGE')
      .executeTakeFirst(),
  ]);
  return {
    welcomed: welcome !== undefined,
    lastAwayAt: away?.last ? new Date(away.last).toISOString() : null,
  };
}

/**
 * Answers a customer's new direct message with the groups that are due (`autoReplyDecision`):
 * each answer is sent like a person's message (the network's rules and WhatsApp's window hold)
 * as automation, and stored only with its claim in the same transaction — the conversation
 * locked, what it got re-read — so a job delivered twice, or two messages at once, answer once.
 */
export async function answerMessage(
  db: Db,
  jobs: Jobs | null,
  viewer: EngageViewer,
  groups: Awaited<ReturnType<typeof enabledGroups>>,
  message: NewMessage,
): Promise<void> {
  const orgId = viewer.caller.orgId;
  const [conversation, incoming] = await Promise.all(
    [message.conversationId, message.messageId].map((id) =>
      db
        .selectFrom('engageItems')
        .select(['id', 'orgId', 'channelId', 'networkItemId', 'parentId', 'rootId', 'item'])
        .where('id', '=', id)
        .where('orgId', '=', orgId)
        .executeTakeFirst(),
    ),
  );
  if (!conversation || !incoming) return;
  const item = incoming.item as EngageItem;
  const arrived = {
    channelId: incoming.channelId,
    at: item.meta.createdDate ?? new Date().toISOString(),
    startsConversation: message.startsConversation,
    fromCustomer: item.sender?.isOwn !== true,
  };
  for (const group of groups) {
    if (!autoReplyDecision(group.rule, arrived, { welcomed: false, lastAwayAt: null }).send)
      continue;
    const by: Moderator = { moderatorId: group.id, moderatorSource: 'automation' };
    try {
      await sendAs(
        db,
        jobs,
        viewer,
        by,
        { ...conversation, item: conversation.item as EngageItem },
        'message',
        { text: group.message },
        {
          claim: async (trx) => {
            await lockItems(trx, [conversation.id]);
            const replies = await repliesOf(trx, group.id, conversation.id);
            if (!autoReplyDecision(group.rule, arrived, replies).send) return false;
            const claimed = await trx
              .insertInto('autoRepliesSent')
              .values({
                groupId: group.id,
                conversationId: conversation.id,
                messageId: incoming.id,
                kind: group.rule.kind,
              })
              .onConflict((oc) => oc.doNothing())
              .returning('groupId')
              .executeTakeFirst();
            return claimed !== undefined;
          },
        },
      );
    } catch (error) {
      // The network's rules refuse it (WhatsApp's window closed, the text too long): no answer.
      if (!(error instanceof HttpError)) throw error;
    }
  }
}

/**
 * The automation worker: applies the organisation's active rules, in their order, to each new
 * item of the job (queued in the transaction that stored them), each (rule, item) pair once;
 * then answers the job's new direct messages with the messaging groups that are due.
 */
export function automationWorker(db: Db, gateway: NetworkGateway, jobs: Jobs | null): JobHandler {
  return async (data) => {
    const orgId = String(data['orgId']);
    const itemIds = Array.isArray(data['itemIds']) ? data['itemIds'].map(String) : [];
    const messages = E.getOrElse((): NewMessage[] => [])(
      decode(t.array(NewMessage), data['messages'] ?? []),
    );
    const viewer = await automationViewer(db, orgId);
    if (itemIds.length > 0) {
      const rules = await activeRules(db, orgId);
      for (const itemId of rules.length > 0 ? itemIds : []) {
        await runRulesOn(db, gateway, viewer, rules, itemId);
      }
    }
    if (messages.length > 0) {
      const groups = await enabledGroups(db, orgId);
      for (const message of groups.length > 0 ? messages : []) {
        await answerMessage(db, jobs, viewer, groups, message);
      }
    }
  };
}

/** Items arrived this long ago at most are looked at again when the server starts. */
const RESUME_WINDOW = '1 day';

/** At most this many items to a resumed job. */
const RESUME_BATCH = 500;

/**
 * Queues again, at start, the rules' runs that a stopped server may have left undone: the inbox
 * entries and direct messages that arrived from the networks in the last day while a rule was
 * active (`activated_at`) and have no run of it — a conversation's messages, not the
 * conversation; nothing the product sent. Running is claimed per (rule, item), so what another
 * server is doing is not done twice. Returns how many items it queued.
 */
export async function resumeAutomation(db: Db, jobs: Jobs): Promise<number> {
  // What arrived from the networks has an inbound event (a message's is its conversation's).
  const { rows } = await sql<{ orgId: string; itemId: string }>`
    SELECT DISTINCT i.org_id AS "orgId", i.id AS "itemId", i.created_at
    FROM engage_items i
    JOIN automation_rules r ON r.org_id = i.org_id AND r.status = 'active'
    WHERE (
        (i.listed AND i.type <> 'conversation')
        OR (NOT i.listed AND i.type = 'message' AND i.parent_id IS NOT NULL)
      )
      AND i.item -> 'meta' -> 'delivery' IS NULL
      AND i.created_at > now() - ${RESUME_WINDOW}::interval
      AND i.created_at >= r.activated_at
      AND EXISTS (
        SELECT 1 FROM engage_events e
        WHERE e.item_id = CASE WHEN i.listed THEN i.id ELSE i.parent_id END
          AND e.moderator_source = ${FROM_NETWORK.moderatorSource}
      )
      AND NOT EXISTS (SELECT 1 FROM automation_runs a WHERE a.rule_id = r.id AND a.item_id = i.id)
    ORDER BY i.created_at
  `.execute(db);
  const byOrg = new Map<string, string[]>();
  for (const row of rows) byOrg.set(row.orgId, [...(byOrg.get(row.orgId) ?? []), row.itemId]);
  for (const [orgId, itemIds] of byOrg) {
    for (let i = 0; i < itemIds.length; i += RESUME_BATCH) {
      await jobs.send(QUEUES.automation, {
        orgId,
        itemIds: itemIds.slice(i, i + RESUME_BATCH),
        messages: [],
      });
    }
  }
  return rows.length;
}
