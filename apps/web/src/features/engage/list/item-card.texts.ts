import type { I18n } from '@lingui/core';
import { displayTypeOf, senderName, TEXTS } from '@smm/engage-rules';
import { inboxMessages, translate } from '@smm/i18n';
import { ANONYMOUS_PRESENCE_LABEL, type DisplayType, type EngageItem } from '@smm/model';
import type { PresentUser } from '@smm/realtime';

const DISPLAY_TYPE_TEXT: Readonly<Record<DisplayType, keyof typeof inboxMessages>> = {
  darkPost: 'type_darkPost',
  dm: 'type_dm',
  quoteTweet: 'type_quoteTweet',
  retweet: 'type_retweet',
  mention: 'type_mention',
  like: 'type_like',
  reel: 'type_reel',
  short: 'type_short',
  video: 'type_video',
  comment: 'type_comment',
  review: 'type_review',
  post: 'type_post',
};

/** The item's display type, in the user's language (engage §2). */
export function displayTypeText(i18n: I18n, item: EngageItem): string {
  return i18n._(inboxMessages[DISPLAY_TYPE_TEXT[displayTypeOf(item)]]);
}

/** The sender as shown: the name, "Private user" or "Unknown sender" (engage §5). */
export function senderText(i18n: I18n, item: EngageItem): string {
  const name = senderName(item);
  if (name === TEXTS.privateUser) return i18n._(inboxMessages.privateUser);
  return name === TEXTS.unknownSender || name === '' ? i18n._(inboxMessages.unknownSender) : name;
}

/** A plural-aware text with a count. */
export const countText = (i18n: I18n, key: keyof typeof inboxMessages, count: number) =>
  translate(i18n, inboxMessages[key], { count });

/**
 * The name of someone on an item, as shown: a colleague's name, or "Someone else from another
 * team" in the user's language for anyone else.
 */
export function presentName(i18n: I18n, user: PresentUser): string {
  return user.label === ANONYMOUS_PRESENCE_LABEL ? i18n._(inboxMessages.someoneElse) : user.label;
}
