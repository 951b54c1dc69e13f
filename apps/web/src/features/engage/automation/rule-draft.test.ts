import { describe, expect, it } from 'vitest';
import { automationHref, automationRoute } from './automation.route.js';
import {
  actionFor,
  conditionFor,
  EMPTY_DRAFT,
  fieldError,
  fromRule,
  moveId,
  toDefinition,
} from './rule-draft.js';

describe('automationRoute', () => {
  it.each([
    ['/engage/automation', { kind: 'list' }],
    ['/engage/automation/', { kind: 'list' }],
    ['/engage/automation/rules/new', { kind: 'new' }],
    ['/engage/automation/rules/r%201', { kind: 'edit', ruleId: 'r 1' }],
    ['/engage/automation/rules/r1/runs', { kind: 'runs', ruleId: 'r1' }],
    ['/engage/automation/elsewhere', { kind: 'list' }],
  ])('%s', (path, expected) => {
    expect(automationRoute(path)).toEqual(expected);
  });

  it('links back to the same route', () => {
    for (const route of [
      { kind: 'list' },
      { kind: 'new' },
      { kind: 'edit', ruleId: 'a/b' },
      { kind: 'runs', ruleId: 'r9' },
    ] as const) {
      expect(automationRoute(automationHref(route).slice(1))).toEqual(route);
    }
  });
});

describe('conditionFor', () => {
  it.each([
    ['network', 'IS_ANY', 'network'],
    ['channel', 'IS_ANY', 'channel'],
    ['messageType', 'IS_ANY', 'enum'],
    ['language', 'IS_ANY', 'enum'],
    ['text', 'CONTAINS_ANY', 'string'],
    ['createdBy', 'IS_ANY', 'string'],
  ] as const)('%s compares with %s over %s values', (field, operator, valueType) => {
    expect(conditionFor(field)).toEqual({ field, operator, valueType, values: [] });
  });

  it('keeps words from text to author, and the comparison when the field has it', () => {
    const text = { ...conditionFor('text'), values: ['refund'] };
    expect(conditionFor('createdBy', text)).toMatchObject({
      operator: 'CONTAINS_ANY',
      values: ['refund'],
    });
  });

  it('empties values that mean something else in the new field', () => {
    const types = { ...conditionFor('messageType'), values: ['comment'] };
    expect(conditionFor('language', types).values).toEqual([]);
    const networks = { ...conditionFor('network'), values: ['instagram'] };
    expect(conditionFor('channel', networks).values).toEqual([]);
    expect(
      conditionFor('text', { ...conditionFor('createdBy'), operator: 'IS_ANY' }).operator,
    ).toBe('CONTAINS_ANY');
  });
});

describe('definitions', () => {
  it('watches every channel by naming none', () => {
    const draft = { ...EMPTY_DRAFT, name: '  Refunds ', channelIds: ['c1'], allChannels: true };
    expect(toDefinition(draft)).toMatchObject({ name: 'Refunds', channelIds: [] });
    expect(toDefinition({ ...draft, allChannels: false }).channelIds).toEqual(['c1']);
  });

  it('reads a saved rule back as the draft that defines it', () => {
    const definition = toDefinition({
      ...EMPTY_DRAFT,
      name: 'Refunds',
      allChannels: false,
      channelIds: ['c1'],
      conditions: [{ ...conditionFor('text'), values: ['refund'] }],
      actions: [
        { type: 'engage.assign', config: { teamId: 't1' } },
        { ...actionFor('engage.label'), config: { labelIds: ['l1'] } },
      ],
    });
    const rule = { ...definition, id: 'r1', status: 'draft' as const };
    expect(toDefinition(fromRule(rule))).toEqual(definition);
  });

  it('starts a label action with no label and others with nothing', () => {
    expect(actionFor('engage.label').config).toEqual({ labelIds: [] });
    expect(actionFor('engage.hide').config).toEqual({});
  });
});

describe('fieldError', () => {
  it.each([
    [
      'actions.0: assign to one person (userId) or one team (teamId)',
      'actions.0',
      'assign to one person (userId) or one team (teamId)',
    ],
    ['conditions.12: give at least one value', 'conditions.12', 'give at least one value'],
    ['actions.1.config.labelIds: at most 20 labels', 'actions.1', 'at most 20 labels'],
    [
      'channelIds: no channel x in the organisation',
      'channelIds',
      'no channel x in the organisation',
    ],
    ['The rule is deleted.', null, 'The rule is deleted.'],
  ])('%s', (message, path, text) => {
    expect(fieldError(message)).toEqual({ path, message: text });
  });
});

describe('moveId', () => {
  it.each([
    [['a', 'b', 'c'], 'b', -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'b', 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'a', -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'c', 1, ['a', 'b', 'c']],
  ] as const)('%j moving %s by %i', (ids, id, by, expected) => {
    expect(moveId(ids, id, by)).toEqual(expected);
  });
});
