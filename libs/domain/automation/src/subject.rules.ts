import type { EngageItem } from '@smm/model';

/**
 * Whether the product itself produced an item — a reply, a message or a post sent through it
 * (it carries a delivery state). Such items are never a rule's subject, so rules cannot answer
 * their own actions.
 */
export function isProducedHere(item: EngageItem): boolean {
  return item.meta.delivery !== undefined;
}

/**
 * What a rule is tested against when a direct message arrives: its conversation as it reads
 * with this message — the message's text, sender, language and date over the conversation's
 * own state (assignee, labels, read status, cases) — but not who changed it last: a rule that
 * acted on the conversation still tests its next message. A conversation is not tested on its own:
 * each of its messages is, and what the rule does, it does to the conversation.
 *
 * @example
 * ruleMatches(refundRule, messageInConversation(conversation, secondMessage))
 */
export function messageInConversation(conversation: EngageItem, message: EngageItem): EngageItem {
  const { correctedLanguage, detectedLanguage, messageType, createdDate } = message.meta;
  // The conversation's own copies of these came from its first message: the message's hold.
  const {
    correctedLanguage: _corrected,
    detectedLanguage: _detected,
    messageType: _type,
    ...state
  } = conversation.meta;
  // Who last changed the conversation is not who wrote the message: the loop guard reads the
  // message's own moderator (none, for a customer's).
  const { moderatorId: _by, moderatorSource: _source, ...engage } = conversation.engage;
  return {
    ...conversation,
    engage: {
      ...engage,
      ...(message.engage.moderatorId === undefined
        ? {}
        : { moderatorId: message.engage.moderatorId }),
      ...(message.engage.moderatorSource === undefined
        ? {}
        : { moderatorSource: message.engage.moderatorSource }),
    },
    message: message.message ?? '',
    ...(message.sender ? { sender: message.sender } : {}),
    meta: {
      ...state,
      createdDate,
      ...(messageType === undefined ? {} : { messageType }),
      ...(detectedLanguage === undefined ? {} : { detectedLanguage }),
      ...(correctedLanguage === undefined ? {} : { correctedLanguage }),
    },
  };
}

/** Whether an inbox entry is tested by rules itself: every kind but a conversation (its messages are). */
export function isRuleSubject(item: EngageItem): boolean {
  return item.engage.type !== 'conversation' && !isProducedHere(item);
}
