import { useLingui } from '@lingui/react';
import { connectSlugOf, isWhatsAppChannelId, linkedInKind, originalName } from '@smm/channels';
import { channelsMessages as m, formatDate, translate } from '@smm/i18n';
import type { Channel, Locale } from '@smm/model';
import { networkName } from '@smm/networks';
import { Button, NetworkIcon } from '@smm/ui';
import * as styles from './ChannelDetail.css.js';
import { LINKEDIN_TEXTS } from './channels.texts.js';
import { ChannelStatus } from './ChannelStatus.js';

/** Props of {@link ChannelHeader}. */
export interface ChannelHeaderProps {
  readonly channel: Channel;
  /** Whether the person may mark channels for deletion (administrators). */
  readonly canDelete: boolean;
  readonly busy: 'reconnect' | 'index' | null;
  readonly onReconnect: () => void;
  readonly onIndexAgain: () => void;
  readonly onMarkForDeletion: () => void;
}

/**
 * The top of a channel's page: its network, name (and the network's name when it has one of its
 * own), username and LinkedIn kind, state and status with what to do, the actions (Reconnect,
 * Index again after a failed indexing, Mark for deletion for administrators) and its followers
 * and dates.
 */
export function ChannelHeader(props: ChannelHeaderProps) {
  const { i18n } = useLingui();
  const { channel } = props;
  const locale = i18n.locale as Locale;
  const network = networkName(channel.type);
  const original = originalName(channel);
  const kind = linkedInKind(channel.subType);
  const facts: { readonly name: string; readonly value: string }[] = [
    {
      name: i18n._(m.followers),
      value:
        channel.followerCount === undefined
          ? i18n._(m.notYetKnown)
          : new Intl.NumberFormat(locale).format(channel.followerCount),
    },
    ...(channel.addedDate
      ? [{ name: i18n._(m.firstAdded), value: formatDate(channel.addedDate, locale) }]
      : []),
    ...(channel.lastAddedDate
      ? [{ name: i18n._(m.lastConnected), value: formatDate(channel.lastAddedDate, locale) }]
      : []),
  ];
  return (
    <header className={`${styles.section} ${styles.header}`}>
      <span title={network}>
        <NetworkIcon network={channel.type} size={40} label={network} />
      </span>
      <div className={styles.headerTexts}>
        <h2 className={styles.name}>{channel.name}</h2>
        {original !== undefined ? (
          <span className={styles.muted}>
            {translate(i18n, m.onNetwork, { network, name: original })}
          </span>
        ) : null}
        <span className={styles.muted}>
          {[
            network,
            channel.username ? `@${channel.username.replace(/^@/, '')}` : null,
            kind ? i18n._(LINKEDIN_TEXTS[kind]) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <ChannelStatus channel={channel} />
      </div>
      <div className={styles.actions}>
        {connectSlugOf(channel.id) !== undefined || isWhatsAppChannelId(channel.id) ? (
          <Button
            variant="secondary"
            busy={props.busy === 'reconnect'}
            disabled={props.busy !== null}
            onClick={props.onReconnect}
          >
            {i18n._(m.reconnect)}
          </Button>
        ) : null}
        {channel.status === 'INDEXING FAILED' ? (
          <Button
            variant="secondary"
            busy={props.busy === 'index'}
            disabled={props.busy !== null}
            onClick={props.onIndexAgain}
          >
            {i18n._(m.indexAgain)}
          </Button>
        ) : null}
        {props.canDelete ? (
          <Button variant="danger" disabled={props.busy !== null} onClick={props.onMarkForDeletion}>
            {i18n._(m.markForDeletion)}
          </Button>
        ) : null}
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.name} className={styles.fact}>
            <dt className={styles.factName}>{fact.name}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
