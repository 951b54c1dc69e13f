/**
 * Automation rule evaluation: `evaluateRule` of three typical rules over 1M generated items
 * (3M item × rule evaluations), next to a bare loop reading the same fields, same process,
 * rounds interleaved. Budget (issue 26): ≥ 1,000,000 evaluations a second.
 */
import { ruleMatches } from '@smm/automation';
import type { AutomationRule, EngageItem } from '@smm/model';
import { generateFeedItems } from './feed-matcher.bench.js';
import { machine, median, round2, time } from './bench.utils.js';

const ITEM_COUNT = 1_000_000;
const ROUNDS = 7;
const BUDGET = { minEvaluationsPerSecond: 1_000_000 };

/** What a care team automates: refunds to care, French comments labelled, spam words hidden. */
export const TYPICAL_RULES: readonly AutomationRule[] = [
  {
    id: 'refunds',
    name: 'Refunds to care',
    status: 'active',
    matchMode: 'ALL',
    authorKind: 'CUSTOMER',
    conditions: [
      {
        field: 'network',
        operator: 'IS_ANY',
        valueType: 'network',
        values: ['instagram', 'facebook'],
      },
      {
        field: 'text',
        operator: 'CONTAINS_ANY',
        valueType: 'string',
        values: ['refund', 'remboursement'],
      },
    ],
    actions: [{ type: 'engage.assign', config: { teamId: 'care' } }],
  },
  {
    id: 'french',
    name: 'French comments',
    status: 'active',
    matchMode: 'ALL',
    conditions: [
      { field: 'messageType', operator: 'IS_ANY', valueType: 'enum', values: ['comment', 'reply'] },
      { field: 'language', operator: 'IS_ANY', valueType: 'string', values: ['fr'] },
    ],
    actions: [{ type: 'engage.label', config: { labelIds: ['fr'] } }],
  },
  {
    id: 'spam',
    name: 'Spam words',
    status: 'active',
    matchMode: 'ANY',
    conditions: [
      {
        field: 'text',
        operator: 'CONTAINS_ANY',
        valueType: 'string',
        values: ['free followers', 'crypto', 'dm me'],
      },
    ],
    actions: [{ type: 'engage.hide', config: {} }],
  },
];

function bareLoop(items: readonly EngageItem[]): number {
  let sum = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as EngageItem;
    for (let r = 0; r < TYPICAL_RULES.length; r++) {
      sum +=
        item.engage.network.length +
        item.engage.type.length +
        (item.message?.length ?? 0) +
        (item.sender?.isOwn ? 1 : 0);
    }
  }
  return sum;
}

function withRules(items: readonly EngageItem[]): number {
  let matched = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as EngageItem;
    for (let r = 0; r < TYPICAL_RULES.length; r++) {
      if (ruleMatches(TYPICAL_RULES[r] as AutomationRule, item)) matched++;
    }
  }
  return matched;
}

/** Runs the benchmark and returns its result. */
export function benchAutomation() {
  const items = generateFeedItems(ITEM_COUNT, 21);
  const evaluations = ITEM_COUNT * TYPICAL_RULES.length;
  let sink = 0;
  for (let i = 0; i < 2; i++) sink += bareLoop(items) + withRules(items);
  const bare: number[] = [];
  const rules: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(time(() => (sink += bareLoop(items))));
    rules.push(time(() => (sink += withRules(items))));
  }
  const fresh = generateFeedItems(ITEM_COUNT, 22);
  const coldMs = time(() => (sink += withRules(fresh)));
  const bareMs = median(bare);
  const rulesMs = median(rules);
  const perSecond = Math.round(evaluations / (rulesMs / 1000));
  const coldPerSecond = Math.round(evaluations / (coldMs / 1000));
  return {
    name: 'automation-rules',
    date: new Date().toISOString(),
    machine: machine(),
    items: ITEM_COUNT,
    rules: TYPICAL_RULES.length,
    evaluations,
    rounds: ROUNDS,
    matched: withRules(items),
    bareLoop: {
      medianMs: round2(bareMs),
      evaluationsPerSecond: Math.round(evaluations / (bareMs / 1000)),
    },
    evaluateRule: {
      medianMs: round2(rulesMs),
      evaluationsPerSecond: perSecond,
      roundsMs: rules.map(round2),
    },
    coldPass: { ms: round2(coldMs), evaluationsPerSecond: coldPerSecond },
    ratioToBareLoop: round2(rulesMs / bareMs),
    budget: BUDGET,
    pass:
      perSecond >= BUDGET.minEvaluationsPerSecond &&
      coldPerSecond >= BUDGET.minEvaluationsPerSecond,
    checksum: sink,
  };
}
