import type { DisplayType, EngageItem } from '@smm/model';
import { isComment, isDirectMessage, networkOf } from './item.terms.js';
import type { RuleItem } from './rule.types.js';

/** Texts of the spec that the rules return (engage §5). */
export const TEXTS = {
  privateUser: 'Private user',
  unknownSender: 'Unknown sender',
  facebookUnknownIdentity: "We don't know the identity of this user due to Facebook restrictions",
  linkedInPrivateUser:
    'This user has disabled profile visibility on partner services outside LinkedIn.',
  facebookEmptyContent:
    'Facebook did not share the content of this item. Open it on Facebook through its timestamp link to see it.',
} as const;

/**
 * The label of the reply action: `Reply` for X direct messages, `Comment` otherwise (engage §5).
 *
 * @example
 * replyLabel(makeEngageItem({ engage: { network: 'twitter', type: 'message' } })) // 'Reply'
 */
export function replyLabel(item: RuleItem): 'Reply' | 'Comment' {
  return networkOf(item)?.id === 'twitter' && isDirectMessage(item) ? 'Reply' : 'Comment';
}

/**
 * The like icon: a heart on Instagram, X and TikTok, a thumb up elsewhere (engage §5).
 *
 * @example
 * likeIcon(makeEngageItem({ engage: { network: 'tiktok' } })) // 'heart'
 */
export function likeIcon(item: RuleItem): 'heart' | 'thumbUp' {
  return networkOf(item)?.abilities.likeIcon ?? 'thumbUp';
}

/**
 * The sender's name as shown: `Private user` for private senders, `Unknown sender` when there is
 * no sender (engage §5).
 *
 * @example
 * senderName(makeEngageItem({ sender: undefined })) // 'Unknown sender'
 */
export function senderName(item: RuleItem): string {
  const sender = item.sender;
  if (sender === undefined) return TEXTS.unknownSender;
  if (sender.visibility === 'PRIVATE') return TEXTS.privateUser;
  return sender.name;
}

/**
 * How the sender is reached on the network, shown beside the name: `@handle` where the network
 * has handles; the phone number on WhatsApp, which has phone numbers and profile names and no
 * handles (its sender id is the number); nothing when the network gave neither, or for a
 * private sender.
 *
 * @example
 * senderAddress(makeEngageItem({ engage: { network: 'whatsapp' }, sender: { id: '+4915112345678', name: 'Hana', visibility: 'PUBLIC', isOwn: false } })) // '+4915112345678'
 * senderAddress(makeEngageItem({ engage: { network: 'instagram' }, sender: { handle: 'sam', name: 'Sam', visibility: 'PUBLIC', isOwn: false } })) // '@sam'
 */
export function senderAddress(item: RuleItem): string | undefined {
  const sender = item.sender;
  if (sender === undefined || sender.visibility === 'PRIVATE') return undefined;
  if (networkOf(item)?.id === 'whatsapp') {
    return sender.id !== undefined && /^\+?[0-9][0-9 ]{5,}$/.test(sender.id)
      ? sender.id
      : undefined;
  }
  return sender.handle ? `@${sender.handle.replace(/^@/, '')}` : undefined;
}

/**
 * Whether a repost with this message is a quote (non-empty after trimming) or a plain repost.
 *
 * @example
 * repostKind('  ')          // 'repost'
 * repostKind('So true!')    // 'quote'
 */
export function repostKind(message?: string): 'quote' | 'repost' {
  return message !== undefined && message.trim().length > 0 ? 'quote' : 'repost';
}

/**
 * The item's sentiment as a number: 1 positive, -1 negative, 0 without a prediction (engage §5).
 * A sentiment the user set wins over the predicted one.
 *
 * @example
 * sentimentOf(makeEngageItem({ prediction: { sentiment: 'NEGATIVE' } })) // -1
 */
export function sentimentOf(item: RuleItem): number {
  const prediction = item.prediction;
  if (prediction === undefined) return 0;
  const value = prediction.userSentiment ?? prediction.sentiment;
  return value === 'POSITIVE' ? 1 : value === 'NEGATIVE' ? -1 : 0;
}

// Emoji, their modifiers and joiners, keycaps (a digit, # or * followed by U+20E3), flags.
const EMOJI_ONLY =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3|[#*0-9](?=\ufe0f?\u20e3)|\s)+$/u;
const HAS_EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/**
 * Whether the item is emoji only: its message is made of emoji (and whitespace) alone, or it is
 * a like reaction without text (engage §5).
 *
 * @example
 * isEmojiOnly(makeEngageItem({ message: '🔥 👍🏽' })) // true
 * isEmojiOnly(makeEngageItem({ message: 'Great 🔥' })) // false
 */
export function isEmojiOnly(item: RuleItem): boolean {
  const text = item.message ?? '';
  if (text.trim().length === 0) {
    return (
      item.meta?.messageType === 'like' ||
      (item.meta?.reactions?.some((reaction) => reaction.type === 'LIKE') ?? false)
    );
  }
  return EMOJI_ONLY.test(text) && HAS_EMOJI.test(text);
}

/**
 * A notice about the sender's identity, or `undefined` (engage §5): a public Facebook user the
 * network does not identify (no sender id), or a private LinkedIn user.
 *
 * @example
 * identityNotice(makeEngageItem({ engage: { network: 'linkedIn' }, sender: { name: '', visibility: 'PRIVATE', isOwn: false } }))
 * // 'This user has disabled profile visibility on partner services outside LinkedIn.'
 */
export function identityNotice(item: RuleItem): string | undefined {
  const network = networkOf(item)?.id;
  const sender = item.sender;
  if (network === 'facebook' && sender?.visibility === 'PUBLIC' && !sender.id && !sender.isOwn) {
    return TEXTS.facebookUnknownIdentity;
  }
  if (network === 'linkedIn' && sender?.visibility === 'PRIVATE') return TEXTS.linkedInPrivateUser;
  return undefined;
}

/**
 * A notice about missing content, or `undefined`: a Facebook item with no text shows a
 * known-issue message pointing to the native timestamp link (engage §5).
 *
 * @example
 * contentNotice(makeEngageItem({ message: '' })) // 'Facebook did not share the content …'
 */
export function contentNotice(
  item: RuleItem & { readonly media?: readonly unknown[] },
): string | undefined {
  const empty = (item.message ?? '').trim().length === 0 && (item.media?.length ?? 0) === 0;
  return empty && networkOf(item)?.id === 'facebook' ? TEXTS.facebookEmptyContent : undefined;
}

/**
 * The parts of an engage item {@link displayTypeOf} reads. Every `EngageItem` of `@smm/model` is
 * one.
 */
export interface DisplayItem extends RuleItem {
  readonly engage: RuleItem['engage'] &
    Partial<Pick<EngageItem['engage'], 'origin' | 'subtype' | 'displayType'>>;
  readonly media?: readonly unknown[];
  readonly dark?: boolean;
  readonly facebook?: RuleItem['facebook'] &
    Pick<NonNullable<EngageItem['facebook']>, 'unpublished'>;
  readonly twitter?: Pick<NonNullable<EngageItem['twitter']>, 'type' | 'retweet' | 'isMention'>;
  readonly threads?: Pick<NonNullable<EngageItem['threads']>, 'isQuote'>;
  readonly linkedin?: Pick<NonNullable<EngageItem['linkedin']>, 'isMention'>;
}

const isBlank = (text: string | undefined): boolean => (text ?? '').trim().length === 0;

/**
 * How the inbox shows an item (engage §2, §3): the card it gets. A display type the server
 * states (`engage.displayType`) wins; otherwise the first that holds of:
 *
 * 1. `darkPost`: an unpublished Facebook post (`facebook.unpublished`) or a dark item (`dark`);
 * 2. `dm`: a message, message thread, conversation or e-mail, or anything of origin `dm`;
 * 3. `quoteTweet`: an X quote (`twitter.type` `quote`), a Threads quote (`threads.isQuote`), or
 *    a quote the product sent (`engage.subtype` `quote`);
 * 4. `retweet`: an X retweet (`twitter.retweet`, or `twitter.type` `retweet`) or a repost the
 *    product sent (`engage.subtype` `repost`);
 * 5. `mention`: type or origin `mention`, or `twitter.isMention` / `linkedin.isMention`;
 * 6. `like`: a comment or reply that is only a like: no text, no media, and a like message type
 *    or LIKE reaction (the like case of `isEmojiOnly`). A post without text stays a post;
 * 7. `comment`: other comments and replies;
 * 8. `reel`: origin `reel`;
 * 9. `short`: a YouTube video whose `engage.subtype` is `short` (YouTube Shorts);
 * 10. `video`: type `video`;
 * 11. `review`: type or origin `review`;
 * 12. `post`: everything else.
 *
 * Comments come before reel, short and video: a comment on a reel is shown as a comment.
 *
 * @example
 * displayTypeOf(makeEngageItem({ engage: { network: 'twitter', type: 'post' }, twitter: { type: 'quote' } })) // 'quoteTweet'
 * displayTypeOf(makeEngageItem({ engage: { network: 'youtube', type: 'video', subtype: 'short' } })) // 'short'
 * displayTypeOf(makeEngageItem({ engage: { type: 'comment' }, message: '', meta: { messageType: 'like' } })) // 'like'
 */
export function displayTypeOf(item: DisplayItem): DisplayType {
  const engage = item.engage;
  if (engage.displayType !== undefined) return engage.displayType;
  if (item.facebook?.unpublished === true || item.dark === true) return 'darkPost';
  if (isDirectMessage(item) || engage.type === 'email' || engage.origin === 'dm') return 'dm';
  if (
    item.twitter?.type === 'quote' ||
    item.threads?.isQuote === true ||
    engage.subtype === 'quote'
  ) {
    return 'quoteTweet';
  }
  if (
    item.twitter?.retweet === true ||
    item.twitter?.type === 'retweet' ||
    engage.subtype === 'repost'
  ) {
    return 'retweet';
  }
  if (
    engage.type === 'mention' ||
    engage.origin === 'mention' ||
    item.twitter?.isMention === true ||
    item.linkedin?.isMention === true
  ) {
    return 'mention';
  }
  if (isComment(item)) {
    const likeOnly = isBlank(item.message) && (item.media?.length ?? 0) === 0 && isEmojiOnly(item);
    return likeOnly ? 'like' : 'comment';
  }
  if (engage.origin === 'reel') return 'reel';
  if (engage.subtype === 'short' && networkOf(item)?.id === 'youtube') return 'short';
  if (engage.type === 'video') return 'video';
  if (engage.type === 'review' || engage.origin === 'review') return 'review';
  return 'post';
}
