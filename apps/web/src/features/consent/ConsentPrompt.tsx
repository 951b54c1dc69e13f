import { useLingui } from '@lingui/react';
import { consentMessages as m } from '@smm/i18n';
import { ACCEPT_ALL, type ConsentCategories, ONLY_NECESSARY, toApiError } from '@smm/model';
import { useState } from 'react';
import { useConsent } from '../../analytics/ConsentProvider.js';
import { useToast } from '../../shell/toasts.js';
import { ConsentBanner } from './ConsentBanner.js';
import { ConsentDialog } from './ConsentDialog.js';

/**
 * Asks a signed-in person who has not decided for their cookie consent (decision 0103): the
 * banner, and the dialog behind "Choose". Nothing while the consent loads, once decided, for a
 * support user assuming the person (only the person decides), or when it could not be loaded.
 */
export function ConsentPrompt(props: { readonly assuming: boolean }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const consent = useConsent();
  const [choosing, setChoosing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (consent === null || props.assuming) return null;
  const undecided = consent.state.kind === 'known' && consent.state.consent === null;
  if (!undecided && !choosing) return null;
  const decide = (categories: ConsentCategories) => {
    setSaving(true);
    setError(undefined);
    consent
      .save(categories)
      .then(() => {
        setChoosing(false);
        toast({ type: 'success', message: i18n._(m.saved) });
      })
      .catch((failure: unknown) => {
        const message = toApiError(failure).message;
        setError(message);
        if (!choosing) toast({ type: 'error', message: `${i18n._(m.saveFailed)} ${message}` });
      })
      .finally(() => setSaving(false));
  };
  return (
    <>
      {undecided ? (
        <ConsentBanner
          busy={saving}
          onAcceptAll={() => decide(ACCEPT_ALL)}
          onOnlyNecessary={() => decide(ONLY_NECESSARY)}
          onChoose={() => {
            setError(undefined);
            setChoosing(true);
          }}
        />
      ) : null}
      <ConsentDialog
        open={choosing}
        saving={saving}
        error={error}
        onSave={decide}
        onClose={() => setChoosing(false)}
      />
    </>
  );
}
