import { useLingui } from '@lingui/react';
import type { WhatsAppChannel } from '@smm/model';
import { Badge } from '@smm/ui';
import { APPROVAL_BADGES, CODE_BADGES, STATUS_BADGES, type BadgeText } from './whatsapp.texts.js';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link WhatsAppBadges}. */
export interface WhatsAppBadgesProps {
  /** A number or a channel; a number's missing statuses read as the first ones (PENDING, UNVERIFIED). */
  readonly number: Partial<Pick<WhatsAppChannel, 'status' | 'verification' | 'approval'>>;
}

/** One badge: words with a tone. */
export function WordBadge({ badge }: { readonly badge: BadgeText }) {
  const { i18n } = useLingui();
  return <Badge tone={badge.tone}>{i18n._(badge.text)}</Badge>;
}

/**
 * A number's registration, code verification and name approval, as three badges in words
 * (never colour alone).
 */
export function WhatsAppBadges({ number }: WhatsAppBadgesProps) {
  return (
    <span className={styles.badges}>
      <WordBadge badge={STATUS_BADGES[number.status ?? 'PENDING']} />
      <WordBadge badge={CODE_BADGES[number.verification ?? 'UNVERIFIED']} />
      <WordBadge badge={APPROVAL_BADGES[number.approval ?? 'PENDING']} />
    </span>
  );
}
