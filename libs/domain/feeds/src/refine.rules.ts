import type { Feed, FeedFilters, QuickFilters, SentimentFilter } from '@smm/model';
import { type FeedCondition, feedConditions } from './conditions.rules.js';
import { CASE_MARK } from './match.rules.js';
import { foldText } from './text.rules.js';
import { overdueBefore } from './waiting.rules.js';

/** The quick filters a toggle chip switches on and off (decision 0056). */
export type QuickToggle =
  'unread' | 'mine' | 'team' | 'unassigned' | 'withNotes' | 'openCase' | 'overdue';

/** Every toggle chip, in the order the toolbar shows them. */
export const QUICK_TOGGLES: readonly QuickToggle[] = [
  'unread',
  'mine',
  'team',
  'unassigned',
  'withNotes',
  'openCase',
  'overdue',
];

/** What refines the list at the moment: each set quick filter once, in toolbar order. */
export type Refinement =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'toggle'; readonly toggle: QuickToggle }
  | { readonly kind: 'networks'; readonly networks: readonly string[] }
  | { readonly kind: 'sentiments'; readonly sentiments: readonly SentimentFilter[] };

/** What the server needs besides the quick filters: the time and the organisation's target. */
export interface RefineContext {
  /** Now, epoch ms. */
  readonly now: number;
  /** The organisation's response-time target in minutes; `null`: none, nothing is overdue. */
  readonly responseTargetMinutes: number | null;
}

const CASE_NUMBER = /^#?(\d{1,9})$/;

/**
 * The needles of the reader's search (decision 0056): the folded words as typed, and for a case
 * number (`12`, `#12`) also the number as {@link findTextOf} marks a case's. Empty for blank text.
 *
 * @example
 * searchNeedles('  Refund ') // ['refund']
 * searchNeedles('#12')       // ['#12', '\u001f12\u001f']
 */
export function searchNeedles(text: string): string[] {
  const folded = foldText(text.trim());
  if (folded === '') return [];
  const number = CASE_NUMBER.exec(folded)?.[1];
  return number === undefined ? [folded] : [folded, `${CASE_MARK}${Number(number)}${CASE_MARK}`];
}

/** Whether a toggle chip is on. */
export function isToggleOn(quick: QuickFilters, toggle: QuickToggle): boolean {
  switch (toggle) {
    case 'unread':
      return quick.unread === true;
    case 'mine':
      return quick.assignment === 'me';
    case 'team':
      return quick.assignment === 'team';
    case 'unassigned':
      return quick.assignment === 'unassigned';
    case 'withNotes':
      return quick.withNotes === true;
    case 'openCase':
      return quick.openCase === true;
    case 'overdue':
      return quick.overdue === true;
  }
}

const without = <K extends keyof QuickFilters>(quick: QuickFilters, key: K): QuickFilters => {
  const { [key]: _dropped, ...rest } = quick;
  return rest;
};

/**
 * The quick filters with one chip switched. The three assignment chips are one choice: switching
 * one on switches the others off.
 *
 * @example
 * toggleQuick({}, 'mine')                       // { assignment: 'me' }
 * toggleQuick({ assignment: 'me' }, 'team')      // { assignment: 'team' }
 * toggleQuick({ assignment: 'team' }, 'team')    // {}
 */
export function toggleQuick(quick: QuickFilters, toggle: QuickToggle): QuickFilters {
  const on = isToggleOn(quick, toggle);
  switch (toggle) {
    case 'mine':
    case 'team':
    case 'unassigned': {
      const assignment = toggle === 'mine' ? 'me' : toggle;
      return on ? without(quick, 'assignment') : { ...quick, assignment };
    }
    default:
      return on ? without(quick, toggle) : { ...quick, [toggle]: true };
  }
}

/**
 * The quick filters as they are worth sending: blank text, empty lists and switched-off flags
 * left out, so that "nothing chosen" is `{}`.
 *
 * @example
 * cleanQuick({ text: '  ', unread: false, networks: [] }) // {}
 */
export function cleanQuick(quick: QuickFilters): QuickFilters {
  const clean: { -readonly [K in keyof QuickFilters]: QuickFilters[K] } = {};
  const text = quick.text?.trim();
  if (text) clean.text = text;
  if (quick.unread) clean.unread = true;
  if (quick.assignment) clean.assignment = quick.assignment;
  if (quick.networks && quick.networks.length > 0) clean.networks = [...new Set(quick.networks)];
  if (quick.sentiments && quick.sentiments.length > 0) {
    clean.sentiments = [...new Set(quick.sentiments)];
  }
  if (quick.withNotes) clean.withNotes = true;
  if (quick.openCase) clean.openCase = true;
  if (quick.overdue) clean.overdue = true;
  return clean;
}

/**
 * What refines the list, in toolbar order — for the toolbar's count and the empty state that
 * says what hides the feed's items.
 *
 * @example
 * refinements({ text: 'refund', unread: true }) // [{ kind: 'text', text: 'refund' }, { kind: 'toggle', toggle: 'unread' }]
 */
export function refinements(quick: QuickFilters): Refinement[] {
  const clean = cleanQuick(quick);
  const list: Refinement[] = [];
  if (clean.text) list.push({ kind: 'text', text: clean.text });
  for (const toggle of QUICK_TOGGLES) {
    if (isToggleOn(clean, toggle)) list.push({ kind: 'toggle', toggle });
  }
  if (clean.networks) list.push({ kind: 'networks', networks: clean.networks });
  if (clean.sentiments) list.push({ kind: 'sentiments', sentiments: clean.sentiments });
  return list;
}

/** Whether anything refines the list. */
export const isRefined = (quick: QuickFilters): boolean => refinements(quick).length > 0;

const ASSIGNMENT_STATE = { me: 'assignedToMe', team: 'assignedToTeam', unassigned: 'unassigned' };

/**
 * The conditions the quick filters add to a feed's (decision 0056). Each set filter is one more
 * condition, so a refined feed never shows an item the feed itself would not: networks and
 * sentiments as the feed's own filters would read them, "with notes" as the feed's notes
 * state, "overdue" as waiting since before now minus the target — nothing at all when the
 * organisation has no target.
 *
 * @example
 * refineConditions({ unread: true, assignment: 'me' }, { now, responseTargetMinutes: null })
 * // [{ kind: 'readStatus', status: 'unread' }, { kind: 'assignment', anyOf: ['assignedToMe'] }]
 */
export function refineConditions(quick: QuickFilters, ctx: RefineContext): FeedCondition[] {
  const clean = cleanQuick(quick);
  const conditions: FeedCondition[] = [];
  if (clean.unread) conditions.push({ kind: 'readStatus', status: 'unread' });
  if (clean.assignment) {
    conditions.push({ kind: 'assignment', anyOf: [ASSIGNMENT_STATE[clean.assignment]] });
  }
  if (clean.networks || clean.sentiments) {
    // The feed's own reading of networks (every spelling) and sentiments.
    conditions.push(
      ...feedConditions({
        id: 'refine',
        name: 'refine',
        ...(clean.networks ? { networks: clean.networks } : {}),
        ...(clean.sentiments ? { sentiments: clean.sentiments } : {}),
      }),
    );
  }
  if (clean.withNotes) conditions.push({ kind: 'assignment', anyOf: ['hasNotesV2'] });
  if (clean.openCase) conditions.push({ kind: 'openCase', equals: true });
  if (clean.overdue) {
    conditions.push(
      ctx.responseTargetMinutes === null
        ? { kind: 'find', anyOf: [] }
        : { kind: 'waiting', before: overdueBefore(ctx.now, ctx.responseTargetMinutes) },
    );
  }
  // Text last: it reads (and folds) the item's text.
  if (clean.text) conditions.push({ kind: 'find', anyOf: searchNeedles(clean.text) });
  return conditions;
}

/**
 * The conditions of a feed refined by the quick filters: the feed's, then the refinement's —
 * a conjunction, so refining never widens the feed (the property `refine.test.ts` checks).
 *
 * @example
 * refinedConditions({ id: 'f', name: 'F', networks: ['facebook'] }, { unread: true }, ctx)
 */
export function refinedConditions(
  feed: Feed,
  quick: QuickFilters,
  ctx: RefineContext,
): FeedCondition[] {
  return [...feedConditions(feed), ...refineConditions(quick, ctx)];
}

/** The search body of a refined feed page: the feed's filters and the reader's refinement. */
export interface RefinedSearchBody {
  readonly filters: FeedFilters;
  readonly refine?: QuickFilters;
}

/**
 * The body `POST /api/engage/search` takes for a feed refined by the reader (decision 0056):
 * the feed's filters as they are, the refinement beside them (left out when nothing refines).
 *
 * @example
 * refineSearch({ networks: ['facebook'] }, { unread: true, text: ' ' })
 * // { filters: { networks: ['facebook'] }, refine: { unread: true } }
 */
export function refineSearch(filters: FeedFilters, quick: QuickFilters): RefinedSearchBody {
  const refine = cleanQuick(quick);
  return Object.keys(refine).length === 0 ? { filters } : { filters, refine };
}
