import fc from 'fast-check';
import { either as E } from 'fp-ts';
import {
  AssignmentState,
  ContentType,
  type Feed,
  FeedDefinition,
  HiddenStatus,
  LabelledFilter,
  NETWORK_VALUES,
  PublicationState,
  ReadFilterStatus,
  SentimentFilter,
  SpamStatus,
} from '@smm/model';
import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  type DraftChange,
  definitionOf,
  draftOf,
  type EditorFieldKind,
  EMPTY_REGISTRY,
  FEED_EDITOR_FIELDS,
  type FeedDraft,
  type FeedEditorOptions,
  feedConditions,
  feedEditorRegistry,
  foldText,
  isSwitchField,
  keywordsOf,
  MAX_FEED_NAME_LENGTH,
  networkOptions,
  SWITCH_FIELDS,
  updateDraft,
  validateDraft,
} from './index.js';

const options: FeedEditorOptions = {
  networks: [
    { value: 'facebook', label: 'Facebook' },
    { value: 'instagram', label: 'Instagram' },
  ],
  channels: [{ value: 'facebook-1', label: 'Coffee Page' }],
  labels: [{ value: 'label-vip', label: 'VIP' }],
  assignees: [
    { value: 'user-ada', label: 'Ada Admin' },
    { value: 'team-care', label: 'Customer Care' },
  ],
  languages: [
    { value: 'en', label: 'English' },
    { value: 'ja', label: 'Japanese' },
  ],
};
const registry = E.getOrElse(() => EMPTY_REGISTRY)(feedEditorRegistry(options));
const named = (name: string, draft: FeedDraft = draftOf()) =>
  updateDraft(draft, { kind: 'name', value: name });
const apply = (draft: FeedDraft, ...changes: DraftChange[]) => changes.reduce(updateDraft, draft);

describe('feedEditorRegistry: the editor’s filter containers', () => {
  it('defines sources, content and moderation with their fields', () => {
    const built = feedEditorRegistry(options);
    expect(E.isRight(built)).toBe(true);
    const fields = Object.fromEntries(
      Object.entries(registry).map(([container, f]) => [container, Object.keys(f)]),
    );
    expect(fields).toEqual({
      sources: ['networks', 'channels'],
      content: [
        'types',
        'keywords',
        'notKeywords',
        'languages',
        'states',
        'unpublished',
        'ownReplies',
        'dates',
      ],
      moderation: [
        'sentiments',
        'labels',
        'assignment',
        'assignees',
        'read',
        'spam',
        'hidden',
        'priority',
      ],
    });
  });

  it.each([
    ['sources', 'networks', options.networks],
    ['sources', 'channels', options.channels],
    ['content', 'languages', options.languages],
    ['moderation', 'labels', options.labels],
    ['moderation', 'assignees', options.assignees],
  ] as const)('lists the organisation’s %s.%s as given', (container, field, given) => {
    expect(registry[container]?.[field]?.options).toEqual(given);
  });

  it.each([
    ['content', 'types', ContentType.values],
    ['content', 'states', PublicationState.values],
    ['moderation', 'sentiments', SentimentFilter.values],
    ['moderation', 'assignment', AssignmentState.values],
    ['moderation', 'read', ReadFilterStatus.values],
    ['moderation', 'spam', SpamStatus.values],
    ['moderation', 'hidden', HiddenStatus.values],
  ] as const)('lists every value of %s.%s from the model, labelled', (container, field, values) => {
    const listed = registry[container]?.[field]?.options ?? [];
    expect(listed.map((o) => o.value)).toEqual(values);
    for (const option of listed) expect(option.label).toMatch(/^[A-Z][a-z ]+$/);
  });

  it.each([
    ['content', 'keywords', []],
    ['content', 'dates', []],
    ['content', 'unpublished', ['withoutUnpublished']],
    ['content', 'ownReplies', ['withOwnReplies']],
    ['moderation', 'priority', ['onlyPriority', 'hasOpenCase']],
  ] as const)('%s.%s offers %j', (container, field, values) => {
    expect(registry[container]?.[field]?.options.map((o) => o.value)).toEqual(values);
  });

  it('gives every field a kind the view knows', () => {
    const kinds: readonly EditorFieldKind[] = ['choices', 'choice', 'text', 'dates', 'switches'];
    for (const { fields } of FEED_EDITOR_FIELDS) {
      for (const field of fields) expect(kinds).toContain(field.kind);
    }
  });
});

describe('networkOptions', () => {
  it('lists networks by the names users read', () => {
    expect(networkOptions(['facebook', 'googlemybusiness', 'linkedIn'])).toEqual([
      { value: 'facebook', label: 'Facebook' },
      { value: 'googlemybusiness', label: 'Google Business Profile' },
      { value: 'linkedIn', label: 'LinkedIn' },
    ]);
  });
});

describe('draftOf', () => {
  it('starts a new feed with an empty name and no filters', () => {
    const draft = draftOf();
    expect(draft.name).toBe('');
    expect(definitionOf(draft)).toEqual({ name: '', blurMedia: false });
  });

  it('copies a stored feed, keywords as text and dates as days in the time zone', () => {
    const draft = draftOf(
      {
        id: 'f',
        name: 'Refunds',
        networks: ['facebook'],
        types: ['comment', 'hologram' as 'comment'],
        keywords: ['refund', 'return'],
        notKeywords: ['spam'],
        assignFilter: { status: ['unassigned'], values: ['team-care'] },
        readFilter: { status: 'unread' },
        hasOpenCase: false,
        dateFilter: { from: '2026-10-31T23:00:00.000Z', to: null },
      },
      'Europe/Paris',
    );
    expect(draft).toMatchObject({
      networks: ['facebook'],
      types: ['comment'],
      keywords: 'refund, return',
      notKeywords: 'spam',
      assignment: ['unassigned'],
      assignees: ['team-care'],
      read: 'unread',
      hasOpenCase: false,
      dates: { from: '2026-11-01', to: '' },
      timeZone: 'Europe/Paris',
    });
  });

  it('reads an unknown time zone as UTC', () => {
    expect(draftOf(undefined, 'Mars/Olympus').timeZone).toBe('UTC');
  });
});

describe('updateDraft: one change at a time', () => {
  it.each<[string, DraftChange[], Partial<FeedDraft>]>([
    [
      'ticks a type',
      [{ kind: 'toggle', field: 'types', value: 'comment' }],
      { types: ['comment'] },
    ],
    [
      'unticks it again',
      [
        { kind: 'toggle', field: 'types', value: 'comment' },
        { kind: 'toggle', field: 'types', value: 'comment' },
      ],
      { types: [] },
    ],
    [
      'ignores a value the enumeration does not have',
      [{ kind: 'toggle', field: 'types', value: 'hologram' }],
      { types: [] },
    ],
    [
      'reads a network alias as its one spelling',
      [{ kind: 'toggle', field: 'networks', value: 'linkedin' }],
      { networks: ['linkedIn'] },
    ],
    [
      'ignores an unknown network',
      [{ kind: 'toggle', field: 'networks', value: 'myspace' }],
      { networks: [] },
    ],
    [
      'ticks channels, labels, assignees and languages by id',
      [
        { kind: 'toggle', field: 'channels', value: 'facebook-1' },
        { kind: 'toggle', field: 'labels', value: 'label-vip' },
        { kind: 'toggle', field: 'assignees', value: 'team-care' },
        { kind: 'toggle', field: 'languages', value: 'ja' },
      ],
      {
        channels: ['facebook-1'],
        labels: ['label-vip'],
        assignees: ['team-care'],
        languages: ['ja'],
      },
    ],
    ['ignores a blank id', [{ kind: 'toggle', field: 'channels', value: ' ' }], { channels: [] }],
    [
      'ticks moderation states',
      [
        { kind: 'toggle', field: 'sentiments', value: 'negative' },
        { kind: 'toggle', field: 'assignment', value: 'assignedToMe' },
        { kind: 'toggle', field: 'spam', value: 'notSpam' },
        { kind: 'toggle', field: 'hidden', value: 'hiddenByAutomation' },
        { kind: 'toggle', field: 'states', value: 'DELETED' },
      ],
      {
        sentiments: ['negative'],
        assignment: ['assignedToMe'],
        spam: ['notSpam'],
        hidden: ['hiddenByAutomation'],
        states: ['DELETED'],
      },
    ],
    [
      'keeps keywords as typed',
      [{ kind: 'text', field: 'keywords', value: 'refund,\nret' }],
      { keywords: 'refund,\nret' },
    ],
    [
      'sets one end of the date range, then the other',
      [
        { kind: 'dates', from: '2026-11-01' },
        { kind: 'dates', to: '2026-11-30' },
      ],
      { dates: { from: '2026-11-01', to: '2026-11-30' } },
    ],
    [
      'opens an end with an empty day',
      [
        { kind: 'dates', from: '2026-11-01', to: '2026-11-30' },
        { kind: 'dates', from: '' },
      ],
      { dates: { from: '', to: '2026-11-30' } },
    ],
    ['chooses a read status', [{ kind: 'read', value: 'readByMe' }], { read: 'readByMe' }],
    [
      'chooses any read status again',
      [
        { kind: 'read', value: 'readByMe' },
        { kind: 'read', value: '' },
      ],
      { read: undefined },
    ],
    ['ignores an unknown read status', [{ kind: 'read', value: 'skimmed' }], { read: undefined }],
    [
      'switches settings on',
      [
        { kind: 'switch', field: 'onlyPriority', on: true },
        { kind: 'switch', field: 'withoutUnpublished', on: true },
        { kind: 'switch', field: 'blurMedia', on: true },
        { kind: 'switch', field: 'hasOpenCase', on: true },
      ],
      { onlyPriority: true, withoutUnpublished: true, blurMedia: true, hasOpenCase: true },
    ],
    [
      'includes our own replies',
      [{ kind: 'switch', field: 'withOwnReplies', on: true }],
      { withOwnReplies: true },
    ],
    [
      'leaves our own replies out again',
      [
        { kind: 'switch', field: 'withOwnReplies', on: true },
        { kind: 'switch', field: 'withOwnReplies', on: false },
      ],
      { withOwnReplies: false },
    ],
    [
      'switching "open case" off removes that filter',
      [
        { kind: 'switch', field: 'hasOpenCase', on: true },
        { kind: 'switch', field: 'hasOpenCase', on: false },
      ],
      { hasOpenCase: undefined },
    ],
  ])('%s', (_, changes, expected) => {
    expect(apply(draftOf(), ...changes)).toMatchObject(expected);
  });

  it('leaves the draft it was given unchanged', () => {
    const draft = draftOf();
    updateDraft(draft, { kind: 'toggle', field: 'types', value: 'post' });
    expect(draft.types).toEqual([]);
  });
});

describe('keywordsOf', () => {
  it.each([
    ['refund, return', ['refund', 'return']],
    ['refund\nreturn\r\nexchange', ['refund', 'return', 'exchange']],
    ['  refund  ,, ,\n', ['refund']],
    ['Refund, refund, REFUND', ['Refund']],
    ['crème, CREME', ['crème']],
    ['返品、交換，払い戻し', ['返品', '交換', '払い戻し']],
    ['late delivery', ['late delivery']],
    ['', []],
  ])('%j → %j', (text, expected) => {
    expect(keywordsOf(text)).toEqual(expected);
  });
});

describe('validateDraft (name, dates, keywords)', () => {
  it.each([
    ['', [{ field: 'name', kind: 'nameRequired' }]],
    ['   ', [{ field: 'name', kind: 'nameRequired' }]],
    ['x'.repeat(MAX_FEED_NAME_LENGTH + 1), [{ field: 'name', kind: 'nameTooLong', max: 100 }]],
    [' '.repeat(5) + 'x'.repeat(MAX_FEED_NAME_LENGTH) + ' ', []],
    ['😀'.repeat(MAX_FEED_NAME_LENGTH), []],
  ])('name %j → errors %j', (name, errors) => {
    const result = validateDraft(named(name));
    expect(E.isLeft(result) ? result.left : []).toEqual(errors);
  });

  it('trims the name', () => {
    expect(validateDraft(named('  Refunds '))).toEqual(
      E.right({ name: 'Refunds', blurMedia: false }),
    );
  });

  it.each([
    ['2026-11-01', '2026-11-30', []],
    ['2026-11-01', '2026-11-01', []],
    ['2026-11-01', '', []],
    ['', '2026-11-30', []],
    ['2026-12-01', '2026-11-30', [{ field: 'dates', kind: 'datesReversed' }]],
    ['2026-02-30', '', [{ field: 'dates', kind: 'dateInvalid', end: 'from' }]],
    ['2026-11-01', 'soon', [{ field: 'dates', kind: 'dateInvalid', end: 'to' }]],
  ])('dates %s…%s → errors %j', (from, to, errors) => {
    const result = validateDraft(apply(named('Feed'), { kind: 'dates', from, to }));
    expect(E.isLeft(result) ? result.left : []).toEqual(errors);
  });

  it('reports every problem at once', () => {
    const result = validateDraft(
      apply(draftOf(), { kind: 'dates', from: '2026-12-01', to: '2026-11-01' }),
    );
    expect(result).toEqual(
      E.left([
        { field: 'name', kind: 'nameRequired' },
        { field: 'dates', kind: 'datesReversed' },
      ]),
    );
  });

  it.each([
    ['UTC', '2026-11-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z'],
    ['Europe/Paris', '2026-10-31T23:00:00.000Z', '2026-11-30T22:59:59.999Z'],
    ['Asia/Tokyo', '2026-10-31T15:00:00.000Z', '2026-11-30T14:59:59.999Z'],
    ['America/New_York', '2026-11-01T04:00:00.000Z', '2026-12-01T04:59:59.999Z'],
  ])('in %s, 1…30 Nov is %s…%s (whole days, across a change of clocks)', (zone, from, to) => {
    const draft = apply(named('Feed', draftOf(undefined, zone)), {
      kind: 'dates',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(validateDraft(draft)).toEqual(
      E.right({ name: 'Feed', blurMedia: false, dateFilter: { from, to } }),
    );
  });

  it('saves a whole feed with every filter the editor sets', () => {
    const draft = apply(
      named('Angry VIPs'),
      { kind: 'toggle', field: 'networks', value: 'facebook' },
      { kind: 'toggle', field: 'channels', value: 'facebook-1' },
      { kind: 'toggle', field: 'types', value: 'comment' },
      { kind: 'text', field: 'keywords', value: 'refund, Refund,\n late ' },
      { kind: 'text', field: 'notKeywords', value: 'giveaway' },
      { kind: 'toggle', field: 'languages', value: 'en' },
      { kind: 'toggle', field: 'states', value: 'PUBLISHED' },
      { kind: 'switch', field: 'withoutUnpublished', on: true },
      { kind: 'switch', field: 'withOwnReplies', on: true },
      { kind: 'toggle', field: 'sentiments', value: 'negative' },
      { kind: 'toggle', field: 'labels', value: 'label-vip' },
      { kind: 'toggle', field: 'assignment', value: 'unassigned' },
      { kind: 'toggle', field: 'assignees', value: 'team-care' },
      { kind: 'read', value: 'unread' },
      { kind: 'toggle', field: 'spam', value: 'notSpam' },
      { kind: 'toggle', field: 'hidden', value: 'notHidden' },
      { kind: 'switch', field: 'onlyPriority', on: true },
      { kind: 'switch', field: 'hasOpenCase', on: true },
      { kind: 'switch', field: 'blurMedia', on: true },
    );
    expect(validateDraft(draft)).toEqual(
      E.right({
        name: 'Angry VIPs',
        blurMedia: true,
        networks: ['facebook'],
        channels: ['facebook-1'],
        types: ['comment'],
        states: ['PUBLISHED'],
        keywords: ['refund', 'late'],
        notKeywords: ['giveaway'],
        sentiments: ['negative'],
        labels: ['label-vip'],
        onlyPriority: true,
        withoutUnpublished: true,
        withOwnReplies: true,
        languages: ['en'],
        hasOpenCase: true,
        spamStatus: ['notSpam'],
        hideStatus: ['notHidden'],
        assignFilter: { values: ['team-care'], status: ['unassigned'] },
        readFilter: { status: 'unread' },
      }),
    );
  });

  it('saves back what the editor does not show, and dates whose day is unchanged as stored', () => {
    const feed: Feed = {
      id: 'f',
      name: 'Kept',
      type: 'inbox',
      endDate: '2027-01-01T00:00:00.000Z',
      status: 'moderated',
      labelsFilter: { status: 'notLabelled', values: ['label-vip'] },
      readFilter: { values: ['user-ada'] },
      assignFilter: { values: [], applyTo: 'conversation' },
      hasOpenCase: false,
      dateFilter: { from: '2026-11-01T10:30:00.000Z', to: null },
    };
    expect(validateDraft(draftOf(feed))).toEqual(
      E.right({
        name: 'Kept',
        type: 'inbox',
        blurMedia: false,
        endDate: '2027-01-01T00:00:00.000Z',
        status: 'moderated',
        hasOpenCase: false,
        labelsFilter: { status: 'notLabelled', values: ['label-vip'] },
        assignFilter: { values: [], applyTo: 'conversation' },
        readFilter: { values: ['user-ada'] },
        dateFilter: { from: '2026-11-01T10:30:00.000Z', to: null },
      }),
    );
    const moved = updateDraft(draftOf(feed), { kind: 'dates', from: '2026-11-02' });
    expect(definitionOf(moved).dateFilter).toEqual({ from: '2026-11-02T00:00:00.000Z', to: null });
    const cleared = updateDraft(draftOf(feed), { kind: 'dates', from: '' });
    expect(definitionOf(cleared).dateFilter).toEqual({ to: null });
  });
});

describe('choicesOf', () => {
  it('marks the ticked options', () => {
    const draft = apply(draftOf(), { kind: 'toggle', field: 'networks', value: 'instagram' });
    expect(choicesOf(registry, draft, 'sources', 'networks')).toEqual([
      { value: 'facebook', label: 'Facebook', checked: false },
      { value: 'instagram', label: 'Instagram', checked: true },
    ]);
  });

  it('shows a ticked value the options no longer list, so that it can be unticked', () => {
    const draft = draftOf({ id: 'f', name: 'F', channels: ['facebook-gone'] });
    expect(choicesOf(registry, draft, 'sources', 'channels')).toEqual([
      { value: 'facebook-1', label: 'Coffee Page', checked: false },
      { value: 'facebook-gone', label: 'facebook-gone', checked: true },
    ]);
  });

  it.each([
    [{ onlyPriority: true }, ['onlyPriority']],
    [{ hasOpenCase: true }, ['hasOpenCase']],
    [{ hasOpenCase: false }, []],
  ] as const)('shows the switches of %j as ticked %j', (filters, ticked) => {
    const draft = draftOf({ id: 'f', name: 'F', ...filters });
    const choices = choicesOf(registry, draft, 'moderation', 'priority');
    expect(choices.filter((c) => c.checked).map((c) => c.value)).toEqual(ticked);
  });

  it('names a ticked network the options do not list', () => {
    const draft = draftOf({ id: 'f', name: 'F', networks: ['googlemybusiness'] });
    expect(choicesOf(registry, draft, 'sources', 'networks').at(-1)).toEqual({
      value: 'googlemybusiness',
      label: 'Google Business Profile',
      checked: true,
    });
  });

  it('names the options of switches after the draft’s switches', () => {
    const choices = [
      ...choicesOf(registry, draftOf(), 'content', 'unpublished'),
      ...choicesOf(registry, draftOf(), 'moderation', 'priority'),
    ];
    expect(choices.every((choice) => isSwitchField(choice.value))).toBe(true);
    expect(SWITCH_FIELDS.every(isSwitchField)).toBe(true);
    expect(isSwitchField('pinned')).toBe(false);
  });

  it('shows the chosen read status', () => {
    const draft = apply(draftOf(), { kind: 'read', value: 'automation' });
    const chosen = choicesOf(registry, draft, 'moderation', 'read').filter((c) => c.checked);
    expect(chosen.map((c) => c.value)).toEqual(['automation']);
  });
});

const ZONES = ['UTC', 'Europe/Paris', 'Asia/Tokyo', 'America/St_Johns', 'Pacific/Kiritimati'];
const instant = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());
const day = instant.map((iso) => iso.slice(0, 10));
const ids = fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 });
const keyword = fc.string({ minLength: 1, maxLength: 12 });
const feedArb: fc.Arbitrary<Feed> = fc.record(
  {
    id: fc.constant('f'),
    name: fc.string({ maxLength: 120 }),
    type: fc.string({ maxLength: 8 }),
    blurMedia: fc.boolean(),
    endDate: fc.option(instant, { nil: null }),
    networks: fc.subarray([...NETWORK_VALUES]),
    channels: ids,
    types: fc.subarray([...ContentType.values]),
    states: fc.subarray([...PublicationState.values]),
    keywords: fc.array(keyword, { maxLength: 5 }),
    notKeywords: fc.array(keyword, { maxLength: 3 }),
    status: fc.string({ maxLength: 8 }),
    sentiments: fc.subarray([...SentimentFilter.values]),
    labels: ids,
    onlyPriority: fc.boolean(),
    withoutUnpublished: fc.boolean(),
    withOwnReplies: fc.boolean(),
    languages: ids,
    hasOpenCase: fc.boolean(),
    spamStatus: fc.subarray([...SpamStatus.values]),
    hideStatus: fc.subarray([...HiddenStatus.values]),
    labelsFilter: fc.record(
      { values: ids, status: fc.constantFrom(...LabelledFilter.values), applyTo: fc.string() },
      { requiredKeys: ['values'] },
    ),
    assignFilter: fc.record(
      { values: ids, status: fc.subarray([...AssignmentState.values]), applyTo: fc.string() },
      { requiredKeys: ['values'] },
    ),
    readFilter: fc.record(
      { status: fc.constantFrom(...ReadFilterStatus.values), values: ids },
      { requiredKeys: [] },
    ),
    dateFilter: fc
      .record(
        { from: fc.option(instant, { nil: null }), to: fc.option(instant, { nil: null }) },
        { requiredKeys: [] },
      )
      .map(({ from, to }) =>
        // Stored ranges are in order (the editor saves no other).
        from && to && from > to ? { from: to, to: from } : { from, to },
      )
      .map((range) => Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined))),
  },
  { requiredKeys: ['id', 'name'] },
);
const anyText = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', ' ', 'a, b\n, A'));
const changeArb: fc.Arbitrary<DraftChange> = fc.oneof(
  anyText.map((value) => ({ kind: 'name', value }) as const),
  fc
    .record({
      field: fc.constantFrom(
        'networks',
        'channels',
        'types',
        'languages',
        'states',
        'sentiments',
        'labels',
        'assignment',
        'assignees',
        'spam',
        'hidden',
      ),
      value: fc.oneof(
        anyText,
        fc.constantFrom(...NETWORK_VALUES, ...ContentType.values, ...SpamStatus.values, 'linkedin'),
      ),
    })
    .map((change) => ({ kind: 'toggle', ...change }) as const),
  fc
    .record({ field: fc.constantFrom('keywords', 'notKeywords'), value: anyText })
    .map((change) => ({ kind: 'text', ...change }) as const),
  fc
    .record({ from: fc.oneof(day, anyText), to: fc.oneof(day, anyText) }, { requiredKeys: [] })
    .map((change) => ({ kind: 'dates', ...change }) as const),
  fc
    .oneof(fc.constantFrom('', ...ReadFilterStatus.values), anyText)
    .map((value) => ({ kind: 'read', value }) as const),
  fc
    .record({
      field: fc.constantFrom(
        'blurMedia',
        'withoutUnpublished',
        'withOwnReplies',
        'onlyPriority',
        'hasOpenCase',
      ),
      on: fc.boolean(),
    })
    .map((change) => ({ kind: 'switch', ...change }) as const),
);
const edited = fc
  .tuple(
    fc.option(feedArb, { nil: undefined }),
    fc.constantFrom(...ZONES),
    fc.array(changeArb, { maxLength: 12 }),
  )
  .map(([feed, zone, changes]) => apply(draftOf(feed, zone), ...changes));

/** A feed's conditions without the no-op ones: an empty date range selects everything. */
const selecting = (feed: Feed) =>
  feedConditions(feed).filter(
    (c) => !(c.kind === 'created' && c.from === -Infinity && c.to === Infinity),
  );

describe('validateDraft: properties', () => {
  it('a saved definition always decodes with the model’s FeedDefinition codec, unchanged', () => {
    fc.assert(
      fc.property(edited, (draft) => {
        const result = validateDraft(draft);
        if (E.isLeft(result)) return;
        expect(FeedDefinition.decode(result.right)).toEqual(E.right(result.right));
      }),
    );
  });

  it('a saved definition has a trimmed name, clean keywords and dates in order', () => {
    fc.assert(
      fc.property(edited, (draft) => {
        const result = validateDraft(draft);
        if (E.isLeft(result)) return;
        const { name, keywords = [], notKeywords = [], dateFilter } = result.right;
        expect(name).toBe(name.trim());
        expect([...name].length).toBeLessThanOrEqual(MAX_FEED_NAME_LENGTH);
        for (const list of [keywords, notKeywords]) {
          for (const k of list) expect(k).toBe(k.trim());
          expect(list).not.toContain('');
          expect(new Set(list.map(foldText)).size).toBe(list.length);
        }
        if (dateFilter?.from && dateFilter.to) {
          expect(Date.parse(dateFilter.from)).toBeLessThanOrEqual(Date.parse(dateFilter.to));
        }
      }),
    );
  });

  it('refuses a draft exactly when its name is blank or too long or its dates are wrong', () => {
    fc.assert(
      fc.property(edited, (draft) => {
        const name = draft.name.trim();
        const nameOk = name !== '' && [...name].length <= MAX_FEED_NAME_LENGTH;
        const ok = (d: string) => d === '' || /^\d{4}-\d{2}-\d{2}$/.test(d);
        const { from, to } = draft.dates;
        const datesOk = ok(from) && ok(to) && (from === '' || to === '' || from <= to);
        if (nameOk && datesOk) expect(E.isRight(validateDraft(draft))).toBe(true);
        else expect(E.isLeft(validateDraft(draft))).toBe(true);
      }),
    );
  });

  it('opening a stored feed and saving it unchanged keeps what it selects', () => {
    const clean = fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((k) => k === k.trim() && !/[,\n\r，、]/.test(k));
    const cleanFeed = fc
      .tuple(
        feedArb,
        fc.uniqueArray(clean, { selector: foldText, maxLength: 4 }),
        fc.uniqueArray(clean, { selector: foldText, maxLength: 2 }),
        fc.constantFrom(...ZONES),
      )
      .map(([feed, keywords, notKeywords, zone]) => ({
        feed: { ...feed, name: 'Feed', keywords, notKeywords },
        zone,
      }));
    fc.assert(
      fc.property(cleanFeed, ({ feed, zone }) => {
        const saved = validateDraft(draftOf(feed, zone));
        expect(E.isRight(saved)).toBe(true);
        if (E.isLeft(saved)) return;
        expect(selecting({ id: 'f', ...saved.right })).toEqual(selecting(feed));
        expect(validateDraft(draftOf({ id: 'f', ...saved.right }, zone))).toEqual(saved);
      }),
    );
  });
});
