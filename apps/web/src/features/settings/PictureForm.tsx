import { useLingui } from '@lingui/react';
import { platformMessages, settingsMessages, translate } from '@smm/i18n';
import { MAX_PICTURE_LENGTH, PICTURE_TYPES } from '@smm/model';
import { Avatar, Input } from '@smm/ui';
import { type ChangeEvent, useState } from 'react';
import { useToast } from '../../shell/toasts.js';
import type { ProfileFormProps } from './settings.calls.js';
import * as styles from './Settings.css.js';

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/** The profile picture: chosen from a file, sent as a data URL, with the spec's toasts. */
export function PictureForm(props: ProfileFormProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = `${props.me.firstName} ${props.me.lastName}`.trim() || props.me.email;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(undefined);
    setBusy(true);
    try {
      const picture = await dataUrlOf(file);
      if (picture.length > MAX_PICTURE_LENGTH) {
        setError(i18n._(settingsMessages.pictureTooLarge));
        throw new Error('too large');
      }
      props.onSaved(await props.calls.setPicture(props.me.id, picture));
      toast({ type: 'success', message: i18n._(platformMessages.profilePictureUpdated) });
    } catch {
      toast({ type: 'error', message: i18n._(platformMessages.profilePictureFailed) });
    } finally {
      input.value = '';
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="profile-picture-title">
      <h2 id="profile-picture-title" className={styles.heading}>
        {i18n._(settingsMessages.pictureTitle)}
      </h2>
      <div className={styles.row}>
        <Avatar
          name={name}
          size="lg"
          {...(props.me.profilePicture ? { src: props.me.profilePicture } : {})}
          alt={translate(i18n, settingsMessages.pictureOf, { name })}
        />
        <Input
          name="picture"
          type="file"
          accept={PICTURE_TYPES.join(',')}
          label={i18n._(settingsMessages.choosePicture)}
          hint={i18n._(settingsMessages.pictureHint)}
          error={error}
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
      </div>
    </section>
  );
}
