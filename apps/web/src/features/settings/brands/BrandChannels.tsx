import { useLingui } from '@lingui/react';
import { brandsMessages as m, formatDate, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import type { Locale } from '@smm/model';
import { Icon, IconButton, NetworkIcon, Tooltip } from '@smm/ui';
import * as styles from './Brands.css.js';

/** One public channel of a brand as its table shows it; the details once they are known. */
export interface BrandChannelRow {
  readonly id: string;
  readonly network: string;
  readonly handle: string;
  readonly name?: string | undefined;
  readonly followerCount?: number | undefined;
  /** The first day of history kept; null until onboarded. */
  readonly historySince?: string | null | undefined;
  /** Its page on the network. */
  readonly url?: string | undefined;
}

/** Props of {@link BrandChannels}. */
export interface BrandChannelsProps {
  readonly channels: readonly BrandChannelRow[];
  /** The table's name. */
  readonly label: string;
  /** Removes a channel (absent: read only). */
  readonly onRemove?: ((channel: BrandChannelRow) => void) | undefined;
  /** The channel being removed. */
  readonly busyId?: string | null | undefined;
  /** The words of the remove button ("Remove @handle (Network)"). */
  readonly removeLabel?: (channel: BrandChannelRow, network: string) => string;
}

/**
 * A brand's public channels as a table: network and name (its page on the network), handle,
 * followers, the first day of history, and a remove button for who may change the brand.
 */
export function BrandChannels(props: BrandChannelsProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const format = new Intl.NumberFormat(i18n.locale);
  const { onRemove } = props;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={props.label}>
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
            {onRemove && (
              <th scope="col" className={styles.th}>
                <span className={styles.muted}>{i18n._(m.columnActions)}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.channels.map((channel) => {
            const network = networkName(channel.network);
            const remove =
              props.removeLabel?.(channel, network) ??
              translate(i18n, m.removeChannel, { handle: channel.handle, network });
            return (
              <tr key={channel.id} data-channel-id={channel.id}>
                <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                  <span className={styles.channel}>
                    <span className={styles.networkMark} title={network}>
                      <NetworkIcon network={channel.network} size={20} label={network} />
                    </span>
                    <span className={styles.channelText}>
                      {channel.url ? (
                        <a
                          className={styles.plainLink}
                          href={channel.url}
                          target="_blank"
                          rel="noreferrer noopener"
                          title={translate(i18n, m.openChannel, {
                            handle: channel.handle,
                            network,
                          })}
                        >
                          {channel.name ?? channel.handle}
                        </a>
                      ) : (
                        <span>{channel.name ?? channel.handle}</span>
                      )}
                    </span>
                  </span>
                </th>
                <td className={styles.td}>
                  <span className={styles.handle}>@{channel.handle}</span>
                </td>
                <td className={`${styles.td} ${styles.number}`}>
                  {channel.followerCount === undefined ? '' : format.format(channel.followerCount)}
                </td>
                <td className={`${styles.td} ${styles.number}`}>
                  {channel.historySince ? (
                    formatDate(channel.historySince, locale, 'UTC')
                  ) : (
                    <span className={styles.muted}>{i18n._(m.notCollected)}</span>
                  )}
                </td>
                {onRemove && (
                  <td className={`${styles.td} ${styles.actionsCell}`}>
                    <Tooltip content={remove}>
                      <IconButton
                        label={remove}
                        disabled={props.busyId === channel.id}
                        onClick={() => onRemove(channel)}
                      >
                        <Icon name="trash" />
                      </IconButton>
                    </Tooltip>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
