import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the feed editor: the form that creates and edits a saved feed (engage §3, §7) —
 * its groups and fields, the options of every fixed enumeration, its buttons and its errors.
 */
export const filterMessages = {
  createTitle: /*i18n*/ {
    id: 'filters.createTitle',
    message: 'New feed',
    comment: 'Title of the dialog that creates a feed (a saved inbox filter).',
  },
  editTitle: /*i18n*/ {
    id: 'filters.editTitle',
    message: 'Edit feed',
    comment: 'Title of the dialog that changes a saved feed.',
  },
  createFeed: /*i18n*/ {
    id: 'filters.createFeed',
    message: 'Create feed',
    comment: 'Button: opens the feed editor, and saves a new feed.',
  },
  editFeed: /*i18n*/ {
    id: 'filters.editFeed',
    message: 'Edit feed',
    comment: 'Button: opens the editor of a saved feed.',
  },
  saveFeed: /*i18n*/ {
    id: 'filters.saveFeed',
    message: 'Save feed',
    comment: 'Button: saves the changes to a feed.',
  },
  cancel: /*i18n*/ {
    id: 'filters.cancel',
    message: 'Cancel',
    comment: 'Button: closes the feed editor without saving.',
  },
  saveFailed: /*i18n*/ {
    id: 'filters.saveFailed',
    message: 'The feed could not be saved.',
    comment: 'Shown in the feed editor when saving fails and the server gave no reason.',
  },
  name: /*i18n*/ {
    id: 'filters.name',
    message: 'Name',
    comment: 'Label of the feed name field.',
  },
  nameRequired: /*i18n*/ {
    id: 'filters.nameRequired',
    message: 'Enter a name for the feed.',
    comment: 'Error at the feed name field when it is empty.',
  },
  nameTooLong: /*i18n*/ {
    id: 'filters.nameTooLong',
    message: 'Use at most {max} characters.',
    comment: 'Error at the feed name field; {max} is a number.',
  },
  blurMedia: /*i18n*/ {
    id: 'filters.blurMedia',
    message: 'Blur media in this feed',
    comment: 'Checkbox: images and videos of the feed are blurred until clicked.',
  },
  sources: /*i18n*/ {
    id: 'filters.sources',
    message: 'Sources',
    comment: 'Heading of the group of filters by network and channel.',
  },
  content: /*i18n*/ {
    id: 'filters.content',
    message: 'Content',
    comment: 'Heading of the group of filters by type, words, language, state and date.',
  },
  moderation: /*i18n*/ {
    id: 'filters.moderation',
    message: 'Moderation',
    comment:
      'Heading of the group of filters by sentiment, label, assignment, read, spam and hiding.',
  },
  networks: /*i18n*/ {
    id: 'filters.networks',
    message: 'Networks',
    comment: 'Label of the list of social networks to filter on.',
  },
  channels: /*i18n*/ {
    id: 'filters.channels',
    message: 'Channels',
    comment: 'Label of the list of connected accounts (pages, profiles) to filter on.',
  },
  types: /*i18n*/ {
    id: 'filters.types',
    message: 'Content types',
    comment: 'Label of the list of item types to filter on.',
  },
  keywords: /*i18n*/ {
    id: 'filters.keywords',
    message: 'Keywords',
    comment: 'Label of the field of words an item must contain (any of them).',
  },
  keywordsHint: /*i18n*/ {
    id: 'filters.keywordsHint',
    message: 'Items with any of these words. Separate them with commas or new lines.',
    comment: 'Hint under the keywords field.',
  },
  notKeywords: /*i18n*/ {
    id: 'filters.notKeywords',
    message: 'Excluded keywords',
    comment: 'Label of the field of words an item must not contain.',
  },
  notKeywordsHint: /*i18n*/ {
    id: 'filters.notKeywordsHint',
    message: 'Items with any of these words are left out.',
    comment: 'Hint under the excluded keywords field.',
  },
  languages: /*i18n*/ {
    id: 'filters.languages',
    message: 'Languages',
    comment: 'Label of the list of languages to filter on.',
  },
  states: /*i18n*/ {
    id: 'filters.states',
    message: 'Publication state',
    comment: 'Label of the list of publication states to filter on.',
  },
  dates: /*i18n*/ {
    id: 'filters.dates',
    message: 'Created between',
    comment: 'Label of the date range an item was created in.',
  },
  dateFrom: /*i18n*/ {
    id: 'filters.dateFrom',
    message: 'From',
    comment: 'Label of the first day of the date range.',
  },
  dateTo: /*i18n*/ {
    id: 'filters.dateTo',
    message: 'To',
    comment: 'Label of the last day of the date range (included).',
  },
  dateInvalid: /*i18n*/ {
    id: 'filters.dateInvalid',
    message: 'Enter a valid date.',
    comment: 'Error at a date field whose value is not a date.',
  },
  datesReversed: /*i18n*/ {
    id: 'filters.datesReversed',
    message: 'The end date is before the start date.',
    comment: 'Error at the date range when its end comes before its start.',
  },
  sentiments: /*i18n*/ {
    id: 'filters.sentiments',
    message: 'Sentiment',
    comment: 'Label of the list of sentiments to filter on.',
  },
  labels: /*i18n*/ {
    id: 'filters.labels',
    message: 'Labels',
    comment: 'Label of the list of labels to filter on.',
  },
  assignment: /*i18n*/ {
    id: 'filters.assignment',
    message: 'Assignment and notes',
    comment: 'Label of the list of assignment and note states to filter on.',
  },
  assignees: /*i18n*/ {
    id: 'filters.assignees',
    message: 'Assigned to',
    comment: 'Label of the list of users and teams to filter on.',
  },
  read: /*i18n*/ {
    id: 'filters.read',
    message: 'Read status',
    comment: 'Label of the read status choice.',
  },
  readAny: /*i18n*/ {
    id: 'filters.readAny',
    message: 'Any',
    comment: 'The read status choice that does not filter.',
  },
  spam: /*i18n*/ {
    id: 'filters.spam',
    message: 'Spam',
    comment: 'Label of the list of spam states to filter on.',
  },
  hidden: /*i18n*/ {
    id: 'filters.hidden',
    message: 'Hidden items',
    comment: 'Label of the list of hidden states to filter on.',
  },
  onlyPriority: /*i18n*/ {
    id: 'filters.onlyPriority',
    message: 'Only priority items',
    comment: 'Checkbox: the feed shows only items marked as priority.',
  },
  hasOpenCase: /*i18n*/ {
    id: 'filters.hasOpenCase',
    message: 'Only items with an open case',
    comment: 'Checkbox: the feed shows only items with an open support case.',
  },
  withoutUnpublished: /*i18n*/ {
    id: 'filters.withoutUnpublished',
    message: 'Without unpublished posts',
    comment: 'Checkbox: the feed leaves out unpublished (dark) posts.',
  },
  typePost: /*i18n*/ {
    id: 'filters.type.post',
    message: 'Post',
    comment: 'Content type option.',
  },
  typeComment: /*i18n*/ {
    id: 'filters.type.comment',
    message: 'Comment',
    comment: 'Content type option.',
  },
  typeReply: /*i18n*/ {
    id: 'filters.type.reply',
    message: 'Reply',
    comment: 'Content type option.',
  },
  typeMessage: /*i18n*/ {
    id: 'filters.type.message',
    message: 'Message',
    comment: 'Content type option: direct messages.',
  },
  typeReview: /*i18n*/ {
    id: 'filters.type.review',
    message: 'Review',
    comment: 'Content type option: ratings and reviews.',
  },
  statePublished: /*i18n*/ {
    id: 'filters.state.published',
    message: 'Published',
    comment: 'Publication state option.',
  },
  stateDeleted: /*i18n*/ {
    id: 'filters.state.deleted',
    message: 'Deleted',
    comment: 'Publication state option: deleted by a user of the organisation.',
  },
  stateVanished: /*i18n*/ {
    id: 'filters.state.vanished',
    message: 'Vanished',
    comment: 'Publication state option: deleted on the network.',
  },
  sentimentPositive: /*i18n*/ {
    id: 'filters.sentiment.positive',
    message: 'Positive',
    comment: 'Sentiment option.',
  },
  sentimentNeutral: /*i18n*/ {
    id: 'filters.sentiment.neutral',
    message: 'Neutral',
    comment: 'Sentiment option.',
  },
  sentimentNegative: /*i18n*/ {
    id: 'filters.sentiment.negative',
    message: 'Negative',
    comment: 'Sentiment option.',
  },
  sentimentUncategorized: /*i18n*/ {
    id: 'filters.sentiment.uncategorized',
    message: 'Uncategorized',
    comment: 'Sentiment option: items without a sentiment.',
  },
  assignedToMe: /*i18n*/ {
    id: 'filters.assignment.assignedToMe',
    message: 'Assigned to me',
    comment: 'Assignment option.',
  },
  assignedToTeam: /*i18n*/ {
    id: 'filters.assignment.assignedToTeam',
    message: 'Assigned to my team',
    comment: 'Assignment option.',
  },
  assignedToOthers: /*i18n*/ {
    id: 'filters.assignment.assignedToOthers',
    message: 'Assigned to others',
    comment: 'Assignment option.',
  },
  unassigned: /*i18n*/ {
    id: 'filters.assignment.unassigned',
    message: 'Unassigned',
    comment: 'Assignment option.',
  },
  hasNotes: /*i18n*/ {
    id: 'filters.assignment.hasNotes',
    message: 'Has notes',
    comment: 'Assignment option: items with notes.',
  },
  noteMentionsMe: /*i18n*/ {
    id: 'filters.assignment.noteMentionsMe',
    message: 'Note mentions me',
    comment: 'Assignment option.',
  },
  noteMentionsTeam: /*i18n*/ {
    id: 'filters.assignment.noteMentionsTeam',
    message: 'Note mentions my team',
    comment: 'Assignment option.',
  },
  readByMe: /*i18n*/ {
    id: 'filters.read.readByMe',
    message: 'Read by me',
    comment: 'Read status option.',
  },
  readRead: /*i18n*/ {
    id: 'filters.read.read',
    message: 'Read',
    comment: 'Read status option: read by anyone.',
  },
  readUnread: /*i18n*/ {
    id: 'filters.read.unread',
    message: 'Unread',
    comment: 'Read status option.',
  },
  readByAutomation: /*i18n*/ {
    id: 'filters.read.automation',
    message: 'Read by automation',
    comment: 'Read status option: marked read by an automation rule.',
  },
  spamManual: /*i18n*/ {
    id: 'filters.spam.manual',
    message: 'Marked as spam',
    comment: 'Spam option: marked by a person.',
  },
  spamAutomated: /*i18n*/ {
    id: 'filters.spam.automated',
    message: 'Spam by automation',
    comment: 'Spam option: marked by an automation rule or the spam filter.',
  },
  notSpam: /*i18n*/ {
    id: 'filters.spam.not',
    message: 'Not spam',
    comment: 'Spam option.',
  },
  hiddenManual: /*i18n*/ {
    id: 'filters.hidden.manual',
    message: 'Hidden',
    comment: 'Hidden option: hidden by a person.',
  },
  hiddenByAutomation: /*i18n*/ {
    id: 'filters.hidden.automation',
    message: 'Hidden by automation',
    comment: 'Hidden option.',
  },
  notHidden: /*i18n*/ {
    id: 'filters.hidden.not',
    message: 'Not hidden',
    comment: 'Hidden option.',
  },
} as const satisfies Record<string, MessageDescriptor>;
