import { useLingui } from '@lingui/react';
import { adNetworkIcon, adNetworkName } from '@smm/ads';
import { adAccountMessages as m, formatDate, translate } from '@smm/i18n';
import type { AdAccount, Locale } from '@smm/model';
import { Badge, Button, NetworkIcon } from '@smm/ui';
import * as styles from './AdAccounts.css.js';

/** The settings path of an ad account's editor. */
export const adAccountPath = (id: string) => `/settings/adaccounts/${encodeURIComponent(id)}`;

/** Props of {@link AdAccountTable}. */
export interface AdAccountTableProps {
  readonly accounts: readonly AdAccount[];
  /** Channel names by id, for the linked channels. */
  readonly channelNames: ReadonlyMap<string, string>;
  /** The caller may change ad accounts: edit and disconnect are offered. */
  readonly canManage: boolean;
  readonly busyId?: string | null;
  readonly onDisconnect: (account: AdAccount) => void;
}

/** The linked channels of an account: their names, or how many when there are more than two. */
function LinkedChannels({
  ids,
  names,
}: {
  ids: readonly string[];
  names: ReadonlyMap<string, string>;
}) {
  const { i18n } = useLingui();
  if (ids.length === 0) return <span className={styles.muted}>{i18n._(m.noChannels)}</span>;
  const named = ids.map((id) => names.get(id) ?? id);
  if (named.length <= 2) return <>{named.join(', ')}</>;
  return (
    <span title={named.join(', ')}>{translate(i18n, m.channelCount, { count: named.length })}</span>
  );
}

/**
 * The organisation's connected ad accounts: network badge and name, network, currency, time
 * zone, linked channels and auto-boost, with Edit and Disconnect for people who may manage them.
 */
export function AdAccountTable({
  accounts,
  channelNames,
  canManage,
  busyId,
  onDisconnect,
}: AdAccountTableProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby="adaccounts-connected-title">
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnAccount)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnNetwork)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnCurrency)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnTimeZone)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnChannels)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnAutoBoost)}
            </th>
            {canManage && (
              <th scope="col" className={styles.th}>
                <span className={styles.muted}>{i18n._(m.columnActions)}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} data-testid="adaccount-row">
              <th scope="row" className={styles.rowHeader}>
                <span className={styles.nameCell}>
                  <NetworkIcon network={adNetworkIcon(account.socialNetwork)} />
                  {canManage ? (
                    <a className={styles.link} href={`#${adAccountPath(account.id)}`}>
                      {account.name}
                    </a>
                  ) : (
                    account.name
                  )}
                </span>
              </th>
              <td className={styles.td}>{adNetworkName(account.socialNetwork)}</td>
              <td className={`${styles.td} ${styles.nowrap}`}>{account.currency}</td>
              <td className={`${styles.td} ${styles.keepWords}`}>
                {account.timeZone
                  .replaceAll('_', ' ')
                  .split('/')
                  .map((part, index) => (
                    <span key={index}>
                      {index > 0 && (
                        <>
                          /<wbr />
                        </>
                      )}
                      {part}
                    </span>
                  ))}
              </td>
              <td className={styles.td}>
                <LinkedChannels ids={account.channelIds} names={channelNames} />
              </td>
              <td className={styles.td}>
                <Badge tone={account.autoBoost ? 'success' : 'neutral'}>
                  {i18n._(account.autoBoost ? m.on : m.off)}
                </Badge>
              </td>
              {canManage && (
                <td className={`${styles.td} ${styles.keepWords}`}>
                  <span className={styles.actions}>
                    <a
                      className={styles.link}
                      href={`#${adAccountPath(account.id)}`}
                      aria-label={translate(i18n, m.editNamed, { name: account.name })}
                    >
                      {i18n._(m.edit)}
                    </a>
                    <Button
                      variant="secondary"
                      busy={busyId === account.id}
                      aria-label={translate(i18n, m.disconnectNamed, { name: account.name })}
                      title={translate(i18n, m.disconnectNamed, { name: account.name })}
                      onClick={() => onDisconnect(account)}
                    >
                      {i18n._(m.disconnect)}
                    </Button>
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Props of {@link DisconnectedAccounts}. */
export interface DisconnectedAccountsProps {
  readonly accounts: readonly AdAccount[];
  readonly canManage: boolean;
  readonly timeZone: string;
  readonly busyId?: string | null;
  readonly onReconnect: (account: AdAccount) => void;
  readonly onRemove: (account: AdAccount) => void;
}

/** The disconnected ad accounts, each with when it was disconnected, Reconnect and Remove. */
export function DisconnectedAccounts({
  accounts,
  canManage,
  timeZone,
  busyId,
  onReconnect,
  onRemove,
}: DisconnectedAccountsProps) {
  const { i18n } = useLingui();
  if (accounts.length === 0) return <p className={styles.text}>{i18n._(m.disconnectedEmpty)}</p>;
  return (
    <ul className={styles.list} aria-labelledby="adaccounts-disconnected-title">
      {accounts.map((account) => (
        <li key={account.id} className={styles.card} data-testid="adaccount-disconnected">
          <NetworkIcon
            network={adNetworkIcon(account.socialNetwork)}
            size={24}
            label={adNetworkName(account.socialNetwork)}
          />
          <span className={styles.cardText}>
            <span className={styles.cardName}>{account.name}</span>
            <span className={styles.muted}>
              {adNetworkName(account.socialNetwork)} · {account.currency}
              {account.disconnectedAt !== null &&
                ` · ${translate(i18n, m.disconnectedSince, {
                  date: formatDate(account.disconnectedAt, i18n.locale as Locale, timeZone),
                })}`}
            </span>
          </span>
          {canManage && (
            <span className={styles.actions}>
              <Button
                variant="primary"
                busy={busyId === account.id}
                aria-label={translate(i18n, m.reconnectNamed, { name: account.name })}
                title={translate(i18n, m.reconnectNamed, { name: account.name })}
                onClick={() => onReconnect(account)}
              >
                {i18n._(m.reconnect)}
              </Button>
              <Button
                variant="secondary"
                aria-label={translate(i18n, m.removeNamed, { name: account.name })}
                title={translate(i18n, m.removeNamed, { name: account.name })}
                onClick={() => onRemove(account)}
              >
                {i18n._(m.remove)}
              </Button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
