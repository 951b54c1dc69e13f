import { useLingui } from '@lingui/react';
import { timeZoneGroups, timeZoneMessages, translate } from '@smm/i18n';
import { Select } from '@smm/ui';
import { useMemo, useState } from 'react';
import { browserTimeZone } from '../../session/time-zone.js';
import { useToast } from '../../shell/toasts.js';
import type { ProfileFormProps } from './settings.calls.js';
import * as styles from './Settings.css.js';

/** The zones the platform knows (IANA), or at least UTC and the browser's own. */
function knownZones(): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...supported, 'UTC', browserTimeZone()])];
}

/**
 * The person's time zone (decision 0073): an IANA zone, grouped by region with its offset, or
 * the browser's own (no zone of their own). Home, the calendar and the composer read times in
 * it. Saved through `PUT /smm/accounts/me` as soon as it is chosen; the app's `me` follows.
 */
export function TimeZoneForm(props: ProfileFormProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const groups = useMemo(() => timeZoneGroups(knownZones(), Date.now()), []);
  const choose = (value: string) => {
    setBusy(true);
    props.calls
      .setTimeZone(props.me.id, value === '' ? null : value)
      .then((me) => {
        props.onSaved(me);
        toast({ type: 'success', message: i18n._(timeZoneMessages.saved) });
      })
      .catch(() => toast({ type: 'error', message: i18n._(timeZoneMessages.saveFailed) }))
      .finally(() => setBusy(false));
  };
  return (
    <section className={styles.section} aria-labelledby="profile-time-zone-title">
      <h2 id="profile-time-zone-title" className={styles.heading}>
        {i18n._(timeZoneMessages.title)}
      </h2>
      <Select
        label={i18n._(timeZoneMessages.title)}
        hint={i18n._(timeZoneMessages.hint)}
        value={props.me.timeZone ?? ''}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">
          {translate(i18n, timeZoneMessages.browser, { zone: browserTimeZone() })}
        </option>
        {groups.map((group) => (
          <optgroup key={group.region ?? ''} label={group.region ?? i18n._(timeZoneMessages.other)}>
            {group.zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </section>
  );
}
