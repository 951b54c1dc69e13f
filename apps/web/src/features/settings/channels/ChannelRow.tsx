import { useLingui } from '@lingui/react';
import { linkedInKind, originalName, type ChannelAction } from '@smm/channels';
import { channelsMessages as m, formatDate, translate } from '@smm/i18n';
import type { Channel, Locale } from '@smm/model';
import { networkName } from '@smm/networks';
import { NetworkIcon } from '@smm/ui';
import type { MouseEvent } from 'react';
import { LINKEDIN_TEXTS } from './channels.texts.js';
import * as styles from './ChannelRow.css.js';
import { ChannelStatus } from './ChannelStatus.js';

/** Props of {@link ChannelRow}. */
export interface ChannelRowProps {
  readonly channel: Channel;
  /** Team names by id, for the teams holding the channel. */
  readonly teamNames: ReadonlyMap<string, string>;
  /** The channel's page: `#/settings/channels/{id}`. */
  readonly href: string;
  readonly onOpen: (channel: Channel) => void;
  readonly onAction?: ((channel: Channel, action: ChannelAction) => void) | undefined;
  /** The channel's action is running. */
  readonly busy?: boolean | undefined;
  /** Its place in the whole list, from 1 (a virtualised table's `aria-rowindex`). */
  readonly rowIndex?: number | undefined;
}

/** Whether a click landed on something of its own (a link, a button) rather than on the row. */
const onControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, input, select, label') !== null;

/**
 * One channel of the channel settings list: its network (the name on hover), its name with the
 * network's name when it has one of its own, its username and LinkedIn kind, state and status with
 * what to do and the action, followers, first added date and teams. The row leads to the
 * channel's page (its name is the link; a click anywhere on the row follows it).
 */
export function ChannelRow(props: ChannelRowProps) {
  const { i18n } = useLingui();
  const { channel } = props;
  const locale = i18n.locale as Locale;
  const network = networkName(channel.type);
  const original = originalName(channel);
  const kind = linkedInKind(channel.subType);
  const teams = (channel.assignableTeamIds ?? [])
    .map((id) => props.teamNames.get(id))
    .filter((name): name is string => name !== undefined);
  const onAction = props.onAction;
  return (
    <div
      role="row"
      aria-rowindex={props.rowIndex}
      className={styles.row}
      onClick={(event) => {
        if (!onControl(event)) props.onOpen(channel);
      }}
    >
      <div role="rowheader" className={styles.cell}>
        <div className={styles.channel}>
          <span className={styles.icon} title={network}>
            <NetworkIcon network={channel.type} label={network} />
          </span>
          <div className={styles.names}>
            <a className={styles.name} href={props.href}>
              {channel.name}
            </a>
            {original !== undefined ? (
              <span className={styles.muted}>
                {translate(i18n, m.onNetwork, { network, name: original })}
              </span>
            ) : null}
            {channel.username || kind ? (
              <span className={styles.muted}>
                {[
                  channel.username ? `@${channel.username.replace(/^@/, '')}` : null,
                  kind ? i18n._(LINKEDIN_TEXTS[kind]) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <div role="cell" className={styles.cell}>
        <ChannelStatus
          channel={channel}
          busy={props.busy}
          onAction={onAction ? (action) => onAction(channel, action) : undefined}
        />
      </div>
      <div role="cell" className={`${styles.cell} ${styles.number}`}>
        {channel.followerCount !== undefined ? (
          new Intl.NumberFormat(locale).format(channel.followerCount)
        ) : (
          <span className={styles.muted}>{i18n._(m.notYetKnown)}</span>
        )}
      </div>
      <div role="cell" className={styles.cell}>
        {channel.addedDate ? formatDate(channel.addedDate, locale) : null}
      </div>
      <div role="cell" className={styles.cell}>
        {teams.length > 0 ? (
          teams.join(', ')
        ) : (
          <span className={styles.muted}>{i18n._(m.noTeam)}</span>
        )}
      </div>
    </div>
  );
}
