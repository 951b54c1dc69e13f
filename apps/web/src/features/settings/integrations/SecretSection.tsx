import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import { toApiError, type WebhookSecret } from '@smm/model';
import { useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { LoadState } from '../LoadState.js';
import { useLoaded } from '../use-loaded.js';
import { SecretPanel } from './SecretPanel.js';
import { useTimeFormat } from './use-time-format.js';
import type { WebhookCalls } from './webhooks.calls.js';

/** The signing secret of the integrations screen: read, copied and rotated through the API. */
export function SecretSection({ calls }: { readonly calls: WebhookCalls }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const time = useTimeFormat();
  const { loaded, reload } = useLoaded(calls.secret);
  const [rotated, setRotated] = useState<WebhookSecret | null>(null);
  const [rotating, setRotating] = useState(false);
  const copy = (secret: string) => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      toast({ type: 'error', message: i18n._(m.copyFailed) });
      return;
    }
    clipboard.writeText(secret).then(
      () => toast({ type: 'success', message: i18n._(m.copied) }),
      () => toast({ type: 'error', message: i18n._(m.copyFailed) }),
    );
  };
  const rotate = async () => {
    setRotating(true);
    try {
      const secret = await calls.rotate();
      setRotated(secret);
      toast({
        type: 'success',
        message: translate(i18n, m.rotated, { date: time(secret.previousUntil ?? '') }),
      });
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    } finally {
      setRotating(false);
    }
  };
  const secret = rotated ?? (loaded.kind === 'ready' ? loaded.data : null);
  return (
    <>
      <LoadState loaded={loaded} retry={reload} failed={m.secretFailed} retryLabel={m.retry} />
      {secret && (
        <SecretPanel
          secret={secret}
          rotating={rotating}
          onCopy={copy}
          onRotate={() => void rotate()}
        />
      )}
    </>
  );
}
