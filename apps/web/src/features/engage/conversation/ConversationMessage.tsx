import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { contentNotice, identityNotice, senderAddress, TEXTS } from '@smm/engage-rules';
import { networkName } from '@smm/networks';
import { formatNoteDate, inboxMessages, translate } from '@smm/i18n';
import type { EngageItem, ItemStatus, Locale, Media } from '@smm/model';
import { Avatar, Button, Icon, type IconName } from '@smm/ui';
import { type ReactNode, useState } from 'react';
import { sendFailureText } from '../failure-text.js';
import { senderText } from '../list/item-card.texts.js';
import * as styles from './ConversationMessage.css.js';

const NOTICES: Readonly<Record<string, keyof typeof inboxMessages>> = {
  [TEXTS.facebookUnknownIdentity]: 'identityFacebook',
  [TEXTS.linkedInPrivateUser]: 'identityLinkedIn',
  [TEXTS.facebookEmptyContent]: 'contentFacebook',
};

const MEDIA_TEXT: Readonly<Record<Media['type'], keyof typeof inboxMessages>> = {
  image: 'attachmentImage',
  video: 'attachmentVideo',
  audio: 'attachmentAudio',
  document: 'attachmentDocument',
  carousel: 'attachmentCarousel',
  sticker: 'attachmentSticker',
  link: 'attachmentLink',
  unknown: 'attachmentUnknown',
};

const MEDIA_ICON: Readonly<Record<Media['type'], IconName>> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  document: 'document',
  carousel: 'image',
  sticker: 'image',
  link: 'link',
  unknown: 'paperclip',
};

/**
 * Why a send failed, after "Delivery failed": the localised message of the network's refusal
 * (engage §8) when its code has one, else the server's text.
 */
function failedBecause(i18n: I18n, status: ItemStatus | null, item: EngageItem): string {
  const failure = status?.failure ?? item.failure;
  const text =
    (failure && sendFailureText(i18n, failure, item.engage.network)) ?? status?.error ?? item.error;
  return text ? `: ${text}` : '';
}

/** Props of {@link ConversationMessage}. */
export interface ConversationMessageProps {
  readonly item: EngageItem;
  /** Blur images and videos until asked (the feed's `blurMedia`). */
  readonly blurMedia?: boolean;
  /** Where what the channel sent stands (sending, delivered, failed). */
  readonly status?: ItemStatus | undefined;
  readonly onRetry?: () => void;
  /** The message's own actions (like, hide, reply to it…). */
  readonly actions?: ReactNode;
  /** Its notes. */
  readonly notes?: ReactNode;
  /** Found by the conversation search. */
  readonly highlighted?: boolean;
  /** The mark of a message of ours: who sent it (an `OwnMessageMark`). */
  readonly ownMark?: ReactNode;
}

function MediaView({ media, blur }: { readonly media: Media; readonly blur: boolean }) {
  const { i18n } = useLingui();
  const name = i18n._(inboxMessages[MEDIA_TEXT[media.type]]);
  const src = media.url ?? media.link ?? media.thumb;
  const className = blur ? `${styles.media} ${styles.blurred}` : styles.media;
  switch (media.type) {
    case 'image':
    case 'sticker':
    case 'carousel':
      return src ? (
        <img className={className} src={media.thumb ?? src} alt={name} loading="lazy" />
      ) : null;
    case 'video':
      return src ? (
        <video
          className={className}
          src={src}
          {...(media.thumb ? { poster: media.thumb } : {})}
          controls
          preload="none"
          aria-label={name}
        />
      ) : null;
    case 'audio':
      return src ? <audio src={src} controls preload="none" aria-label={name} /> : null;
    default:
      return (
        <a className={styles.attachment} href={src} target="_blank" rel="noreferrer">
          <Icon name={MEDIA_ICON[media.type]} />
          {name}
        </a>
      );
  }
}

/**
 * One message of a conversation, or one comment of a post: who wrote it and when, the text and
 * media (blurred when the feed asks, until shown), the identity notices of the spec, what
 * happened to it on its way out (with a retry when it failed), its actions and notes.
 */
export function ConversationMessage(props: ConversationMessageProps) {
  const { i18n } = useLingui();
  const { item } = props;
  const [showMedia, setShowMedia] = useState(false);
  const own = item.sender?.isOwn === true;
  const sender = senderText(i18n, item);
  const address = senderAddress(item);
  const notices = [identityNotice(item), contentNotice(item)].filter(
    (text): text is string => text !== undefined,
  );
  const media = item.media ?? [];
  const blur = (props.blurMedia ?? false) && !showMedia;
  const delivery = props.status?.delivery ?? item.meta.delivery;
  const deleted = item.engage.networkStatus !== 'published';
  return (
    <article
      className={[
        styles.message,
        own ? styles.own : '',
        props.highlighted ? styles.highlighted : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-message-id={item.id}
      aria-label={sender}
    >
      <header className={styles.header}>
        <Avatar
          name={sender}
          size="sm"
          {...(item.sender?.thumb ? { src: item.sender.thumb } : {})}
        />
        <span className={styles.sender}>{sender}</span>
        {address && <span className={styles.muted}>{address}</span>}
        <time className={styles.muted} dateTime={item.meta.createdDate}>
          {formatNoteDate(item.meta.createdDate, i18n.locale as Locale)}
        </time>
        {own && props.ownMark}
        {own && item.engage.moderatorSource === 'automation' && (
          <span className={styles.badge} data-testid="automated-message">
            {i18n._(inboxMessages.automated)}
          </span>
        )}
        {deleted && (
          <span className={styles.badge}>
            {i18n._(
              item.engage.networkStatus === 'vanished'
                ? inboxMessages.deletedOnNetwork
                : inboxMessages.deletedByUser,
            )}
          </span>
        )}
      </header>
      {notices.map((notice) => (
        <p key={notice} className={styles.notice}>
          <Icon name="info" />
          {NOTICES[notice] ? i18n._(inboxMessages[NOTICES[notice]]) : notice}
        </p>
      ))}
      {item.message && <p className={styles.text}>{item.message}</p>}
      {media.length > 0 && (
        <div className={styles.mediaList}>
          {media.map((entry, index) => (
            <MediaView key={`${entry.type}-${index}`} media={entry} blur={blur} />
          ))}
          {blur && (
            <Button variant="secondary" onClick={() => setShowMedia(true)}>
              {i18n._(inboxMessages.showMedia)}
            </Button>
          )}
        </div>
      )}
      {own && delivery && (
        <p className={styles.delivery} data-delivery={delivery}>
          {delivery === 'DELIVERED' && (
            <>
              <Icon name="check" /> {i18n._(inboxMessages.delivered)}
            </>
          )}
          {delivery === 'MESSAGE_SENDING' && i18n._(inboxMessages.sending)}
          {(delivery === 'DELIVERY_FAILED' || delivery === 'MESSAGE_FAILED') && (
            <>
              <Icon name="error" /> {i18n._(inboxMessages.deliveryFailed)}
              {failedBecause(i18n, props.status ?? null, item)}
              {props.onRetry && (
                <Button variant="secondary" onClick={props.onRetry}>
                  {i18n._(inboxMessages.retrySend)}
                </Button>
              )}
            </>
          )}
        </p>
      )}
      {props.actions}
      {props.notes}
      {item.meta.link && (
        <a className={styles.link} href={item.meta.link} target="_blank" rel="noreferrer">
          {translate(i18n, inboxMessages.openOnNetwork, {
            network: networkName(item.engage.network),
          })}
        </a>
      )}
    </article>
  );
}
