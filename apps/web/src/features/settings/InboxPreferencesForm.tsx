import { useLingui } from '@lingui/react';
import { listToolsMessages, translate } from '@smm/i18n';
import { MarkReadOnOpen, toApiError } from '@smm/model';
import { Select } from '@smm/ui';
import { useEffect, useState } from 'react';
import { useToast } from '../../shell/toasts.js';
import type { SettingsCalls } from './settings.calls.js';
import * as styles from './Settings.css.js';

const CHOICE_TEXT = {
  immediately: listToolsMessages.markRead_immediately,
  after2s: listToolsMessages.markRead_after2s,
  never: listToolsMessages.markRead_never,
} as const;

/**
 * The person's own inbox preference (decision 0057): whether opening an item marks it read at
 * once, after 2 seconds or never. Saved on the server as soon as it is chosen.
 */
export function InboxPreferencesForm(props: { readonly calls: SettingsCalls }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [value, setValue] = useState<MarkReadOnOpen | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    props.calls
      .inboxPreferences()
      .then((preferences) => setValue(preferences.markReadOnOpen))
      .catch((e: unknown) =>
        setError(translate(i18n, listToolsMessages.loadFailed, { message: toApiError(e).message })),
      );
  }, [props.calls]);
  const choose = (next: MarkReadOnOpen) => {
    const before = value;
    setValue(next);
    props.calls
      .setMarkReadOnOpen(next)
      .then(() =>
        toast({
          type: 'success',
          message: translate(i18n, listToolsMessages.markReadSaved, {
            choice: i18n._(CHOICE_TEXT[next]),
          }),
        }),
      )
      .catch((e: unknown) => {
        setValue(before);
        toast({
          type: 'error',
          message: translate(i18n, listToolsMessages.saveFailed, {
            message: toApiError(e).message,
          }),
        });
      });
  };
  return (
    <section className={styles.section} aria-labelledby="inbox-preferences-title">
      <h2 id="inbox-preferences-title" className={styles.heading}>
        {i18n._(listToolsMessages.markReadTitle)}
      </h2>
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <Select
          label={i18n._(listToolsMessages.markReadField)}
          value={value ?? ''}
          disabled={value === undefined}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (MarkReadOnOpen.is(next)) choose(next);
          }}
          options={MarkReadOnOpen.values.map((choice) => ({
            value: choice,
            label: i18n._(CHOICE_TEXT[choice]),
          }))}
        />
      )}
    </section>
  );
}
