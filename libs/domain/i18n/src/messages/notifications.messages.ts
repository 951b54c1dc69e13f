import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the notification centre (issue 25, docs/decisions/0049): the screen
 * `/notifications` with its filters and marks, the latest notifications of the platform menu,
 * browser notifications of feed alerts, and each notification's wording by its type, in the
 * reader's language.
 */
export const notificationMessages = {
  intro: /*i18n*/ {
    id: 'notifications.intro',
    message: 'What happened that concerns you: mentions, assignments, feeds, exports and channels.',
    comment: 'Notification centre: what the screen is for, under its heading.',
  },
  filters: /*i18n*/ {
    id: 'notifications.filters',
    message: 'Filters',
    comment: 'Notification centre: accessible name of the filter bar.',
  },
  status: /*i18n*/ {
    id: 'notifications.status',
    message: 'Show',
    comment: 'Notification centre: label of the read-status filter.',
  },
  statusAll: /*i18n*/ {
    id: 'notifications.statusAll',
    message: 'All',
    comment: 'Notification centre: status filter, read and unread.',
  },
  statusUnread: /*i18n*/ {
    id: 'notifications.statusUnread',
    message: 'Unread',
    comment: 'Notification centre: status filter, only unread ones.',
  },
  statusRead: /*i18n*/ {
    id: 'notifications.statusRead',
    message: 'Read',
    comment: 'Notification centre: status filter, only read ones.',
  },
  products: /*i18n*/ {
    id: 'notifications.products',
    message: 'Products',
    comment: 'Notification centre: legend of the product check boxes.',
  },
  productENGAGE: /*i18n*/ {
    id: 'notifications.product.ENGAGE',
    message: 'Engage',
    comment: 'Notification centre: the product a notification comes from.',
  },
  productPLATFORM: /*i18n*/ {
    id: 'notifications.product.PLATFORM',
    message: 'Platform',
    comment: 'Notification centre: the product a notification comes from (channels, maintenance).',
  },
  productPUBLISH: /*i18n*/ {
    id: 'notifications.product.PUBLISH',
    message: 'Publish',
    comment: 'Notification centre: the product a notification comes from.',
  },
  productMEASURE: /*i18n*/ {
    id: 'notifications.product.MEASURE',
    message: 'Measure',
    comment: 'Notification centre: the product a notification comes from.',
  },
  productADVERTISE: /*i18n*/ {
    id: 'notifications.product.ADVERTISE',
    message: 'Advertise',
    comment: 'Notification centre: the product a notification comes from (ads).',
  },
  relevance: /*i18n*/ {
    id: 'notifications.relevance',
    message: 'About',
    comment: 'Notification centre: label of the relevance filter.',
  },
  relevanceAll: /*i18n*/ {
    id: 'notifications.relevanceAll',
    message: 'Everything',
    comment: 'Notification centre: relevance filter, every notification.',
  },
  relevanceMe: /*i18n*/ {
    id: 'notifications.relevanceMe',
    message: 'Only me',
    comment: 'Notification centre: relevance filter, only those that name the reader.',
  },
  sort: /*i18n*/ {
    id: 'notifications.sort',
    message: 'Order',
    comment: 'Notification centre: label of the sort filter.',
  },
  newestFirst: /*i18n*/ {
    id: 'notifications.newestFirst',
    message: 'Newest first',
    comment: 'Notification centre: sort option.',
  },
  oldestFirst: /*i18n*/ {
    id: 'notifications.oldestFirst',
    message: 'Oldest first',
    comment: 'Notification centre: sort option.',
  },
  markAllRead: /*i18n*/ {
    id: 'notifications.markAllRead',
    message: 'Mark all as read',
    comment: 'Notification centre: button that marks every notification read.',
  },
  markRead: /*i18n*/ {
    id: 'notifications.markRead',
    message: 'Mark as read',
    comment: 'Notification centre: button on one notification.',
  },
  markUnread: /*i18n*/ {
    id: 'notifications.markUnread',
    message: 'Mark as unread',
    comment: 'Notification centre: button on one notification.',
  },
  unread: /*i18n*/ {
    id: 'notifications.unread',
    message: 'Unread',
    comment: 'Notification centre: the marker of an unread notification (read by screen readers).',
  },
  unreadCount: /*i18n*/ {
    id: 'notifications.unreadCount',
    message: '{count, plural, one {# unread} other {# unread}}',
    comment: 'Notification centre: how many notifications are unread, beside the heading.',
  },
  loadMore: /*i18n*/ {
    id: 'notifications.loadMore',
    message: 'Load more',
    comment: 'Notification centre: button that loads the next page.',
  },
  loading: /*i18n*/ {
    id: 'notifications.loading',
    message: 'Loading notifications…',
    comment: 'Notification centre: while a page loads.',
  },
  emptyTitle: /*i18n*/ {
    id: 'notifications.emptyTitle',
    message: 'No notifications yet',
    comment: 'Notification centre: empty state heading when the person has none.',
  },
  emptyBody: /*i18n*/ {
    id: 'notifications.emptyBody',
    message:
      'When someone mentions you, assigns you an item or shares a feed with you, or an export is ready, you will find it here.',
    comment: 'Notification centre: empty state text when the person has none.',
  },
  emptyFilteredTitle: /*i18n*/ {
    id: 'notifications.emptyFilteredTitle',
    message: 'No notifications match these filters',
    comment: 'Notification centre: empty state heading when the filters hide every notification.',
  },
  emptyFilteredBody: /*i18n*/ {
    id: 'notifications.emptyFilteredBody',
    message: 'Choose more products, or show read and unread ones.',
    comment: 'Notification centre: empty state text when the filters hide every notification.',
  },
  showEverything: /*i18n*/ {
    id: 'notifications.showEverything',
    message: 'Show every notification',
    comment: 'Notification centre: button in the empty state that resets the filters.',
  },
  loadFailed: /*i18n*/ {
    id: 'notifications.loadFailed',
    message: 'Could not load your notifications: {message}',
    comment: "Notification centre: when the list cannot be loaded, with the API's message.",
  },
  pageFailed: /*i18n*/ {
    id: 'notifications.pageFailed',
    message: 'Could not load more notifications: {message}',
    comment: "Notification centre: when the next page cannot be loaded, with the API's message.",
  },
  markFailed: /*i18n*/ {
    id: 'notifications.markFailed',
    message: 'Could not change the notification: {message}',
    comment: "Notification centre: toast when marking read/unread fails, with the API's message.",
  },
  retry: /*i18n*/ {
    id: 'notifications.retry',
    message: 'Try again',
    comment: 'Notification centre: button after a failed load.',
  },
  menuButton: /*i18n*/ {
    id: 'notifications.menuButton',
    message:
      '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
    comment: 'Platform menu: accessible name of the bell button, with the unread count.',
  },
  latest: /*i18n*/ {
    id: 'notifications.latest',
    message: 'Latest notifications',
    comment: 'Platform menu: heading of the five newest notifications.',
  },
  latestEmpty: /*i18n*/ {
    id: 'notifications.latestEmpty',
    message: 'Nothing new',
    comment: 'Platform menu: in place of the latest notifications when there are none.',
  },
  seeAll: /*i18n*/ {
    id: 'notifications.seeAll',
    message: 'See all notifications',
    comment: 'Platform menu: link to the notification centre.',
  },
  justNow: /*i18n*/ {
    id: 'notifications.justNow',
    message: 'just now',
    comment: 'Notification centre: the time of a notification less than a minute old.',
  },
  browserAsk: /*i18n*/ {
    id: 'notifications.browserAsk',
    message: 'Show feed alerts as browser notifications',
    comment: 'Notification centre: button that asks the browser for permission to notify.',
  },
  browserOn: /*i18n*/ {
    id: 'notifications.browserOn',
    message: 'Feed alerts show as browser notifications while Switchboard is open in a tab.',
    comment: 'Notification centre: the browser allows notifications.',
  },
  browserBlocked: /*i18n*/ {
    id: 'notifications.browserBlocked',
    message:
      'Your browser blocks notifications from Switchboard: allow them in its site settings to see feed alerts there.',
    comment: 'Notification centre: the browser denied notifications.',
  },
  browserTitle: /*i18n*/ {
    id: 'notifications.browserTitle',
    message: 'Feed alert',
    comment: 'Browser notification: its title; the body is the notification text.',
  },
  typeMention: /*i18n*/ {
    id: 'notifications.type.mention',
    message: '{author} mentioned you in a note: {excerpt}',
    comment: 'Notification: a note mentions the reader.',
  },
  typeAssignment: /*i18n*/ {
    id: 'notifications.type.assignment',
    message: '{assigner} assigned you an item from {sender}',
    comment: 'Notification: an item assigned to the reader; sender wrote the item.',
  },
  typeTeamAssignment: /*i18n*/ {
    id: 'notifications.type.teamAssignment',
    message: '{assigner} assigned an item from {sender} to {team}',
    comment: "Notification: an item assigned to the reader's team.",
  },
  typeCaseAssignment: /*i18n*/ {
    id: 'notifications.type.caseAssignment',
    message: '{assigner} assigned you case {case}',
    comment: 'Notification: a case assigned to the reader (case: its number or title).',
  },
  typeFeedShared: /*i18n*/ {
    id: 'notifications.type.feedShared',
    message: 'The feed {feed} has been shared with you',
    comment: 'Notification: a saved feed shared with the reader.',
  },
  typeFeedChanged: /*i18n*/ {
    id: 'notifications.type.feedChanged',
    message: '{by} changed the shared feed {feed}',
    comment: 'Notification: a feed shared with the reader was changed.',
  },
  typeFeedDeleted: /*i18n*/ {
    id: 'notifications.type.feedDeleted',
    message: 'The shared feed {feed} has been deleted',
    comment: 'Notification: a feed shared with the reader was deleted.',
  },
  typeFeedAlert: /*i18n*/ {
    id: 'notifications.type.feedAlert',
    message: '{count, plural, one {# new item in {feed}} other {# new items in {feed}}}',
    comment: 'Notification: new items arrived in a feed with alerts on.',
  },
  typeExportReady: /*i18n*/ {
    id: 'notifications.type.exportReady',
    message:
      '{count, plural, one {Your export of # item is ready to download} other {Your export of # items is ready to download}}',
    comment: 'Notification: an export is ready; opening it downloads the file.',
  },
  typeBulkFailed: /*i18n*/ {
    id: 'notifications.type.bulkFailed',
    message: '{failed} of {total} items could not be changed; the others were',
    comment: 'Notification: a bulk action ended with some items refused or failed.',
  },
  typeChannelReconnect: /*i18n*/ {
    id: 'notifications.type.channelReconnect',
    message: '{channel} needs to be connected again',
    comment: 'Notification: the network no longer accepts the channel’s access.',
  },
  typeChannelIndexing: /*i18n*/ {
    id: 'notifications.type.channelIndexing',
    message: 'Indexing {channel} failed',
    comment: 'Notification: reading a channel’s content failed.',
  },
  typeChannelIndexingReason: /*i18n*/ {
    id: 'notifications.type.channelIndexingReason',
    message: 'Indexing {channel} failed: {reason}',
    comment: 'Notification: reading a channel’s content failed, with the reason the network gave.',
  },
  typeMaintenance: /*i18n*/ {
    id: 'notifications.type.maintenance',
    message: 'Maintenance from {startsAt} to {endsAt}: {message}',
    comment: 'Notification: scheduled maintenance; the dates are formatted, message as written.',
  },
  typeRuleError: /*i18n*/ {
    id: 'notifications.type.ruleError',
    message: 'The automation rule {rule} stopped: {reason}',
    comment:
      'Notification to the author of an automation rule whose actions kept failing; it is paused in error. {reason}: the last error.',
  },
  typeWebhookDisabled: /*i18n*/ {
    id: 'notifications.type.webhookDisabled',
    message: 'The webhook to {url} was switched off: every delivery failed for 5 days',
    comment:
      'Notification to administrators: a webhook endpoint (an address other systems receive events at) failed every delivery for 5 days and was disabled. {url}: its address.',
  },
  typePostSubmitted: /*i18n*/ {
    id: 'notifications.type.postSubmitted',
    message: '{author} sent a post for approval on {channels}: {excerpt}',
    comment:
      'Notification to the people who may approve: a post waits for their approval. {channels}: the channel names, comma-separated; {excerpt}: the start of its text.',
  },
  typePostApproved: /*i18n*/ {
    id: 'notifications.type.postApproved',
    message: '{approver} approved your post: {excerpt}',
    comment:
      'Notification to a post’s author: it was approved and is scheduled. {excerpt}: the start of its text.',
  },
  typePostRejected: /*i18n*/ {
    id: 'notifications.type.postRejected',
    message: '{approver} sent your post back: {comment}',
    comment:
      'Notification to a post’s author: the approver rejected it with a comment ({comment}, as written); the author edits it and sends it again.',
  },
  typePostFailed: /*i18n*/ {
    id: 'notifications.type.postFailed',
    message: 'Your post could not be published: {reason}',
    comment:
      'Notification to a post’s author: a network refused it at its scheduled time. {reason}: the networks’ reasons, in English as they gave them.',
  },
} satisfies Record<string, MessageDescriptor>;
