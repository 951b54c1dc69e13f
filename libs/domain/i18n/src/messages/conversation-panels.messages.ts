import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the open conversation's panels (issue 28, decisions 0058 and 0059): the context
 * above an item, its history, the identity card of its sender, the language menu and the
 * reply quota.
 */
export const conversationPanelMessages = {
  contextTitle: /*i18n*/ {
    id: 'panels.contextTitle',
    message: 'Context',
    comment:
      'Conversation: accessible name of the area above an item that shows the post it is on and the comment it answers.',
  },
  contextPost: /*i18n*/ {
    id: 'panels.contextPost',
    message: 'On the post by {name}',
    comment:
      'Conversation context: heading above the post a comment is on. {name}: who wrote the post.',
  },
  contextParent: /*i18n*/ {
    id: 'panels.contextParent',
    message: 'In reply to {name}',
    comment:
      'Conversation context: heading above the comment a reply answers. {name}: who wrote that comment.',
  },
  contextShowMore: /*i18n*/ {
    id: 'panels.contextShowMore',
    message: 'Show all',
    comment: 'Conversation context: button that expands a long post or comment.',
  },
  contextShowLess: /*i18n*/ {
    id: 'panels.contextShowLess',
    message: 'Show less',
    comment: 'Conversation context: button that collapses a long post or comment again.',
  },
  contextLoadFailed: /*i18n*/ {
    id: 'panels.contextLoadFailed',
    message: 'What this item answers could not be loaded: {message}',
    comment:
      "Conversation context: shown when the post or parent comment cannot be read. {message}: the server's reason.",
  },
  contextMedia: /*i18n*/ {
    id: 'panels.contextMedia',
    message: 'Media {index} of {count}',
    comment: 'Conversation context: alternative text of a media thumbnail of the post.',
  },
  historyTitle: /*i18n*/ {
    id: 'panels.historyTitle',
    message: 'History',
    comment: 'Conversation: heading and accessible name of the list of what was done to the item.',
  },
  historyShow: /*i18n*/ {
    id: 'panels.historyShow',
    message: 'Show history',
    comment: "Conversation: button that opens the item's history.",
  },
  historyHide: /*i18n*/ {
    id: 'panels.historyHide',
    message: 'Hide history',
    comment: "Conversation: button that closes the item's history.",
  },
  historyEmpty: /*i18n*/ {
    id: 'panels.historyEmpty',
    message: 'Nothing has been done to this item yet.',
    comment: 'Conversation history: shown when no change was recorded.',
  },
  historyLoadFailed: /*i18n*/ {
    id: 'panels.historyLoadFailed',
    message: 'The history could not be loaded: {message}',
    comment:
      "Conversation history: shown when the history cannot be read. {message}: the server's reason.",
  },
  historyBulk: /*i18n*/ {
    id: 'panels.historyBulk',
    message: '{name} (bulk action)',
    comment: 'Conversation history: who did a change through a bulk action. {name}: the person.',
  },
  historySomeone: /*i18n*/ {
    id: 'panels.historySomeone',
    message: 'A former colleague',
    comment: 'Conversation history: who did a change when their account no longer exists.',
  },
  did_assign: /*i18n*/ {
    id: 'panels.did_assign',
    message: '{actor} assigned this to {target}',
    comment: 'History line. {actor}: who; {target}: the person or team.',
  },
  did_unassign: /*i18n*/ {
    id: 'panels.did_unassign',
    message: '{actor} removed the assignment',
    comment: 'History line. {actor}: who.',
  },
  did_label: /*i18n*/ {
    id: 'panels.did_label',
    message: '{actor} added the label {target}',
    comment: 'History line. {actor}: who; {target}: the label.',
  },
  did_unlabel: /*i18n*/ {
    id: 'panels.did_unlabel',
    message: '{actor} removed the label {target}',
    comment: 'History line. {actor}: who; {target}: the label.',
  },
  did_hide: /*i18n*/ {
    id: 'panels.did_hide',
    message: '{actor} hid this',
    comment: 'History line. {actor}: who.',
  },
  did_unhide: /*i18n*/ {
    id: 'panels.did_unhide',
    message: '{actor} made this visible again',
    comment: 'History line. {actor}: who.',
  },
  did_read: /*i18n*/ {
    id: 'panels.did_read',
    message: '{actor} marked this as read',
    comment: 'History line. {actor}: who.',
  },
  did_unread: /*i18n*/ {
    id: 'panels.did_unread',
    message: '{actor} marked this as unread',
    comment: 'History line. {actor}: who.',
  },
  did_like: /*i18n*/ {
    id: 'panels.did_like',
    message: '{actor} liked this',
    comment: 'History line. {actor}: who.',
  },
  did_unlike: /*i18n*/ {
    id: 'panels.did_unlike',
    message: '{actor} removed the like',
    comment: 'History line. {actor}: who.',
  },
  did_spam: /*i18n*/ {
    id: 'panels.did_spam',
    message: '{actor} marked this as spam',
    comment: 'History line. {actor}: who.',
  },
  did_notSpam: /*i18n*/ {
    id: 'panels.did_notSpam',
    message: '{actor} marked this as not spam',
    comment: 'History line. {actor}: who.',
  },
  did_priority: /*i18n*/ {
    id: 'panels.did_priority',
    message: '{actor} marked this as a priority',
    comment: 'History line. {actor}: who.',
  },
  did_notPriority: /*i18n*/ {
    id: 'panels.did_notPriority',
    message: '{actor} removed the priority',
    comment: 'History line. {actor}: who.',
  },
  did_sentiment: /*i18n*/ {
    id: 'panels.did_sentiment',
    message: '{actor} set the sentiment to {target}',
    comment: 'History line. {actor}: who; {target}: positive, negative or neutral.',
  },
  did_sentimentReset: /*i18n*/ {
    id: 'panels.did_sentimentReset',
    message: '{actor} set the sentiment back to the prediction',
    comment: 'History line. {actor}: who.',
  },
  did_language: /*i18n*/ {
    id: 'panels.did_language',
    message: '{actor} set the language to {target}',
    comment: "History line. {actor}: who; {target}: the language's name.",
  },
  did_delete: /*i18n*/ {
    id: 'panels.did_delete',
    message: '{actor} deleted this',
    comment: 'History line. {actor}: who.',
  },
  did_reply: /*i18n*/ {
    id: 'panels.did_reply',
    message: '{actor} replied',
    comment: 'History line. {actor}: who.',
  },
  did_repost: /*i18n*/ {
    id: 'panels.did_repost',
    message: '{actor} reposted this',
    comment: 'History line. {actor}: who.',
  },
  did_edit: /*i18n*/ {
    id: 'panels.did_edit',
    message: '{actor} edited this',
    comment: 'History line. {actor}: who.',
  },
  did_note: /*i18n*/ {
    id: 'panels.did_note',
    message: '{actor} wrote a note',
    comment: 'History line. {actor}: who.',
  },
  did_case: /*i18n*/ {
    id: 'panels.did_case',
    message: '{actor} opened a case',
    comment: 'History line. {actor}: who.',
  },
  did_ticket: /*i18n*/ {
    id: 'panels.did_ticket',
    message: '{actor} created a ticket',
    comment: 'History line. {actor}: who.',
  },
  did_forward: /*i18n*/ {
    id: 'panels.did_forward',
    message: '{actor} forwarded this by e-mail',
    comment: 'History line. {actor}: who.',
  },
  did_retry: /*i18n*/ {
    id: 'panels.did_retry',
    message: '{actor} sent this again',
    comment: 'History line. {actor}: who.',
  },
  did_delivered: /*i18n*/ {
    id: 'panels.did_delivered',
    message: 'Delivered to the network',
    comment: 'History line: the network accepted what was sent.',
  },
  did_sendFailed: /*i18n*/ {
    id: 'panels.did_sendFailed',
    message: 'The network refused this',
    comment: 'History line: the network refused what was sent.',
  },
  did_inbound: /*i18n*/ {
    id: 'panels.did_inbound',
    message: 'Arrived from {actor}',
    comment: "History line. {actor}: the network's name.",
  },
  did_change: /*i18n*/ {
    id: 'panels.did_change',
    message: '{actor} changed this',
    comment: 'History line for any other change. {actor}: who.',
  },
  sentiment_POSITIVE: /*i18n*/ {
    id: 'panels.sentiment_POSITIVE',
    message: 'positive',
    comment: 'Sentiment name in a history line.',
  },
  sentiment_NEGATIVE: /*i18n*/ {
    id: 'panels.sentiment_NEGATIVE',
    message: 'negative',
    comment: 'Sentiment name in a history line.',
  },
  sentiment_NEUTRAL: /*i18n*/ {
    id: 'panels.sentiment_NEUTRAL',
    message: 'neutral',
    comment: 'Sentiment name in a history line.',
  },
  senderProfile: /*i18n*/ {
    id: 'panels.senderProfile',
    message: 'Show the profile of {name}',
    comment:
      "Conversation header: hover text of the sender's name, which opens their identity card.",
  },
  identityTitle: /*i18n*/ {
    id: 'panels.identityTitle',
    message: 'Customer',
    comment: 'Identity card: title of the dialog about the person who wrote an item.',
  },
  identityProfile: /*i18n*/ {
    id: 'panels.identityProfile',
    message: 'Profile',
    comment: "Identity card: heading of the person's profile.",
  },
  identityOn: /*i18n*/ {
    id: 'panels.identityOn',
    message: 'On {network}',
    comment: 'Identity card: the network the person wrote on.',
  },
  identityNoProfile: /*i18n*/ {
    id: 'panels.identityNoProfile',
    message: '{network} does not share a profile of this sender.',
    comment:
      'Identity card: shown when the network gives no profile (Google reviewers, private or unknown senders).',
  },
  identityItems: /*i18n*/ {
    id: 'panels.identityItems',
    message: 'Their other items',
    comment: "Identity card: heading of the person's other posts, comments and conversations.",
  },
  identityNoItems: /*i18n*/ {
    id: 'panels.identityNoItems',
    message: 'Nothing else from them on the channels you see.',
    comment: 'Identity card: shown when the person wrote nothing else.',
  },
  identityMoreItems: /*i18n*/ {
    id: 'panels.identityMoreItems',
    message: 'The {count} newest are shown.',
    comment: 'Identity card: under the list when the person wrote more items than are shown.',
  },
  identityOpenItem: /*i18n*/ {
    id: 'panels.identityOpenItem',
    message: 'Open {type} of {date} on {channel}',
    comment:
      "Identity card: accessible name of the link to one of the person's items. {type}: comment, post…; {date}; {channel}: channel name.",
  },
  identityNotes: /*i18n*/ {
    id: 'panels.identityNotes',
    message: 'Notes about them',
    comment: "Identity card: heading of the notes written on the person's items.",
  },
  identityNoNotes: /*i18n*/ {
    id: 'panels.identityNoNotes',
    message: 'No notes yet. Notes written on their items appear here.',
    comment: "Identity card: shown when nobody wrote a note on the person's items.",
  },
  identityNoteLabel: /*i18n*/ {
    id: 'panels.identityNoteLabel',
    message: 'Note about {name}',
    comment:
      'Identity card: label of the field to write a note about the person (kept on the open item).',
  },
  identityNoteSave: /*i18n*/ {
    id: 'panels.identityNoteSave',
    message: 'Add note',
    comment: 'Identity card: button that saves the note.',
  },
  identityNoteFailed: /*i18n*/ {
    id: 'panels.identityNoteFailed',
    message: 'The note could not be saved, please try again.',
    comment: 'Identity card: toast when saving a note fails (engage §8).',
  },
  identityNoteBy: /*i18n*/ {
    id: 'panels.identityNoteBy',
    message: '{author}, {date}',
    comment: 'Identity card: who wrote a note and when.',
  },
  identityReadOnly: /*i18n*/ {
    id: 'panels.identityReadOnly',
    message: 'View only: you can read this profile and its notes.',
    comment: "Identity card: the read-only variant's notice for view-only people.",
  },
  identityLoadFailed: /*i18n*/ {
    id: 'panels.identityLoadFailed',
    message: 'The profile could not be loaded: {message}',
    comment: "Identity card: shown when the card cannot be read. {message}: the server's reason.",
  },
  identityClose: /*i18n*/ {
    id: 'panels.identityClose',
    message: 'Close',
    comment: 'Identity card: button that closes the dialog.',
  },
  languageButton: /*i18n*/ {
    id: 'panels.languageButton',
    message: 'Language: {language}',
    comment:
      "Conversation header: accessible name and hover text of the language menu. {language}: the conversation's language.",
  },
  languageDetected: /*i18n*/ {
    id: 'panels.languageDetected',
    message: '{language} (detected)',
    comment: 'Language menu: the language the network or model detected.',
  },
  languageGroup: /*i18n*/ {
    id: 'panels.languageGroup',
    message: 'Conversation language',
    comment: 'Language menu: heading of the languages.',
  },
  languageUnknown: /*i18n*/ {
    id: 'panels.languageUnknown',
    message: 'Unknown',
    comment: 'Language menu: shown when no language was detected.',
  },
  languageFailed: /*i18n*/ {
    id: 'panels.languageFailed',
    message: 'The language could not be changed: {message}',
    comment: "Toast when correcting the language fails. {message}: the server's reason.",
  },
  quotaDay: /*i18n*/ {
    id: 'panels.quotaDay',
    message: '{remaining, plural, one {# reply left today} other {# replies left today}}',
    comment: 'Composer: how many replies the network still accepts today from this channel.',
  },
  quotaWindow: /*i18n*/ {
    id: 'panels.quotaWindow',
    message: '{remaining} of {limit} replies left in this {minutes}-minute window',
    comment: "Composer: the network's reply limit per window, for this channel.",
  },
  quotaExhausted: /*i18n*/ {
    id: 'panels.quotaExhausted',
    message: 'No replies left: the network accepts more at {time}',
    comment:
      "Composer: the channel reached the network's reply limit. {time}: when it accepts replies again.",
  },
  quotaExhaustedNow: /*i18n*/ {
    id: 'panels.quotaExhaustedNow',
    message: 'No replies left for now',
    comment: "Composer: the channel reached the network's reply limit, without a known time.",
  },
  quotaHint: /*i18n*/ {
    id: 'panels.quotaHint',
    message: '{network} limits how many replies a channel sends.',
    comment: 'Composer: hover text of the reply quota.',
  },
} satisfies Record<string, MessageDescriptor>;
