import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the dialogs of an item's actions in the engage inbox: assign, labels, sentiment,
 * repost and quote, forward by e-mail, Zendesk ticket and case. The action names are
 * `inboxMessages.act_*`, the spec's toasts `engageMessages`.
 */
export const actionMessages = {
  assignTo: /*i18n*/ {
    id: 'actions.assignTo',
    message: 'Assign to',
    comment: 'Assign dialog: label of the list of people and teams the item can be assigned to.',
  },
  chooseAssignee: /*i18n*/ {
    id: 'actions.chooseAssignee',
    message: 'Choose a person or a team',
    comment: 'Assign dialog: the empty first choice of the assignee list.',
  },
  people: /*i18n*/ {
    id: 'actions.people',
    message: 'People',
    comment: 'Assign dialog: heading of the group of people in the assignee list.',
  },
  teams: /*i18n*/ {
    id: 'actions.teams',
    message: 'Teams',
    comment: 'Assign dialog: heading of the group of teams in the assignee list.',
  },
  loadingPeople: /*i18n*/ {
    id: 'actions.loadingPeople',
    message: 'Loading the people who work on this channel…',
    comment: 'Assign dialog: hint under the assignee list while its people load.',
  },
  peopleFailed: /*i18n*/ {
    id: 'actions.peopleFailed',
    message:
      'The people of this channel could not be loaded ({message}). Teams can still be chosen.',
    comment:
      "Assign dialog: hint when the channel's people could not be loaded; {message} is the server's.",
  },
  assigneeRequired: /*i18n*/ {
    id: 'actions.assigneeRequired',
    message: 'Choose a person or a team.',
    comment: 'Assign dialog: error when Assign is pressed without an assignee.',
  },
  note: /*i18n*/ {
    id: 'actions.note',
    message: 'Note (optional)',
    comment: 'Assign dialog: label of the note sent with the assignment.',
  },
  labelsOfItem: /*i18n*/ {
    id: 'actions.labelsOfItem',
    message: 'Labels of this item',
    comment: 'Label dialog: name of the group of label checkboxes.',
  },
  labelsHint: /*i18n*/ {
    id: 'actions.labelsHint',
    message: 'A label is put on or taken off as soon as you tick or untick it.',
    comment: 'Label dialog: explains that every change is saved at once.',
  },
  noLabels: /*i18n*/ {
    id: 'actions.noLabels',
    message: 'Your organisation has no labels yet.',
    comment: 'Label dialog: shown instead of the checkboxes when there are no labels.',
  },
  labelFailed: /*i18n*/ {
    id: 'actions.labelFailed',
    message: 'The label {name} could not be changed. Please try again.',
    comment: 'Label dialog: error after a label could not be put on or taken off.',
  },
  done: /*i18n*/ {
    id: 'actions.done',
    message: 'Done',
    comment: 'Label dialog: the button that closes it.',
  },
  sentimentOfItem: /*i18n*/ {
    id: 'actions.sentimentOfItem',
    message: 'Sentiment of this item',
    comment: 'Sentiment dialog: name of the group of sentiment choices.',
  },
  predicted: /*i18n*/ {
    id: 'actions.predicted',
    message: 'The prediction is {sentiment}.',
    comment: 'Sentiment dialog: under "As predicted"; {sentiment} is Positive or Negative.',
  },
  notPredicted: /*i18n*/ {
    id: 'actions.notPredicted',
    message: 'There is no prediction for this item.',
    comment: 'Sentiment dialog: under "As predicted" when the item has no predicted sentiment.',
  },
  save: /*i18n*/ {
    id: 'actions.save',
    message: 'Save',
    comment: 'Sentiment dialog: the button that saves the choice.',
  },
  sentimentFailed: /*i18n*/ {
    id: 'actions.sentimentFailed',
    message: 'The sentiment could not be changed. Please try again.',
    comment: 'Sentiment dialog: error shown in the dialog after the change failed.',
  },
  retweetTitle: /*i18n*/ {
    id: 'actions.retweetTitle',
    message: 'Retweet this?',
    comment: 'Title of the dialog confirming a retweet (X).',
  },
  repostTitle: /*i18n*/ {
    id: 'actions.repostTitle',
    message: 'Repost this?',
    comment: 'Title of the dialog confirming a repost (Threads).',
  },
  repostBody: /*i18n*/ {
    id: 'actions.repostBody',
    message: "It is shared with your channel's followers on {network}.",
    comment: 'Body of the retweet or repost dialog; {network} is X or Threads.',
  },
  quoteTitle: /*i18n*/ {
    id: 'actions.quoteTitle',
    message: 'Quote with a comment',
    comment: 'Title of the dialog writing a quote (X quote tweet, Threads quote).',
  },
  quoteText: /*i18n*/ {
    id: 'actions.quoteText',
    message: 'Your comment',
    comment: 'Quote dialog: label of the text published with the quoted item.',
  },
  quoteRequired: /*i18n*/ {
    id: 'actions.quoteRequired',
    message: 'Write a comment to quote with.',
    comment: 'Quote dialog: error when the comment is empty or only spaces.',
  },
  quoteTooLong: /*i18n*/ {
    id: 'actions.quoteTooLong',
    message: 'The comment is too long for {network}.',
    comment: 'Quote dialog: error when the comment is over the network limit.',
  },
  quotedItem: /*i18n*/ {
    id: 'actions.quotedItem',
    message: 'By {name}',
    comment: 'Repost and quote dialogs: caption of the item shown, with its sender.',
  },
  emails: /*i18n*/ {
    id: 'actions.emails',
    message: 'E-mail addresses',
    comment: 'Forward dialog: label of the addresses the item is sent to.',
  },
  emailsHint: /*i18n*/ {
    id: 'actions.emailsHint',
    message: 'Separate them with commas or new lines; up to {max}.',
    comment: 'Forward dialog: hint under the addresses; {max} is 20.',
  },
  emailsRequired: /*i18n*/ {
    id: 'actions.emailsRequired',
    message: 'Enter at least one e-mail address.',
    comment: 'Forward dialog: error when no address was given.',
  },
  emailsTooMany: /*i18n*/ {
    id: 'actions.emailsTooMany',
    message: 'Enter at most {max} e-mail addresses.',
    comment: 'Forward dialog: error when more than {max} (20) addresses were given.',
  },
  emailsInvalid: /*i18n*/ {
    id: 'actions.emailsInvalid',
    message: 'These are not e-mail addresses: {addresses}',
    comment: 'Forward dialog: error listing the entries that are not addresses, comma-separated.',
  },
  subject: /*i18n*/ {
    id: 'actions.subject',
    message: 'Subject',
    comment: 'Forward, ticket and case dialogs: label of the subject.',
  },
  subjectRequired: /*i18n*/ {
    id: 'actions.subjectRequired',
    message: 'Enter a subject.',
    comment: 'Forward, ticket and case dialogs: error when the subject is empty.',
  },
  forwardSubject: /*i18n*/ {
    id: 'actions.forwardSubject',
    message: '{name} on {network}',
    comment: "Forward dialog: the default subject, the item's sender and network.",
  },
  body: /*i18n*/ {
    id: 'actions.body',
    message: 'Message',
    comment: 'Forward dialog: label of the text of the e-mail.',
  },
  description: /*i18n*/ {
    id: 'actions.description',
    message: 'Description (optional)',
    comment: 'Ticket and case dialogs: label of the longer description.',
  },
  createTicket: /*i18n*/ {
    id: 'actions.createTicket',
    message: 'Create ticket',
    comment: 'Ticket dialog: the button that creates the Zendesk ticket.',
  },
  openCase: /*i18n*/ {
    id: 'actions.openCase',
    message: 'Open case',
    comment: 'Case dialog: the button that opens the case.',
  },
  failedBecause: /*i18n*/ {
    id: 'actions.failedBecause',
    message: '{failure} ({message})',
    comment: "A dialog's error after its call failed: the spec's text, then the server's message.",
  },
} as const satisfies Record<string, MessageDescriptor>;
