import { useLingui } from '@lingui/react';
import type { BrandOnboardingStatus } from '@smm/model';
import { Badge, Icon } from '@smm/ui';
import * as styles from './Brands.css.js';
import { ONBOARDING_LOOK } from './brands.texts.js';

/** Whether a brand's public channels have their history: not collected, collecting, ready. */
export function OnboardingBadge({ status }: { readonly status: BrandOnboardingStatus }) {
  const { i18n } = useLingui();
  const look = ONBOARDING_LOOK[status];
  return (
    <Badge tone={look.tone} data-onboarding={status} className={styles.iconBadge}>
      <Icon name={look.icon} size={12} /> {i18n._(look.text)}
    </Badge>
  );
}
