import type { Feed } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { feedConditions } from './index.js';

const feed = (filters: Partial<Feed>): Feed => ({ id: 'f', name: 'F', ...filters });
// Every feed leaves out our own replies unless it asks for them (decision 0055).
const OWN_LEFT_OUT = { kind: 'notOwnReply' } as const;

describe('feedConditions', () => {
  it('has only the own-replies condition for an empty feed or empty filters', () => {
    expect(feedConditions(feed({}))).toEqual([OWN_LEFT_OUT]);
    expect(feedConditions(feed({ networks: [], keywords: ['  '], onlyPriority: false }))).toEqual([
      OWN_LEFT_OUT,
    ]);
  });

  it.each<[string, Partial<Feed>, readonly unknown[]]>([
    ['own replies left out by default', {}, [OWN_LEFT_OUT]],
    ['own replies left out when switched off', { withOwnReplies: false }, [OWN_LEFT_OUT]],
    ['own replies kept when asked for', { withOwnReplies: true }, []],
    [
      'own replies kept with other filters',
      { withOwnReplies: true, onlyPriority: true },
      [{ kind: 'priority' }],
    ],
  ])('%s', (_, filters, conditions) => {
    expect(feedConditions(feed(filters))).toEqual(conditions);
  });

  it.each<[string, Partial<Feed>, unknown]>([
    [
      'networks in every spelling',
      { networks: ['linkedIn'] },
      { kind: 'network', anyOf: ['linkedIn', 'linkedin'] },
    ],
    [
      'publication states as network statuses',
      { states: ['PUBLISHED', 'VANISHED'] },
      { kind: 'networkStatus', anyOf: ['published', 'vanished'] },
    ],
    [
      'labelled with values',
      { labelsFilter: { status: 'labelled', values: ['l1'] } },
      { kind: 'labels', some: true, of: ['l1'] },
    ],
    [
      'not labelled at all',
      { labelsFilter: { status: 'notLabelled', values: [] } },
      { kind: 'labels', some: false, of: [] },
    ],
    ['languages lower case', { languages: ['EN', 'en'] }, { kind: 'language', anyOf: ['en'] }],
    [
      'an open date range',
      { dateFilter: { from: '2026-11-01T00:00:00Z' } },
      { kind: 'created', from: Date.parse('2026-11-01T00:00:00Z'), to: Number.POSITIVE_INFINITY },
    ],
    [
      'folded keywords',
      { keywords: ['Crème'], notKeywords: ['ＳＰＡＭ'] },
      { kind: 'text', keywords: ['creme'], notKeywords: ['spam'] },
    ],
  ])('%s', (_, filters, condition) => {
    expect(feedConditions(feed(filters))).toEqual([OWN_LEFT_OUT, condition]);
  });

  it('puts the text last, after the cheap conditions', () => {
    const kinds = feedConditions(
      feed({ keywords: ['refund'], networks: ['facebook'], onlyPriority: true }),
    ).map((c) => c.kind);
    expect(kinds).toEqual(['notOwnReply', 'network', 'priority', 'text']);
  });
});
