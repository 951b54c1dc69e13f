import { useLingui } from '@lingui/react';
import { translate, whatsappProfileMessages as m } from '@smm/i18n';
import { toApiError, type WhatsAppMessageTemplate } from '@smm/model';
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../../../shell/toasts.js';
import { LoadState } from '../../LoadState.js';
import { useLoaded } from '../../use-loaded.js';
import * as page from '../ChannelDetail.css.js';
import type { WhatsAppProfileCalls } from './whatsapp-profile.calls.js';
import { type TemplateInput, WhatsAppTemplateDialog } from './WhatsAppTemplateDialog.js';
import { WhatsAppTemplatesTable } from './WhatsAppTemplatesTable.js';

/** How often the list is read again while a template is in review (decision 0067). */
export const PENDING_REFRESH_MS = 30_000;

/**
 * The message templates of a WhatsApp channel, bound to the server: listed, created in a dialog
 * (the server's refusal shown in it), deleted; while one is in review the list is read again
 * every 30 seconds, so an approval or rejection shows without a reload.
 */
export function TemplatesSection(props: {
  readonly calls: WhatsAppProfileCalls;
  readonly channelId: string;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const { calls, channelId } = props;
  const { loaded, reload } = useLoaded(
    useCallback(() => calls.templates(channelId), [calls, channelId]),
  );
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const pending =
    loaded.kind === 'ready' && loaded.data.some((template) => template.status === 'PENDING');
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(reload, PENDING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [pending, reload]);

  if (loaded.kind !== 'ready') {
    return (
      <section className={page.section} aria-labelledby="whatsapp-templates-title">
        <h3 id="whatsapp-templates-title" className={page.sectionTitle}>
          {i18n._(m.templatesTitle)}
        </h3>
        <LoadState
          loaded={loaded}
          retry={reload}
          failed={m.templatesLoadFailed}
          retryLabel={m.tryAgain}
        />
      </section>
    );
  }
  const close = () => {
    setCreating(false);
    setError(undefined);
  };
  const create = (input: TemplateInput) => {
    setSaving(true);
    setError(undefined);
    calls
      .createTemplate({ channelId, ...input })
      .then((created) => {
        toast({
          type: 'success',
          message: translate(i18n, m.templateCreated, { name: created.name }),
        });
        close();
        reload();
      })
      .catch((failure: unknown) => setError(toApiError(failure).message))
      .finally(() => setSaving(false));
  };
  const remove = (template: WhatsAppMessageTemplate) => {
    setDeletingId(template.id);
    calls
      .deleteTemplate(template.id)
      .then(() => {
        toast({
          type: 'success',
          message: translate(i18n, m.templateDeleted, { name: template.name }),
        });
        reload();
      })
      .catch((failure: unknown) => toast({ type: 'error', message: toApiError(failure).message }))
      .finally(() => setDeletingId(null));
  };
  return (
    <>
      <WhatsAppTemplatesTable
        templates={loaded.data}
        onNew={() => setCreating(true)}
        deletingId={deletingId}
        onDelete={remove}
      />
      <WhatsAppTemplateDialog
        open={creating}
        saving={saving}
        error={error}
        onSubmit={create}
        onClose={close}
      />
    </>
  );
}
