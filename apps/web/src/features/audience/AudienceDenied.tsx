import { useLingui } from '@lingui/react';
import { audienceMessages as m } from '@smm/i18n';
import { EmptyState } from '@smm/ui';
import * as styles from './Audience.css.js';

/** What someone without Audience sees at its paths (platform §4): why, and a way home. */
export default function AudienceDenied() {
  const { i18n } = useLingui();
  return (
    <div className={styles.screen} data-screen="audience-denied">
      <EmptyState
        icon="lock"
        headingLevel={2}
        title={i18n._(m.deniedTitle)}
        action={<a href="#/home">{i18n._(m.deniedHome)}</a>}
      >
        {i18n._(m.deniedBody)}
      </EmptyState>
    </div>
  );
}
