import { nextRuleStatus, type RuleLifecycleEvent } from '@smm/automation';
import {
  AutomationActionInfo,
  AutomationRuleSummary,
  AutomationSources,
  type CaseKind,
  CaseSystem,
  DryRunQuery,
  DryRunResult,
  Network,
  type RuleStatus,
  RuleDefinition,
  RuleRunPage,
  RuleRunQuery,
  Uuids,
} from '@smm/model';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import { conflict, HttpError } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { dryRun } from './dry-run.js';
import { runLog } from './run-log.js';
import { checkedDefinition, ruleFor, rulesOf, summaryOf } from './rules.store.js';

const BASE = '/api/automate';
const TAG = 'automation';

/** How the case systems are called. */
const SYSTEM_NAMES: Record<CaseKind, string> = {
  legacy: 'Switchboard cases',
  zendesk: 'Zendesk',
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
  servicenow: 'ServiceNow',
};

/** The case systems rules may open cases in: ours and the sandbox Zendesk; the others not. */
export const CASE_SYSTEMS: readonly CaseSystem[] = [
  { kind: 'legacy', connected: true },
  { kind: 'zendesk', connected: true },
  ...(['salesforce', 'hubspot', 'servicenow'] as const).map((kind) => ({
    kind,
    connected: false,
    reason: `No ${SYSTEM_NAMES[kind]} account is connected to the organisation.`,
  })),
];

/** Each action a rule may take and what its configuration needs. */
const ACTIONS: readonly AutomationActionInfo[] = [
  { type: 'engage.assign', fields: ['assignee', 'note'] },
  { type: 'engage.label', fields: ['labels'] },
  { type: 'engage.createCase', fields: ['caseKind'], caseSystems: [...CASE_SYSTEMS] },
  { type: 'engage.markAsRead', fields: [] },
  { type: 'engage.markAsSpam', fields: [] },
  { type: 'engage.hide', fields: [] },
];

/** A definition whose case actions name a system that is not connected is refused. */
function refuseUnconnected(definition: RuleDefinition): void {
  definition.actions.forEach((action, index) => {
    const system = CASE_SYSTEMS.find((candidate) => candidate.kind === action.config.kind);
    if (action.type === 'engage.createCase' && system && !system.connected) {
      throw new HttpError(422, `actions.${index}: ${system.reason ?? ''}`, 'automation.rule');
    }
  });
}

/**
 * Automation rules (engage §3; decision 0050), base `/api/automate`: the organisation's rules in
 * the order they apply, created as drafts, changed, activated, paused and deleted by
 * administrators and read by everyone who works in the inbox; what a rule may watch and do;
 * a dry run of a definition over recent items; and each rule's run log.
 */
export function automationRoutes(): AnyRoute[] {
  const lifecycle = (
    path: 'activate' | 'pause',
    event: RuleLifecycleEvent,
    summary: string,
  ): AnyRoute =>
    route({
      method: 'POST',
      path: `${BASE}/rules/{id}/${path}`,
      tag: TAG,
      summary,
      access: 'admin',
      params: IdParam,
      response: AutomationRuleSummary,
      handle: async ({ db, caller, params }) => {
        await ruleFor(db, caller.orgId, params.id);
        await transact(db, async (trx) => {
          const [locked] = await lockRows<{ id: string; status: string }>(
            trx,
            'automation_rules',
            [params.id],
            ['status'],
          );
          if (!locked) return;
          const next = nextRuleStatus(locked.status as RuleStatus, event);
          if (E.isLeft(next)) throw conflict(next.left);
          await trx
            .updateTable('automationRules')
            .set({
              status: next.right,
              updatedAt: new Date(),
              ...(event.type === 'rule.activate'
                ? { error: null, failures: 0, activatedAt: new Date() }
                : {}),
            })
            .where('id', '=', params.id)
            .execute();
        });
        return summaryOf(db, caller.orgId, params.id);
      },
    });
  return [
    route({
      method: 'GET',
      path: `${BASE}/rules`,
      tag: TAG,
      summary:
        "The organisation's rules in the order they apply, with how many items each matched and when it last ran",
      access: 'user',
      response: t.array(AutomationRuleSummary),
      handle: ({ db, caller }) => rulesOf(db, caller.orgId),
    }),
    route({
      method: 'POST',
      path: `${BASE}/rules`,
      tag: TAG,
      summary: 'Creates a rule as a draft, applied after the existing ones (administrators)',
      access: 'admin',
      body: RuleDefinition,
      response: AutomationRuleSummary,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const definition = await checkedDefinition(db, caller.orgId, body);
        refuseUnconnected(definition);
        const created = await transact(db, async (trx) => {
          await lockRows(trx, 'organisations', [caller.orgId]);
          const { next } = await trx
            .selectFrom('automationRules')
            .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('next'))
            .where('orgId', '=', caller.orgId)
            .executeTakeFirstOrThrow();
          return trx
            .insertInto('automationRules')
            .values({
              orgId: caller.orgId,
              name: definition.name,
              matchMode: definition.matchMode,
              authorKind: definition.authorKind ?? 'CUSTOMER',
              conditions: JSON.stringify(definition.conditions),
              actions: JSON.stringify(definition.actions),
              channelIds: definition.channelIds ?? [],
              position: Number(next) + 1,
              createdBy: caller.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        });
        return summaryOf(db, caller.orgId, created.id);
      },
    }),
    route({
      method: 'PUT',
      path: `${BASE}/rules/order`,
      tag: TAG,
      summary:
        'Puts the rules in the order they apply: the ids of every rule, first applied first (administrators)',
      access: 'admin',
      body: t.type({ ids: Uuids }, 'RuleOrder'),
      response: t.array(AutomationRuleSummary),
      handle: async ({ db, caller, body }) => {
        await transact(db, async (trx) => {
          await lockRows(trx, 'organisations', [caller.orgId]);
          const current = await trx
            .selectFrom('automationRules')
            .select('id')
            .where('orgId', '=', caller.orgId)
            .where('status', '<>', 'deleted')
            .execute();
          const ids = new Set(current.map((row) => row.id));
          if (body.ids.length !== ids.size || !body.ids.every((id) => ids.has(id))) {
            throw new HttpError(
              422,
              'ids: name every rule of the organisation once, in the order they are to apply.',
              'automation.order',
            );
          }
          for (const [index, id] of body.ids.entries()) {
            await trx
              .updateTable('automationRules')
              .set({ position: index + 1 })
              .where('id', '=', id)
              .execute();
          }
        });
        return rulesOf(db, caller.orgId);
      },
    }),
    route({
      method: 'GET',
      path: `${BASE}/rules/{id}`,
      tag: TAG,
      summary: 'One rule of the organisation',
      access: 'user',
      params: IdParam,
      response: AutomationRuleSummary,
      handle: ({ db, caller, params }) => summaryOf(db, caller.orgId, params.id),
    }),
    route({
      method: 'PUT',
      path: `${BASE}/rules/{id}`,
      tag: TAG,
      summary:
        "Changes a rule's name, conditions, actions and channels; its status stays (administrators)",
      access: 'admin',
      params: IdParam,
      body: RuleDefinition,
      response: AutomationRuleSummary,
      handle: async ({ db, caller, params, body }) => {
        await ruleFor(db, caller.orgId, params.id);
        const definition = await checkedDefinition(db, caller.orgId, body);
        refuseUnconnected(definition);
        await transact(db, async (trx) => {
          const [locked] = await lockRows<{ id: string; status: string }>(
            trx,
            'automation_rules',
            [params.id],
            ['status'],
          );
          if (locked?.status === 'deleted') throw conflict('The rule is deleted.');
          await trx
            .updateTable('automationRules')
            .set({
              name: definition.name,
              matchMode: definition.matchMode,
              authorKind: definition.authorKind ?? 'CUSTOMER',
              conditions: JSON.stringify(definition.conditions),
              actions: JSON.stringify(definition.actions),
              channelIds: definition.channelIds ?? [],
              updatedAt: new Date(),
            })
            .where('id', '=', params.id)
            .execute();
        });
        return summaryOf(db, caller.orgId, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: `${BASE}/rules/{id}`,
      tag: TAG,
      summary: 'Deletes a rule: it stops at once; its run log stays (administrators)',
      access: 'admin',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        await ruleFor(db, caller.orgId, params.id);
        await db
          .updateTable('automationRules')
          .set({ status: 'deleted', updatedAt: new Date() })
          .where('id', '=', params.id)
          .execute();
      },
    }),
    lifecycle(
      'activate',
      { type: 'rule.activate' },
      'Activates a draft, paused or failed rule: it applies to every new item (administrators)',
    ),
    lifecycle(
      'pause',
      { type: 'rule.pause' },
      'Pauses an active rule until it is activated again (administrators)',
    ),
    route({
      method: 'GET',
      path: `${BASE}/rules/{id}/runs`,
      tag: TAG,
      summary: 'The run log of a rule, newest first: each item it matched and what each action did',
      access: 'user',
      params: IdParam,
      query: RuleRunQuery,
      response: RuleRunPage,
      handle: async ({ db, caller, params, query }) => {
        await ruleFor(db, caller.orgId, params.id);
        return runLog(db, params.id, query);
      },
    }),
    route({
      method: 'POST',
      path: `${BASE}/rules/dry-run`,
      tag: TAG,
      summary:
        "What a rule's definition would do over the organisation's items of the last days (7 by default, at most 90): nothing changes",
      access: 'user',
      query: DryRunQuery,
      body: RuleDefinition,
      response: DryRunResult,
      handle: async ({ db, caller, query, body }) => {
        const definition = await checkedDefinition(db, caller.orgId, body);
        return dryRun(db, caller.orgId, definition, query.days ?? 7);
      },
    }),
    route({
      method: 'GET',
      path: `${BASE}/actions`,
      tag: TAG,
      summary:
        'The actions a rule may take and what each needs; case systems say whether they are connected',
      access: 'user',
      response: t.array(AutomationActionInfo),
      handle: async () => [...ACTIONS],
    }),
    route({
      method: 'GET',
      path: `${BASE}/sources`,
      tag: TAG,
      summary: 'What a rule may watch: the networks and channels of the organisation',
      access: 'user',
      response: AutomationSources,
      handle: async ({ db, caller }) => {
        const channels = await db
          .selectFrom('channels')
          .select(['id', 'name', 'nameOverride', 'network'])
          .where('orgId', '=', caller.orgId)
          .where('markedForDeletionAt', 'is', null)
          .orderBy('name')
          .execute();
        const known = channels.filter((channel) => Network.is(channel.network));
        return {
          networks: [...new Set(known.map((channel) => channel.network as Network))],
          channels: known.map((channel) => ({
            id: channel.id,
            name: channel.nameOverride ?? channel.name,
            network: channel.network as Network,
          })),
        };
      },
    }),
  ];
}
