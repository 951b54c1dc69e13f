import { useLingui } from '@lingui/react';
import { isOwnReply } from '@smm/feeds';
import { ownAuthorOf } from '@smm/inbox';
import { ownRepliesMessages, translate } from '@smm/i18n';
import type { EngageItem } from '@smm/model';
import * as styles from './OwnMessageMark.css.js';

/** Props of {@link OwnMessageMark}. */
export interface OwnMessageMarkProps {
  readonly item: EngageItem;
  readonly viewerId: string;
  /** Colleague names by id. */
  readonly names: ReadonlyMap<string, string>;
}

/**
 * Marks a message of ours in a conversation (decision 0055): "Our reply" on our replies, and who
 * sent it from here — "Sent by you" or "Sent by Ada Admin" — when the data says; nothing on a
 * customer's message (automation has its own mark).
 */
export function OwnMessageMark({ item, viewerId, names }: OwnMessageMarkProps) {
  const { i18n } = useLingui();
  const author = ownAuthorOf(item, { id: viewerId });
  if (author === undefined) return null;
  const sentBy =
    author.kind === 'you'
      ? i18n._(ownRepliesMessages.sentByYou)
      : author.kind === 'colleague' && names.has(author.id)
        ? translate(i18n, ownRepliesMessages.sentBy, { name: names.get(author.id) ?? '' })
        : undefined;
  return (
    <>
      {isOwnReply(item) && (
        <span className={styles.mark} data-testid="our-reply">
          {i18n._(ownRepliesMessages.ourReply)}
        </span>
      )}
      {sentBy && (
        <span className={styles.sentBy} data-testid="sent-by">
          {sentBy}
        </span>
      )}
    </>
  );
}
