import { useLingui } from '@lingui/react';
import { channelAdvice, isOnline, type ChannelAction } from '@smm/channels';
import { channelsMessages as m, translate } from '@smm/i18n';
import type { Channel, ChannelStatus as Status } from '@smm/model';
import { needsReconnection } from '@smm/networks';
import { Badge, Button, type BadgeTone } from '@smm/ui';
import { STATUS_TEXTS, STEP_TEXTS } from './channels.texts.js';
import * as styles from './ChannelStatus.css.js';

/** The badge's colour of each status: a problem stands out, indexing is on its way. */
const STATUS_TONES: Readonly<Record<Status, BadgeTone>> = {
  'INDEXING STARTED': 'info',
  'INDEXING FAILED': 'danger',
  INDEXED: 'success',
  ISSUE: 'warning',
};

/** Props of {@link ChannelStatus}. */
export interface ChannelStatusProps {
  readonly channel: Channel;
  /** Runs the next step's action; without it, no button is shown. */
  readonly onAction?: ((action: ChannelAction) => void) | undefined;
  /** The action is running. */
  readonly busy?: boolean | undefined;
}

/**
 * A channel's state (online or offline), its status badge (Indexing…, Indexing failed, Indexed,
 * Issue), what to do about a problem in one plain sentence, and the action that does it
 * (Reconnect, Index again) — all from `channelAdvice` of `@smm/channels`.
 */
export function ChannelStatus({ channel, onAction, busy = false }: ChannelStatusProps) {
  const { i18n } = useLingui();
  const advice = channelAdvice(channel);
  const online = isOnline(channel);
  const action = advice.action;
  const name = channel.name;
  return (
    <div className={styles.root}>
      <div className={styles.line}>
        <span className={styles.online}>
          <span className={styles.dot[online ? 'online' : 'offline']} aria-hidden="true" />
          {i18n._(online ? m.online : m.offline)}
        </span>
        {channel.status !== undefined ? (
          <Badge tone={STATUS_TONES[channel.status]}>{i18n._(STATUS_TEXTS[channel.status])}</Badge>
        ) : null}
        {needsReconnection(channel) ? (
          <Badge tone="warning">{i18n._(m.needsReconnectionBadge)}</Badge>
        ) : null}
      </div>
      {advice.step !== 'none' ? (
        <p className={styles.step}>{i18n._(STEP_TEXTS[advice.step])}</p>
      ) : null}
      {action !== null && onAction !== undefined ? (
        <Button
          variant="secondary"
          className={styles.action}
          busy={busy}
          aria-label={translate(
            i18n,
            action === 'reconnect' ? m.reconnectNamed : m.indexAgainNamed,
            {
              name,
            },
          )}
          onClick={() => onAction(action)}
        >
          {i18n._(action === 'reconnect' ? m.reconnect : m.indexAgain)}
        </Button>
      ) : null}
    </div>
  );
}
