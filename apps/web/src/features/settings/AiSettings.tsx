import { useLingui } from '@lingui/react';
import { platformMessages, settingsMessages, translate } from '@smm/i18n';
import type { User } from '@smm/model';
import { aiConsentToast } from '@smm/notify';
import { Checkbox, ConfirmDialog } from '@smm/ui';
import { useState } from 'react';
import { useToast } from '../../shell/toasts.js';
import type { SettingsCalls } from './settings.calls.js';
import * as styles from './Settings.css.js';

/**
 * The organisation's consent to the OpenAI features (platform §2), with the spec's 10 s toasts.
 * Administrators change it; withdrawing asks first. Others see it, unchangeable.
 */
export function AiSettings(props: {
  readonly me: User;
  readonly enabled: boolean;
  readonly calls: SettingsCalls;
  readonly onChanged: (enabled: boolean) => void;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const organisation = props.me.orgName ?? '';
  const save = (enabled: boolean) => {
    setBusy(true);
    props.calls
      .setAiFeatures(props.me.orgId, enabled)
      .then((answer) => {
        props.onChanged(answer.aiFeaturesEnabled);
        toast(aiConsentToast('success', i18n._(platformMessages.aiConsentUpdated)));
      })
      .catch(() => toast(aiConsentToast('error', i18n._(platformMessages.aiConsentFailed))))
      .finally(() => {
        setBusy(false);
        setConfirming(false);
      });
  };
  return (
    <section className={styles.section} aria-labelledby="ai-title">
      <h2 id="ai-title" className={styles.heading}>
        {i18n._(settingsMessages.aiTitle)}
      </h2>
      <p>{translate(i18n, settingsMessages.aiDescription, { organisation })}</p>
      <Checkbox
        label={i18n._(settingsMessages.aiConsent)}
        checked={props.enabled}
        disabled={!props.me.isAdmin || busy}
        {...(props.me.isAdmin ? {} : { description: i18n._(settingsMessages.aiAdminsOnly) })}
        onChange={(event) => {
          if (event.currentTarget.checked) save(true);
          else setConfirming(true);
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={i18n._(settingsMessages.aiConfirmTitle)}
        confirmState="danger"
        loading={busy}
        onClose={(reason) => {
          if (reason === 'ok') save(false);
          else setConfirming(false);
        }}
      >
        {translate(i18n, settingsMessages.aiConfirmBody, { organisation })}
      </ConfirmDialog>
    </section>
  );
}
