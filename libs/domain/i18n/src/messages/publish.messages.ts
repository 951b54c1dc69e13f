import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the publish area (issue 30, docs/decisions/0075): the calendar's week and month,
 * the list of posts with its filters, the approval queue, and a post's details with what may be
 * done with it.
 */
export const publishMessages = {
  title: /*i18n*/ {
    id: 'publish.title',
    message: 'Publish',
    comment: 'Publish area: the heading of the screen.',
  },
  createPost: /*i18n*/ {
    id: 'publish.createPost',
    message: 'Create post',
    comment: 'Publish area: the button that opens the composer for a new post.',
  },
  views: /*i18n*/ {
    id: 'publish.views',
    message: 'Publishing views',
    comment: 'Publish area: accessible name of the links to the calendar, the list and approvals.',
  },
  tabCalendar: /*i18n*/ {
    id: 'publish.tabCalendar',
    message: 'Calendar',
    comment: 'Publish area: the view of the posts in a week or a month.',
  },
  tabList: /*i18n*/ {
    id: 'publish.tabList',
    message: 'List',
    comment: 'Publish area: the view of the posts as a filtered list.',
  },
  tabApprovals: /*i18n*/ {
    id: 'publish.tabApprovals',
    message: 'Approvals',
    comment: 'Publish area: the view of the posts waiting for approval.',
  },
  approvalsWaiting: /*i18n*/ {
    id: 'publish.approvalsWaiting',
    message:
      '{count, plural, one {# post waits for your approval} other {# posts wait for your approval}}',
    comment: 'Publish area: what the count next to "Approvals" means (read by screen readers).',
  },
  calendarView: /*i18n*/ {
    id: 'publish.calendarView',
    message: 'Calendar view',
    comment: 'Calendar: accessible name of the week / month switch.',
  },
  week: /*i18n*/ {
    id: 'publish.week',
    message: 'Week',
    comment: 'Calendar: show one week, day by day and hour by hour.',
  },
  month: /*i18n*/ {
    id: 'publish.month',
    message: 'Month',
    comment: 'Calendar: show a whole month, day by day.',
  },
  previousWeek: /*i18n*/ {
    id: 'publish.previousWeek',
    message: 'Previous week',
    comment: 'Calendar: button (an arrow) that shows the week before.',
  },
  nextWeek: /*i18n*/ {
    id: 'publish.nextWeek',
    message: 'Next week',
    comment: 'Calendar: button (an arrow) that shows the week after.',
  },
  previousMonth: /*i18n*/ {
    id: 'publish.previousMonth',
    message: 'Previous month',
    comment: 'Calendar: button (an arrow) that shows the month before.',
  },
  nextMonth: /*i18n*/ {
    id: 'publish.nextMonth',
    message: 'Next month',
    comment: 'Calendar: button (an arrow) that shows the month after.',
  },
  today: /*i18n*/ {
    id: 'publish.today',
    message: 'Today',
    comment: 'Calendar: button that goes back to the week or month of today; also marks today.',
  },
  timeZone: /*i18n*/ {
    id: 'publish.timeZone',
    message: 'Times in {zone}',
    comment: 'Calendar: the time zone the times are shown in, e.g. "Times in Europe/Berlin (CET)".',
  },
  weekGrid: /*i18n*/ {
    id: 'publish.weekGrid',
    message: 'Posts of the week {range}',
    comment: 'Calendar: accessible name of the week grid; range is e.g. "23 – 29 Nov 2026".',
  },
  monthGrid: /*i18n*/ {
    id: 'publish.monthGrid',
    message: 'Posts of {month}',
    comment: 'Calendar: accessible name of the month grid; month is e.g. "November 2026".',
  },
  hour: /*i18n*/ {
    id: 'publish.hour',
    message: 'Time',
    comment: 'Calendar: heading of the column of hours in the week view.',
  },
  newPostAt: /*i18n*/ {
    id: 'publish.newPostAt',
    message: 'Create a post on {date} at {time}',
    comment: 'Calendar: an empty hour of the week view, clicked to write a post for that time.',
  },
  newPostOn: /*i18n*/ {
    id: 'publish.newPostOn',
    message: 'Create a post on {date}',
    comment: 'Calendar: an empty day of the month view, clicked to write a post for that day.',
  },
  more: /*i18n*/ {
    id: 'publish.more',
    message: '+{count} more',
    comment: 'Calendar: a day has more posts than it shows; opens the list of all of them.',
  },
  moreLabel: /*i18n*/ {
    id: 'publish.moreLabel',
    message: 'Show all {count} posts of {date}',
    comment: 'Calendar: accessible name of the "+N more" button.',
  },
  dayPosts: /*i18n*/ {
    id: 'publish.dayPosts',
    message: 'Posts of {date}',
    comment: 'Calendar: title of the dialog listing all posts of a day.',
  },
  noText: /*i18n*/ {
    id: 'publish.noText',
    message: '(only attachments)',
    comment: 'A post without text, only photos or videos: shown where its first words would be.',
  },
  statusDraft: /*i18n*/ {
    id: 'publish.status.draft',
    message: 'Draft',
    comment: 'Post status: saved, not sent for approval or scheduled.',
  },
  statusPendingApproval: /*i18n*/ {
    id: 'publish.status.pendingApproval',
    message: 'Awaiting approval',
    comment: 'Post status: sent for approval, nobody has approved or rejected it yet.',
  },
  statusApproved: /*i18n*/ {
    id: 'publish.status.approved',
    message: 'Approved',
    comment: 'Post status: approved, about to be scheduled.',
  },
  statusRejected: /*i18n*/ {
    id: 'publish.status.rejected',
    message: 'Rejected',
    comment: 'Post status: an approver rejected it with a comment.',
  },
  statusScheduled: /*i18n*/ {
    id: 'publish.status.scheduled',
    message: 'Scheduled',
    comment: 'Post status: will be published at its time.',
  },
  statusPublished: /*i18n*/ {
    id: 'publish.status.published',
    message: 'Published',
    comment: 'Post status: on the networks.',
  },
  statusScheduledError: /*i18n*/ {
    id: 'publish.status.scheduledError',
    message: 'Failed',
    comment: 'Post status: a network refused it at its time.',
  },
  loadFailed: /*i18n*/ {
    id: 'publish.loadFailed',
    message: 'The posts could not be loaded: {message}',
    comment: 'Publish area: loading posts failed; message is the server’s reason.',
  },
  tryAgain: /*i18n*/ {
    id: 'publish.tryAgain',
    message: 'Try again',
    comment: 'Publish area: loads again what failed to load.',
  },
  filters: /*i18n*/ {
    id: 'publish.filters',
    message: 'Filters',
    comment: 'Post list: accessible name of the filter bar.',
  },
  filterStatus: /*i18n*/ {
    id: 'publish.filterStatus',
    message: 'Status',
    comment: 'Post list: label of the status filter; also a column heading.',
  },
  allStatuses: /*i18n*/ {
    id: 'publish.allStatuses',
    message: 'All statuses',
    comment: 'Post list: the status filter lets every status through.',
  },
  filterChannel: /*i18n*/ {
    id: 'publish.filterChannel',
    message: 'Channel',
    comment: 'Post list: label of the channel filter.',
  },
  allChannels: /*i18n*/ {
    id: 'publish.allChannels',
    message: 'All channels',
    comment: 'Post list: the channel filter lets every channel through.',
  },
  filterFrom: /*i18n*/ {
    id: 'publish.filterFrom',
    message: 'From',
    comment: 'Post list: the first day of the date filter.',
  },
  filterTo: /*i18n*/ {
    id: 'publish.filterTo',
    message: 'To',
    comment: 'Post list: the last day of the date filter.',
  },
  rangeReversed: /*i18n*/ {
    id: 'publish.rangeReversed',
    message: 'The first day is after the last.',
    comment: 'Post list: the date filter’s "From" is later than its "To".',
  },
  clearFilters: /*i18n*/ {
    id: 'publish.clearFilters',
    message: 'Clear filters',
    comment: 'Post list: resets every filter.',
  },
  loadMore: /*i18n*/ {
    id: 'publish.loadMore',
    message: 'Load more',
    comment: 'Post list: loads the next page of posts.',
  },
  listEmpty: /*i18n*/ {
    id: 'publish.listEmpty',
    message: 'No posts',
    comment: 'Post list: heading when no post matches.',
  },
  listEmptyHint: /*i18n*/ {
    id: 'publish.listEmptyHint',
    message: 'No post matches these filters. Change them, or create a post.',
    comment: 'Post list: text when no post matches.',
  },
  columnPost: /*i18n*/ {
    id: 'publish.columnPost',
    message: 'Post',
    comment: 'Post list: column heading of the post’s first words.',
  },
  columnChannels: /*i18n*/ {
    id: 'publish.columnChannels',
    message: 'Channels',
    comment: 'Post list: column heading; also the heading of the channels in the details.',
  },
  columnTime: /*i18n*/ {
    id: 'publish.columnTime',
    message: 'Time',
    comment: 'Post list: column heading of when the post goes or went out.',
  },
  columnAuthor: /*i18n*/ {
    id: 'publish.columnAuthor',
    message: 'Author',
    comment: 'Post list: column heading of who wrote the post.',
  },
  postCount: /*i18n*/ {
    id: 'publish.postCount',
    message: '{count, plural, one {# post shown} other {# posts shown}}',
    comment: 'Post list: how many posts are loaded.',
  },
  approvalsEmpty: /*i18n*/ {
    id: 'publish.approvalsEmpty',
    message: 'Nothing to approve',
    comment: 'Approvals: heading when no post waits for the person’s approval.',
  },
  approvalsEmptyHint: /*i18n*/ {
    id: 'publish.approvalsEmptyHint',
    message: 'Posts sent for approval on channels you approve for show here.',
    comment: 'Approvals: text when no post waits for the person’s approval.',
  },
  approvalsIntro: /*i18n*/ {
    id: 'publish.approvalsIntro',
    message: 'Posts waiting for your approval, the oldest request first.',
    comment: 'Approvals: what the queue shows, under the tabs.',
  },
  requestedFor: /*i18n*/ {
    id: 'publish.requestedFor',
    message: 'Requested for {time}',
    comment: 'Approvals: the time the author asked for.',
  },
  noRequestedTime: /*i18n*/ {
    id: 'publish.noRequestedTime',
    message: 'No time requested: published when approved',
    comment: 'Approvals: the author did not pick a time.',
  },
  byAuthor: /*i18n*/ {
    id: 'publish.byAuthor',
    message: 'By {name}',
    comment: 'Approvals and details: who wrote the post.',
  },
  approve: /*i18n*/ {
    id: 'publish.approve',
    message: 'Approve',
    comment: 'Approvals: approves the post (it is scheduled).',
  },
  reject: /*i18n*/ {
    id: 'publish.reject',
    message: 'Reject',
    comment: 'Approvals: rejects the post, with a comment for the author.',
  },
  approveTitle: /*i18n*/ {
    id: 'publish.approveTitle',
    message: 'Approve the post',
    comment: 'Approvals: title of the approval dialog.',
  },
  approveHint: /*i18n*/ {
    id: 'publish.approveHint',
    message:
      'It is scheduled for the requested time, or published now when that has passed or none was asked for.',
    comment: 'Approvals: what approving does.',
  },
  changeTime: /*i18n*/ {
    id: 'publish.changeTime',
    message: 'Change the time',
    comment: 'Approvals: check box to pick another time than the requested one.',
  },
  date: /*i18n*/ {
    id: 'publish.date',
    message: 'Date',
    comment: 'Approvals: label of the date field.',
  },
  time: /*i18n*/ {
    id: 'publish.time',
    message: 'Time ({zone})',
    comment: 'Approvals: label of the time field, with the time zone it is read in.',
  },
  timePast: /*i18n*/ {
    id: 'publish.timePast',
    message: 'That time has passed.',
    comment: 'Approvals: the chosen time is in the past.',
  },
  timeTooSoon: /*i18n*/ {
    id: 'publish.timeTooSoon',
    message: 'Pick a time at least a minute ahead.',
    comment: 'Approvals: the chosen time is less than a minute ahead.',
  },
  timeInvalid: /*i18n*/ {
    id: 'publish.timeInvalid',
    message: 'Pick a date and a time.',
    comment: 'Approvals: the date or time field is empty or unreadable.',
  },
  timeMoved: /*i18n*/ {
    id: 'publish.timeMoved',
    message: 'The clocks skip that time; the post goes out at {time}.',
    comment: 'Approvals: the chosen local time does not exist (daylight saving); when it goes out.',
  },
  approved: /*i18n*/ {
    id: 'publish.approved',
    message: 'The post is approved.',
    comment: 'Approvals: confirmation after approving.',
  },
  rejectTitle: /*i18n*/ {
    id: 'publish.rejectTitle',
    message: 'Reject the post',
    comment: 'Approvals: title of the rejection dialog.',
  },
  rejectComment: /*i18n*/ {
    id: 'publish.rejectComment',
    message: 'Comment for the author',
    comment: 'Approvals: label of the required comment of a rejection.',
  },
  rejectCommentHint: /*i18n*/ {
    id: 'publish.rejectCommentHint',
    message: 'Say what to change: the author reads it with the post.',
    comment: 'Approvals: hint under the rejection comment.',
  },
  rejectCommentRequired: /*i18n*/ {
    id: 'publish.rejectCommentRequired',
    message: 'Write a comment for the author.',
    comment: 'Approvals: the rejection comment is empty.',
  },
  rejected: /*i18n*/ {
    id: 'publish.rejected',
    message: 'The post is rejected; its author is told.',
    comment: 'Approvals: confirmation after rejecting.',
  },
  details: /*i18n*/ {
    id: 'publish.details',
    message: 'Post details',
    comment: 'Post details: title of the dialog.',
  },
  content: /*i18n*/ {
    id: 'publish.content',
    message: 'Content',
    comment: 'Post details: heading of the post’s text per network.',
  },
  variantFor: /*i18n*/ {
    id: 'publish.variantFor',
    message: 'Text for {network}',
    comment: 'Post details: the text one network gets.',
  },
  attachments: /*i18n*/ {
    id: 'publish.attachments',
    message: '{count, plural, one {# attachment} other {# attachments}}',
    comment: 'Post details: how many photos or videos the post carries.',
  },
  link: /*i18n*/ {
    id: 'publish.link',
    message: 'Link: {url}',
    comment: 'Post details: the link the post previews.',
  },
  outcomePending: /*i18n*/ {
    id: 'publish.outcomePending',
    message: 'Not published yet',
    comment: 'Post details: a channel of the post waits for its time or its approval.',
  },
  outcomePublished: /*i18n*/ {
    id: 'publish.outcomePublished',
    message: 'Published {time}',
    comment: 'Post details: a channel where the post went out, and when.',
  },
  outcomeFailed: /*i18n*/ {
    id: 'publish.outcomeFailed',
    message: 'Failed: {reason}',
    comment: 'Post details: a channel that refused the post, with the network’s reason.',
  },
  viewOnNetwork: /*i18n*/ {
    id: 'publish.viewOnNetwork',
    message: 'View on {network}',
    comment: 'Post details: link to the post on the network.',
  },
  openInInbox: /*i18n*/ {
    id: 'publish.openInInbox',
    message: 'Open in the inbox',
    comment: 'Post details: link to the post as an item of the engage inbox (its comments).',
  },
  rejection: /*i18n*/ {
    id: 'publish.rejection',
    message: 'Rejected by {name}',
    comment: 'Post details: heading of the approver’s comment on a rejected post.',
  },
  failure: /*i18n*/ {
    id: 'publish.failure',
    message: 'The network refused the post',
    comment: 'Post details: heading of the network’s reason on a failed post.',
  },
  scheduledFor: /*i18n*/ {
    id: 'publish.scheduledFor',
    message: 'Scheduled for {time}',
    comment: 'Post details: when the post goes out.',
  },
  publishedAt: /*i18n*/ {
    id: 'publish.publishedAt',
    message: 'Published {time}',
    comment: 'Post details: when the post went out.',
  },
  changedAt: /*i18n*/ {
    id: 'publish.changedAt',
    message: 'Last changed {time}',
    comment: 'Post details: a draft or rejected post: when it was last changed.',
  },
  approvedBy: /*i18n*/ {
    id: 'publish.approvedBy',
    message: 'Approved by {name}',
    comment: 'Post details: who approved the post.',
  },
  promoted: /*i18n*/ {
    id: 'publish.promoted',
    message: 'Promoted with an ad once published',
    comment: 'Post details: the post is boosted with an ad.',
  },
  edit: /*i18n*/ {
    id: 'publish.edit',
    message: 'Edit',
    comment: 'Post details: opens the post in the composer.',
  },
  delete: /*i18n*/ {
    id: 'publish.delete',
    message: 'Delete',
    comment: 'Post details: deletes the post (after a question).',
  },
  deleteTitle: /*i18n*/ {
    id: 'publish.deleteTitle',
    message: 'Delete the post?',
    comment: 'Post details: title of the delete question.',
  },
  deleteBody: /*i18n*/ {
    id: 'publish.deleteBody',
    message: 'It leaves the calendar for everyone and is not published. This cannot be undone.',
    comment: 'Post details: what deleting a post does.',
  },
  deleted: /*i18n*/ {
    id: 'publish.deleted',
    message: 'The post is deleted.',
    comment: 'Post details: confirmation after deleting.',
  },
  retry: /*i18n*/ {
    id: 'publish.retry',
    message: 'Retry',
    comment: 'Post details: sends a failed post again where it failed.',
  },
  retried: /*i18n*/ {
    id: 'publish.retried',
    message: 'The post is sent again where it failed.',
    comment: 'Post details: confirmation after retrying.',
  },
  saved: /*i18n*/ {
    id: 'publish.saved',
    message: 'The post is saved.',
    comment: 'Publish area: confirmation after the composer saved a post.',
  },
  actionFailed: /*i18n*/ {
    id: 'publish.actionFailed',
    message: 'That did not work: {message}',
    comment: 'Publish area: an action on a post failed; message is the server’s reason.',
  },
} satisfies Record<string, MessageDescriptor>;
