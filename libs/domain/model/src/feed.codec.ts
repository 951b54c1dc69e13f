import * as t from 'io-ts';
import {
  Count,
  DateString,
  Id,
  Ids,
  knownOnly,
  nullable,
  struct,
  withDefault,
  Uuid,
  Uuids,
} from './codec.utils.js';
import { nonEmptyText, text } from './text.codec.js';

/**
 * Ids a filter names (channels, labels, people, teams): matched as text against what items
 * carry, so any bounded, storable text is a valid filter value.
 */
const FilterIds = t.array(text('externalId'));
import {
  AssignmentState,
  ContentType,
  FeedSortField,
  HiddenStatus,
  LabelledFilter,
  PublicationState,
  ReadFilterStatus,
  SentimentFilter,
  SortDirection,
  SpamStatus,
} from './engage-enums.codec.js';
import { QuickFilters } from './inbox-tools.codec.js';
import { Network } from './network.codec.js';

/** The labels filter of a feed (engage §3). */
export const LabelsFilter = struct(
  'LabelsFilter',
  { values: FilterIds },
  { status: LabelledFilter, applyTo: text('token') },
);
export type LabelsFilter = t.TypeOf<typeof LabelsFilter>;

/** The assignment filter of a feed (engage §3). */
export const AssignFilter = struct(
  'AssignFilter',
  { values: FilterIds },
  { status: t.array(AssignmentState), applyTo: text('token') },
);
export type AssignFilter = t.TypeOf<typeof AssignFilter>;

/** The read filter of a feed (engage §3). */
export const ReadFilter = struct('ReadFilter', {}, { status: ReadFilterStatus, values: FilterIds });
export type ReadFilter = t.TypeOf<typeof ReadFilter>;

/** A date range filter; either end may be open. */
export const DateFilter = t.partial(
  { from: nullable(DateString), to: nullable(DateString) },
  'DateFilter',
);
export type DateFilter = t.TypeOf<typeof DateFilter>;

/** What a feed filters on: every field is optional, an absent one does not filter. */
export const feedFilterProps = {
  networks: t.array(Network),
  channels: FilterIds,
  types: knownOnly(ContentType),
  states: t.array(PublicationState),
  keywords: t.array(text('keyword')),
  notKeywords: t.array(text('keyword')),
  status: text('token'),
  sentiments: t.array(SentimentFilter),
  labels: FilterIds,
  onlyPriority: t.boolean,
  withoutUnpublished: t.boolean,
  /** Our own replies are inbox rows too (decision 0055); without it, they are left out. */
  withOwnReplies: t.boolean,
  languages: t.array(text('language')),
  hasOpenCase: t.boolean,
  spamStatus: t.array(SpamStatus),
  hideStatus: t.array(HiddenStatus),
  labelsFilter: LabelsFilter,
  assignFilter: AssignFilter,
  readFilter: ReadFilter,
  dateFilter: DateFilter,
};

/** The filters of a feed, as sent to search (engage §7). */
export const FeedFilters = t.partial(feedFilterProps, 'FeedFilters');
export type FeedFilters = t.TypeOf<typeof FeedFilters>;

/**
 * A feed: a saved filter, an inbox (engage §3). Item types are filtered to known ones on decode.
 */
export const Feed = struct(
  'Feed',
  { id: Id, name: t.string },
  {
    ...feedFilterProps,
    type: t.string,
    blurMedia: t.boolean,
    emailNotificationsEnabled: t.boolean,
    pushNotificationsEnabled: t.boolean,
    pinned: t.boolean,
    shared: t.boolean,
    shares: Ids,
    ownerId: Id,
    moderatorId: Id,
    adhoc: t.boolean,
    persisted: t.boolean,
    endDate: nullable(DateString),
    feedId: Id,
    position: Count,
  },
);
export type Feed = t.TypeOf<typeof Feed>;

/** Creating or changing a feed: its name, filters and display settings (engage §7). */
export const FeedDefinition = struct(
  'FeedDefinition',
  { name: nonEmptyText('name') },
  { ...feedFilterProps, type: text('token'), blurMedia: t.boolean, endDate: nullable(DateString) },
);
export type FeedDefinition = t.TypeOf<typeof FeedDefinition>;

/** Sharing a feed (engage §3, §7). */
export const FeedSharing = t.type({ ownerId: Uuid, shares: Uuids }, 'FeedSharing');
export type FeedSharing = t.TypeOf<typeof FeedSharing>;

/** Switching a feed's push, e-mail or pin flag (engage §7). */
export const FeedToggle = t.type({ enabled: t.boolean }, 'FeedToggle');
export type FeedToggle = t.TypeOf<typeof FeedToggle>;

/** Reordering feeds: the feed ids in their new order (engage §7). */
export const FeedOrder = t.type({ ids: Uuids }, 'FeedOrder');
export type FeedOrder = t.TypeOf<typeof FeedOrder>;

/** A page of a feed: defaults offset 0, limit 20, latest comment date, desc (engage §3, §9). */
export const FeedPageQuery = t.type(
  {
    offset: withDefault(Count, 0),
    limit: withDefault(Count, 20),
    sortField: withDefault(FeedSortField, 'latestCommentDate'),
    sortDirection: withDefault(SortDirection, 'desc'),
  },
  'FeedPageQuery',
);
export type FeedPageQuery = t.TypeOf<typeof FeedPageQuery>;

/**
 * A search request: filters plus sorting (engage §7). Every field has its default: no filters is
 * every item the caller sees, sorted by latest comment date, newest first. `refine` narrows the
 * filters with what the reader chose above the list (decision 0056).
 */
export const SearchRequest = t.partial(
  {
    filters: FeedFilters,
    sortDirection: SortDirection,
    sortField: FeedSortField,
    refine: QuickFilters,
  },
  'SearchRequest',
);
export type SearchRequest = t.TypeOf<typeof SearchRequest>;
