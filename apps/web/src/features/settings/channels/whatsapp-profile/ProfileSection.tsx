import { useLingui } from '@lingui/react';
import { whatsappProfileMessages as m } from '@smm/i18n';
import { toApiError, type WhatsAppProfile } from '@smm/model';
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../../../shell/toasts.js';
import { LoadState } from '../../LoadState.js';
import { useLoaded } from '../../use-loaded.js';
import * as page from '../ChannelDetail.css.js';
import type { WhatsAppProfileCalls } from './whatsapp-profile.calls.js';
import type { ProfileDraft } from './whatsapp-profile.forms.js';
import { WhatsAppProfileForm } from './WhatsAppProfileForm.js';

interface PhotoState {
  readonly busy: boolean;
  readonly saved: boolean;
  readonly photoError?: string;
}

/**
 * The business profile of a WhatsApp channel, bound to the server: loaded, saved (the server's
 * refusal shown in the form, platform §8), cleared, and its photo uploaded (the photo's own
 * error, `photoError`, apart from the profile's).
 */
export function ProfileSection(props: {
  readonly calls: WhatsAppProfileCalls;
  readonly channelId: string;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const { calls, channelId } = props;
  const { loaded, reload } = useLoaded(
    useCallback(() => calls.profile(channelId), [calls, channelId]),
  );
  const [profile, setProfile] = useState<WhatsAppProfile | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [resetting, setResetting] = useState(false);
  const [photo, setPhoto] = useState<PhotoState>({ busy: false, saved: false });
  useEffect(() => {
    if (loaded.kind === 'ready') setProfile(loaded.data);
  }, [loaded]);

  if (profile === null) {
    return (
      <section className={page.section} aria-labelledby="whatsapp-profile-title">
        <h3 id="whatsapp-profile-title" className={page.sectionTitle}>
          {i18n._(m.profileTitle)}
        </h3>
        <LoadState
          loaded={loaded}
          retry={reload}
          failed={m.profileLoadFailed}
          retryLabel={m.tryAgain}
        />
      </section>
    );
  }

  const save = (draft: ProfileDraft) => {
    setSaving(true);
    setError(undefined);
    calls
      .saveProfile({ channelId, ...draft, websites: [...draft.websites] })
      .then((saved) => {
        setProfile(saved);
        toast({ type: 'success', message: i18n._(m.saved) });
      })
      .catch((failure: unknown) => setError(toApiError(failure).message))
      .finally(() => setSaving(false));
  };
  const reset = () => {
    setResetting(true);
    calls
      .resetProfile(channelId)
      .then((cleared) => {
        setProfile(cleared);
        setError(undefined);
        setPhoto({ busy: false, saved: false });
        toast({ type: 'success', message: i18n._(m.wasReset) });
      })
      .catch((failure: unknown) => toast({ type: 'error', message: toApiError(failure).message }))
      .finally(() => setResetting(false));
  };
  const upload = (file: File) => {
    setPhoto({ busy: true, saved: false });
    calls
      .uploadPhoto(channelId, file)
      .then(({ photoUrl }) => {
        setProfile((current) => (current === null ? current : { ...current, photoUrl }));
        setPhoto({ busy: false, saved: true });
      })
      .catch((failure: unknown) =>
        setPhoto({ busy: false, saved: false, photoError: toApiError(failure).message }),
      );
  };
  return (
    <WhatsAppProfileForm
      profile={profile}
      saving={saving}
      error={error}
      onSave={save}
      resetting={resetting}
      onReset={reset}
      photo={{
        ...photo,
        onUpload: upload,
        onChoose: () => setPhoto((current) => ({ busy: current.busy, saved: false })),
      }}
    />
  );
}
