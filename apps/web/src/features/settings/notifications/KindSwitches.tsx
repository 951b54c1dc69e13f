import { useLingui } from '@lingui/react';
import { notificationSettingsMessages as m } from '@smm/i18n';
import {
  toApiError,
  type NotificationMedium,
  type NotificationPreference,
  type NotificationSettings,
} from '@smm/model';
import { Checkbox } from '@smm/ui';
import { useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { KIND_TEXTS } from './notification-settings.texts.js';
import * as styles from './NotificationSettings.css.js';

/** The two switches of every kind of notification. */
export function KindSwitches(props: {
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
