import { useLingui } from '@lingui/react';
import { brandsMessages as m, translate } from '@smm/i18n';
import { useId } from 'react';
import * as styles from './Brands.css.js';

/** Props of {@link SlotSummary}. */
export interface SlotSummaryProps {
  /** Public channels the organisation follows (`usedChannelSlots`). */
  readonly used: number;
  /** Channels the package lets it follow (`totalChannelSlots`). */
  readonly total: number;
  /** `channelSlotsRemaining` of the slot summary. */
  readonly remaining: number;
}

/**
 * The organisation's channel slots: how many of all are used, how many remain, a bar of the share
 * used, and how slots are counted (docs/decisions/0076).
 */
export function SlotSummary({ used, total, remaining }: SlotSummaryProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const format = new Intl.NumberFormat(i18n.locale);
  const share = total > 0 ? Math.min(1, used / total) : 1;
  return (
    <section className={styles.slots} aria-labelledby={titleId} data-testid="channel-slots">
      <h3 id={titleId} className={styles.slotsTitle}>
        {i18n._(m.slotsTitle)}
      </h3>
      <span className={styles.slotsFigures}>
        <span data-slots-used={used}>
          {translate(i18n, m.slotsUsed, { used: format.format(used), total: format.format(total) })}
        </span>
        <span data-slots-remaining={remaining}>
          {translate(i18n, m.slotsRemaining, { count: remaining })}
        </span>
      </span>
      <span className={styles.slotsBar} aria-hidden="true">
        <span
          className={remaining <= 0 ? styles.slotsFillFull : styles.slotsFill}
          style={{ display: 'block', width: `${Math.round(share * 100)}%` }}
        />
      </span>
      <p className={styles.slotsAbout}>{i18n._(m.slotsAbout)}</p>
    </section>
  );
}
