import { useLingui } from '@lingui/react';
import { listenAlertMessages as m, translate } from '@smm/i18n';
import {
  LISTEN_ALERT_LIMITS,
  type ListenAlert,
  type ListenAlertInput,
  type ListenAlertMetric,
  type ListenAlertWindow,
  type ListeningQuery,
} from '@smm/model';
import { Checkbox, Input, Select } from '@smm/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormActions } from '../FormActions.js';
import * as styles from './ListenAlerts.css.js';
import {
  DEFAULT_THRESHOLD,
  draftOf,
  draftProblems,
  inputOf,
  type AlertDraft,
} from './listen-alert.form.js';

/** A person who may get the alert. */
export interface Recipient {
  readonly id: string;
  readonly name: string;
}

/** Props of {@link ListenAlertForm}. */
export interface ListenAlertFormProps {
  /** The alert to edit; none for a new one. */
  readonly alert?: ListenAlert | undefined;
  readonly queries: readonly ListeningQuery[];
  /** The people of the organisation the person may choose. */
  readonly people: readonly Recipient[];
  /** The signed-in person (chosen first for a new alert). */
  readonly me: string;
  readonly saving?: boolean;
  readonly error?: string | undefined;
  readonly onSave: (input: ListenAlertInput) => void;
  readonly onCancel: () => void;
}

/**
 * The form of a listen alert (decision 0090): the query it watches; whether it goes off past a
 * number of mentions or a rise above the usual, counted over the last hour or day, and past
 * what; who gets it; on or off. Problems show once the person tries to save.
 */
export function ListenAlertForm({
  alert,
  queries,
  people,
  me,
  saving = false,
  error,
  onSave,
  onCancel,
}: ListenAlertFormProps) {
  const { i18n } = useLingui();
  const queryId = useId();
  const thresholdId = useId();
  const recipientsError = useId();
  const [draft, setDraft] = useState<AlertDraft>(() => draftOf(alert, me, queries));
  const [attempted, setAttempted] = useState(false);
  const problems = draftProblems(draft);
  const change = (patch: Partial<AlertDraft>) => setDraft((before) => ({ ...before, ...patch }));
  const chooseMetric = (metric: ListenAlertMetric) =>
    change({
      metric,
      // A threshold of the other metric's kind would mean something else: start from the usual.
      threshold: metric === draft.metric ? draft.threshold : String(DEFAULT_THRESHOLD[metric]),
    });
  const toggle = (id: string, on: boolean) =>
    change({
      recipientIds: on
        ? [...draft.recipientIds, id]
        : draft.recipientIds.filter((recipient) => recipient !== id),
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (problems.query) return void document.getElementById(queryId)?.focus();
    if (problems.threshold) return void document.getElementById(thresholdId)?.focus();
    if (problems.recipients) return;
    onSave(inputOf(draft));
  };
  // The people offered: the organisation's, and recipients the person no longer sees stay.
  const offered = [
    ...people,
    ...(alert?.recipients ?? []).filter((person) => !people.some((p) => p.id === person.id)),
  ];
  const recipientsProblem =
    attempted && problems.recipients !== undefined
      ? problems.recipients === 'required'
        ? i18n._(m.recipientsRequired)
        : translate(i18n, m.recipientsTooMany, { max: LISTEN_ALERT_LIMITS.recipients })
      : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Select
        id={queryId}
        label={i18n._(m.query)}
        value={draft.queryId}
        required
        onChange={(event) => change({ queryId: event.target.value })}
        error={attempted && problems.query ? i18n._(m.queryRequired) : undefined}
        options={queries.map((query) => ({
          value: query.id,
          label: query.active ? query.name : translate(i18n, m.pausedSuffix, { name: query.name }),
        }))}
      />
      <div className={styles.pair}>
        <Select
          label={i18n._(m.metric)}
          value={draft.metric}
          hint={i18n._(draft.metric === 'mentions' ? m.metricMentionsHint : m.metricRiseHint)}
          onChange={(event) => chooseMetric(event.target.value as ListenAlertMetric)}
          options={[
            { value: 'mentions', label: i18n._(m.metricMentions) },
            { value: 'rise', label: i18n._(m.metricRise) },
          ]}
        />
        <Select
          label={i18n._(m.window)}
          value={draft.window}
          onChange={(event) => change({ window: event.target.value as ListenAlertWindow })}
          options={[
            { value: 'hour', label: i18n._(m.windowHour) },
            { value: 'day', label: i18n._(m.windowDay) },
          ]}
        />
      </div>
      <Input
        id={thresholdId}
        label={i18n._(
          draft.metric === 'mentions' ? m.thresholdMentionsLabel : m.thresholdRiseLabel,
        )}
        inputMode="numeric"
        value={draft.threshold}
        required
        autoComplete="off"
        onChange={(event) => change({ threshold: event.target.value })}
        error={
          attempted && problems.threshold
            ? translate(i18n, m.thresholdRange, {
                min: problems.threshold.min.toLocaleString(i18n.locale),
                max: problems.threshold.max.toLocaleString(i18n.locale),
              })
            : undefined
        }
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={recipientsProblem ? recipientsError : undefined}
      >
        <legend className={styles.legend}>{i18n._(m.recipients)}</legend>
        <p className={styles.hint}>{i18n._(m.recipientsHint)}</p>
        <div className={styles.people}>
          {offered.map((person) => (
            <Checkbox
              key={person.id}
              label={person.id === me ? translate(i18n, m.you, { name: person.name }) : person.name}
              checked={draft.recipientIds.includes(person.id)}
              onChange={(event) => toggle(person.id, event.target.checked)}
            />
          ))}
        </div>
        {recipientsProblem && (
          <p id={recipientsError} className={styles.error}>
            {recipientsProblem}
          </p>
        )}
      </fieldset>
      <Checkbox
        label={i18n._(m.active)}
        checked={draft.active}
        onChange={(event) => change({ active: event.target.checked })}
      />
      <FormActions
        error={error}
        submitLabel={i18n._(alert ? m.save : m.create)}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
