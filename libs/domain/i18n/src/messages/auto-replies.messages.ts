import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of automated messaging groups in engage (issue 26, docs/decisions/0052): the tabs
 * between rules and automated messages, the groups list, the group editor and the weekly
 * schedule editor.
 */
export const autoReplyMessages = {
  tabRules: /*i18n*/ {
    id: 'autoReplies.tabRules',
    message: 'Rules',
    comment: 'Automation: tab to the rules list.',
  },
  tabReplies: /*i18n*/ {
    id: 'autoReplies.tabReplies',
    message: 'Automated messages',
    comment: 'Automation: tab to the automated messages (away and welcome), and their heading.',
  },
  tabsLabel: /*i18n*/ {
    id: 'autoReplies.tabsLabel',
    message: 'Automation',
    comment: 'Automation: accessible name of the tabs between rules and automated messages.',
  },
  intro: /*i18n*/ {
    id: 'autoReplies.intro',
    message:
      "Away and welcome messages answer customers' direct messages for you. A welcome message answers the first message of a new conversation once; an away message answers outside your opening hours, at most once per conversation in 24 hours.",
    comment: 'Automated messages: what the list is for.',
  },
  newGroup: /*i18n*/ {
    id: 'autoReplies.newGroup',
    message: 'New automated message',
    comment:
      'Automated messages: button creating a group, and heading of the editor for a new one.',
  },
  editHeading: /*i18n*/ {
    id: 'autoReplies.editHeading',
    message: 'Edit automated message',
    comment: 'Automated messages: heading of the editor for an existing group.',
  },
  readOnly: /*i18n*/ {
    id: 'autoReplies.readOnly',
    message: 'Only administrators change automated messages; you can read them.',
    comment: 'Automated messages: note for people who are not administrators.',
  },
  loadFailed: /*i18n*/ {
    id: 'autoReplies.loadFailed',
    message: 'Could not load the automated messages: {message}',
    comment: 'Automated messages: the list could not load.',
  },
  emptyTitle: /*i18n*/ {
    id: 'autoReplies.emptyTitle',
    message: 'No automated messages yet',
    comment: 'Automated messages: empty list title.',
  },
  emptyHint: /*i18n*/ {
    id: 'autoReplies.emptyHint',
    message:
      'Create an away message for the hours you are closed, or a welcome message for new conversations.',
    comment: 'Automated messages: empty list hint for administrators.',
  },
  emptyHintReadOnly: /*i18n*/ {
    id: 'autoReplies.emptyHintReadOnly',
    message: 'An administrator can create away and welcome messages.',
    comment: 'Automated messages: empty list hint for others.',
  },
  columnName: /*i18n*/ {
    id: 'autoReplies.columnName',
    message: 'Name',
    comment: 'Automated messages: column.',
  },
  columnKind: /*i18n*/ {
    id: 'autoReplies.columnKind',
    message: 'Kind',
    comment: 'Automated messages: column.',
  },
  columnChannels: /*i18n*/ {
    id: 'autoReplies.columnChannels',
    message: 'Channels',
    comment: 'Automated messages: column.',
  },
  columnOn: /*i18n*/ {
    id: 'autoReplies.columnOn',
    message: 'On',
    comment: 'Automated messages: column with the on/off switch.',
  },
  columnSent: /*i18n*/ {
    id: 'autoReplies.columnSent',
    message: 'Messages sent',
    comment: 'Automated messages: column, how many messages a group sent.',
  },
  columnActions: /*i18n*/ {
    id: 'autoReplies.columnActions',
    message: 'Actions',
    comment: 'Automated messages: column.',
  },
  kindAway: /*i18n*/ {
    id: 'autoReplies.kindAway',
    message: 'Away message',
    comment: 'Automated messages: kind.',
  },
  kindWelcome: /*i18n*/ {
    id: 'autoReplies.kindWelcome',
    message: 'Welcome message',
    comment: 'Automated messages: kind.',
  },
  kindAwayHint: /*i18n*/ {
    id: 'autoReplies.kindAwayHint',
    message:
      'Answers messages that arrive outside your opening hours, at most once per conversation in 24 hours.',
    comment: 'Automated messages: what an away message does.',
  },
  kindWelcomeHint: /*i18n*/ {
    id: 'autoReplies.kindWelcomeHint',
    message: 'Answers the first message of a new conversation, once.',
    comment: 'Automated messages: what a welcome message does.',
  },
  toggle: /*i18n*/ {
    id: 'autoReplies.toggle',
    message: 'Send “{name}”',
    comment: "Automated messages: accessible name of a group's on/off switch.",
  },
  noChannels: /*i18n*/ {
    id: 'autoReplies.noChannels',
    message: 'No channels',
    comment: 'Automated messages: a group without channels.',
  },
  editGroup: /*i18n*/ {
    id: 'autoReplies.editGroup',
    message: 'Edit “{name}”',
    comment: 'Automated messages: edit button name.',
  },
  deleteGroup: /*i18n*/ {
    id: 'autoReplies.deleteGroup',
    message: 'Delete “{name}”',
    comment: 'Automated messages: delete button name.',
  },
  deleteTitle: /*i18n*/ {
    id: 'autoReplies.deleteTitle',
    message: 'Delete “{name}”?',
    comment: 'Automated messages: delete confirmation title.',
  },
  deleteBody: /*i18n*/ {
    id: 'autoReplies.deleteBody',
    message: 'It stops answering at once. Messages already sent stay in their conversations.',
    comment: 'Automated messages: delete confirmation text.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'autoReplies.deleteConfirm',
    message: 'Delete',
    comment: 'Automated messages: delete confirmation button.',
  },
  deletedToast: /*i18n*/ {
    id: 'autoReplies.deletedToast',
    message: '“{name}” deleted',
    comment: 'Automated messages: toast.',
  },
  changeFailed: /*i18n*/ {
    id: 'autoReplies.changeFailed',
    message: 'The change failed: {message}',
    comment: 'Automated messages: toast when a change failed.',
  },
  turnedOn: /*i18n*/ {
    id: 'autoReplies.turnedOn',
    message: '“{name}” is on',
    comment: 'Automated messages: toast.',
  },
  turnedOff: /*i18n*/ {
    id: 'autoReplies.turnedOff',
    message: '“{name}” is off',
    comment: 'Automated messages: toast.',
  },
  saved: /*i18n*/ {
    id: 'autoReplies.saved',
    message: '“{name}” saved',
    comment: 'Automated messages: toast after saving.',
  },
  backToList: /*i18n*/ {
    id: 'autoReplies.backToList',
    message: 'Back to automated messages',
    comment: 'Automated messages: link from the editor back to the list.',
  },
  fieldName: /*i18n*/ {
    id: 'autoReplies.fieldName',
    message: 'Name',
    comment: 'Automated messages editor: field.',
  },
  fieldKind: /*i18n*/ {
    id: 'autoReplies.fieldKind',
    message: 'Kind',
    comment: 'Automated messages editor: field (kind, chosen on create only).',
  },
  kindFixed: /*i18n*/ {
    id: 'autoReplies.kindFixed',
    message: 'The kind is chosen when the message is created.',
    comment: 'Automated messages editor: the kind cannot change after creation.',
  },
  fieldMessage: /*i18n*/ {
    id: 'autoReplies.fieldMessage',
    message: 'Message',
    comment: 'Automated messages editor: field.',
  },
  messageCount: /*i18n*/ {
    id: 'autoReplies.messageCount',
    message: '{count} of {limit} characters (limit of {network})',
    comment: "Automated messages editor: live count against the strictest network's limit.",
  },
  messageCountNone: /*i18n*/ {
    id: 'autoReplies.messageCountNone',
    message: '{count} characters; choose channels to see their limit',
    comment: 'Automated messages editor: count when no channel is chosen.',
  },
  messageTooLong: /*i18n*/ {
    id: 'autoReplies.messageTooLong',
    message: '{network} takes at most {limit} characters.',
    comment: 'Automated messages editor: the message is longer than a chosen network takes.',
  },
  fieldChannels: /*i18n*/ {
    id: 'autoReplies.fieldChannels',
    message: 'Channels',
    comment: 'Automated messages editor: field.',
  },
  channelsHint: /*i18n*/ {
    id: 'autoReplies.channelsHint',
    message: 'The channels that take direct messages.',
    comment: 'Automated messages editor: which channels are offered.',
  },
  channelAnsweredBy: /*i18n*/ {
    id: 'autoReplies.channelAnsweredBy',
    message: 'Already answered by: {groups}',
    comment: 'Automated messages editor: other groups already answering on a channel.',
  },
  noMessagingChannels: /*i18n*/ {
    id: 'autoReplies.noMessagingChannels',
    message: 'No channel takes direct messages yet; connect one in the settings.',
    comment: 'Automated messages editor: no channel takes DMs.',
  },
  fieldTimezone: /*i18n*/ {
    id: 'autoReplies.fieldTimezone',
    message: 'Time zone',
    comment: 'Automated messages editor: field.',
  },
  hoursTitle: /*i18n*/ {
    id: 'autoReplies.hoursTitle',
    message: 'Opening hours — the away message answers outside them',
    comment: 'Automated messages editor: legend of the weekly schedule for away messages.',
  },
  hoursWelcome: /*i18n*/ {
    id: 'autoReplies.hoursWelcome',
    message: 'A welcome message answers at any hour; it needs no opening hours.',
    comment: 'Automated messages editor: why welcome messages have no schedule.',
  },
  save: /*i18n*/ {
    id: 'autoReplies.save',
    message: 'Save',
    comment: 'Automated messages editor: save button.',
  },
  cancel: /*i18n*/ {
    id: 'autoReplies.cancel',
    message: 'Cancel',
    comment: 'Automated messages editor: cancel link.',
  },
  nameRequired: /*i18n*/ {
    id: 'autoReplies.nameRequired',
    message: 'Give it a name.',
    comment: 'Automated messages editor: validation.',
  },
  messageRequired: /*i18n*/ {
    id: 'autoReplies.messageRequired',
    message: 'Write the message.',
    comment: 'Automated messages editor: validation.',
  },
  scheduleRequired: /*i18n*/ {
    id: 'autoReplies.scheduleRequired',
    message: 'An away message needs opening hours: open at least one day.',
    comment: 'Automated messages editor: validation.',
  },
  scheduleHint: /*i18n*/ {
    id: 'autoReplies.scheduleHint',
    message: 'A window that ends before it starts runs past midnight into the next day.',
    comment: 'Schedule editor: how windows past midnight work.',
  },
  dayOpen: /*i18n*/ {
    id: 'autoReplies.dayOpen',
    message: 'Open on {day}',
    comment: "Schedule editor: accessible name of a weekday's open switch.",
  },
  closed: /*i18n*/ {
    id: 'autoReplies.closed',
    message: 'Closed',
    comment: 'Schedule editor: a weekday without hours.',
  },
  from: /*i18n*/ {
    id: 'autoReplies.from',
    message: 'From',
    comment: 'Schedule editor: start of a window.',
  },
  to: /*i18n*/ {
    id: 'autoReplies.to',
    message: 'To',
    comment: 'Schedule editor: end of a window.',
  },
  fromOf: /*i18n*/ {
    id: 'autoReplies.fromOf',
    message: '{day} from',
    comment: "Schedule editor: accessible name of a window's start.",
  },
  toOf: /*i18n*/ {
    id: 'autoReplies.toOf',
    message: '{day} to',
    comment: "Schedule editor: accessible name of a window's end.",
  },
  addWindow: /*i18n*/ {
    id: 'autoReplies.addWindow',
    message: 'Add hours on {day}',
    comment: 'Schedule editor: adds another window to a weekday.',
  },
  removeWindow: /*i18n*/ {
    id: 'autoReplies.removeWindow',
    message: 'Remove {day} {from}–{to}',
    comment: 'Schedule editor: removes a window.',
  },
  copyToAll: /*i18n*/ {
    id: 'autoReplies.copyToAll',
    message: 'Copy to all weekdays',
    comment: "Schedule editor: button copying a day's hours to every weekday.",
  },
  copyToAllOf: /*i18n*/ {
    id: 'autoReplies.copyToAllOf',
    message: "Copy {day}'s hours to all weekdays",
    comment: 'Schedule editor: accessible name of the copy button.',
  },
  pastMidnight: /*i18n*/ {
    id: 'autoReplies.pastMidnight',
    message: 'Ends the next day, past midnight.',
    comment: 'Schedule editor: a window ending before it starts.',
  },
  windowEmpty: /*i18n*/ {
    id: 'autoReplies.windowEmpty',
    message: 'A window needs a length: choose a different end.',
    comment: 'Schedule editor: a window whose start equals its end.',
  },
  kindAwayShort: /*i18n*/ {
    id: 'autoReplies.kindAwayShort',
    message: 'Away',
    comment: 'Automated messages list: short kind badge of an away message.',
  },
  kindWelcomeShort: /*i18n*/ {
    id: 'autoReplies.kindWelcomeShort',
    message: 'Welcome',
    comment: 'Automated messages list: short kind badge of a welcome message.',
  },
} satisfies Record<string, MessageDescriptor>;
