import * as t from 'io-ts';
import { LanguageTag, nonEmptyText, text } from './text.codec.js';
import { ChannelId, Count, DateString, Id, nullable, struct, Uuid } from './codec.utils.js';
import { MessageTag } from './engage-enums.codec.js';
import { Network } from './network.codec.js';

/** An image attached to a reply. */
export const ReplyImage = struct(
  'ReplyImage',
  { url: text('url') },
  { mimeType: text('token'), bytes: t.number },
);
export type ReplyImage = t.TypeOf<typeof ReplyImage>;

/** A reply, comment or message draft as sent (engage §7). */
export const ReplyDraft = struct(
  'ReplyDraft',
  { text: text('message') },
  {
    images: t.array(ReplyImage),
    mentions: t.array(text('externalId')),
    sendingChannelId: ChannelId,
    messageTag: MessageTag,
    markParentAsRead: t.boolean,
  },
);
export type ReplyDraft = t.TypeOf<typeof ReplyDraft>;

/** A private reply to a public comment (engage §7). */
export const PrivateReply = struct(
  'PrivateReply',
  { network: Network, contentId: Uuid, isPost: t.boolean, commentId: nullable(Uuid) },
  { message: text('message'), markParentAsRead: t.boolean },
);
export type PrivateReply = t.TypeOf<typeof PrivateReply>;

/** Setting a conversation's language (engage §7). */
export const ConversationLanguage = t.type(
  { itemId: Uuid, rootId: Uuid, language: LanguageTag },
  'ConversationLanguage',
);
export type ConversationLanguage = t.TypeOf<typeof ConversationLanguage>;

/**
 * A retweet (X) or repost (Threads) of an item; with a non-empty `message` it is a quote
 * (engage §5).
 */
export const Repost = t.partial({ message: text('message') }, 'Repost');
export type Repost = t.TypeOf<typeof Repost>;

/**
 * A WhatsApp template message in a conversation: the template and the values of its `{{1}}`,
 * `{{2}}` … placeholders, in order. Outside WhatsApp's 24-hour window it is the only message a
 * business may send.
 */
export const WhatsAppTemplateSend = struct(
  'WhatsAppTemplateSend',
  { conversationId: Uuid, templateId: text('externalId') },
  { parameters: t.array(text('message')) },
);
export type WhatsAppTemplateSend = t.TypeOf<typeof WhatsAppTemplateSend>;

/** How much a channel may still send in its network's current window (the reply quota). */
export const ReplyQuota = t.type(
  {
    channelId: Id,
    network: Network,
    limit: Count,
    used: Count,
    remaining: Count,
    windowSeconds: Count,
    resetsAt: nullable(DateString),
  },
  'ReplyQuota',
);
export type ReplyQuota = t.TypeOf<typeof ReplyQuota>;

/**
 * A comment the sandbox network delivers now, on the newest post of one of the organisation's
 * channels (demos and tests of live updates): the channel (default: its first Facebook
 * channel) and the text (default: a customer's question).
 */
export const SandboxCommentRequest = t.partial(
  { channelId: ChannelId, text: text('message') },
  'SandboxCommentRequest',
);
export type SandboxCommentRequest = t.TypeOf<typeof SandboxCommentRequest>;

/** The comment the sandbox delivered, and the inbox entry it answers. */
export const SandboxCommentDelivered = t.type(
  { itemId: Id, rootId: Id, text: t.string },
  'SandboxCommentDelivered',
);
export type SandboxCommentDelivered = t.TypeOf<typeof SandboxCommentDelivered>;

/**
 * A direct message a sandbox customer sends one of the organisation's channels now: the channel
 * (one that takes direct messages), the text (default: a customer's question), and the
 * conversation it continues (default: it starts a new one).
 */
export const SandboxMessageRequest = struct(
  'SandboxMessageRequest',
  { channelId: ChannelId },
  { text: text('message'), conversationId: Uuid },
);
export type SandboxMessageRequest = t.TypeOf<typeof SandboxMessageRequest>;

/**
 * A sandbox customer's WhatsApp message to a connected number: its text and, optionally, the
 * customer's name (the sandbox picks one otherwise).
 */
export const SandboxWhatsAppMessageRequest = struct(
  'SandboxWhatsAppMessageRequest',
  { channelId: ChannelId, text: nonEmptyText('message') },
  { name: text('name') },
);
export type SandboxWhatsAppMessageRequest = t.TypeOf<typeof SandboxWhatsAppMessageRequest>;

/** The message the sandbox delivered, and its conversation. */
export const SandboxMessageDelivered = t.type(
  { itemId: Id, conversationId: Id, text: t.string },
  'SandboxMessageDelivered',
);
export type SandboxMessageDelivered = t.TypeOf<typeof SandboxMessageDelivered>;
