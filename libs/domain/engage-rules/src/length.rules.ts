import { either as E } from 'fp-ts';
import { maxPostLength, maxReplyLength, networkFacts, normaliseNetwork } from '@smm/networks';
import twitterText from 'twitter-text';
import { canPrivateReply, canReply, canSendMessage } from './capabilities.rules.js';
import { networkOf } from './item.terms.js';
import type { RuleItem, Viewer } from './rule.types.js';

export { maxPostLength, maxReplyLength };

/** A reply, comment or message being written. */
export interface ReplyDraft {
  readonly text: string;
  readonly attachments?: readonly unknown[];
  /** A private reply to a public comment (Facebook, Instagram). */
  readonly private?: boolean;
  /** An Instagram like-heart, sent without text or images (engage §5). */
  readonly likeHeart?: boolean;
}

/** A post being written. */
export interface PostDraft {
  readonly text: string;
  readonly attachments?: readonly unknown[];
}

/** Why a reply cannot be sent, with the text to show. */
export type ReplyError =
  | { readonly kind: 'unknownNetwork'; readonly message: string }
  | { readonly kind: 'notAllowed'; readonly message: string }
  | { readonly kind: 'empty'; readonly message: string }
  | {
      readonly kind: 'tooLong';
      readonly message: string;
      readonly length: number;
      readonly max: number;
    };

/** Why a post cannot be published, with the text to show. */
export type PostError =
  | { readonly kind: 'unknownNetwork'; readonly message: string }
  | { readonly kind: 'empty'; readonly message: string }
  | { readonly kind: 'textRequired'; readonly message: string }
  | {
      readonly kind: 'tooLong';
      readonly message: string;
      readonly length: number;
      readonly max: number;
    };

/** The error text for a message to a network the product does not know (engage §5). */
export const UNKNOWN_NETWORK_MESSAGE = 'Creating message for unknown network.';

/**
 * The length of a text as the network counts it. X counts as X does (a URL is 23 characters,
 * most emoji and CJK characters 2), through `twitter-text`; the others count Unicode code points.
 *
 * @example
 * characterCount('twitter', 'see https://example.com/a/very/long/path') // 27
 * characterCount('facebook', 'héllo 👋') // 7
 */
export function characterCount(network: string, text: string): number {
  if (normaliseNetwork(network) === 'twitter') return twitterText.parseTweet(text).weightedLength;
  let count = 0;
  for (const _ of text) count++;
  return count;
}

const tooLong = (length: number, max: number) =>
  ({
    kind: 'tooLong',
    length,
    max,
    message: `The text is ${length - max} ${length - max === 1 ? 'character' : 'characters'} too long (${length} of ${max}).`,
  }) as const;

/**
 * Checks a reply, comment or message against the item and its network (engage §5): the viewer
 * must be allowed to send it, the text must fit the network's maximum, and it must not be empty
 * unless it carries attachments. A Facebook private reply needs text; an Instagram one may be
 * empty; an Instagram like-heart is sent without text or images.
 *
 * @example
 * validateReply(xPost, { text: 'x'.repeat(281) }) // Left({ kind: 'tooLong', length: 281, max: 280, … })
 */
export function validateReply<D extends ReplyDraft>(
  item: RuleItem,
  draft: D,
  viewer?: Viewer,
): E.Either<ReplyError, D> {
  const facts = networkOf(item);
  if (facts === undefined)
    return E.left({ kind: 'unknownNetwork', message: UNKNOWN_NETWORK_MESSAGE });
  const allowed = draft.private
    ? canPrivateReply(item, viewer)
    : canReply(item, viewer) || canSendMessage(item, viewer);
  if (!allowed) {
    return E.left({
      kind: 'notAllowed',
      message: draft.private
        ? 'This item cannot be answered privately.'
        : 'This item cannot be answered.',
    });
  }
  if (draft.likeHeart === true && facts.id === 'instagram') return E.right(draft);
  const text = draft.text.trim();
  const hasAttachments = (draft.attachments?.length ?? 0) > 0;
  const textOptional = draft.private === true && facts.id === 'instagram';
  if (text.length === 0 && !hasAttachments && !textOptional) {
    return E.left({ kind: 'empty', message: 'Write a message before sending.' });
  }
  const max = facts.maxReplyLength;
  const length = characterCount(facts.id, draft.text);
  return max >= 0 && length > max ? E.left(tooLong(length, max)) : E.right(draft);
}

/**
 * Checks a post against its network (engage §5): its maximum length, and LinkedIn posts with
 * attachments must include text.
 *
 * @example
 * validatePost('linkedIn', { text: '', attachments: [image] }) // Left({ kind: 'textRequired', … })
 */
export function validatePost<D extends PostDraft>(
  network: string,
  draft: D,
): E.Either<PostError, D> {
  const facts = networkFacts(network);
  if (facts === undefined)
    return E.left({ kind: 'unknownNetwork', message: UNKNOWN_NETWORK_MESSAGE });
  const text = draft.text.trim();
  const hasAttachments = (draft.attachments?.length ?? 0) > 0;
  if (text.length === 0 && !hasAttachments) {
    return E.left({
      kind: 'empty',
      message: 'Write something or attach a file before publishing.',
    });
  }
  if (text.length === 0 && facts.id === 'linkedIn') {
    return E.left({
      kind: 'textRequired',
      message: 'LinkedIn posts with attachments must include text.',
    });
  }
  const max = facts.maxPostLength;
  const length = characterCount(facts.id, draft.text);
  return max >= 0 && length > max ? E.left(tooLong(length, max)) : E.right(draft);
}
