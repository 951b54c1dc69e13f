import { useLingui } from '@lingui/react';
import { webhookMessages as m } from '@smm/i18n';
import {
  webhookFormError,
  type Webhook,
  type WebhookInput,
  type WebhookTopic,
  type WebhookTopicName,
} from '@smm/model';
import { Input } from '@smm/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormActions } from '../FormActions.js';
import * as styles from './Integrations.css.js';
import { TopicPicker } from './TopicPicker.js';

/** Props of {@link WebhookForm}. */
export interface WebhookFormProps {
  /** The webhook to edit; none for a new one. */
  readonly webhook?: Webhook | undefined;
  readonly topics: readonly WebhookTopic[];
  readonly saving?: boolean;
  /** The server's refusal of the last save: under its field when it names one. */
  readonly error?: string | undefined;
  readonly onSave: (input: WebhookInput) => void;
  readonly onCancel: () => void;
}

/**
 * The form of a webhook: its address (https; the server's refusal shown under it), a
 * description that names it, and its topics picked from the catalogue.
 */
export function WebhookForm({
  webhook,
  topics,
  saving = false,
  error,
  onSave,
  onCancel,
}: WebhookFormProps) {
  const { i18n } = useLingui();
  const urlId = useId();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [selected, setSelected] = useState<readonly string[]>(webhook?.topics ?? []);
  const [attempted, setAttempted] = useState(false);
  const refusal = error === undefined || error === '' ? undefined : webhookFormError(error);
  const urlMissing = url.trim() === '';
  const noTopic = selected.length === 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (urlMissing) {
      document.getElementById(urlId)?.focus();
      return;
    }
    if (noTopic) return;
    onSave({
      url: url.trim(),
      description: description.trim(),
      topics: selected as WebhookTopicName[],
      ...(webhook ? {} : { enabled: true }),
    });
  };
  const fieldError = (field: 'url' | 'description' | 'topics') =>
    refusal?.field === field ? refusal.message : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        id={urlId}
        type="url"
        inputMode="url"
        label={i18n._(m.url)}
        hint={i18n._(m.urlHint)}
        placeholder="https://"
        value={url}
        maxLength={2048}
        required
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setUrl(event.target.value)}
        error={attempted && urlMissing ? i18n._(m.urlRequired) : fieldError('url')}
      />
      <Input
        label={i18n._(m.descriptionLabel)}
        hint={i18n._(m.descriptionHint)}
        value={description}
        maxLength={500}
        autoComplete="off"
        onChange={(event) => setDescription(event.target.value)}
        error={fieldError('description')}
      />
      <TopicPicker
        topics={topics}
        selected={selected}
        onChange={setSelected}
        error={attempted && noTopic ? i18n._(m.topicsRequired) : fieldError('topics')}
      />
      <FormActions
        error={refusal?.field === undefined ? refusal?.message : undefined}
        submitLabel={i18n._(webhook ? m.save : m.create)}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
