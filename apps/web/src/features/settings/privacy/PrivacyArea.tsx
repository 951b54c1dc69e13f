import { useLingui } from '@lingui/react';
import { consentMessages as m } from '@smm/i18n';
import { toApiError } from '@smm/model';
import { useConsent } from '../../../analytics/ConsentProvider.js';
import { personTimeZone } from '../../../session/time-zone.js';
import { useToast } from '../../../shell/toasts.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { PrivacySettings } from './PrivacySettings.js';

/** The privacy settings of the signed-in person, on the session's consent (decision 0103). */
export function PrivacyArea({ me }: SettingsAreaProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const consent = useConsent();
  if (consent === null) return null;
  return (
    <PrivacySettings
      state={consent.state}
      timeZone={personTimeZone(me)}
      onSave={consent.save}
      onRetry={consent.reload}
      onSaved={() => toast({ type: 'success', message: i18n._(m.saved) })}
      onFailed={(error) =>
        toast({ type: 'error', message: `${i18n._(m.saveFailed)} ${toApiError(error).message}` })
      }
    />
  );
}
