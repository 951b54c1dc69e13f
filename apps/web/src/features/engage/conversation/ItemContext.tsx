import { useLingui } from '@lingui/react';
import { conversationPanelMessages as m, inboxMessages, translate } from '@smm/i18n';
import { conversationContext, isLongContext, type ContextRef } from '@smm/inbox';
import { toApiError, type EngageItem } from '@smm/model';
import { Button, NetworkIcon, networkName } from '@smm/ui';
import { useEffect, useState } from 'react';
import { useEngage } from '../engage.context.js';
import { useItem } from '../item.store.js';
import { senderText } from '../list/item-card.texts.js';
import * as styles from './ConversationPanels.css.js';

/** Thumbnails shown of a post's media at most. */
const THUMBS = 4;

/** Props of {@link ContextCard}. */
export interface ContextCardProps {
  readonly kind: ContextRef['kind'];
  /** The post or comment, once loaded. */
  readonly item: EngageItem | undefined;
  /** Why it could not be loaded. */
  readonly error?: string | undefined;
}

/**
 * One piece of context: the post a comment is on ("On the post by ‹name›") or the comment a
 * reply answers ("In reply to ‹name›") — its text, collapsed when long, its media as
 * thumbnails, and a link to it on its network.
 */
export function ContextCard({ kind, item, error }: ContextCardProps) {
  const { i18n } = useLingui();
  const [expanded, setExpanded] = useState(false);
  if (error) {
    return (
      <p className={styles.contextCard} role="alert">
        {translate(i18n, m.contextLoadFailed, { message: error })}
      </p>
    );
  }
  if (!item) {
    return (
      <p className={styles.contextCard} role="status">
        {i18n._(inboxMessages.loading)}
      </p>
    );
  }
  const name = senderText(i18n, item);
  const text = item.message ?? '';
  const long = isLongContext(text);
  const media = (item.media ?? []).filter((entry) => entry.thumb ?? entry.url);
  return (
    <figure className={styles.contextCard} data-context={kind} data-context-id={item.id}>
      <figcaption className={styles.contextHeading}>
        <NetworkIcon network={item.engage.network} size={14} />
        {translate(i18n, kind === 'post' ? m.contextPost : m.contextParent, { name })}
      </figcaption>
      {text && (
        <p className={`${styles.contextText} ${long && !expanded ? styles.collapsed : ''}`}>
          {text}
        </p>
      )}
      {media.length > 0 && (
        <div className={styles.thumbs}>
          {media.slice(0, THUMBS).map((entry, index) => (
            <img
              key={`${entry.type}-${index}`}
              className={styles.thumb}
              src={entry.thumb ?? entry.url}
              alt={translate(i18n, m.contextMedia, { index: index + 1, count: media.length })}
              loading="lazy"
            />
          ))}
        </div>
      )}
      {(long || item.meta.link) && (
        <div className={styles.row}>
          {long && (
            <Button variant="ghost" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {i18n._(expanded ? m.contextShowLess : m.contextShowMore)}
            </Button>
          )}
          {item.meta.link && (
            <a className={styles.link} href={item.meta.link} target="_blank" rel="noreferrer">
              {translate(i18n, inboxMessages.openOnNetwork, {
                network: networkName(item.engage.network),
              })}
            </a>
          )}
        </div>
      )}
    </figure>
  );
}

/** Loads one piece of context into the inbox's store (once) and shows it. */
function LoadedContext({ refTo }: { readonly refTo: ContextRef }) {
  const { calls, store } = useEngage();
  const item = useItem(store, refTo.id);
  const [error, setError] = useState<string>();
  const known = item !== undefined;
  useEffect(() => {
    setError(undefined);
    if (known) return undefined;
    let live = true;
    calls
      .item(refTo.id)
      .then((fresh) => live && store.load([fresh]))
      .catch((e: unknown) => live && setError(toApiError(e).message));
    return () => {
      live = false;
    };
  }, [calls, store, refTo.id, known]);
  return <ContextCard kind={refTo.kind} item={item} error={error} />;
}

/**
 * What the open item is shown under (decision 0059): the post a comment is on, and for a reply
 * also the comment it answers; nothing for posts and direct messages.
 */
export function ItemContext({ item }: { readonly item: EngageItem }) {
  const { i18n } = useLingui();
  const refs = conversationContext(item);
  if (refs.length === 0) return null;
  return (
    <section className={styles.context} aria-label={i18n._(m.contextTitle)}>
      {refs.map((refTo) => (
        <LoadedContext key={refTo.id} refTo={refTo} />
      ))}
    </section>
  );
}
