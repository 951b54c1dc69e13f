import { either as E, function as F } from 'fp-ts';
import {
  AssignmentState,
  ContentType,
  type DateFilter,
  type Feed,
  type FeedDefinition,
  HiddenStatus,
  Network,
  PublicationState,
  ReadFilterStatus,
  SentimentFilter,
  SpamStatus,
  TEXT_LIMITS,
} from '@smm/model';
import { networkName } from '@smm/networks';
import {
  defineContainer,
  defineField,
  EMPTY_REGISTRY,
  type FilterError,
  type FilterOption,
  type FilterRegistry,
  setOptions,
} from './container.rules.js';
import { foldText } from './text.rules.js';

/** What the feed editor lists that comes from the organisation, each as `{ value, label }`. */
export interface FeedEditorOptions {
  readonly networks: readonly FilterOption[];
  readonly channels: readonly FilterOption[];
  readonly labels: readonly FilterOption[];
  /** Users and teams an item can be assigned to. */
  readonly assignees: readonly FilterOption[];
  readonly languages: readonly FilterOption[];
}

/** The list fields of a draft: each holds the values ticked in a group of choices. */
export type ListField =
  | 'networks'
  | 'channels'
  | 'types'
  | 'languages'
  | 'states'
  | 'sentiments'
  | 'labels'
  | 'assignment'
  | 'assignees'
  | 'spam'
  | 'hidden';

/** The on/off settings of a draft; the options of a `switches` field are these names. */
export const SWITCH_FIELDS = [
  'blurMedia',
  'withoutUnpublished',
  'withOwnReplies',
  'onlyPriority',
  'hasOpenCase',
] as const;
/** An on/off setting of a draft. */
export type SwitchField = (typeof SWITCH_FIELDS)[number];

/**
 * Whether an option value names a switch of the draft.
 *
 * @example
 * isSwitchField('onlyPriority') // true
 */
export function isSwitchField(value: string): value is SwitchField {
  return (SWITCH_FIELDS as readonly string[]).includes(value);
}

/** The keyword fields of a draft: text as typed, read as a list when saved. */
export type TextField = 'keywords' | 'notKeywords';

/** How the editor shows a field: several choices, one choice, text, a date range or switches. */
export type EditorFieldKind = 'choices' | 'choice' | 'text' | 'dates' | 'switches';

/** The editor's panels and their fields, in the order they are shown. */
export const FEED_EDITOR_FIELDS = [
  {
    container: 'sources',
    fields: [
      { name: 'networks', kind: 'choices' },
      { name: 'channels', kind: 'choices' },
    ],
  },
  {
    container: 'content',
    fields: [
      { name: 'types', kind: 'choices' },
      { name: 'keywords', kind: 'text' },
      { name: 'notKeywords', kind: 'text' },
      { name: 'languages', kind: 'choices' },
      { name: 'states', kind: 'choices' },
      { name: 'unpublished', kind: 'switches' },
      { name: 'ownReplies', kind: 'switches' },
      { name: 'dates', kind: 'dates' },
    ],
  },
  {
    container: 'moderation',
    fields: [
      { name: 'sentiments', kind: 'choices' },
      { name: 'labels', kind: 'choices' },
      { name: 'assignment', kind: 'choices' },
      { name: 'assignees', kind: 'choices' },
      { name: 'read', kind: 'choice' },
      { name: 'spam', kind: 'choices' },
      { name: 'hidden', kind: 'choices' },
      { name: 'priority', kind: 'switches' },
    ],
  },
] as const satisfies readonly {
  container: string;
  fields: readonly { name: string; kind: EditorFieldKind }[];
}[];

/** A panel of the editor. */
export type EditorContainer = (typeof FEED_EDITOR_FIELDS)[number]['container'];
/** A field of the editor, as named in the registry. */
export type EditorField = (typeof FEED_EDITOR_FIELDS)[number]['fields'][number];

/**
 * Network options for {@link FeedEditorOptions}: each network by the name users read.
 *
 * @example
 * networkOptions(['facebook', 'googlemybusiness'])
 * // [{ value: 'facebook', label: 'Facebook' },
 * //  { value: 'googlemybusiness', label: 'Google Business Profile' }]
 */
export function networkOptions(networks: readonly string[]): FilterOption[] {
  return networks.map((network) => ({ value: network, label: networkName(network) }));
}

const labelled = <V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): FilterOption[] => values.map((value) => ({ value, label: labels[value] }));

// English labels of the fixed enumerations; the view shows its catalogue's text for each value.
const FIXED_OPTIONS: Readonly<Record<string, readonly FilterOption[]>> = {
  types: labelled(ContentType.values, {
    post: 'Post',
    comment: 'Comment',
    reply: 'Reply',
    message: 'Message',
    review: 'Review',
  }),
  states: labelled(PublicationState.values, {
    PUBLISHED: 'Published',
    DELETED: 'Deleted',
    VANISHED: 'Vanished',
  }),
  unpublished: [{ value: 'withoutUnpublished', label: 'Without unpublished posts' }],
  ownReplies: [{ value: 'withOwnReplies', label: 'Include our own replies' }],
  sentiments: labelled(SentimentFilter.values, {
    positive: 'Positive',
    neutral: 'Neutral',
    negative: 'Negative',
    uncategorized: 'Uncategorized',
  }),
  assignment: labelled(AssignmentState.values, {
    assignedToMe: 'Assigned to me',
    assignedToTeam: 'Assigned to my team',
    assignedToOthers: 'Assigned to others',
    unassigned: 'Unassigned',
    hasNotesV2: 'Has notes',
    hasNoteMentioningMe: 'Note mentions me',
    hasNoteMentioningTeam: 'Note mentions my team',
  }),
  read: labelled(ReadFilterStatus.values, {
    readByMe: 'Read by me',
    read: 'Read',
    unread: 'Unread',
    automation: 'Read by automation',
  }),
  spam: labelled(SpamStatus.values, {
    manuallySpam: 'Marked as spam',
    automatedSpam: 'Spam by automation',
    notSpam: 'Not spam',
  }),
  hidden: labelled(HiddenStatus.values, {
    hidden: 'Hidden',
    hiddenByAutomation: 'Hidden by automation',
    notHidden: 'Not hidden',
  }),
  priority: [
    { value: 'onlyPriority', label: 'Only priority items' },
    { value: 'hasOpenCase', label: 'Only items with an open case' },
  ],
};

/**
 * The feed editor's filter containers (sources, content, moderation) and the options of each
 * field: the organisation's from `options`, the fixed enumerations from the model's codecs with
 * English labels. Keywords and dates have no options.
 *
 * @example
 * const registry = feedEditorRegistry({ networks: [{ value: 'facebook', label: 'Facebook' }],
 *   channels: [], labels: [], assignees: [], languages: [] });
 * // Right({ sources: { networks: { options: [{ value: 'facebook', … }] }, … }, … })
 */
export function feedEditorRegistry(
  options: FeedEditorOptions,
): E.Either<FilterError, FilterRegistry> {
  const given: Readonly<Record<string, readonly FilterOption[]>> = { ...options };
  let registry: E.Either<FilterError, FilterRegistry> = E.right(EMPTY_REGISTRY);
  for (const { container, fields } of FEED_EDITOR_FIELDS) {
    registry = E.chain((r: FilterRegistry) => defineContainer(r, container))(registry);
    for (const { name } of fields) {
      const choices = given[name] ?? FIXED_OPTIONS[name] ?? [];
      registry = F.pipe(
        registry,
        E.chain((r) => defineField(r, container, name)),
        E.chain((r) => setOptions(r, container, name, choices)),
      );
    }
  }
  return registry;
}

/** What a draft keeps as it was: the filters the editor does not show, the dates as stored. */
export type KeptFilters = Pick<
  FeedDefinition,
  'type' | 'endDate' | 'status' | 'labelsFilter' | 'dateFilter'
> & {
  readonly readBy?: readonly string[];
  readonly assignApplyTo?: string;
};

/**
 * A feed being edited. Lists hold the ticked values; keywords the text as typed; dates the days
 * (`YYYY-MM-DD`, or '' for an open end) of the date inputs, read in `timeZone`.
 */
export interface FeedDraft {
  readonly name: string;
  readonly blurMedia: boolean;
  readonly networks: readonly Network[];
  readonly channels: readonly string[];
  readonly types: readonly ContentType[];
  readonly keywords: string;
  readonly notKeywords: string;
  readonly languages: readonly string[];
  readonly states: readonly PublicationState[];
  readonly withoutUnpublished: boolean;
  /** Our own replies are rows of the feed too (decision 0055). */
  readonly withOwnReplies: boolean;
  readonly dates: { readonly from: string; readonly to: string };
  readonly sentiments: readonly SentimentFilter[];
  readonly labels: readonly string[];
  readonly assignment: readonly AssignmentState[];
  readonly assignees: readonly string[];
  readonly read: ReadFilterStatus | undefined;
  readonly spam: readonly SpamStatus[];
  readonly hidden: readonly HiddenStatus[];
  readonly onlyPriority: boolean;
  /** A stored `false` (no open case) is kept; the switch sets `true` or nothing. */
  readonly hasOpenCase: boolean | undefined;
  readonly timeZone: string;
  readonly kept: KeptFilters;
}

/** The longest feed name, in Unicode code points (so most emoji count as one). */
export const MAX_FEED_NAME_LENGTH = TEXT_LIMITS.name;

const KEYWORD_SEPARATORS = /[,\n\r，、]/;

/**
 * The keywords in a text: separated by commas (also `，` and `、`) or line breaks, trimmed, empty
 * ones dropped, and each kept once — ignoring case and accents, as the search does.
 *
 * @example
 * keywordsOf(' refund, Refund\nremboursement,, 返品、') // ['refund', 'remboursement', '返品']
 */
export function keywordsOf(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(KEYWORD_SEPARATORS)) {
    const keyword = part.trim();
    const key = foldText(keyword);
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Midnight UTC of a `YYYY-MM-DD` day, or NaN when it is no day of the calendar. */
function utcDay(day: string): number {
  const match = DAY.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const at = new Date(0);
  at.setUTCFullYear(year, month, date);
  const valid =
    at.getUTCFullYear() === year && at.getUTCMonth() === month && at.getUTCDate() === date;
  return valid ? at.getTime() : Number.NaN;
}

/** How far `timeZone`'s clock is ahead of UTC at an instant, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = new Date(0);
  wall.setUTCFullYear(part('year'), part('month') - 1, part('day'));
  wall.setUTCHours(part('hour'), part('minute'), part('second'));
  return wall.getTime() - Math.floor(instant / 1000) * 1000;
}

/** The instant a day starts in a time zone (the second guess settles a change of offset). */
function startOfDay(day: number, timeZone: string): number {
  const first = day - zoneOffset(day, timeZone);
  return day - zoneOffset(first, timeZone);
}

/** The day (`YYYY-MM-DD`) an instant falls on in a time zone; '' for none. */
function dayOf(iso: string | null | undefined, timeZone: string): string {
  const instant = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(instant)) return '';
  const wall = new Date(instant + zoneOffset(instant, timeZone));
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const [year, month, date] = [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
}

/** The time zone if the platform knows it, else UTC. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * An editable copy of a feed, or of a new one (empty name, no filters). Dates are shown as the
 * days they fall on in `timeZone` (default UTC; an unknown zone reads as UTC). Filters the editor
 * does not show are kept and saved back unchanged.
 *
 * @example
 * draftOf().name // ''
 * draftOf({ id: 'f', name: 'Refunds', keywords: ['refund', 'return'] }).keywords
 * // 'refund, return'
 */
export function draftOf(feed?: Feed, timeZone = 'UTC'): FeedDraft {
  const zone = knownZone(timeZone);
  const f = feed ?? { id: '', name: '' };
  const known = new Set<string>(ContentType.values);
  return {
    name: f.name,
    blurMedia: f.blurMedia ?? false,
    networks: f.networks ?? [],
    channels: f.channels ?? [],
    types: (f.types ?? []).filter((type) => known.has(type)),
    keywords: (f.keywords ?? []).join(', '),
    notKeywords: (f.notKeywords ?? []).join(', '),
    languages: f.languages ?? [],
    states: f.states ?? [],
    withoutUnpublished: f.withoutUnpublished ?? false,
    withOwnReplies: f.withOwnReplies ?? false,
    dates: { from: dayOf(f.dateFilter?.from, zone), to: dayOf(f.dateFilter?.to, zone) },
    sentiments: f.sentiments ?? [],
    labels: f.labels ?? [],
    assignment: f.assignFilter?.status ?? [],
    assignees: f.assignFilter?.values ?? [],
    read: f.readFilter?.status,
    spam: f.spamStatus ?? [],
    hidden: f.hideStatus ?? [],
    onlyPriority: f.onlyPriority ?? false,
    hasOpenCase: f.hasOpenCase,
    timeZone: zone,
    kept: {
      ...(f.type === undefined ? {} : { type: f.type }),
      ...(f.endDate === undefined ? {} : { endDate: f.endDate }),
      ...(f.status === undefined ? {} : { status: f.status }),
      ...(f.labelsFilter === undefined ? {} : { labelsFilter: f.labelsFilter }),
      ...(f.dateFilter === undefined ? {} : { dateFilter: f.dateFilter }),
      ...(f.readFilter?.values === undefined ? {} : { readBy: f.readFilter.values }),
      ...(f.assignFilter?.applyTo === undefined ? {} : { assignApplyTo: f.assignFilter.applyTo }),
    },
  };
}

/** A change the user makes in the editor. */
export type DraftChange =
  | { readonly kind: 'name'; readonly value: string }
  | { readonly kind: 'toggle'; readonly field: ListField; readonly value: string }
  | { readonly kind: 'text'; readonly field: TextField; readonly value: string }
  | { readonly kind: 'dates'; readonly from?: string; readonly to?: string }
  | { readonly kind: 'read'; readonly value: string }
  | { readonly kind: 'switch'; readonly field: SwitchField; readonly on: boolean };

const toggled = <V extends string>(list: readonly V[], value: V): V[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** Toggles `value` in a list if `isValue` accepts it; anything else leaves the list as it is. */
function toggle<V extends string>(
  list: readonly V[],
  value: string,
  isValue: (v: string) => v is V,
): readonly V[] {
  return isValue(value) ? toggled(list, value) : list;
}

const isId = (value: string): value is string => value.trim() !== '';
const isNetwork = (value: string): value is Network => Network.is(value);

/** The draft with one list value ticked or unticked; values a field does not know are ignored. */
function toggleField(draft: FeedDraft, field: ListField, value: string): FeedDraft {
  switch (field) {
    case 'networks': {
      const network = E.getOrElse(() => value)(Network.decode(value));
      return { ...draft, networks: toggle(draft.networks, network, isNetwork) };
    }
    case 'types':
      return { ...draft, types: toggle(draft.types, value, ContentType.is) };
    case 'states':
      return { ...draft, states: toggle(draft.states, value, PublicationState.is) };
    case 'sentiments':
      return { ...draft, sentiments: toggle(draft.sentiments, value, SentimentFilter.is) };
    case 'assignment':
      return { ...draft, assignment: toggle(draft.assignment, value, AssignmentState.is) };
    case 'spam':
      return { ...draft, spam: toggle(draft.spam, value, SpamStatus.is) };
    case 'hidden':
      return { ...draft, hidden: toggle(draft.hidden, value, HiddenStatus.is) };
    case 'channels':
    case 'languages':
    case 'labels':
    case 'assignees':
      return { ...draft, [field]: toggle(draft[field], value, isId) };
  }
}

/**
 * The draft after one change: a name typed, a value ticked or unticked in a list, keywords typed
 * (kept as text until saved), a date range end set ('' opens it), the read status chosen (''
 * for any), a switch turned on or off. Unknown values of fixed enumerations change nothing.
 *
 * @example
 * updateDraft(draftOf(), { kind: 'toggle', field: 'types', value: 'comment' }).types // ['comment']
 * updateDraft(draftOf(), { kind: 'dates', from: '2026-11-01' }).dates
 * // { from: '2026-11-01', to: '' }
 */
export function updateDraft(draft: FeedDraft, change: DraftChange): FeedDraft {
  switch (change.kind) {
    case 'name':
      return { ...draft, name: change.value };
    case 'toggle':
      return toggleField(draft, change.field, change.value);
    case 'text':
      return { ...draft, [change.field]: change.value };
    case 'dates':
      return {
        ...draft,
        dates: { from: change.from ?? draft.dates.from, to: change.to ?? draft.dates.to },
      };
    case 'read':
      if (change.value === '') return { ...draft, read: undefined };
      return ReadFilterStatus.is(change.value) ? { ...draft, read: change.value } : draft;
    case 'switch':
      if (change.field === 'hasOpenCase') {
        return { ...draft, hasOpenCase: change.on ? true : undefined };
      }
      return { ...draft, [change.field]: change.on };
  }
}

/** Why a draft cannot be saved, by field. */
export type DraftError =
  | { readonly field: 'name'; readonly kind: 'nameRequired' }
  | { readonly field: 'name'; readonly kind: 'nameTooLong'; readonly max: number }
  | { readonly field: 'dates'; readonly kind: 'dateInvalid'; readonly end: 'from' | 'to' }
  | { readonly field: 'dates'; readonly kind: 'datesReversed' };

/** One end of the date range: as stored if its day is unchanged, else that day's edge. */
function dateEnd(draft: FeedDraft, end: 'from' | 'to'): string | null | undefined {
  const kept = draft.kept.dateFilter?.[end];
  const day = draft.dates[end];
  if (day === dayOf(kept, draft.timeZone)) return kept;
  const midnight = utcDay(day);
  if (Number.isNaN(midnight)) return undefined;
  // The range is inclusive: `to` is the last millisecond of its day.
  const instant =
    end === 'from'
      ? startOfDay(midnight, draft.timeZone)
      : startOfDay(midnight + MS_PER_DAY, draft.timeZone) - 1;
  return new Date(instant).toISOString();
}

function dateFilterOf(draft: FeedDraft): DateFilter | undefined {
  const from = dateEnd(draft, 'from');
  const to = dateEnd(draft, 'to');
  if (from === undefined && to === undefined) return undefined;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}

const some = <K extends string, V>(key: K, list: readonly V[]): Partial<Record<K, V[]>> =>
  list.length > 0 ? ({ [key]: [...list] } as Record<K, V[]>) : {};

const on = <K extends string>(key: K, value: boolean): Partial<Record<K, true>> =>
  value ? ({ [key]: true } as Record<K, true>) : {};

/**
 * The feed definition a draft stands for, without checking it: the name trimmed, keywords read
 * from their text, days turned into the instants they start and end in the draft's time zone
 * (unreadable days left out), empty lists and switches that are off left out, the filters the
 * editor does not show as they were. Use it to preview; save with {@link validateDraft}.
 *
 * @example
 * definitionOf(updateDraft(draftOf(), { kind: 'text', field: 'keywords', value: 'refund, ' }))
 * // { name: '', blurMedia: false, keywords: ['refund'] }
 */
export function definitionOf(draft: FeedDraft): FeedDefinition {
  const { kept } = draft;
  const dateFilter = dateFilterOf(draft);
  const readBy = kept.readBy ?? [];
  const applyTo = kept.assignApplyTo;
  const assigning = draft.assignment.length > 0 || draft.assignees.length > 0;
  return {
    name: draft.name.trim(),
    ...(kept.type === undefined ? {} : { type: kept.type }),
    blurMedia: draft.blurMedia,
    ...(kept.endDate === undefined ? {} : { endDate: kept.endDate }),
    ...some('networks', draft.networks),
    ...some('channels', draft.channels),
    ...some('types', draft.types),
    ...some('states', draft.states),
    ...some('keywords', keywordsOf(draft.keywords)),
    ...some('notKeywords', keywordsOf(draft.notKeywords)),
    ...(kept.status === undefined ? {} : { status: kept.status }),
    ...some('sentiments', draft.sentiments),
    ...some('labels', draft.labels),
    ...on('onlyPriority', draft.onlyPriority),
    ...on('withoutUnpublished', draft.withoutUnpublished),
    ...on('withOwnReplies', draft.withOwnReplies),
    ...some('languages', draft.languages),
    ...(draft.hasOpenCase === undefined ? {} : { hasOpenCase: draft.hasOpenCase }),
    ...some('spamStatus', draft.spam),
    ...some('hideStatus', draft.hidden),
    ...(kept.labelsFilter === undefined ? {} : { labelsFilter: kept.labelsFilter }),
    ...(assigning || applyTo !== undefined
      ? {
          assignFilter: {
            values: [...draft.assignees],
            ...some('status', draft.assignment),
            ...(applyTo === undefined ? {} : { applyTo }),
          },
        }
      : {}),
    ...(draft.read !== undefined || readBy.length > 0
      ? {
          readFilter: {
            ...(draft.read === undefined ? {} : { status: draft.read }),
            ...some('values', readBy),
          },
        }
      : {}),
    ...(dateFilter === undefined ? {} : { dateFilter }),
  };
}

/** The errors of a draft's dates: each day readable, the range not ending before it starts. */
function dateErrors(draft: FeedDraft): DraftError[] {
  const { dates } = draft;
  const invalid = (['from', 'to'] as const).filter(
    (end) => dates[end] !== '' && Number.isNaN(utcDay(dates[end])),
  );
  if (invalid.length > 0) {
    return invalid.map((end) => ({ field: 'dates', kind: 'dateInvalid', end }));
  }
  const from = dateEnd(draft, 'from');
  const to = dateEnd(draft, 'to');
  return from && to && Date.parse(from) > Date.parse(to)
    ? [{ field: 'dates', kind: 'datesReversed' }]
    : [];
}

/**
 * The definition to save, or every reason it cannot be saved: a name is required (trimmed, at
 * most {@link MAX_FEED_NAME_LENGTH} characters), each day must be a day of the calendar and the
 * first not after the last. Keywords are trimmed, empty ones dropped and each kept once.
 *
 * @example
 * validateDraft(draftOf()) // Left([{ field: 'name', kind: 'nameRequired' }])
 * validateDraft(updateDraft(draftOf(), { kind: 'name', value: ' Refunds ' }))
 * // Right({ name: 'Refunds', blurMedia: false })
 */
export function validateDraft(draft: FeedDraft): E.Either<DraftError[], FeedDefinition> {
  const name = draft.name.trim();
  const errors: DraftError[] = [];
  if (name === '') errors.push({ field: 'name', kind: 'nameRequired' });
  else if ([...name].length > MAX_FEED_NAME_LENGTH) {
    errors.push({ field: 'name', kind: 'nameTooLong', max: MAX_FEED_NAME_LENGTH });
  }
  errors.push(...dateErrors(draft));
  return errors.length > 0 ? E.left(errors) : E.right(definitionOf(draft));
}

/** One choice of a field as the editor shows it. */
export interface EditorChoice extends FilterOption {
  readonly checked: boolean;
}

function selected(draft: FeedDraft, field: EditorField['name']): readonly string[] {
  switch (field) {
    case 'read':
      return draft.read === undefined ? [] : [draft.read];
    case 'unpublished':
      return draft.withoutUnpublished ? ['withoutUnpublished'] : [];
    case 'ownReplies':
      return draft.withOwnReplies ? ['withOwnReplies'] : [];
    case 'priority':
      return [
        ...(draft.onlyPriority ? ['onlyPriority'] : []),
        ...(draft.hasOpenCase === true ? ['hasOpenCase'] : []),
      ];
    case 'keywords':
    case 'notKeywords':
    case 'dates':
      return [];
    default:
      return draft[field];
  }
}

/**
 * The choices of a field with what the draft has ticked. A ticked value the options do not list
 * (a channel since removed) is shown too, by its value (a network by its name), so that it can
 * be unticked.
 *
 * @example
 * choicesOf(registry, draftOf(feed), 'sources', 'channels')
 * // [{ value: 'facebook-1', label: 'Coffee Page', checked: true }, …]
 */
export function choicesOf(
  registry: FilterRegistry,
  draft: FeedDraft,
  container: EditorContainer,
  field: EditorField['name'],
): EditorChoice[] {
  const options = registry[container]?.[field]?.options ?? [];
  const ticked = selected(draft, field);
  const listed = new Set(options.map((option) => option.value));
  return [
    ...options.map((option) => ({ ...option, checked: ticked.includes(option.value) })),
    ...ticked
      .filter((value) => !listed.has(value))
      .map((value) => ({
        value,
        label: field === 'networks' ? networkName(value) : value,
        checked: true,
      })),
  ];
}
