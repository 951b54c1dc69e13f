import { useLingui } from '@lingui/react';
import { publishComposerMessages as m, translate } from '@smm/i18n';
import type { LinkPreview, PostMedia } from '@smm/model';
import { networkName } from '@smm/networks';
import { Avatar, Icon, NetworkIcon } from '@smm/ui';
import type { ReactNode } from 'react';
import * as styles from './PostPreview.css.js';

/** Who the post appears from: the channel's name, handle and picture. */
export interface PreviewAuthor {
  readonly name: string;
  readonly username?: string | null;
  readonly avatarUrl?: string | null;
}

/** Props of {@link PostPreview}. */
export interface PostPreviewProps {
  /** The network whose look the card takes (`twitter`, `linkedIn`…). */
  readonly network: string;
  readonly author: PreviewAuthor;
  readonly text: string;
  readonly media: readonly PostMedia[];
  /** The link's preview card; null: none. */
  readonly link: LinkPreview | null;
  /** When it shows as posted ("Just now" by default). */
  readonly when?: string;
}

/** How a network lays out a post: a thread (X, Threads), a photo first (Instagram), a feed post. */
export type PreviewFamily = 'thread' | 'photo' | 'feed';

/**
 * The layout family of a network's post.
 *
 * @example
 * previewFamily('twitter') // 'thread'
 */
export function previewFamily(network: string): PreviewFamily {
  const key = network.toLowerCase();
  if (key === 'twitter' || key === 'threads' || key === 'bluesky' || key === 'mastodon') {
    return 'thread';
  }
  if (key === 'instagram' || key === 'pinterest' || key === 'tiktok') return 'photo';
  return 'feed';
}

const URL = /(https?:\/\/[^\s<>"]+)/gi;

/** The text with its links as links (the punctuation ending a sentence stays text). */
function linkedText(text: string): ReactNode[] {
  return text.split(URL).map((part, index) => {
    if (index % 2 === 0) return part;
    const trailing = /[.,;:!?)\]}'’]+$/u.exec(part)?.[0] ?? '';
    const href = part.slice(0, part.length - trailing.length);
    return (
      <span key={index}>
        <a className={styles.link} href={href} target="_blank" rel="noreferrer noopener">
          {href}
        </a>
        {trailing}
      </span>
    );
  });
}

function Media(props: { readonly media: readonly PostMedia[]; readonly square: boolean }) {
  if (props.media.length === 0) return null;
  const itemClass = props.square ? `${styles.mediaItem} ${styles.square}` : styles.mediaItem;
  return (
    <div className={styles.media}>
      {props.media.map((item) =>
        item.kind === 'video' ? (
          <video
            key={item.url}
            className={itemClass}
            src={item.url}
            preload="metadata"
            muted
            aria-label={item.name}
          />
        ) : (
          <img key={item.url} className={itemClass} src={item.url} alt={item.name} />
        ),
      )}
    </div>
  );
}

function LinkCard(props: { readonly link: LinkPreview; readonly className: string }) {
  const { link } = props;
  let host = link.url;
  try {
    host = new globalThis.URL(link.url).host;
  } catch {
    // A link that cannot be parsed is shown as written.
  }
  return (
    <a className={props.className} href={link.url} target="_blank" rel="noreferrer noopener">
      {link.imageUrl !== null && <img className={styles.linkImage} src={link.imageUrl} alt="" />}
      <span className={styles.linkBody}>
        <span className={styles.muted}>{link.siteName ?? host}</span>
        <span className={styles.linkTitle}>{link.title ?? link.url}</span>
        {link.description !== null && (
          <span className={styles.linkDescription}>{link.description}</span>
        )}
      </span>
    </a>
  );
}

function Reactions(props: { readonly className: string }) {
  return (
    <div className={props.className} aria-hidden="true">
      <Icon name="comment" />
      <Icon name="repost" />
      <Icon name="heart" />
      <Icon name="share" />
    </div>
  );
}

/**
 * A card that looks like the post on its network: the channel's picture and name, the text with
 * its links, the photos and videos, and the link's preview card. X and Threads show it as a
 * thread entry, Instagram photo first with the caption under it, the others as a feed post.
 *
 * @example
 * <PostPreview network="twitter" author={{ name: 'Demo Coffee', username: 'democoffee' }}
 *   text="Fresh beans today https://cafe.test" media={[]} link={preview} />
 */
export function PostPreview(props: PostPreviewProps) {
  const { i18n } = useLingui();
  const { network, author, text, media, link } = props;
  const family = previewFamily(network);
  const when = props.when ?? i18n._(m.previewNow);
  const handle = author.username ? `@${author.username.replace(/^@/, '')}` : null;
  const label = translate(i18n, m.previewOf, { network: networkName(network) });
  const avatar = (
    <Avatar name={author.name} {...(author.avatarUrl ? { src: author.avatarUrl } : {})} size="md" />
  );
  const badge = <NetworkIcon network={network} size={18} className={styles.network} />;

  if (family === 'thread') {
    return (
      <article className={`${styles.card} ${styles.family.thread}`} aria-label={label}>
        {avatar}
        <div>
          <div className={styles.threadHeader}>
            <span className={styles.name}>{author.name}</span>
            {handle && <span className={styles.muted}>{handle}</span>}
            <span className={styles.muted}>· {when}</span>
          </div>
          {text !== '' && <p className={styles.text}>{linkedText(text)}</p>}
          {media.length > 0 && (
            <div className={styles.threadMedia}>
              <Media media={media} square={false} />
            </div>
          )}
          {media.length === 0 && link && <LinkCard link={link} className={styles.threadLinkCard} />}
          <Reactions className={styles.threadActions} />
        </div>
        {badge}
      </article>
    );
  }

  const header = (
    <div className={styles.header}>
      {avatar}
      <span className={styles.who}>
        <span className={styles.name}>{author.name}</span>
        <span className={styles.muted}>{when}</span>
      </span>
      {badge}
    </div>
  );

  if (family === 'photo') {
    return (
      <article className={`${styles.card} ${styles.family.photo}`} aria-label={label}>
        {header}
        {media.length > 0 ? (
          <Media media={media.slice(0, 1)} square />
        ) : (
          <div className={styles.photoPlaceholder}>
            <Icon name="image" />
          </div>
        )}
        <Reactions className={styles.actions} />
        {text !== '' && (
          <p className={`${styles.text} ${styles.photoText}`}>
            <span className={styles.name}>{author.username ?? author.name}</span> {linkedText(text)}
          </p>
        )}
      </article>
    );
  }

  return (
    <article className={`${styles.card} ${styles.family.feed}`} aria-label={label}>
      {header}
      {text !== '' && <p className={`${styles.text} ${styles.feedText}`}>{linkedText(text)}</p>}
      <Media media={media} square={false} />
      {media.length === 0 && link && <LinkCard link={link} className={styles.linkCard} />}
      <Reactions className={styles.actions} />
    </article>
  );
}
