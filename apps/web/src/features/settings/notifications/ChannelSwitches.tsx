import { useLingui } from '@lingui/react';
import { notificationSettingsMessages as m, translate } from '@smm/i18n';
import { toApiError, type Channel } from '@smm/model';
import { networkName } from '@smm/networks';
import { Checkbox, EmptyState, NetworkIcon } from '@smm/ui';
import { useMemo, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import * as styles from './NotificationSettings.css.js';

/** A switch for each channel the person sees: moderation notifications for it, or not. */
export function ChannelSwitches(props: {
  readonly channels: readonly Channel[];
  readonly initial: readonly string[];
  readonly follow: (channelId: string, enabled: boolean) => Promise<readonly string[]>;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set(props.initial));
  const sorted = useMemo(
    () => [...props.channels].sort((a, b) => a.name.localeCompare(b.name, i18n.locale)),
    [props.channels, i18n.locale],
  );
  if (sorted.length === 0) {
    return (
      <EmptyState icon="bellOff" headingLevel={4} title={i18n._(m.noChannelsTitle)}>
        {i18n._(m.noChannelsBody)}
      </EmptyState>
    );
  }
  const flip = (channel: Channel) => {
    const enabled = !followed.has(channel.id);
    const before = followed;
    const next = new Set(followed);
    if (enabled) next.add(channel.id);
    else next.delete(channel.id);
    setFollowed(next);
    props
      .follow(channel.id, enabled)
      .then((saved) => {
        setFollowed(new Set(saved));
        toast({
          type: 'success',
          message: translate(i18n, enabled ? m.channelOn : m.channelOff, { name: channel.name }),
        });
      })
      .catch((error: unknown) => {
        setFollowed(before);
        toast({ type: 'error', message: `${i18n._(m.saveFailed)} ${toApiError(error).message}` });
      });
  };
  const count = sorted.filter((channel) => followed.has(channel.id)).length;
  return (
    <>
      <span className={styles.count} role="status">
        {translate(i18n, m.channelsFollowed, { count, total: sorted.length })}
      </span>
      <ul className={styles.list}>
        {sorted.map((channel) => (
          <li key={channel.id} className={styles.channel} data-channel-id={channel.id}>
            <Checkbox
              label={
                <>
                  <NetworkIcon network={channel.type} size={18} /> {channel.name}{' '}
                  <span className={styles.count}>{networkName(channel.type)}</span>
                </>
              }
              checked={followed.has(channel.id)}
              onChange={() => flip(channel)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
