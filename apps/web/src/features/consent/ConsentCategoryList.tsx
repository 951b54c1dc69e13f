import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { consentMessages as m } from '@smm/i18n';
import { CONSENT_CATEGORIES, type ConsentCategories, type ConsentCategory } from '@smm/model';
import { Checkbox } from '@smm/ui';
import * as styles from './Consent.css.js';

/** Each category's name and what it covers. */
export const CATEGORY_TEXTS: Readonly<
  Record<ConsentCategory, { readonly title: MessageDescriptor; readonly about: MessageDescriptor }>
> = {
  C0001: { title: m.C0001, about: m.C0001About },
  C0002: { title: m.C0002, about: m.C0002About },
  C0003: { title: m.C0003, about: m.C0003About },
  C0004: { title: m.C0004, about: m.C0004About },
  C0005: { title: m.C0005, about: m.C0005About },
};

/**
 * The five consent categories as switches, each with what it covers (platform §9): strictly
 * necessary (C0001) shown on and disabled, it cannot be refused.
 */
export function ConsentCategoryList(props: {
  readonly value: ConsentCategories;
  readonly onChange: (next: ConsentCategories) => void;
  /** While saving: nothing can be switched. */
  readonly disabled?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <ul className={styles.list} aria-label={i18n._(m.categoriesLabel)}>
      {CONSENT_CATEGORIES.map((category) => {
        const texts = CATEGORY_TEXTS[category];
        const necessary = category === 'C0001';
        return (
          <li key={category} className={styles.item} data-category={category}>
            <Checkbox
              name={category}
              label={
                necessary ? `${i18n._(texts.title)} (${i18n._(m.alwaysOn)})` : i18n._(texts.title)
              }
              description={i18n._(texts.about)}
              checked={necessary || props.value[category]}
              disabled={necessary || props.disabled === true}
              onChange={(event) =>
                props.onChange({ ...props.value, [category]: event.target.checked, C0001: true })
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
