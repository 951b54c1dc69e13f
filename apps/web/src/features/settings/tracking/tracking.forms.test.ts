import type { ChannelCampaignTracking } from '@smm/model';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  isChanged,
  needsSomething,
  parametersOf,
  rowProblems,
  rowsOf,
  type ParameterRow,
} from './tracking.forms.js';

const row = (id: string, key: string, value = ''): ParameterRow => ({ id, key, value });

const channel: ChannelCampaignTracking = {
  id: 'facebook-demo',
  name: 'Demo Coffee',
  network: 'facebook',
  campaignTrackingEnabled: true,
  campaignTrackingTemplateId: 't1',
  campaignTrackingMappings: [{ key: 'utm_campaign', value: 'spring' }],
  canManage: true,
};

describe('parametersOf', () => {
  it('trims keys and values and drops rows left empty', () => {
    expect(
      parametersOf([
        row('a', ' utm_source ', ' {network} '),
        row('b', ' ', ' '),
        row('c', '', 'x'),
      ]),
    ).toEqual([
      { key: 'utm_source', value: '{network}' },
      { key: '', value: 'x' },
    ]);
  });

  it('keeps the rows of a list as they were given', () => {
    const parameters = [{ key: 'ref', value: 'sb' }];
    expect(parametersOf(rowsOf(parameters))).toEqual(parameters);
  });
});

describe('rowProblems', () => {
  it.each([
    ['a key with a space', [row('a', 'utm source', 'x')], 'a', 'key', 'keyInvalid'],
    ['a value without a key', [row('a', '', 'x')], 'a', 'key', 'keyMissing'],
    [
      'a key used twice, at the second row',
      [row('a', 'ref', '1'), row('b', 'ref', '2')],
      'b',
      'key',
      'keyRepeated',
    ],
    ['an unknown placeholder', [row('a', 'ref', '{netwrok}')], 'a', 'value', 'unknownPlaceholder'],
    ['a value too long', [row('a', 'ref', 'v'.repeat(201))], 'a', 'value', 'valueTooLong'],
  ] as const)('puts %s at its row', (_, rows, id, side, kind) => {
    expect(rowProblems(rows).byRow.get(id)?.[side]?.kind).toBe(kind);
  });

  it('skips empty rows, finding nothing wrong with them', () => {
    const { byRow, list } = rowProblems([row('a', '', ''), row('b', 'ref', 'x')]);
    expect(byRow.size).toBe(0);
    expect(list).toBeUndefined();
  });

  it('reports too many rows for the list', () => {
    const many = Array.from({ length: 21 }, (_, i) => row(`r${i}`, `k${i}`, 'v'));
    expect(rowProblems(many).list).toEqual({ kind: 'tooMany', max: 20 });
  });
});

describe('a channel’s draft', () => {
  it('is unchanged as stored, changed by any part', () => {
    const draft = draftOf(channel);
    expect(isChanged(draft, channel)).toBe(false);
    expect(isChanged({ ...draft, enabled: false }, channel)).toBe(true);
    expect(isChanged({ ...draft, templateId: null }, channel)).toBe(true);
    expect(isChanged({ ...draft, rows: [...draft.rows, row('x', 'ref', 'sb')] }, channel)).toBe(
      true,
    );
    expect(isChanged({ ...draft, rows: [...draft.rows, row('x', '', '')] }, channel)).toBe(false);
  });

  it.each([
    [{ enabled: true, templateId: null, rows: [] }, true],
    [{ enabled: true, templateId: null, rows: [row('a', 'ref', ' ')] }, true],
    [{ enabled: true, templateId: null, rows: [row('a', 'ref', 'sb')] }, false],
    [{ enabled: true, templateId: 't1', rows: [] }, false],
    [{ enabled: false, templateId: null, rows: [] }, false],
  ])('needs a template or a valued parameter to be on: %j → %s', (draft, needs) => {
    expect(needsSomething(draft)).toBe(needs);
  });
});
