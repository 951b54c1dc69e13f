import { useLingui } from '@lingui/react';
import { brandsMessages as m, formatDate, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import type { Locale, PublicChannel } from '@smm/model';
import { Icon, IconButton, NetworkIcon, Tooltip } from '@smm/ui';
import * as styles from './Brands.css.js';

/** A brand that follows a channel, as the list names and links it. */
export interface FollowingBrand {
  readonly id: string;
  readonly name: string;
}

/** Props of {@link PublicChannelList}. */
export interface PublicChannelListProps {
  readonly channels: readonly PublicChannel[];
  /** The brands the person sees, by id (a channel may follow others too). */
  readonly brands: ReadonlyMap<string, FollowingBrand>;
  /** The link of a brand's page. */
  readonly brandHref: (brandId: string) => string;
  /** Stops following a channel for a brand (absent: read only). */
  readonly onRemove?: ((channel: PublicChannel, brand: FollowingBrand) => void) | undefined;
}

/**
 * Every public channel the organisation follows: network and name (its page on the network),
 * handle, followers, the first day of history, and the brands following it (links to their
 * pages, each with a button that stops following it for that brand).
 */
export function PublicChannelList({
  channels,
  brands,
  brandHref,
  onRemove,
}: PublicChannelListProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const format = new Intl.NumberFormat(i18n.locale);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={i18n._(m.publicList)}>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnChannel)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnHandle)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnFollowers)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnHistory)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnBrands)}
            </th>
          </tr>
        </thead>
        <tbody>
          {channels.map((channel) => {
            const network = networkName(channel.network);
            const following = (channel.brandIds ?? []).flatMap((id) => brands.get(id) ?? []);
            const unseen = (channel.brandIds ?? []).length - following.length;
            return (
              <tr key={channel.id} data-channel-id={channel.id}>
                <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                  <span className={styles.channel}>
                    <span className={styles.networkMark} title={network}>
                      <NetworkIcon network={channel.network} size={20} label={network} />
                    </span>
                    <a
                      className={styles.plainLink}
                      href={channel.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      title={translate(i18n, m.openChannel, { handle: channel.handle, network })}
                    >
                      {channel.name}
                    </a>
                  </span>
                </th>
                <td className={styles.td}>
                  <span className={styles.handle}>@{channel.handle}</span>
                </td>
                <td className={`${styles.td} ${styles.number}`}>
                  {format.format(channel.followerCount)}
                </td>
                <td className={`${styles.td} ${styles.number}`}>
                  {channel.historySince ? (
                    formatDate(channel.historySince, locale, 'UTC')
                  ) : (
                    <span className={styles.muted}>{i18n._(m.notCollected)}</span>
                  )}
                </td>
                <td className={styles.td}>
                  <ul className={styles.brandLinks}>
                    {following.map((brand) => {
                      const remove = translate(i18n, m.removeFromBrand, {
                        handle: channel.handle,
                        brand: brand.name,
                      });
                      return (
                        <li
                          key={brand.id}
                          className={onRemove ? styles.brandChip : styles.brandChipReadOnly}
                        >
                          <a className={styles.plainLink} href={brandHref(brand.id)}>
                            {brand.name}
                          </a>
                          {onRemove && (
                            <Tooltip content={remove}>
                              <IconButton
                                label={remove}
                                size="sm"
                                onClick={() => onRemove(channel, brand)}
                              >
                                <Icon name="close" size={14} />
                              </IconButton>
                            </Tooltip>
                          )}
                        </li>
                      );
                    })}
                    {unseen > 0 && (
                      <li className={styles.brandChipReadOnly}>
                        <span className={styles.muted}>{i18n._(m.noBrandSeen)}</span>
                      </li>
                    )}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
