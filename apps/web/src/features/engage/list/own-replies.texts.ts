import type { I18n } from '@lingui/core';
import type { PreviewAuthor } from '@smm/inbox';
import { ownRepliesMessages, translate } from '@smm/i18n';
import { senderText } from './item-card.texts.js';

/**
 * Who wrote a row's text, in the user's language (decision 0055): "You", a colleague's name
 * (from `names`, else the channel's), "Automation", the channel's or the customer's name.
 */
export function previewAuthorName(
  i18n: I18n,
  author: PreviewAuthor,
  names: ReadonlyMap<string, string>,
  channelName: string,
): string {
  switch (author.kind) {
    case 'you':
      return i18n._(ownRepliesMessages.you);
    case 'colleague':
      return names.get(author.id) ?? channelName;
    case 'automation':
      return i18n._(ownRepliesMessages.automation);
    case 'channel':
      return author.name || channelName;
    case 'customer':
      return senderText(i18n, author.item);
  }
}

/** The author in front of a row's text: "You:", "Demo Coffee:" ("{name}：" in Japanese). */
export const authorPrefix = (i18n: I18n, name: string) =>
  translate(i18n, ownRepliesMessages.authorPrefix, { name });
