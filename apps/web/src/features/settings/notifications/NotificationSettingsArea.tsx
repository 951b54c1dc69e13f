import { useLingui } from '@lingui/react';
import { notificationSettingsMessages as m } from '@smm/i18n';
import { useCallback, useMemo } from 'react';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useLoaded } from '../use-loaded.js';
import { notificationSettingsCalls } from './notification-settings.calls.js';
import { ChannelSwitches } from './ChannelSwitches.js';
import { KindSwitches } from './KindSwitches.js';
import * as styles from './NotificationSettings.css.js';

/**
 * The person's notification settings (`#/settings/notifications`, everyone for themself;
 * docs/decisions/0045): for each kind of notification, in the product and by e-mail; and the
 * channels they get moderation notifications for. Each switch is saved at once and shown as the
 * server keeps it; a switch that fails to save goes back and says why.
 */
export function NotificationSettingsArea({ api, me }: SettingsAreaProps) {
  const { i18n } = useLingui();
  const calls = useMemo(() => notificationSettingsCalls(api, me.id), [api, me.id]);
  const loadKinds = useCallback(() => calls.settings(), [calls]);
  const loadChannels = useCallback(
    () => Promise.all([calls.channels(), calls.followed()]),
    [calls],
  );
  const kinds = useLoaded(loadKinds);
  const channels = useLoaded(loadChannels);
  return (
    <section className={styles.section} aria-labelledby="notification-settings-title">
      <div className={styles.group}>
        <h2 id="notification-settings-title" className={styles.heading}>
          {i18n._(m.title)}
        </h2>
        <p className={styles.lead}>{i18n._(m.intro)}</p>
      </div>
      <section className={styles.group} aria-labelledby="notification-kinds-title">
        <h3 id="notification-kinds-title" className={styles.subheading}>
          {i18n._(m.kindsHeading)}
        </h3>
        <LoadState
          loaded={kinds.loaded}
          retry={kinds.reload}
          failed={m.loadFailed}
          retryLabel={m.retry}
        />
        {kinds.loaded.kind === 'ready' ? (
          <KindSwitches initial={kinds.loaded.data} choose={calls.choose} />
        ) : null}
      </section>
      <section className={styles.group} aria-labelledby="notification-channels-title">
        <h3 id="notification-channels-title" className={styles.subheading}>
          {i18n._(m.channelsHeading)}
        </h3>
        <p className={styles.lead}>{i18n._(m.channelsIntro)}</p>
        <LoadState
          loaded={channels.loaded}
          retry={channels.reload}
          failed={m.loadFailed}
          retryLabel={m.retry}
        />
        {channels.loaded.kind === 'ready' ? (
          <ChannelSwitches
            channels={channels.loaded.data[0]}
            initial={channels.loaded.data[1]}
            follow={calls.follow}
          />
        ) : null}
      </section>
    </section>
  );
}
