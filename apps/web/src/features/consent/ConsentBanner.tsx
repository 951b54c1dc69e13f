import { useLingui } from '@lingui/react';
import { consentMessages as m } from '@smm/i18n';
import { Button } from '@smm/ui';
import * as styles from './Consent.css.js';

/** What the banner does: each of its three answers. */
export interface ConsentBannerProps {
  readonly onAcceptAll: () => void;
  readonly onOnlyNecessary: () => void;
  readonly onChoose: () => void;
  /** A choice is being saved: the buttons wait. */
  readonly busy?: boolean;
}

/**
 * The cookie consent banner (platform §9, decision 0103): a named region at the bottom of the
 * page, below the screen — it does not block the product nor take the focus — with "Accept all",
 * "Only necessary" and "Choose".
 */
export function ConsentBanner(props: ConsentBannerProps) {
  const { i18n } = useLingui();
  const busy = props.busy === true;
  return (
    <section className={styles.banner} aria-label={i18n._(m.bannerLabel)} data-consent-banner="">
      <div className={styles.bannerTexts}>
        <h2 className={styles.bannerTitle}>{i18n._(m.bannerTitle)}</h2>
        <p className={styles.bannerText}>{i18n._(m.bannerText)}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={props.onChoose}>
          {i18n._(m.choose)}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={props.onOnlyNecessary}>
          {i18n._(m.onlyNecessary)}
        </Button>
        <Button disabled={busy} onClick={props.onAcceptAll}>
          {i18n._(m.acceptAll)}
        </Button>
      </div>
    </section>
  );
}
