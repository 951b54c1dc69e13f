import {
  type AutomationRule,
  type AutomationRuleSummary,
  decode,
  Network,
  RuleAction,
  RuleCondition,
  type RuleDefinition,
  type RuleStatus,
} from '@smm/model';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';

/** A rule row as the store reads it. */
export interface RuleRow {
  readonly id: string;
  readonly orgId: string;
  readonly name: string;
  readonly status: string;
  readonly matchMode: string;
  readonly authorKind: string;
  readonly conditions: unknown;
  readonly actions: unknown;
  readonly channelIds: string[];
  readonly position: number;
  readonly error: string | null;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const RULE_COLUMNS = [
  'id',
  'orgId',
  'name',
  'status',
  'matchMode',
  'authorKind',
  'conditions',
  'actions',
  'channelIds',
  'position',
  'error',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

/** Stored conditions or actions read back; any that no longer decode read as none. */
const storedList = <C extends t.Mixed>(codec: C, value: unknown): t.TypeOf<C>[] =>
  E.getOrElse((): t.TypeOf<C>[] => [])(decode(t.array(codec), value));

/** A rule as the domain and the API see it. */
export function toRule(row: RuleRow): AutomationRule {
  return {
    id: row.id,
    name: row.name,
    status: row.status as RuleStatus,
    matchMode: row.matchMode === 'ANY' ? 'ANY' : 'ALL',
    authorKind: row.authorKind === 'USER' ? 'USER' : 'CUSTOMER',
    conditions: storedList(RuleCondition, row.conditions),
    actions: storedList(RuleAction, row.actions),
    channelIds: row.channelIds,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.createdBy === null ? {} : { createdBy: row.createdBy }),
    ...(row.error === null ? {} : { error: row.error }),
  };
}

/** The rules of an organisation that are not deleted, in the order they apply. */
export async function rulesOf(db: Db, orgId: string): Promise<AutomationRuleSummary[]> {
  const rows = await db
    .selectFrom('automationRules')
    .select(RULE_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('automationRuns')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('automationRuns.ruleId', '=', 'automationRules.id')
        .where('automationRuns.matched', '=', true)
        .as('matchedCount'),
      eb
        .selectFrom('automationRuns')
        .select(sql<Date>`max(at)`.as('last'))
        .whereRef('automationRuns.ruleId', '=', 'automationRules.id')
        .where('automationRuns.matched', '=', true)
        .as('lastRunAt'),
    ])
    .where('orgId', '=', orgId)
    .where('status', '<>', 'deleted')
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => ({
    ...toRule(row),
    matchedCount: Number(row.matchedCount ?? 0),
    ...(row.lastRunAt ? { lastRunAt: new Date(row.lastRunAt).toISOString() } : {}),
  }));
}

/** One rule of the organisation (deleted ones too, for their run log); another's is a 404. */
export async function ruleFor(db: Db, orgId: string, id: string): Promise<RuleRow> {
  const row = await db
    .selectFrom('automationRules')
    .select(RULE_COLUMNS)
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`Rule ${id}`);
  return row;
}

/** The summary of one rule, as the list shows it. */
export async function summaryOf(db: Db, orgId: string, id: string): Promise<AutomationRuleSummary> {
  const found = (await rulesOf(db, orgId)).find((rule) => rule.id === id);
  if (found) return found;
  return { ...toRule(await ruleFor(db, orgId, id)), matchedCount: 0 };
}

const invalid = (field: string, message: string) =>
  new HttpError(422, `${field}: ${message}`, 'automation.rule');

/**
 * Checks a rule's definition against the organisation: its channels, the channels and
 * networks its conditions name, the people, teams and labels its actions name, and what each
 * action needs. Answers the definition as it is stored (names trimmed, values deduplicated).
 */
export async function checkedDefinition(
  db: Db,
  orgId: string,
  definition: RuleDefinition,
): Promise<RuleDefinition> {
  const channels = new Set(
    (
      await db
        .selectFrom('channels')
        .select('id')
        .where('orgId', '=', orgId)
        .where('markedForDeletionAt', 'is', null)
        .execute()
    ).map((row) => row.id),
  );
  for (const id of definition.channelIds ?? []) {
    if (!channels.has(id)) throw invalid('channelIds', `no channel ${id} in the organisation`);
  }
  const conditions = definition.conditions.map((condition, index) => {
    const values = [...new Set(condition.values.map((value) => value.trim()))].filter(
      (value) => value !== '',
    );
    const where = `conditions.${index}`;
    if (condition.valueType === 'channel' || condition.field === 'channel') {
      for (const value of values) {
        if (!channels.has(value)) throw invalid(where, `no channel ${value} in the organisation`);
      }
    }
    if (condition.valueType === 'network' || condition.field === 'network') {
      for (const value of values) {
        if (!Network.is(value)) throw invalid(where, `${value} is not a network`);
      }
    }
    if (values.length === 0 && ['IS_ANY', 'EQUAL_TO', 'CONTAINS_ANY'].includes(condition.operator))
      throw invalid(where, 'give at least one value');
    return { ...condition, values };
  });
  const people = new Set<string>();
  const teams = new Set<string>();
  const labels = new Set<string>();
  for (const action of definition.actions) {
    if (action.config.userId) people.add(action.config.userId);
    if (action.config.teamId) teams.add(action.config.teamId);
    for (const label of action.config.labelIds ?? []) labels.add(label);
  }
  const known = async (table: 'users' | 'teams' | 'labels', ids: Set<string>) => {
    if (ids.size === 0) return new Set<string>();
    let query = db
      .selectFrom(table)
      .select('id')
      .where('orgId', '=', orgId)
      .where('id', 'in', [...ids]);
    if (table === 'users') query = query.where(sql.ref('deleted_at'), 'is', null);
    if (table === 'labels') query = query.where(sql.ref('removing'), '=', false);
    return new Set((await query.execute()).map((row) => row.id));
  };
  const [knownPeople, knownTeams, knownLabels] = await Promise.all([
    known('users', people),
    known('teams', teams),
    known('labels', labels),
  ]);
  definition.actions.forEach((action, index) => {
    const where = `actions.${index}`;
    const { userId, teamId, labelIds, kind } = action.config;
    if (userId !== undefined && !knownPeople.has(userId))
      throw invalid(where, `no person ${userId} in the organisation`);
    if (teamId !== undefined && !knownTeams.has(teamId))
      throw invalid(where, `no team ${teamId} in the organisation`);
    for (const label of labelIds ?? []) {
      if (!knownLabels.has(label)) throw invalid(where, `no label ${label} in the organisation`);
    }
    switch (action.type) {
      case 'engage.assign':
        if ((userId === undefined) === (teamId === undefined))
          throw invalid(where, 'assign to one person (userId) or one team (teamId)');
        break;
      case 'engage.label':
        if ((labelIds ?? []).length === 0) throw invalid(where, 'name at least one label');
        break;
      case 'engage.createCase':
        if (kind === undefined) throw invalid(where, 'name the case system (kind)');
        break;
      default:
        break;
    }
  });
  return { ...definition, name: definition.name.trim(), conditions };
}
