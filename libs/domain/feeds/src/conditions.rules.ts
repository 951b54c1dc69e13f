import {
  type ContentType,
  type Feed,
  NETWORK_ALIASES,
  type NetworkStatus,
  type ReadFilterStatus,
  type SentimentFilter,
} from '@smm/model';
import { normaliseNetwork } from '@smm/networks';
import { normaliseFeed } from './feed.rules.js';
import { foldText } from './text.rules.js';

/**
 * One condition of a feed, with its values prepared (network spellings expanded, keywords
 * folded, languages lower-cased, dates parsed to epoch milliseconds). A feed is the conjunction
 * of its conditions. `matchesFeed` evaluates them in memory; the API server compiles the same
 * list to SQL — so both read a feed one way.
 */
export type FeedCondition =
  /** The item's network, in every spelling the product accepts (`linkedin` for `linkedIn`). */
  | { readonly kind: 'network'; readonly anyOf: readonly string[] }
  | { readonly kind: 'channel'; readonly anyOf: readonly string[] }
  /** The content type a feed sees the item as ({@link contentTypeOf}). */
  | { readonly kind: 'contentType'; readonly anyOf: readonly ContentType[] }
  | { readonly kind: 'networkStatus'; readonly anyOf: readonly NetworkStatus[] }
  | { readonly kind: 'moderatorStatus'; readonly equals: string }
  /** The feed sentiment of the item ({@link sentimentFilterOf}). */
  | { readonly kind: 'sentiment'; readonly anyOf: readonly SentimentFilter[] }
  /**
   * `some: true` — the item has a label among `of` (any label when `of` is empty);
   * `some: false` — it has none among `of` (no label at all when `of` is empty).
   */
  | { readonly kind: 'labels'; readonly some: boolean; readonly of: readonly string[] }
  /** The item is a priority ({@link isPriority}). */
  | { readonly kind: 'priority' }
  /** The item is not an unpublished (dark) post. */
  | { readonly kind: 'published' }
  /** The item is not one of our own replies (`isOwnReply`); every feed has it unless `withOwnReplies`. */
  | { readonly kind: 'notOwnReply' }
  /** The corrected, else detected, language, lower case. */
  | { readonly kind: 'language'; readonly anyOf: readonly string[] }
  | { readonly kind: 'openCase'; readonly equals: boolean }
  /** The spam status, `notSpam` when the item has none. */
  | { readonly kind: 'spamStatus'; readonly anyOf: readonly string[] }
  /** The hide status, `notHidden` when the item has none. */
  | { readonly kind: 'hideStatus'; readonly anyOf: readonly string[] }
  /** One of the assignment states holds for the viewer ({@link hasAssignmentState}). */
  | { readonly kind: 'assignment'; readonly anyOf: readonly string[] }
  /** The item is assigned to one of these ids (dashes ignored). */
  | { readonly kind: 'assignee'; readonly anyOf: readonly string[] }
  | { readonly kind: 'readStatus'; readonly status: ReadFilterStatus }
  /** Someone among these ids (dashes ignored) read the item. */
  | { readonly kind: 'readBy'; readonly anyOf: readonly string[] }
  /**
   * Created within `from`…`to`, epoch ms (±Infinity for an open end; NaN for an unreadable date,
   * which nothing satisfies).
   */
  | { readonly kind: 'created'; readonly from: number; readonly to: number }
  /** The feed ends at `end` (epoch ms): nothing once it is over, nothing created later. */
  | { readonly kind: 'endDate'; readonly end: number }
  /**
   * Folded needles, one of which is in the item's find text ({@link findTextOf}: text, sender,
   * case numbers) — the reader's search above the list (decision 0056).
   */
  | { readonly kind: 'find'; readonly anyOf: readonly string[] }
  /** A customer waits for an answer since `before` (epoch ms) or earlier ({@link waitingSince}). */
  | { readonly kind: 'waiting'; readonly before: number }
  /** Folded keywords: one of `keywords` (if any) and none of `notKeywords` is in the item's text. */
  | {
      readonly kind: 'text';
      readonly keywords: readonly string[];
      readonly notKeywords: readonly string[];
    };

/** The kinds of {@link FeedCondition}. */
export type FeedConditionKind = FeedCondition['kind'];

const STATE_OF = { PUBLISHED: 'published', DELETED: 'deleted', VANISHED: 'vanished' } as const;

const parseDate = (value: string | null | undefined, open: number): number =>
  value ? Date.parse(value) : open;

/**
 * The conditions of a feed (engage §3), cheap and selective ones first and the text last: every
 * filter that is set becomes one condition; unset or empty filters become none. Our own replies
 * are left out unless the feed sets `withOwnReplies` (decision 0055).
 *
 * @example
 * feedConditions({ id: 'f', name: 'F', networks: ['linkedIn'], keywords: ['Crème'] })
 * // [{ kind: 'notOwnReply' },
 * //  { kind: 'network', anyOf: ['linkedIn', 'linkedin'] },
 * //  { kind: 'text', keywords: ['creme'], notKeywords: [] }]
 */
export function feedConditions(feed: Feed): FeedCondition[] {
  const f = normaliseFeed(feed);
  const conditions: FeedCondition[] = [];
  if (!f.withOwnReplies) conditions.push({ kind: 'notOwnReply' });
  if (f.networks.length > 0) {
    const wanted = f.networks as readonly string[];
    const aliases = Object.keys(NETWORK_ALIASES).filter((alias) =>
      wanted.includes(normaliseNetwork(alias) ?? ''),
    );
    conditions.push({ kind: 'network', anyOf: [...new Set([...wanted, ...aliases])] });
  }
  if (f.channels.length > 0) conditions.push({ kind: 'channel', anyOf: f.channels });
  if (f.types.length > 0) conditions.push({ kind: 'contentType', anyOf: f.types });
  if (f.states.length > 0) {
    conditions.push({ kind: 'networkStatus', anyOf: f.states.map((state) => STATE_OF[state]) });
  }
  if (f.status !== undefined && f.status !== '') {
    conditions.push({ kind: 'moderatorStatus', equals: f.status });
  }
  if (f.sentiments.length > 0) conditions.push({ kind: 'sentiment', anyOf: f.sentiments });
  if (f.labels.length > 0) conditions.push({ kind: 'labels', some: true, of: f.labels });
  if (f.labelsFilter !== undefined) {
    const { status, values } = f.labelsFilter;
    if (status === 'labelled') conditions.push({ kind: 'labels', some: true, of: values });
    else if (status === 'notLabelled') conditions.push({ kind: 'labels', some: false, of: values });
    else if (values.length > 0) conditions.push({ kind: 'labels', some: true, of: values });
  }
  if (f.onlyPriority) conditions.push({ kind: 'priority' });
  if (f.withoutUnpublished) conditions.push({ kind: 'published' });
  if (f.languages.length > 0) {
    conditions.push({
      kind: 'language',
      anyOf: [...new Set(f.languages.map((language) => language.toLowerCase()))],
    });
  }
  if (f.hasOpenCase !== undefined) conditions.push({ kind: 'openCase', equals: f.hasOpenCase });
  if (f.spamStatus.length > 0) conditions.push({ kind: 'spamStatus', anyOf: f.spamStatus });
  if (f.hideStatus.length > 0) conditions.push({ kind: 'hideStatus', anyOf: f.hideStatus });
  if (f.assignFilter !== undefined) {
    const states = f.assignFilter.status ?? [];
    if (states.length > 0) conditions.push({ kind: 'assignment', anyOf: states });
    if (f.assignFilter.values.length > 0) {
      conditions.push({ kind: 'assignee', anyOf: f.assignFilter.values });
    }
  }
  if (f.readFilter !== undefined) {
    const { status, values = [] } = f.readFilter;
    if (status !== undefined) conditions.push({ kind: 'readStatus', status });
    if (values.length > 0) conditions.push({ kind: 'readBy', anyOf: values });
  }
  if (f.dateFilter !== undefined) {
    conditions.push({
      kind: 'created',
      from: parseDate(f.dateFilter.from, Number.NEGATIVE_INFINITY),
      to: parseDate(f.dateFilter.to, Number.POSITIVE_INFINITY),
    });
  }
  if (f.endDate) conditions.push({ kind: 'endDate', end: Date.parse(f.endDate) });
  // Text last: it is the only condition that reads (and folds) the item's text.
  if (f.keywords.length > 0 || f.notKeywords.length > 0) {
    conditions.push({
      kind: 'text',
      keywords: f.keywords.map(foldText),
      notKeywords: f.notKeywords.map(foldText),
    });
  }
  return conditions;
}
