import * as t from 'io-ts';
import { Id, nullable, struct } from './codec.utils.js';
import { MessageTag } from './engage-enums.codec.js';
import { Network } from './network.codec.js';

/** An image attached to a reply. */
export const ReplyImage = struct(
  'ReplyImage',
  { url: t.string },
  { mimeType: t.string, bytes: t.number },
);
export type ReplyImage = t.TypeOf<typeof ReplyImage>;

/** A reply, comment or message draft as sent (engage §7). */
export const ReplyDraft = struct(
  'ReplyDraft',
  { text: t.string },
  {
    images: t.array(ReplyImage),
    mentions: t.array(t.string),
    sendingChannelId: Id,
    messageTag: MessageTag,
    markParentAsRead: t.boolean,
  },
);
export type ReplyDraft = t.TypeOf<typeof ReplyDraft>;

/** A private reply to a public comment (engage §7). */
export const PrivateReply = struct(
  'PrivateReply',
  { network: Network, contentId: Id, isPost: t.boolean, commentId: nullable(Id) },
  { message: t.string },
);
export type PrivateReply = t.TypeOf<typeof PrivateReply>;

/** Setting a conversation's language (engage §7). */
export const ConversationLanguage = t.type(
  { itemId: Id, rootId: Id, language: t.string },
  'ConversationLanguage',
);
export type ConversationLanguage = t.TypeOf<typeof ConversationLanguage>;
