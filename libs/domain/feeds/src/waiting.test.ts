import type { EngageItem } from '@smm/model';
import { type EngageItemOverrides, makeEngageItem } from '@smm/model/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOverdue, overdueBefore, waitingAfterAnswer, waitingSince } from './index.js';

const CREATED = '2026-11-20T09:00:00.000Z';
const customer = { name: 'Ann', visibility: 'PUBLIC', isOwn: false } as const;
const ours = { name: 'Brand', visibility: 'PUBLIC', isOwn: true } as const;
const answer = (createdDate: string, own: boolean, delivery?: 'DELIVERY_FAILED'): EngageItem =>
  makeEngageItem({
    meta: { createdDate, ...(delivery ? { delivery } : {}) },
    sender: own ? ours : customer,
  });
type Entry = EngageItem & { latestComment?: EngageItem };
/** An item whose latest answer (kept with it) is `latest`. */
const entry = (overrides: EngageItemOverrides = {}, latest?: EngageItem): Entry => ({
  ...makeEngageItem({
    meta: { createdDate: CREATED },
    ...overrides,
    engage: {
      ...(latest ? { latestCommentDate: latest.meta.createdDate } : {}),
      ...overrides.engage,
    },
  }),
  ...(latest ? { latestComment: latest } : {}),
});

describe('waiting since (decision 0057)', () => {
  it.each<[string, Entry, string | null]>([
    ['a customer’s item nobody answered waits since it was created', entry(), CREATED],
    ['our own item does not wait', entry({ sender: ours }), null],
    ['an item nobody can answer does not wait', entry({ engage: { canRespond: false } }), null],
    [
      'an item we answered last does not wait',
      entry({}, answer('2026-11-20T10:00:00Z', true)),
      null,
    ],
    [
      'an item whose answer the network refused waits again, from the same start',
      entry({}, answer('2026-11-20T10:00:00Z', true, 'DELIVERY_FAILED')),
      CREATED,
    ],
    [
      'the customer writing after us waits since the recorded start',
      entry(
        { engage: { waitingSince: '2026-11-20T11:00:00Z' } },
        answer('2026-11-20T11:00:00Z', false),
      ),
      '2026-11-20T11:00:00Z',
    ],
    [
      'stored without its latest answer, the channel as latest commentor answered it',
      entry({
        engage: {
          latestCommentDate: '2026-11-20T10:00:00Z',
          latestCommentorId: 'facebook-channel-1',
        },
      }),
      null,
    ],
  ])('%s', (_name, item, expected) => {
    expect(waitingSince(item)).toBe(expected);
  });

  it.each<[string, Entry, EngageItem, string | null]>([
    ['our answer keeps the start', entry(), answer('2026-11-20T10:00:00Z', true), CREATED],
    [
      'the customer writing again keeps the first start',
      entry(),
      answer('2026-11-20T10:00:00Z', false),
      CREATED,
    ],
    [
      'the customer writing after our answer starts a new wait',
      entry({}, answer('2026-11-20T10:00:00Z', true)),
      answer('2026-11-20T11:00:00Z', false),
      '2026-11-20T11:00:00Z',
    ],
    [
      'an answer older than the latest changes nothing',
      entry({ engage: { waitingSince: CREATED } }, answer('2026-11-20T10:00:00Z', true)),
      answer('2026-11-20T09:30:00Z', false),
      CREATED,
    ],
    [
      'answers on our own post do not make it wait',
      entry({ sender: ours }),
      answer('2026-11-20T10:00:00Z', false),
      null,
    ],
  ])('%s', (_name, parent, next, expected) => {
    expect(waitingAfterAnswer(parent, next)).toBe(expected);
  });

  it('an item waits exactly when the customer wrote last, through any order of answers', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (whoAnswers) => {
        let item: Entry = entry();
        whoAnswers.forEach((own, index) => {
          const next = answer(
            new Date(Date.parse(CREATED) + (index + 1) * 60_000).toISOString(),
            own,
          );
          item = {
            ...item,
            engage: {
              ...item.engage,
              waitingSince: waitingAfterAnswer(item, next),
              latestCommentDate: next.meta.createdDate,
            },
            latestComment: next,
          };
        });
        const ourLast = whoAnswers.at(-1) === true;
        expect(waitingSince(item) === null).toBe(ourLast);
        if (!ourLast) {
          // The wait began at the customer's first message after our last answer.
          const lastOurs = whoAnswers.lastIndexOf(true);
          const start =
            lastOurs < 0
              ? CREATED
              : new Date(Date.parse(CREATED) + (lastOurs + 2) * 60_000).toISOString();
          expect(waitingSince(item)).toBe(start);
        }
      }),
    );
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
