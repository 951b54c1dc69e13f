import type { EngageItem } from '@smm/model';
import { type EngageItemOverrides, makeEngageItem } from '@smm/model/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOverdue, overdueBefore, waitingAfterAnswer, waitingSince } from './index.js';

const CREATED = '2026-11-20T09:00:00.000Z';
const item = (overrides: EngageItemOverrides = {}) =>
  makeEngageItem({ meta: { createdDate: CREATED }, ...overrides });
const customer = { name: 'Ann', visibility: 'PUBLIC', isOwn: false } as const;
const ours = { name: 'Brand', visibility: 'PUBLIC', isOwn: true } as const;
const answer = (createdDate: string, own: boolean): EngageItem =>
  makeEngageItem({ meta: { createdDate }, sender: own ? ours : customer });

describe('waiting since (decision 0057)', () => {
  it.each<[string, EngageItemOverrides, string | null]>([
    ['a customer’s item nobody answered waits since it was created', {}, CREATED],
    ['our own item does not wait', { sender: ours }, null],
    ['an item nobody can answer does not wait', { engage: { canRespond: false } }, null],
    ['an answered item does not wait', { engage: { waitingSince: null } }, null],
    [
      'a recorded wait is kept',
      { engage: { waitingSince: '2026-11-20T10:00:00Z' } },
      '2026-11-20T10:00:00Z',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(waitingSince(item(overrides))).toBe(expected);
  });

  it.each<[string, EngageItemOverrides, EngageItem, string | null]>([
    ['our answer ends the wait', {}, answer('2026-11-20T10:00:00Z', true), null],
    [
      'the customer writing again keeps the first start',
      {},
      answer('2026-11-20T10:00:00Z', false),
      CREATED,
    ],
    [
      'the customer writing after our answer starts a new wait',
      { engage: { waitingSince: null, latestCommentDate: '2026-11-20T10:00:00Z' } },
      answer('2026-11-20T11:00:00Z', false),
      '2026-11-20T11:00:00Z',
    ],
    [
      'an answer older than the latest changes nothing',
      { engage: { waitingSince: null, latestCommentDate: '2026-11-20T10:00:00Z' } },
      answer('2026-11-20T09:30:00Z', false),
      null,
    ],
    [
      'answers on our own post do not make it wait',
      { sender: ours },
      answer('2026-11-20T10:00:00Z', false),
      null,
    ],
  ])('%s', (_name, overrides, next, expected) => {
    expect(waitingAfterAnswer(item(overrides), next)).toBe(expected);
  });
});

describe('overdue', () => {
  const now = Date.parse('2026-11-20T11:00:00Z');
  it.each<[string | null, number | null, boolean]>([
    ['2026-11-20T10:00:00Z', 60, true],
    ['2026-11-20T10:00:01Z', 60, false],
    ['2026-11-20T10:00:00Z', null, false],
    [null, 60, false],
    ['not a date', 60, false],
  ])('waiting since %s, target %s min → %s', (since, target, expected) => {
    expect(isOverdue(since, now, target)).toBe(expected);
  });

  it('overdue exactly when the wait began at or before overdueBefore', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1440 }),
        (ago, target) => {
          const since = new Date(now - ago).toISOString();
          expect(isOverdue(since, now, target)).toBe(
            Date.parse(since) <= overdueBefore(now, target),
          );
        },
      ),
    );
  });
});
