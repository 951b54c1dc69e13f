import {
  canReply,
  canSendMessage,
  characterCount,
  isDirectMessage,
  maxReplyLength,
  networkOf,
  type ReplyError,
  validateReply,
  type Viewer,
} from '@smm/engage-rules';
import type { EngageItem } from '@smm/model';
import { either as E } from 'fp-ts';

/** What the reader has written in the composer. */
export interface ComposerDraft {
  readonly text: string;
  /** How many files are attached. */
  readonly attachments?: number;
  /** A private reply to a public comment (Facebook, Instagram). */
  readonly privateReply?: boolean;
  /** An Instagram like-heart, sent without text or images (engage §5). */
  readonly likeHeart?: boolean;
}

/** LinkedIn takes no attachment without text (engage §5). */
export interface LinkedInAttachmentError {
  readonly kind: 'linkedInAttachmentNeedsText';
  readonly message: string;
}

/** Why a draft cannot be sent. */
export type ComposerError = ReplyError | LinkedInAttachmentError;

/** The composer's counter and send button for a draft. */
export interface ComposerState {
  /** The length of the text as the network counts it (`characterCount`). */
  readonly count: number;
  /** The network's longest reply (`maxReplyLength`); `null` when unlimited. */
  readonly max: number | null;
  /** `max - count`, negative when over; `null` when unlimited. */
  readonly remaining: number | null;
  readonly overLimit: boolean;
  readonly canSend: boolean;
  /** Why it cannot be sent; absent when it can. */
  readonly error?: ComposerError;
}

const LINKEDIN_ATTACHMENT: LinkedInAttachmentError = {
  kind: 'linkedInAttachmentNeedsText',
  message: 'LinkedIn replies with attachments must include text.',
};

/**
 * The composer's state for a draft answering an item: the count against the network's maximum,
 * and whether it can be sent, by `validateReply` (allowed for this viewer, not empty, not too
 * long; a Facebook private reply needs text, an Instagram one may be empty, an Instagram
 * like-heart needs nothing) and engage §5's LinkedIn rule that attachments need text. An empty
 * draft has the `empty` error: show it after a send attempt, not while the field is untouched.
 *
 * @example
 * composerState(xPost, { text: 'x'.repeat(290) })
 * // { count: 290, max: 280, remaining: -10, overLimit: true, canSend: false, error: { kind: 'tooLong', … } }
 * composerState(linkedInComment, { text: ' ', attachments: 1 })
 * // { …, canSend: false, error: { kind: 'linkedInAttachmentNeedsText', … } }
 */
export function composerState(
  item: EngageItem,
  draft: ComposerDraft,
  viewer?: Viewer,
): ComposerState {
  const network = item.engage.network;
  const count = characterCount(network, draft.text);
  const limit = maxReplyLength(network);
  const max = limit < 0 ? null : limit;
  const attachments = draft.attachments ?? 0;
  const checked = validateReply(
    item,
    {
      text: draft.text,
      attachments: new Array<undefined>(attachments).fill(undefined),
      private: draft.privateReply === true,
      likeHeart: draft.likeHeart === true,
    },
    viewer,
  );
  let error: ComposerError | undefined = E.isLeft(checked) ? checked.left : undefined;
  const linkedIn = networkOf(item)?.id === 'linkedIn';
  if (error === undefined && linkedIn && attachments > 0 && draft.text.trim().length === 0) {
    error = LINKEDIN_ATTACHMENT;
  }
  return {
    count,
    max,
    remaining: max === null ? null : max - count,
    overLimit: max !== null && count > max,
    canSend: error === undefined,
    ...(error === undefined ? {} : { error }),
  };
}

/**
 * Which composer an item gets: `reply` (a comment or reply) when it can be replied to,
 * `message` for a direct message the viewer can answer, else `none` (view-only, WhatsApp
 * without a DM, items that cannot be responded to).
 *
 * @example
 * composerMode(makeEngageItem({ engage: { network: 'whatsapp', type: 'message' } })) // 'message'
 * composerMode(makeEngageItem({ engage: { network: 'facebook', type: 'comment' } })) // 'reply'
 */
export function composerMode(item: EngageItem, viewer?: Viewer): 'reply' | 'message' | 'none' {
  if (canReply(item, viewer)) return 'reply';
  if (isDirectMessage(item) && canSendMessage(item, viewer)) return 'message';
  return 'none';
}
