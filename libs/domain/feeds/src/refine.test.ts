import fc from 'fast-check';
import { type EngageItem, type Feed, type QuickFilters, SupportedNetwork } from '@smm/model';
import { type EngageItemOverrides, makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  cleanQuick,
  feedConditions,
  isRefined,
  type MatchContext,
  matchesConditions,
  matchesFeed,
  refinedConditions,
  refinements,
  refineSearch,
  searchNeedles,
  toggleQuick,
} from './index.js';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const ctx: MatchContext = {
  user: { id: 'me', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' },
  teamIds: ['team-care'],
  now: new Date(NOW).toISOString(),
};
const target = { now: NOW, responseTargetMinutes: 60 };
const feed: Feed = { id: 'f', name: 'Feed' };
const item = (overrides: EngageItemOverrides = {}) => makeEngageItem(overrides);
const refinedMatch = (quick: QuickFilters, overrides: EngageItemOverrides = {}, f = feed) =>
  matchesConditions(refinedConditions(f, quick, target), item(overrides), ctx);

describe('quick filters: one row per filter (decision 0056)', () => {
  it.each<[string, QuickFilters, EngageItemOverrides, boolean]>([
    [
      'unread keeps unread items',
      { unread: true },
      { meta: { displayReadStatus: 'unread' } },
      true,
    ],
    ['unread drops read items', { unread: true }, { meta: { displayReadStatus: 'read' } }, false],
    [
      'mine keeps items assigned to me',
      { assignment: 'me' },
      { engage: { assigneeId: 'me' } },
      true,
    ],
    ['mine drops the team’s', { assignment: 'me' }, { engage: { assigneeId: 'team-care' } }, false],
    ['team keeps my team’s', { assignment: 'team' }, { engage: { assigneeId: 'team-care' } }, true],
    ['team drops others’', { assignment: 'team' }, { engage: { assigneeId: 'x' } }, false],
    ['unassigned keeps nobody’s', { assignment: 'unassigned' }, {}, true],
    [
      'unassigned drops mine',
      { assignment: 'unassigned' },
      { engage: { assigneeId: 'me' } },
      false,
    ],
    ['network keeps its own', { networks: ['facebook'] }, {}, true],
    ['network drops another', { networks: ['instagram'] }, {}, false],
    [
      'network reads every spelling',
      { networks: ['linkedIn'] },
      { engage: { network: 'linkedin' as 'linkedIn' } },
      true,
    ],
    [
      'sentiment keeps negative',
      { sentiments: ['negative'] },
      { prediction: { sentiment: 'NEGATIVE' } },
      true,
    ],
    [
      'sentiment drops positive',
      { sentiments: ['negative'] },
      { prediction: { sentiment: 'POSITIVE' } },
      false,
    ],
    [
      'with notes keeps noted items',
      { withNotes: true },
      { notesData: { noteCount: 2, moreToFetch: false, notes: [] } },
      true,
    ],
    ['with notes drops items without', { withNotes: true }, {}, false],
    ['open case keeps items in one', { openCase: true }, { meta: { openCaseCount: 1 } }, true],
    ['open case drops items in none', { openCase: true }, {}, false],
    [
      'overdue keeps a wait past the target',
      { overdue: true },
      { meta: { createdDate: '2026-11-20T10:59:00Z' } },
      true,
    ],
    [
      'overdue drops a wait within it',
      { overdue: true },
      { meta: { createdDate: '2026-11-20T11:30:00Z' } },
      false,
    ],
    [
      'overdue drops items we answered last',
      { overdue: true },
      {
        engage: {
          latestCommentDate: '2026-11-20T10:00:00Z',
          latestCommentorId: 'facebook-channel-1',
        },
      },
      false,
    ],
    ['text finds words, folded', { text: 'WHERE is' }, {}, true],
    ['text finds the sender', { text: 'ada cust' }, {}, true],
    [
      'text finds the sender’s handle',
      { text: '@ada' },
      { sender: { name: 'A', handle: '@ada', visibility: 'PUBLIC', isOwn: false } },
      true,
    ],
    ['text finds a case number', { text: '#12' }, { engageCasesV2: [{ number: 12 }] }, true],
    [
      'a case number is exact',
      { text: '#1' },
      { message: 'hello', sender: undefined, engageCasesV2: [{ number: 12 }] },
      false,
    ],
    ['text drops the rest', { text: 'invoice' }, {}, false],
    ['blank text refines nothing', { text: '   ' }, {}, true],
  ])('%s', (_name, quick, overrides, expected) => {
    expect(refinedMatch(quick, overrides)).toBe(expected);
  });

  it('overdue matches nothing when the organisation has no target', () => {
    const none = refinedConditions(
      feed,
      { overdue: true },
      { now: NOW, responseTargetMinutes: null },
    );
    expect(
      matchesConditions(none, item({ meta: { createdDate: '2026-01-01T00:00:00Z' } }), ctx),
    ).toBe(false);
  });

  it('keeps the feed’s own filters: a network outside the feed’s shows nothing', () => {
    const facebookOnly: Feed = { ...feed, networks: ['facebook'] };
    expect(
      refinedMatch({ networks: ['instagram'] }, { engage: { network: 'instagram' } }, facebookOnly),
    ).toBe(false);
    expect(refinedMatch({ networks: ['facebook'] }, {}, facebookOnly)).toBe(true);
  });
});

describe('toggles, clearing and what refines', () => {
  it.each<[QuickFilters, Parameters<typeof toggleQuick>[1], QuickFilters]>([
    [{}, 'unread', { unread: true }],
    [{ unread: true }, 'unread', {}],
    [{}, 'mine', { assignment: 'me' }],
    [{ assignment: 'me' }, 'team', { assignment: 'team' }],
    [{ assignment: 'team' }, 'team', {}],
    [{ assignment: 'me' }, 'unassigned', { assignment: 'unassigned' }],
    [{ overdue: true, unread: true }, 'overdue', { unread: true }],
  ])('%j switched %s → %j', (quick, toggle, expected) => {
    expect(toggleQuick(quick, toggle)).toEqual(expected);
  });

  it('leaves out blank text, empty lists and switched-off flags', () => {
    expect(cleanQuick({ text: ' ', unread: false, networks: [], sentiments: [] })).toEqual({});
    expect(isRefined({ text: ' ' })).toBe(false);
    expect(refineSearch({ networks: ['facebook'] }, { text: '  ' })).toEqual({
      filters: { networks: ['facebook'] },
    });
    expect(refineSearch({}, { text: ' refund ', unread: true })).toEqual({
      filters: {},
      refine: { text: 'refund', unread: true },
    });
  });

  it('lists what refines, in toolbar order', () => {
    expect(
      refinements({ networks: ['x' as 'facebook'], overdue: true, text: 'a', unread: true }),
    ).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'toggle', toggle: 'unread' },
      { kind: 'toggle', toggle: 'overdue' },
      { kind: 'networks', networks: ['x'] },
    ]);
  });

  it.each([
    ['Refund', ['refund']],
    ['#12', ['#12', '\u001f12\u001f']],
    ['0012', ['0012', '\u001f12\u001f']],
    ['  ', []],
  ])('search needles of %j', (text, needles) => {
    expect(searchNeedles(text)).toEqual(needles);
  });
});

const anyItem: fc.Arbitrary<EngageItem> = fc
  .record({
    network: fc.constantFrom(...SupportedNetwork.values),
    message: fc.constantFrom('Refund please', 'Crème brûlée', 'hello', '返品したい'),
    assigneeId: fc.option(fc.constantFrom('me', 'team-care', 'x'), { nil: undefined }),
    read: fc.constantFrom('read', 'unread', 'none') as fc.Arbitrary<'read' | 'unread' | 'none'>,
    notes: fc.integer({ min: 0, max: 2 }),
    cases: fc.integer({ min: 0, max: 2 }),
    own: fc.boolean(),
    waiting: fc.option(fc.constantFrom(null, '2026-11-20T09:00:00Z', '2026-11-20T11:59:00Z'), {
      nil: undefined,
    }),
    sentiment: fc.option(
      fc.constantFrom('POSITIVE', 'NEGATIVE') as fc.Arbitrary<'POSITIVE' | 'NEGATIVE'>,
      {
        nil: undefined,
      },
    ),
  })
  .map((a) =>
    makeEngageItem({
      engage: {
        network: a.network,
        ...(a.assigneeId === undefined ? {} : { assigneeId: a.assigneeId }),
        ...(a.waiting === undefined ? {} : { waitingSince: a.waiting }),
      },
      message: a.message,
      meta: { displayReadStatus: a.read, openCaseCount: a.cases },
      notesData: { noteCount: a.notes, moreToFetch: false, notes: [] },
      sender: { name: 'Zoë', visibility: 'PUBLIC', isOwn: a.own },
      engageCasesV2: a.cases > 0 ? [{ number: 12 }] : [],
      ...(a.sentiment === undefined ? {} : { prediction: { sentiment: a.sentiment } }),
    }),
  );

const anyFeed = fc
  .record(
    {
      networks: fc.subarray(['facebook', 'instagram', 'twitter'] as const),
      keywords: fc.subarray(['refund', 'creme']),
      readFilter: fc.constant({ status: 'read' as const }),
      assignFilter: fc.record({
        status: fc.subarray(['assignedToMe', 'unassigned', 'hasNotesV2'] as const),
        values: fc.constant([] as string[]),
      }),
      hasOpenCase: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  .map((filters): Feed => ({ id: 'f', name: 'Feed', ...filters }));

const anyQuick: fc.Arbitrary<QuickFilters> = fc.record(
  {
    text: fc.constantFrom('refund', 'zoë', '#12', ' ', 'x'),
    unread: fc.boolean(),
    assignment: fc.constantFrom('me', 'team', 'unassigned') as fc.Arbitrary<
      'me' | 'team' | 'unassigned'
    >,
    networks: fc.subarray(['facebook', 'instagram', 'twitter'] as const),
    sentiments: fc.subarray(['positive', 'negative', 'uncategorized'] as const),
    withNotes: fc.boolean(),
    openCase: fc.boolean(),
    overdue: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('refining invariants', () => {
  it('refining never widens the feed', () => {
    fc.assert(
      fc.property(
        anyFeed,
        anyQuick,
        fc.option(fc.integer({ min: 1, max: 600 }), { nil: null }),
        anyItem,
        (f, quick, minutes, subject) => {
          const refined = refinedConditions(f, quick, { now: NOW, responseTargetMinutes: minutes });
          if (matchesConditions(refined, subject, ctx))
            expect(matchesFeed(f, subject, ctx)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('no refinement is the feed itself', () => {
    fc.assert(
      fc.property(anyFeed, anyItem, (f, subject) => {
        const refined = refinedConditions(f, { text: ' ' }, target);
        expect(refined).toEqual(feedConditions(f));
        expect(matchesConditions(refined, subject, ctx)).toBe(matchesFeed(f, subject, ctx));
      }),
    );
  });

  it('each more quick filter narrows further', () => {
    fc.assert(
      fc.property(anyFeed, anyQuick, anyQuick, anyItem, (f, base, more, subject) => {
        // More: the filters of `more` that `base` does not set yet, added to it.
        const extra = Object.fromEntries(Object.entries(more).filter(([key]) => !(key in base)));
        const both = refinedConditions(f, { ...base, ...extra }, target);
        if (matchesConditions(both, subject, ctx)) {
          expect(matchesConditions(refinedConditions(f, base, target), subject, ctx)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
