/**
 * @smm/feeds: feeds (saved inbox filters) — the model and its defaults, the feed editor's filter
 * containers, the search call of a feed page, the in-memory matcher used for live updates, and
 * the windows of feed alerts.
 * See README.md.
 */
export {
  ADHOC_FEED_ID,
  canEditFeed,
  CONTENT_TYPES,
  DEFAULT_FEED_PAGE,
  normaliseFeed,
  sharePayload,
} from './feed.rules.js';
export type { NormalisedFeed } from './feed.rules.js';
export { defineContainer, defineField, EMPTY_REGISTRY, setOptions } from './container.rules.js';
export type { FilterError, FilterOption, FilterRegistry } from './container.rules.js';
export {
  choicesOf,
  definitionOf,
  draftOf,
  FEED_EDITOR_FIELDS,
  feedEditorRegistry,
  isSwitchField,
  keywordsOf,
  MAX_FEED_NAME_LENGTH,
  networkOptions,
  SWITCH_FIELDS,
  updateDraft,
  validateDraft,
} from './editor.rules.js';
export type {
  DraftChange,
  DraftError,
  EditorChoice,
  EditorContainer,
  EditorField,
  EditorFieldKind,
  FeedDraft,
  FeedEditorOptions,
  KeptFilters,
  ListField,
  SwitchField,
  TextField,
} from './editor.rules.js';
export { feedToSearch } from './search.rules.js';
export type { FeedPage, SearchCall } from './search.rules.js';
export {
  AUTOMATION_READER,
  contentTypeOf,
  CASE_MARK,
  findTextOf,
  hasAssignmentState,
  isPriority,
  isUnpublished,
  languageOf,
  matchesConditions,
  matchesFeed,
  searchTextOf,
  sentimentFilterOf,
} from './match.rules.js';
export { isOwnReply } from './own.rules.js';
export { feedConditions } from './conditions.rules.js';
export type { FeedCondition, FeedConditionKind } from './conditions.rules.js';
export type { MatchContext } from './match.rules.js';
export { containsText, foldText } from './text.rules.js';
export { alertsOfNewItem, FEED_ALERT_WINDOWS, feedAlertDueAt } from './alerts.rules.js';
export type { FeedAlertMedium, FeedAlertWindow } from './alerts.rules.js';
export {
  cleanQuick,
  isRefined,
  isToggleOn,
  QUICK_TOGGLES,
  refineConditions,
  refinedConditions,
  refinements,
  refineSearch,
  searchNeedles,
  toggleQuick,
} from './refine.rules.js';
export type { QuickToggle, RefineContext, RefinedSearchBody, Refinement } from './refine.rules.js';
export { isOverdue, overdueBefore, waitingAfterAnswer, waitingSince } from './waiting.rules.js';
