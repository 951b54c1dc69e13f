import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the inbox list's tools (decisions 0056, 0057): the search box, quick filters and
 * sort above the list, relative and waiting times on rows, the export dialog, the
 * organisation's response-time target and the person's mark-read-on-open setting.
 */
export const listToolsMessages = {
  searchLabel: /*i18n*/ {
    id: 'listTools.searchLabel',
    message: 'Search this feed',
    comment: 'Accessible name of the search box above the inbox list.',
  },
  searchPlaceholder: /*i18n*/ {
    id: 'listTools.searchPlaceholder',
    message: 'Words, sender or case number',
    comment: 'Placeholder of the search box above the inbox list.',
  },
  quickFilters: /*i18n*/ {
    id: 'listTools.quickFilters',
    message: 'Quick filters',
    comment: 'Name of the group of toggle chips that narrow the inbox list.',
  },
  chip_unread: /*i18n*/ {
    id: 'listTools.chip_unread',
    message: 'Unread',
    comment: 'Quick filter chip: only unread items.',
  },
  chip_mine: /*i18n*/ {
    id: 'listTools.chip_mine',
    message: 'Assigned to me',
    comment: 'Quick filter chip: only items assigned to the user.',
  },
  chip_team: /*i18n*/ {
    id: 'listTools.chip_team',
    message: 'My team',
    comment: "Quick filter chip: only items assigned to one of the user's teams.",
  },
  chip_unassigned: /*i18n*/ {
    id: 'listTools.chip_unassigned',
    message: 'Unassigned',
    comment: 'Quick filter chip: only items assigned to nobody.',
  },
  chip_withNotes: /*i18n*/ {
    id: 'listTools.chip_withNotes',
    message: 'With notes',
    comment: 'Quick filter chip: only items that have internal notes.',
  },
  chip_openCase: /*i18n*/ {
    id: 'listTools.chip_openCase',
    message: 'Open case',
    comment: 'Quick filter chip: only items that are in an open case.',
  },
  chip_overdue: /*i18n*/ {
    id: 'listTools.chip_overdue',
    message: 'Overdue',
    comment:
      "Quick filter chip: only items waiting longer than the organisation's response-time target.",
  },
  overdueNoTarget: /*i18n*/ {
    id: 'listTools.overdueNoTarget',
    message:
      'Your organisation has no response-time target, so nothing is overdue. An administrator sets it in the settings overview.',
    comment: 'Hover text of the disabled Overdue chip.',
  },
  moreFilters: /*i18n*/ {
    id: 'listTools.moreFilters',
    message: 'More filters',
    comment: 'Button of the menu with the network and sentiment quick filters.',
  },
  moreFiltersCount: /*i18n*/ {
    id: 'listTools.moreFiltersCount',
    message: 'More filters ({count})',
    comment:
      'Button of the menu with the network and sentiment quick filters, with how many are on.',
  },
  networksGroup: /*i18n*/ {
    id: 'listTools.networksGroup',
    message: 'Networks',
    comment: 'Heading of the networks in the quick filter menu and the export dialog.',
  },
  sentimentsGroup: /*i18n*/ {
    id: 'listTools.sentimentsGroup',
    message: 'Sentiment',
    comment: 'Heading of the sentiments in the quick filter menu.',
  },
  sentiment_positive: /*i18n*/ {
    id: 'listTools.sentiment_positive',
    message: 'Positive',
    comment: 'Sentiment quick filter.',
  },
  sentiment_neutral: /*i18n*/ {
    id: 'listTools.sentiment_neutral',
    message: 'Neutral',
    comment: 'Sentiment quick filter.',
  },
  sentiment_negative: /*i18n*/ {
    id: 'listTools.sentiment_negative',
    message: 'Negative',
    comment: 'Sentiment quick filter.',
  },
  sentiment_uncategorized: /*i18n*/ {
    id: 'listTools.sentiment_uncategorized',
    message: 'Not rated',
    comment: 'Sentiment quick filter: items without a sentiment.',
  },
  clearAll: /*i18n*/ {
    id: 'listTools.clearAll',
    message: 'Clear filters',
    comment: 'Button that removes the search text and every quick filter at once.',
  },
  clearSearch: /*i18n*/ {
    id: 'listTools.clearSearch',
    message: 'Clear the search',
    comment: 'Accessible name of the button that empties the search box.',
  },
  sortLabel: /*i18n*/ {
    id: 'listTools.sortLabel',
    message: 'Sort: {order}',
    comment: 'Button of the sort menu above the inbox list; {order} is the chosen order.',
  },
  sortShort_latestCommentDate: /*i18n*/ {
    id: 'listTools.sortShort_latestCommentDate',
    message: 'Latest comment',
    comment:
      'Short visible text of the sort button (with an arrow for the direction): sorted by latest comment date.',
  },
  sortShort_createdDate: /*i18n*/ {
    id: 'listTools.sortShort_createdDate',
    message: 'Created',
    comment:
      'Short visible text of the sort button (with an arrow for the direction): sorted by created date.',
  },
  sort_latestCommentDate_desc: /*i18n*/ {
    id: 'listTools.sort_latestCommentDate_desc',
    message: 'Latest comment, newest first',
    comment: 'Sort order of the inbox list.',
  },
  sort_latestCommentDate_asc: /*i18n*/ {
    id: 'listTools.sort_latestCommentDate_asc',
    message: 'Latest comment, oldest first',
    comment: 'Sort order of the inbox list.',
  },
  sort_createdDate_desc: /*i18n*/ {
    id: 'listTools.sort_createdDate_desc',
    message: 'Created, newest first',
    comment: 'Sort order of the inbox list.',
  },
  sort_createdDate_asc: /*i18n*/ {
    id: 'listTools.sort_createdDate_asc',
    message: 'Created, oldest first',
    comment: 'Sort order of the inbox list.',
  },
  noMatchesTitle: /*i18n*/ {
    id: 'listTools.noMatchesTitle',
    message: 'Nothing matches your filters',
    comment:
      'Title of the empty list when the search or quick filters hide every item of the feed.',
  },
  noMatchesBody: /*i18n*/ {
    id: 'listTools.noMatchesBody',
    message: 'Narrowed by: {filters}.',
    comment:
      'Body of the empty list: what narrows it; {filters} is a list such as “refund”, Unread.',
  },
  searchText: /*i18n*/ {
    id: 'listTools.searchText',
    message: '“{text}”',
    comment: 'How the search text is named in the list of what narrows the inbox list.',
  },
  justNow: /*i18n*/ {
    id: 'listTools.justNow',
    message: 'just now',
    comment: 'Relative time of an item under a minute old.',
  },
  waitingFor: /*i18n*/ {
    id: 'listTools.waitingFor',
    message: 'Waiting for {duration}',
    comment: 'Item row: how long the customer has waited for an answer, e.g. 2 hours.',
  },
  waitingSinceExact: /*i18n*/ {
    id: 'listTools.waitingSinceExact',
    message: 'Waiting since {date}',
    comment: 'Hover text of the waiting time: the exact moment the wait began.',
  },
  overdue: /*i18n*/ {
    id: 'listTools.overdue',
    message: 'Overdue',
    comment: 'Badge on an item waiting longer than the response-time target.',
  },
  overdueTitle: /*i18n*/ {
    id: 'listTools.overdueTitle',
    message: 'Waiting longer than the target of {target}',
    comment: 'Hover text of the Overdue badge; {target} is e.g. 4 hours.',
  },
  exportTitle: /*i18n*/ {
    id: 'listTools.exportTitle',
    message: 'Export items',
    comment: 'Title of the export dialog.',
  },
  exportIntro: /*i18n*/ {
    id: 'listTools.exportIntro',
    message: 'The export holds the items of this feed that match what you choose here.',
    comment: 'Intro of the export dialog.',
  },
  separator: /*i18n*/ {
    id: 'listTools.separator',
    message: 'Separator',
    comment: 'Label of the CSV separator choice.',
  },
  sep_COMMA: /*i18n*/ {
    id: 'listTools.sep_COMMA',
    message: 'Comma (,)',
    comment: 'CSV separator.',
  },
  sep_SEMICOLON: /*i18n*/ {
    id: 'listTools.sep_SEMICOLON',
    message: 'Semicolon (;)',
    comment: 'CSV separator.',
  },
  sep_TAB: /*i18n*/ {
    id: 'listTools.sep_TAB',
    message: 'Tab',
    comment: 'CSV separator: the tab character.',
  },
  allWhenNone: /*i18n*/ {
    id: 'listTools.allWhenNone',
    message: 'None chosen: all of them.',
    comment: 'Hint under the networks and types of the export dialog.',
  },
  typesGroup: /*i18n*/ {
    id: 'listTools.typesGroup',
    message: 'Item types',
    comment: 'Heading of the item types in the export dialog.',
  },
  type_post: /*i18n*/ {
    id: 'listTools.type_post',
    message: 'Posts',
    comment: 'Item type in the export dialog.',
  },
  type_comment: /*i18n*/ {
    id: 'listTools.type_comment',
    message: 'Comments',
    comment: 'Item type in the export dialog.',
  },
  type_reply: /*i18n*/ {
    id: 'listTools.type_reply',
    message: 'Replies',
    comment: 'Item type in the export dialog.',
  },
  type_message: /*i18n*/ {
    id: 'listTools.type_message',
    message: 'Messages',
    comment: 'Item type in the export dialog.',
  },
  type_review: /*i18n*/ {
    id: 'listTools.type_review',
    message: 'Reviews',
    comment: 'Item type in the export dialog.',
  },
  from: /*i18n*/ {
    id: 'listTools.from',
    message: 'From',
    comment: 'Label of the start date of the export.',
  },
  to: /*i18n*/ {
    id: 'listTools.to',
    message: 'To',
    comment: 'Label of the end date of the export.',
  },
  datesInvalid: /*i18n*/ {
    id: 'listTools.datesInvalid',
    message: 'The start is after the end.',
    comment: 'Error under the dates of the export dialog.',
  },
  startExport: /*i18n*/ {
    id: 'listTools.startExport',
    message: 'Export',
    comment: 'Button that starts the export.',
  },
  close: /*i18n*/ {
    id: 'listTools.close',
    message: 'Close',
    comment: 'Button that closes the export dialog.',
  },
  exportAgain: /*i18n*/ {
    id: 'listTools.exportAgain',
    message: 'Another export',
    comment: 'Button that goes back to the export choices after an export.',
  },
  exportProgress: /*i18n*/ {
    id: 'listTools.exportProgress',
    message: 'Export progress',
    comment: 'Accessible name of the export progress bar.',
  },
  status_PENDING: /*i18n*/ {
    id: 'listTools.status_PENDING',
    message: 'Waiting to start…',
    comment: 'Export state.',
  },
  status_RUNNING: /*i18n*/ {
    id: 'listTools.status_RUNNING',
    message: 'Writing the file…',
    comment: 'Export state.',
  },
  status_DONE: /*i18n*/ {
    id: 'listTools.status_DONE',
    message: '{count, plural, one {# item exported.} other {# items exported.}}',
    comment: 'Export state when done.',
  },
  status_FAILED: /*i18n*/ {
    id: 'listTools.status_FAILED',
    message: 'The export failed: {error}',
    comment: 'Export state when it failed.',
  },
  download: /*i18n*/ {
    id: 'listTools.download',
    message: 'Download the file',
    comment: 'Link to the exported file.',
  },
  downloadHint: /*i18n*/ {
    id: 'listTools.downloadHint',
    message: 'The link works for 24 hours.',
    comment: 'Hint beside the download link.',
  },
  exportStartFailed: /*i18n*/ {
    id: 'listTools.exportStartFailed',
    message: 'The export could not start: {message}',
    comment: 'Error in the export dialog.',
  },
  targetTitle: /*i18n*/ {
    id: 'listTools.targetTitle',
    message: 'Response-time target',
    comment: 'Heading of the organisation setting.',
  },
  targetBody: /*i18n*/ {
    id: 'listTools.targetBody',
    message:
      'Items whose customer has waited longer than this for an answer are marked overdue in the inbox.',
    comment: 'Explanation of the response-time target.',
  },
  targetField: /*i18n*/ {
    id: 'listTools.targetField',
    message: 'Target',
    comment: 'Label of the response-time target choice.',
  },
  targetNone: /*i18n*/ {
    id: 'listTools.targetNone',
    message: 'No target',
    comment: 'Choice: the organisation has no response-time target.',
  },
  save: /*i18n*/ {
    id: 'listTools.save',
    message: 'Save',
    comment: 'Button that saves a setting.',
  },
  targetSaved: /*i18n*/ {
    id: 'listTools.targetSaved',
    message: 'Response-time target saved.',
    comment: 'Toast after saving the response-time target.',
  },
  saveFailed: /*i18n*/ {
    id: 'listTools.saveFailed',
    message: 'Could not save: {message}',
    comment: 'Toast when a setting could not be saved.',
  },
  loadFailed: /*i18n*/ {
    id: 'listTools.loadFailed',
    message: 'Could not load the setting: {message}',
    comment: 'Shown when a setting could not be read.',
  },
  markReadTitle: /*i18n*/ {
    id: 'listTools.markReadTitle',
    message: 'Reading items',
    comment: 'Heading of the personal setting about marking items read.',
  },
  markReadField: /*i18n*/ {
    id: 'listTools.markReadField',
    message: 'When I open an item',
    comment: 'Label of the choice of when opening an item marks it read.',
  },
  markRead_immediately: /*i18n*/ {
    id: 'listTools.markRead_immediately',
    message: 'Mark it read at once',
    comment: 'Choice of the mark-read setting.',
  },
  markRead_after2s: /*i18n*/ {
    id: 'listTools.markRead_after2s',
    message: 'Mark it read after 2 seconds',
    comment: 'Choice of the mark-read setting.',
  },
  markRead_never: /*i18n*/ {
    id: 'listTools.markRead_never',
    message: 'Leave it unread',
    comment: 'Choice of the mark-read setting.',
  },
  markReadSaved: /*i18n*/ {
    id: 'listTools.markReadSaved',
    message: 'Saved: {choice}.',
    comment: 'Toast after changing the mark-read setting.',
  },
} as const satisfies Record<string, MessageDescriptor>;
