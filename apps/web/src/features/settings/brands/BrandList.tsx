import { useLingui } from '@lingui/react';
import { brandsMessages as m, formatDate, translate } from '@smm/i18n';
import type { Brand, Locale } from '@smm/model';
import { Badge } from '@smm/ui';
import * as styles from './Brands.css.js';
import { NetworkMarks } from './NetworkMarks.js';
import { OnboardingBadge } from './OnboardingBadge.js';

/** Props of {@link BrandList}. */
export interface BrandListProps {
  readonly brands: readonly Brand[];
  /** The link of a brand's page. */
  readonly href: (brand: Brand) => string;
  /** The time zone creation dates are read in (the person's). */
  readonly timeZone: string;
}

/**
 * The organisation's brands as a table: the name (the link to its page) with the own-brand
 * badge, the networks of its public channels (names on hover), how many channels, whether their
 * history is collected, and when it was created. Own brands first, then by name.
 */
export function BrandList({ brands, href, timeZone }: BrandListProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const sorted = [...brands].sort(
    (a, b) => Number(b.ownBrand) - Number(a.ownBrand) || a.name.localeCompare(b.name, i18n.locale),
  );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={i18n._(m.list)}>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnBrand)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnNetworks)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnChannels)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnOnboarding)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnCreated)}
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((brand) => {
            const channels = brand.publicChannelIdNetworkList;
            return (
              <tr key={brand.id} data-brand-id={brand.id}>
                <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                  <span className={styles.nameCell}>
                    <a className={styles.link} href={href(brand)}>
                      {brand.name}
                    </a>
                    {brand.ownBrand && <Badge tone="info">{i18n._(m.ownBrand)}</Badge>}
                  </span>
                </th>
                <td className={styles.td}>
                  {channels.length === 0 ? (
                    <span className={styles.muted}>{i18n._(m.noNetworks)}</span>
                  ) : (
                    <NetworkMarks networks={channels.map((channel) => channel.network)} />
                  )}
                </td>
                <td className={`${styles.td} ${styles.number}`}>
                  {translate(i18n, m.channelCount, { count: channels.length })}
                </td>
                <td className={styles.td}>
                  <OnboardingBadge status={brand.onboardingStatus ?? 'notStarted'} />
                </td>
                <td className={`${styles.td} ${styles.number}`}>
                  {brand.createdAt ? formatDate(brand.createdAt, locale, timeZone) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
