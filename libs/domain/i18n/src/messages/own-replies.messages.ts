import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts that tell our own replies from our customers' (decision 0055): the author in front
 * of a row's text, the row's "Answered" mark, who sent a message of ours in a conversation, and
 * the feed editor's switch that includes our own replies.
 */
export const ownRepliesMessages = {
  authorPrefix: /*i18n*/ {
    id: 'ownReplies.authorPrefix',
    message: '{name}:',
    comment:
      'In front of the text of an inbox row, naming who wrote it when it is not the person the row is from, e.g. "Demo Coffee:" or "You:". Keep the placeholder.',
  },
  you: /*i18n*/ {
    id: 'ownReplies.you',
    message: 'You',
    comment:
      'Author of a reply the signed-in person sent, in front of its text in an inbox row ("You: Thanks!").',
  },
  automation: /*i18n*/ {
    id: 'ownReplies.automation',
    message: 'Automation',
    comment:
      'Author of a reply an automation rule or automated message sent, in front of its text in an inbox row.',
  },
  answered: /*i18n*/ {
    id: 'ownReplies.answered',
    message: 'Answered',
    comment:
      'Mark on an inbox row: the latest answer in its thread is ours, nothing awaits a reply.',
  },
  answeredHint: /*i18n*/ {
    id: 'ownReplies.answeredHint',
    message: 'The latest answer in this thread is ours: nothing awaits a reply.',
    comment: 'Tooltip of the "Answered" mark of an inbox row.',
  },
  ourReply: /*i18n*/ {
    id: 'ownReplies.ourReply',
    message: 'Our reply',
    comment: 'Mark on a message of a conversation that our organisation sent (not the customer).',
  },
  sentBy: /*i18n*/ {
    id: 'ownReplies.sentBy',
    message: 'Sent by {name}',
    comment:
      'Under our own message in a conversation: the colleague who sent it. Keep the placeholder.',
  },
  sentByYou: /*i18n*/ {
    id: 'ownReplies.sentByYou',
    message: 'Sent by you',
    comment: 'Under our own message in a conversation: the signed-in person sent it.',
  },
  withOwnReplies: /*i18n*/ {
    id: 'ownReplies.withOwnReplies',
    message: 'Include our own replies',
    comment:
      'Switch of the feed editor: the feed also lists the replies and messages our organisation sent (they are left out by default).',
  },
} as const satisfies Record<string, MessageDescriptor>;
