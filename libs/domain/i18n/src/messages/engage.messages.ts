import type { MessageDescriptor } from '@lingui/core';

/**
 * The engage error catalogue and toasts (engage.md §8), as Lingui message descriptors:
 * `translate(i18n, engageMessages.caseDeleted, { caseId })`. Extracted by `npm run i18n:extract`.
 */
export const engageMessages = {
  generalError: /*i18n*/ {
    id: 'engage.generalError',
    message: 'Something went wrong. Please try again.',
    comment: 'Engage error code: general error.',
  },
  invalidRequest: /*i18n*/ {
    id: 'engage.invalidRequest',
    message: 'The request was not valid.',
    comment: 'Engage error code: invalid request.',
  },
  invalidInput: /*i18n*/ {
    id: 'engage.invalidInput',
    message: 'Some of the values entered are not valid.',
    comment: 'Engage error code: invalid input.',
  },
  invalidDate: /*i18n*/ {
    id: 'engage.invalidDate',
    message: 'The date is not valid.',
    comment: 'Engage error code: invalid date.',
  },
  notFound: /*i18n*/ {
    id: 'engage.notFound',
    message: 'The item could not be found. It may have been deleted.',
    comment: 'Engage error code: not found.',
  },
  conflict: /*i18n*/ {
    id: 'engage.conflict',
    message: 'Someone else changed this at the same time. Reload and try again.',
    comment: 'Engage error code: conflict.',
  },
  unauthorized: /*i18n*/ {
    id: 'engage.unauthorized',
    message: 'You are not allowed to do this.',
    comment: 'Engage error code: unauthorized.',
  },
  networkRequestError: /*i18n*/ {
    id: 'engage.networkRequestError',
    message: 'The social network rejected the request.',
    comment: 'Engage error code: network request error.',
  },
  networkResponseError: /*i18n*/ {
    id: 'engage.networkResponseError',
    message: 'The social network sent an answer that could not be read.',
    comment: 'Engage error code: network response error.',
  },
  networkGeneralError: /*i18n*/ {
    id: 'engage.networkGeneralError',
    message: 'The social network is not responding. Please try again later.',
    comment: 'Engage error code: network general error.',
  },
  conversationControlError: /*i18n*/ {
    id: 'engage.conversationControlError',
    message: 'This conversation cannot be answered right now.',
    comment: 'Engage error code: conversation control error.',
  },
  thirdPartyControl: /*i18n*/ {
    id: 'engage.thirdPartyControl',
    message:
      'Another application is in control of this Facebook conversation. Take control to reply from here.',
    comment: 'SMM_ENG_ERR_2.',
  },
  unknownError: /*i18n*/ { id: 'engage.unknownError', message: 'An unknown error occurred.' },
  replyFailed: /*i18n*/ {
    id: 'engage.replyFailed',
    message: 'An error occurred, please try again or contact support.',
    comment: 'Default reply error.',
  },
  instagramInfrastructure: /*i18n*/ {
    id: 'engage.instagramInfrastructure',
    message:
      'Instagram is having an ongoing platform infrastructure issue, so this reply could not be sent. See {link} for details.',
    comment: 'Instagram error code 100, subcode 33.',
  },
  resyncSucceeded: /*i18n*/ {
    id: 'engage.resyncSucceeded',
    message: 'Control of the conversation has been resynchronised.',
  },
  resyncFailed: /*i18n*/ {
    id: 'engage.resyncFailed',
    message: 'Could not resynchronise control of the conversation.',
  },
  contentFailed: /*i18n*/ {
    id: 'engage.contentFailed',
    message: 'Could not load the content: {message}',
  },
  privateConversationFailed: /*i18n*/ {
    id: 'engage.privateConversationFailed',
    message: 'Could not refresh the private conversation: {message}',
  },
  shadowReplySent: /*i18n*/ {
    id: 'engage.shadowReplySent',
    message: 'Your reply has been sent.',
    comment: 'A reply sent on behalf of the page (shadow reply).',
  },
  linkCopied: /*i18n*/ { id: 'engage.linkCopied', message: 'Link copied' },
  caseDeleted: /*i18n*/ { id: 'engage.caseDeleted', message: 'Case {caseId} has been deleted' },
  caseCreated: /*i18n*/ { id: 'engage.caseCreated', message: 'Case {caseNumber} has been created' },
  caseUpdateFailed: /*i18n*/ {
    id: 'engage.caseUpdateFailed',
    message: 'Case {caseNumber} could not be updated',
  },
  noteCreateFailed: /*i18n*/ {
    id: 'engage.noteCreateFailed',
    message: 'The note could not be created, please try again',
  },
  noteUpdateFailed: /*i18n*/ {
    id: 'engage.noteUpdateFailed',
    message: 'The note could not be updated, please try again',
  },
  noteDeleteFailed: /*i18n*/ {
    id: 'engage.noteDeleteFailed',
    message: 'The note could not be deleted, please try again',
  },
  retweetSucceeded: /*i18n*/ { id: 'engage.retweetSucceeded', message: 'Retweeted' },
  retweetFailed: /*i18n*/ { id: 'engage.retweetFailed', message: 'Could not retweet' },
  repostSucceeded: /*i18n*/ { id: 'engage.repostSucceeded', message: 'Reposted' },
  repostFailed: /*i18n*/ { id: 'engage.repostFailed', message: 'Could not repost' },
  quoteSucceeded: /*i18n*/ { id: 'engage.quoteSucceeded', message: 'Quote published' },
  quoteFailed: /*i18n*/ { id: 'engage.quoteFailed', message: 'Could not publish the quote' },
  emailSent: /*i18n*/ { id: 'engage.emailSent', message: 'The item has been forwarded by e-mail' },
  emailFailed: /*i18n*/ {
    id: 'engage.emailFailed',
    message: 'Could not forward the item by e-mail',
  },
  ticketCreated: /*i18n*/ { id: 'engage.ticketCreated', message: 'The ticket has been created' },
  ticketFailed: /*i18n*/ { id: 'engage.ticketFailed', message: 'Could not create the ticket' },
  assignSucceeded: /*i18n*/ { id: 'engage.assignSucceeded', message: 'The item has been assigned' },
  assignFailed: /*i18n*/ { id: 'engage.assignFailed', message: 'Could not assign the item' },
  unassignSucceeded: /*i18n*/ {
    id: 'engage.unassignSucceeded',
    message: 'The item has been unassigned',
  },
  unassignFailed: /*i18n*/ { id: 'engage.unassignFailed', message: 'Could not unassign the item' },
  deleteSucceeded: /*i18n*/ { id: 'engage.deleteSucceeded', message: 'The item has been deleted' },
  deleteFailed: /*i18n*/ { id: 'engage.deleteFailed', message: 'Could not delete the item' },
  likeSucceeded: /*i18n*/ { id: 'engage.likeSucceeded', message: 'Liked' },
  sharesUpdated: /*i18n*/ { id: 'engage.sharesUpdated', message: 'Feed sharing has been updated' },
  sharesFailed: /*i18n*/ {
    id: 'engage.sharesFailed',
    message: 'Could not update who the feed is shared with',
  },
  sharedFeedDeleted: /*i18n*/ {
    id: 'engage.sharedFeedDeleted',
    message: 'The shared feed {feedName} has been deleted',
  },
  bulkUnderAMinute: /*i18n*/ {
    id: 'engage.bulkUnderAMinute',
    message: 'This will take less than a minute.',
    comment: 'Bulk estimate: 100 items or fewer.',
  },
  bulkAboutTenMinutes: /*i18n*/ {
    id: 'engage.bulkAboutTenMinutes',
    message: 'This will take about ten minutes.',
    comment: 'Bulk estimate: 101 to 1000 items.',
  },
  bulkConsiderableTime: /*i18n*/ {
    id: 'engage.bulkConsiderableTime',
    message: 'This will take a considerable amount of time.',
    comment: 'Bulk estimate: more than 1000 items.',
  },
  bulkMarkReadFailed: /*i18n*/ {
    id: 'engage.bulkMarkReadFailed',
    message: 'Some items could not be marked as read.',
  },
  templatesLoadFailed: /*i18n*/ {
    id: 'engage.templatesLoadFailed',
    message: 'Could not load Engage templates',
  },
  templateCreated: /*i18n*/ {
    id: 'engage.templateCreated',
    message: 'Engage template successfully created',
  },
  templateUpdated: /*i18n*/ {
    id: 'engage.templateUpdated',
    message: 'Engage template successfully updated',
  },
  templateDeleted: /*i18n*/ {
    id: 'engage.templateDeleted',
    message: 'Engage template successfully deleted',
  },
  templateCreateFailed: /*i18n*/ {
    id: 'engage.templateCreateFailed',
    message: 'Could not create Engage template',
  },
  templateUpdateFailed: /*i18n*/ {
    id: 'engage.templateUpdateFailed',
    message: 'Could not update Engage template',
  },
  templateDeleteFailed: /*i18n*/ {
    id: 'engage.templateDeleteFailed',
    message: 'Could not delete Engage template',
  },
  attachmentNote: /*i18n*/ {
    id: 'engage.attachmentNote',
    message: 'Message contains an attachment',
    comment: 'A note on a message whose content is an attachment.',
  },
} as const satisfies Record<string, MessageDescriptor>;
