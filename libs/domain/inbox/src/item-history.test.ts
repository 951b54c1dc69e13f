import type { ItemHistoryEntry } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { historyLine, historyLines } from './index.js';

const entry = (patch: { [K in keyof ItemHistoryEntry]?: ItemHistoryEntry[K] | undefined }) => {
  const merged: Record<string, unknown> = {
    at: '2026-11-20T10:00:00.000Z',
    action: 'assign',
    source: 'user',
    actorId: 'u1',
    actorName: 'Ada Admin',
    ...patch,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return merged as ItemHistoryEntry;
};

describe('historyLine', () => {
  it.each([
    [
      'a person assigned',
      entry({ target: 'Customer Care' }),
      'assign',
      { kind: 'person', name: 'Ada Admin' },
    ],
    ['a deleted account', entry({ actorName: undefined }), 'assign', { kind: 'someone' }],
    [
      'a bulk action',
      entry({ source: 'bulk', action: 'read' }),
      'read',
      { kind: 'bulk', name: 'Ada Admin' },
    ],
    [
      'an automation rule',
      entry({
        source: 'automation',
        actorId: 'r1',
        actorName: 'Refunds',
        action: 'label',
        target: 'Refund',
      }),
      'label',
      { kind: 'automation', ruleId: 'r1', name: 'Refunds' },
    ],
    [
      'the network',
      entry({ source: 'network', action: 'inbound', actorName: undefined }),
      'inbound',
      { kind: 'network' },
    ],
    [
      'a sentiment',
      entry({ action: 'sentiment', target: 'NEGATIVE' }),
      'sentiment',
      { kind: 'person', name: 'Ada Admin' },
    ],
    [
      'a sentiment reset',
      entry({ action: 'sentiment' }),
      'sentimentReset',
      { kind: 'person', name: 'Ada Admin' },
    ],
    [
      'a language',
      entry({ action: 'language', target: 'de' }),
      'language',
      { kind: 'person', name: 'Ada Admin' },
    ],
    [
      'an unknown action',
      entry({ action: 'teleport' }),
      'change',
      { kind: 'person', name: 'Ada Admin' },
    ],
  ] as const)('%s', (_, e, verb, actor) => {
    const line = historyLine(e);
    expect(line.verb).toBe(verb);
    expect(line.actor).toEqual(actor);
    expect(line.target).toBe(e.target);
  });
});

describe('historyLines', () => {
  it('orders newest first and drops repeats within a minute', () => {
    const lines = historyLines([
      entry({ action: 'read', at: '2026-11-20T10:00:00.000Z' }),
      entry({ action: 'read', at: '2026-11-20T10:00:30.000Z' }),
      entry({ action: 'read', at: '2026-11-20T10:05:00.000Z' }),
      entry({ action: 'read', at: '2026-11-20T10:05:10.000Z', actorName: 'Lee Lead' }),
    ]);
    expect(lines.map((line) => [line.at.slice(11, 19), line.actor])).toEqual([
      ['10:05:10', { kind: 'person', name: 'Lee Lead' }],
      ['10:05:00', { kind: 'person', name: 'Ada Admin' }],
      ['10:00:30', { kind: 'person', name: 'Ada Admin' }],
    ]);
  });
});
