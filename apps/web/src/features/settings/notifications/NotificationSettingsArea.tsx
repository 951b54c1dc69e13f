import { useLingui } from '@lingui/react';
import { notificationSettingsMessages as m, translate } from '@smm/i18n';
import {
  toApiError,
  type Channel,
  type NotificationMedium,
  type NotificationPreference,
  type NotificationSettings,
} from '@smm/model';
import { networkName } from '@smm/networks';
import { Checkbox, EmptyState, NetworkIcon } from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useLoaded } from '../use-loaded.js';
import { notificationSettingsCalls } from './notification-settings.calls.js';
import { KIND_TEXTS } from './notification-settings.texts.js';
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

/** The two switches of every kind of notification. */
function KindSwitches(props: {
  readonly initial: NotificationSettings;
  readonly choose: (preference: NotificationPreference) => Promise<NotificationSettings>;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [settings, setSettings] = useState(props.initial);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const flip = (preference: NotificationPreference, medium: NotificationMedium) => {
    const changed = { ...preference, [medium]: !preference[medium] };
    const key = `${preference.kind}.${medium}`;
    const before = settings;
    setSettings({
      preferences: settings.preferences.map((p) => (p.kind === changed.kind ? changed : p)),
    });
    setSaving((now) => new Set(now).add(key));
    props
      .choose(changed)
      .then((saved) => {
        setSettings(saved);
        toast({ type: 'success', message: i18n._(m.saved) });
      })
      .catch((error: unknown) => {
        setSettings(before);
        toast({ type: 'error', message: `${i18n._(m.saveFailed)} ${toApiError(error).message}` });
      })
      .finally(() =>
        setSaving((now) => {
          const next = new Set(now);
          next.delete(key);
          return next;
        }),
      );
  };
  return (
    <ul className={styles.list}>
      {settings.preferences.map((preference) => {
        const texts = KIND_TEXTS[preference.kind];
        const titleId = `notification-kind-${preference.kind}`;
        return (
          <li key={preference.kind} className={styles.row} data-kind={preference.kind}>
            <div>
              <p id={titleId} className={styles.kindTitle}>
                {i18n._(texts.title)}
              </p>
              <p className={styles.kindAbout}>{i18n._(texts.about)}</p>
            </div>
            <div className={styles.switches} role="group" aria-labelledby={titleId}>
              {(['inProduct', 'email'] as const).map((medium) => (
                <Checkbox
                  key={medium}
                  name={medium}
                  label={i18n._(medium === 'inProduct' ? m.inProduct : m.email)}
                  checked={preference[medium]}
                  aria-busy={saving.has(`${preference.kind}.${medium}`) || undefined}
                  onChange={() => flip(preference, medium)}
                />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A switch for each channel the person sees: moderation notifications for it, or not. */
function ChannelSwitches(props: {
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
