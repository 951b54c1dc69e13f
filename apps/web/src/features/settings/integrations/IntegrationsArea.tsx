import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import { toApiError, type Webhook, type WebhookInput, type WebhookTopicName } from '@smm/model';
import { Button, EmptyState, Icon } from '@smm/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { EditingDialogs } from '../EditingDialogs.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useEditing } from '../use-editing.js';
import { useLoaded } from '../use-loaded.js';
import * as styles from './Integrations.css.js';
import { SecretSection } from './SecretSection.js';
import { WebhookForm } from './WebhookForm.js';
import { WebhookPage } from './WebhookPage.js';
import { WebhookRow } from './WebhookRow.js';
import { webhookCalls } from './webhooks.calls.js';

/**
 * The integrations screen (`/settings/integrations`; decisions 0053, 0054), for administrators:
 * the organisation's webhooks with their health and last attempts, each opening its page (test
 * event, topics, delivery log); adding, editing, switching off and deleting them; and the
 * signing secret.
 */
export function IntegrationsArea({ api }: SettingsAreaProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => webhookCalls(api), [api]);
  const load = useCallback(() => Promise.all([calls.webhooks(), calls.topics()]), [calls]);
  const { loaded, reload } = useLoaded(load);
  /** Webhooks as the server answered them since the list was read (newer than the list). */
  const [answered, setAnswered] = useState<Readonly<Record<string, Webhook>>>({});
  const [switching, setSwitching] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => setAnswered({}), [loaded]);
  const editor = useEditing<NamedWebhook, WebhookInput>({
    create: async (input) => withName(await calls.create(input)),
    update: async (id, input) => withName(await calls.update(id, input)),
    remove: calls.remove,
    reload,
    saved: m.saved,
    deleted: m.deleted,
  });

  const [listed, topics] = loaded.kind === 'ready' ? loaded.data : [[], []];
  const webhooks = listed.map((webhook) => withName(answered[webhook.id] ?? webhook));
  const open = webhooks.find((webhook) => webhook.id === openId);

  const changed = (webhook?: Webhook) => {
    if (webhook) setAnswered((known) => ({ ...known, [webhook.id]: webhook }));
    reload();
  };

  const setEnabled = async (webhook: Webhook, enabled: boolean) => {
    setSwitching((busy) => new Set(busy).add(webhook.id));
    try {
      const saved = await calls.update(webhook.id, {
        url: webhook.url,
        topics: webhook.topics as WebhookTopicName[],
        description: webhook.description ?? '',
        enabled,
      });
      toast({
        type: 'success',
        message: translate(i18n, enabled ? m.switchedOn : m.switchedOff, {
          name: withName(saved).name,
        }),
      });
      changed(saved);
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    } finally {
      setSwitching((busy) => {
        const next = new Set(busy);
        next.delete(webhook.id);
        return next;
      });
    }
  };

  const addButton = (
    <Button onClick={() => editor.edit()}>
      <Icon name="plus" /> {i18n._(m.addWebhook)}
    </Button>
  );
  const dialogs = (
    <EditingDialogs
      editor={editor}
      texts={m}
      width={800}
      form={(webhook) => (
        <WebhookForm
          webhook={webhook}
          topics={topics}
          saving={editor.busy}
          error={editor.error}
          onSave={editor.save}
          onCancel={editor.close}
        />
      )}
      onDeleteClosed={(reason) => {
        if (reason === 'ok' && editor.deleting?.id === openId) setOpenId(null);
      }}
    />
  );

  if (open) {
    return (
      <>
        <WebhookPage
          key={open.id}
          webhook={open}
          topics={topics}
          calls={calls}
          switching={switching.has(open.id)}
          onBack={() => setOpenId(null)}
          onEdit={(webhook) => editor.edit(withName(webhook))}
          onDelete={(webhook) => editor.confirmDelete(withName(webhook))}
          onEnabledChange={(webhook, enabled) => void setEnabled(webhook, enabled)}
          onChanged={changed}
        />
        {dialogs}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="integrations-title">
      <div className={styles.top}>
        <h2 id="integrations-title" className={styles.heading}>
          {i18n._(m.title)}
        </h2>
        {loaded.kind === 'ready' && webhooks.length > 0 && addButton}
      </div>
      <p className={styles.lead}>{i18n._(m.description)}</p>
      <LoadState loaded={loaded} retry={reload} failed={m.loadFailed} retryLabel={m.retry} />
      {loaded.kind === 'ready' && webhooks.length === 0 && (
        <EmptyState icon="link" headingLevel={3} title={i18n._(m.emptyTitle)} action={addButton}>
          {i18n._(m.emptyBody)}
        </EmptyState>
      )}
      {loaded.kind === 'ready' && webhooks.length > 0 && (
        <ul className={styles.list} aria-label={i18n._(m.webhooks)}>
          {webhooks.map((webhook) => (
            <WebhookRow
              key={webhook.id}
              webhook={webhook}
              switching={switching.has(webhook.id)}
              onOpen={(chosen) => setOpenId(chosen.id)}
              onEnabledChange={(chosen, enabled) => void setEnabled(chosen, enabled)}
              onEdit={(chosen) => editor.edit(withName(chosen))}
              onDelete={(chosen) => editor.confirmDelete(withName(chosen))}
            />
          ))}
        </ul>
      )}
      {loaded.kind === 'ready' && <SecretSection calls={calls} />}
      {dialogs}
    </section>
  );
}

/** A webhook with the name the list shows. */
type NamedWebhook = Webhook & { readonly name: string };

/** A webhook with the name the list shows: its description, else its host (the server's). */
function withName(webhook: Webhook): NamedWebhook {
  return { ...webhook, name: webhook.name ?? webhook.url };
}

export default IntegrationsArea;
