import { useLingui } from '@lingui/react';
import { rowPreview } from '@smm/inbox';
import type { SavedItem } from '@smm/model';
import * as styles from './RowSnippet.css.js';
import { authorPrefix, previewAuthorName } from './own-replies.texts.js';

/** Props of {@link RowSnippet}. */
export interface RowSnippetProps {
  readonly item: SavedItem;
  readonly viewerId: string;
  /** Colleague names by id. */
  readonly names: ReadonlyMap<string, string>;
}

/**
 * The text of an inbox row with who wrote it (decision 0055): the latest answer in the thread,
 * else the item's message; an answer that is ours, or by someone other than the row's sender,
 * is led by its author ("You: …", "Demo Coffee: …", "Kim: …").
 */
export function RowSnippet({ item, viewerId, names }: RowSnippetProps) {
  const { i18n } = useLingui();
  const preview = rowPreview(item, { id: viewerId });
  if (preview.author === undefined) return <>{preview.text}</>;
  const channel = item.channel?.name ?? item.latestComment?.sender?.name ?? '';
  const name = previewAuthorName(i18n, preview.author, names, channel);
  return (
    <>
      <span className={styles.author} data-testid="row-author">
        {authorPrefix(i18n, name)}
      </span>{' '}
      {preview.text}
    </>
  );
}
