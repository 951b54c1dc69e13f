import { useLingui } from '@lingui/react';
import { translate, trackingMessages } from '@smm/i18n';
import { tagUrl, trackingContext, type TrackingParameter } from '@smm/tracking';
import * as styles from './Tracking.css.js';

/** The link the preview tags: a page with a query and a fragment, as posts link to. */
export const SAMPLE_LINK = 'https://www.example.com/menu?size=large#oat-milk';
/** The post id the preview stands `{post}` for. */
export const SAMPLE_POST_ID = '18374650';

/**
 * A sample link as a post on `channel` would carry it, tagged with `parameters`: the added
 * parameters marked, or a sentence that links stay as they are.
 */
export function TrackingPreview(props: {
  readonly parameters: readonly TrackingParameter[];
  readonly channel: { readonly network: string; readonly name: string };
}) {
  const { i18n } = useLingui();
  const tagged = tagUrl(
    SAMPLE_LINK,
    props.parameters,
    trackingContext(props.channel, SAMPLE_POST_ID),
  );
  const hash = SAMPLE_LINK.indexOf('#');
  const base = SAMPLE_LINK.slice(0, hash);
  const fragment = SAMPLE_LINK.slice(hash);
  const added = tagged.slice(base.length, tagged.length - fragment.length);
  return (
    <div className={styles.preview} data-testid="tracking-preview">
      <p className={styles.previewTitle}>{i18n._(trackingMessages.preview)}</p>
      {tagged === SAMPLE_LINK ? (
        <p className={styles.hint}>{i18n._(trackingMessages.previewUnchanged)}</p>
      ) : (
        <>
          <p className={styles.hint}>
            {translate(i18n, trackingMessages.previewOf, { channel: props.channel.name })}
          </p>
          <code className={styles.link} data-tagged-link={tagged}>
            {base}
            <span className={styles.added}>{added}</span>
            {fragment}
          </code>
        </>
      )}
    </div>
  );
}
