/**
 * @smm/inbox: the engage inbox's screen logic, framework-free — selection, keyboard shortcuts,
 * live list updates that keep the reader's place, the bulk bar, the composer and the item
 * toolbar. See README.md.
 */
export {
  EMPTY_SELECTION,
  isSelected,
  selectedCount,
  selectedIds,
  selectionReducer,
} from './selection.rules.js';
export type { Selection, SelectionEvent } from './selection.rules.js';
export { inboxCommand, moveFocus, SHORTCUTS } from './keyboard.rules.js';
export type { InboxCommand, KeyContext, KeyPress } from './keyboard.rules.js';
export { mergeLive, removeFromList } from './live-list.rules.js';
export type { LiveEntry, LiveMerge, LiveMergeArgs } from './live-list.rules.js';
export { bulkBar, bulkBarActions } from './bulk-bar.rules.js';
export type { BulkBar, BulkBarAction } from './bulk-bar.rules.js';
export { composerMode, composerState } from './composer.rules.js';
export type {
  ComposerDraft,
  ComposerError,
  ComposerState,
  LinkedInAttachmentError,
} from './composer.rules.js';
export {
  isHidden,
  isLiked,
  isPrimaryAction,
  isRead,
  isReposted,
  isSpam,
  itemToolbar,
  PRIMARY_ACTIONS,
} from './item-toolbar.rules.js';
export type {
  ToolbarAction,
  ToolbarEntry,
  ToolbarIcon,
  ToolbarLabel,
} from './item-toolbar.rules.js';
export { dropFeed, moveFeed } from './feed-order.rules.js';
export { ownAuthorOf, rowPreview } from './row-preview.rules.js';
export type { PreviewAuthor, RowPreview } from './row-preview.rules.js';
export {
  CONTEXT_COLLAPSE_CHARS,
  CONTEXT_COLLAPSE_LINES,
  conversationContext,
  isLongContext,
} from './conversation-context.rules.js';
export type { ContextRef } from './conversation-context.rules.js';
export { historyActor, historyLine, historyLines } from './item-history.rules.js';
export type { HistoryActor, HistoryLine, HistoryVerb } from './item-history.rules.js';
export {
  DAILY_WINDOW_SECONDS,
  LOW_QUOTA_SHARE,
  replyQuotaLine,
  SHOWN_WINDOW_SECONDS,
} from './reply-quota.rules.js';
export type { QuotaLine } from './reply-quota.rules.js';
