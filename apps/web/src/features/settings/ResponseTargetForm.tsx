import { useLingui } from '@lingui/react';
import { listToolsMessages, translate } from '@smm/i18n';
import { toApiError, type User } from '@smm/model';
import { Button, Select } from '@smm/ui';
import { useEffect, useState } from 'react';
import { minutesText } from './duration.texts.js';
import type { SettingsCalls } from './settings.calls.js';
import * as formStyles from './ResponseTargetForm.css.js';
import * as styles from './Settings.css.js';

/** The targets offered, in minutes: from a quarter of an hour to two days. */
export const RESPONSE_TARGETS = [15, 30, 60, 120, 240, 480, 1440, 2880] as const;

/**
 * The organisation's response-time target (decision 0057): items whose customer waits longer
 * are overdue in the inbox. Administrators choose it; others see it.
 */
export function ResponseTargetForm(props: { readonly me: User; readonly calls: SettingsCalls }) {
  const { i18n } = useLingui();
  const [outcome, setOutcome] = useState<string | undefined>();
  const [saved, setSaved] = useState<number | null | undefined>(undefined);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    props.calls
      .engageOrgSettings()
      .then((settings) => {
        setSaved(settings.responseTargetMinutes);
        setChoice(String(settings.responseTargetMinutes ?? ''));
      })
      .catch((e: unknown) =>
        setError(translate(i18n, listToolsMessages.loadFailed, { message: toApiError(e).message })),
      );
  }, [props.calls]);
  const options = [
    ...(saved !== undefined && saved !== null && !RESPONSE_TARGETS.includes(saved as never)
      ? [saved]
      : []),
    ...RESPONSE_TARGETS,
  ];
  const save = () => {
    const minutes = choice === '' ? null : Number(choice);
    setBusy(true);
    setOutcome(undefined);
    props.calls
      .setResponseTarget(minutes)
      .then((settings) => {
        setSaved(settings.responseTargetMinutes);
        setOutcome(i18n._(listToolsMessages.targetSaved));
      })
      .catch((e: unknown) =>
        setOutcome(
          translate(i18n, listToolsMessages.saveFailed, { message: toApiError(e).message }),
        ),
      )
      .finally(() => setBusy(false));
  };
  return (
    <section className={styles.section} aria-labelledby="response-target-title">
      <h2 id="response-target-title" className={styles.heading}>
        {i18n._(listToolsMessages.targetTitle)}
      </h2>
      <p>{i18n._(listToolsMessages.targetBody)}</p>
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <form
          className={formStyles.form}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Select
            fieldClassName={formStyles.field}
            label={i18n._(listToolsMessages.targetField)}
            value={choice}
            disabled={!props.me.isAdmin || saved === undefined}
            onChange={(event) => setChoice(event.currentTarget.value)}
            options={[
              { value: '', label: i18n._(listToolsMessages.targetNone) },
              ...options.map((minutes) => ({
                value: String(minutes),
                label: minutesText(i18n.locale, minutes),
              })),
            ]}
          />
          {props.me.isAdmin && (
            <Button
              type="submit"
              busy={busy}
              disabled={saved === undefined || choice === String(saved ?? '')}
            >
              {i18n._(listToolsMessages.save)}
            </Button>
          )}
        </form>
      )}
      <p role="status">{outcome}</p>
    </section>
  );
}
