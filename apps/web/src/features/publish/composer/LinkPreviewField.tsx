import { useLingui } from '@lingui/react';
import { publishComposerMessages as m, translate } from '@smm/i18n';
import type { LinkPreview } from '@smm/model';
import { Icon, IconButton, Input } from '@smm/ui';
import * as styles from './LinkPreviewField.css.js';

/** Where the preview of the link in use stands. */
export type LinkPreviewState =
  | { readonly status: 'none' }
  | { readonly status: 'loading'; readonly url: string }
  | { readonly status: 'ready'; readonly preview: LinkPreview }
  | { readonly status: 'failed'; readonly url: string; readonly reason: string };

/** Props of {@link LinkPreviewField}. */
export interface LinkPreviewFieldProps {
  /** The link typed in the field; empty: the first link of the text is used. */
  readonly value: string;
  readonly onChange: (url: string) => void;
  readonly preview: LinkPreviewState;
  /** Drops the preview of the link in use. */
  readonly onRemove: () => void;
}

/**
 * The link whose preview the post shows: a field for a link (empty: the first link of the
 * text), the preview the server read (image, site, title, description) with "Remove the link
 * preview", or why there is none.
 */
export function LinkPreviewField({ value, onChange, preview, onRemove }: LinkPreviewFieldProps) {
  const { i18n } = useLingui();
  const remove = i18n._(m.removePreview);
  return (
    <div className={styles.field}>
      <Input
        type="url"
        label={i18n._(m.link)}
        hint={i18n._(m.linkHint)}
        value={value}
        placeholder="https://"
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
      {preview.status === 'loading' && (
        <p className={styles.status} role="status">
          {i18n._(m.linkLoading)}
        </p>
      )}
      {preview.status === 'failed' && (
        <div className={`${styles.card} ${styles.cardNoImage}`}>
          <p className={styles.status} role="status">
            {translate(i18n, m.linkFailed, { url: preview.url, reason: preview.reason })}
          </p>
          <IconButton label={remove} title={remove} size="sm" onClick={onRemove}>
            <Icon name="close" />
          </IconButton>
        </div>
      )}
      {preview.status === 'ready' && (
        <div
          className={
            preview.preview.imageUrl === null ? `${styles.card} ${styles.cardNoImage}` : styles.card
          }
          data-testid="link-preview"
        >
          {preview.preview.imageUrl !== null && (
            <img className={styles.image} src={preview.preview.imageUrl} alt="" />
          )}
          <span className={styles.body}>
            <span className={styles.site}>{preview.preview.siteName ?? preview.preview.url}</span>
            <span className={styles.title}>{preview.preview.title ?? preview.preview.url}</span>
            {preview.preview.description !== null && (
              <span className={styles.description}>{preview.preview.description}</span>
            )}
          </span>
          <IconButton label={remove} title={remove} size="sm" onClick={onRemove}>
            <Icon name="close" />
          </IconButton>
        </div>
      )}
    </div>
  );
}
