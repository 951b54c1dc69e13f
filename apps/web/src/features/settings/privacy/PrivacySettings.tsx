import { useLingui } from '@lingui/react';
import { consentMessages as m, formatNoteDate, translate } from '@smm/i18n';
import {
  type ConsentCategories,
  type ConsentRecord,
  type Locale,
  ONLY_NECESSARY,
} from '@smm/model';
import { Banner, Button, Skeleton } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import type { ConsentState } from '../../../analytics/ConsentProvider.js';
import { ConsentCategoryList } from '../../consent/ConsentCategoryList.js';
import * as styles from '../notifications/NotificationSettings.css.js';

/** What the privacy settings show and do. */
export interface PrivacySettingsProps {
  readonly state: ConsentState;
  /** The person's time zone, for when they decided. */
  readonly timeZone: string;
  /** Records the categories chosen; rejects with the reason it failed. */
  readonly onSave: (categories: ConsentCategories) => Promise<ConsentRecord>;
  readonly onRetry: () => void;
  /** The choice was saved, or failed to. */
  readonly onSaved?: () => void;
  readonly onFailed?: (error: unknown) => void;
}

/** The switches of a known choice (or of none), kept while the person changes them. */
function ChoiceForm(props: PrivacySettingsProps & { readonly consent: ConsentRecord | null }) {
  const { i18n } = useLingui();
  const [value, setValue] = useState(props.consent?.categories ?? ONLY_NECESSARY);
  const [saving, setSaving] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    props
      .onSave({ ...value, C0001: true })
      .then(() => props.onSaved?.(), props.onFailed)
      .finally(() => setSaving(false));
  };
  const decided = props.consent;
  return (
    <form className={styles.group} onSubmit={submit}>
      <p className={styles.lead} data-consent-status="">
        {decided
          ? translate(i18n, m.decidedAt, {
              date: formatNoteDate(decided.decidedAt, i18n.locale as Locale, props.timeZone),
            })
          : i18n._(m.notDecided)}
      </p>
      <ConsentCategoryList value={value} onChange={setValue} disabled={saving} />
      <div>
        <Button type="submit" busy={saving}>
          {i18n._(m.save)}
        </Button>
      </div>
    </form>
  );
}

/**
 * The person's cookie consent in settings (`#/settings/privacy`, decision 0103): the five
 * categories with what each covers, strictly necessary on and disabled, when they last decided,
 * and Save. Changing it here takes effect at once: without performance (C0002) no more
 * analytics are sent.
 */
export function PrivacySettings(props: PrivacySettingsProps) {
  const { i18n } = useLingui();
  const { state } = props;
  return (
    <section className={styles.section} aria-labelledby="privacy-settings-title">
      <div className={styles.group}>
        <h2 id="privacy-settings-title" className={styles.heading}>
          {i18n._(m.settingsTitle)}
        </h2>
        <p className={styles.lead}>{i18n._(m.settingsIntro)}</p>
      </div>
      {state.kind === 'loading' ? <Skeleton lines={5} /> : null}
      {state.kind === 'failed' ? (
        <Banner
          tone="warning"
          role="alert"
          action={
            <Button variant="secondary" onClick={props.onRetry}>
              {i18n._(m.retry)}
            </Button>
          }
        >
          {i18n._(m.loadFailed)} {state.message}
        </Banner>
      ) : null}
      {state.kind === 'known' ? (
        <ChoiceForm
          key={state.consent?.decidedAt ?? 'undecided'}
          {...props}
          consent={state.consent}
        />
      ) : null}
    </section>
  );
}
