import { useLingui } from '@lingui/react';
import { settingsMessages, SUPPORTED_LOCALES } from '@smm/i18n';
import type { Locale } from '@smm/model';
import { Select } from '@smm/ui';
import * as styles from './Settings.css.js';

/** Each language in its own words, so that everyone finds theirs. */
const NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
};

/** The interface language: the user's choice, kept in the browser (platform §1). */
export function LanguageForm(props: {
  readonly locale: Locale;
  readonly onChoose: (locale: Locale) => void;
}) {
  const { i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="profile-language-title">
      <h2 id="profile-language-title" className={styles.heading}>
        {i18n._(settingsMessages.language)}
      </h2>
      <Select
        label={i18n._(settingsMessages.language)}
        value={props.locale}
        options={SUPPORTED_LOCALES.map((locale) => ({
          value: locale,
          label: NATIVE_NAMES[locale],
        }))}
        onChange={(event) => {
          const chosen = SUPPORTED_LOCALES.find((l) => l === event.currentTarget.value);
          if (chosen) props.onChoose(chosen);
        }}
      />
    </section>
  );
}
