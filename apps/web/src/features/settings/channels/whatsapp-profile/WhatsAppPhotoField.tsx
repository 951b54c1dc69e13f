import { useLingui } from '@lingui/react';
import { translate, whatsappProfileMessages as m } from '@smm/i18n';
import { WHATSAPP_PHOTO_TYPES } from '@smm/model';
import { whatsappPhotoProblem } from '@smm/networks';
import { Button, Input } from '@smm/ui';
import { type ChangeEvent, useEffect, useState } from 'react';
import * as styles from './WhatsAppProfile.css.js';
import { fileSize } from './whatsapp-profile.forms.js';

/** Props of {@link WhatsAppPhotoField}. */
export interface WhatsAppPhotoFieldProps {
  /** Where the current photo is served; null without one. */
  readonly photoUrl: string | null;
  /** The chosen photo is being uploaded. */
  readonly busy: boolean;
  /** Why the server refused the last upload (platform §8: the photo's own error). */
  readonly photoError?: string | undefined;
  /** The last upload succeeded. */
  readonly saved: boolean;
  readonly onUpload: (file: File) => void;
  /** A new file was chosen: the last upload's outcome no longer applies. */
  readonly onChoose?: () => void;
}

/** A file's type as people name it: `image/gif` → GIF. */
const typeName = (mimeType: string, unknown: string) =>
  mimeType === '' ? unknown : (mimeType.split('/').pop() ?? mimeType).toUpperCase();

/**
 * A WhatsApp profile photo: the current one or a placeholder, "Change photo" with a file input,
 * the chosen image shown before it is uploaded, and WhatsApp's rules checked first (a JPEG or
 * PNG of at most 5 MB) so a wrong file is named without a round trip; the server's error or a
 * success message after the upload.
 */
export function WhatsAppPhotoField(props: WhatsAppPhotoFieldProps) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);

  // A data URL, not a blob: URL: the server's Content-Security-Policy allows images from
  // itself and data: only.
  useEffect(() => {
    setPreview(null);
    if (chosen === null) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current) setPreview(String(reader.result));
    };
    reader.readAsDataURL(chosen);
    return () => {
      current = false;
      reader.abort();
    };
  }, [chosen]);

  // Uploaded: the served photo replaces the preview.
  useEffect(() => {
    if (props.saved) {
      setChosen(null);
      setInputKey((key) => key + 1);
    }
  }, [props.saved, props.photoUrl]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    props.onChoose?.();
    if (file === undefined) return setChosen(null);
    const wrong = whatsappPhotoProblem({ mimeType: file.type, bytes: file.size });
    if (wrong === null) {
      setProblem(undefined);
      setChosen(file);
      return;
    }
    setChosen(null);
    setProblem(
      wrong.reason === 'type'
        ? translate(i18n, m.photoType, {
            file: file.name,
            type: typeName(file.type, i18n._(m.unknownType)),
          })
        : translate(i18n, m.photoSize, {
            file: file.name,
            size: fileSize(file.size),
            max: fileSize(wrong.maxBytes),
          }),
    );
  };
  const keep = () => {
    setChosen(null);
    setInputKey((key) => key + 1);
  };

  const shown = preview ?? props.photoUrl;
  return (
    <div className={styles.photo}>
      {shown !== null ? (
        <img
          className={styles.picture}
          src={shown}
          alt={
            chosen !== null
              ? translate(i18n, m.preview, { file: chosen.name })
              : i18n._(m.currentPhoto)
          }
        />
      ) : (
        <span className={styles.placeholder} role="img" aria-label={i18n._(m.noPhoto)}>
          <span aria-hidden="true">{i18n._(m.noPhoto)}</span>
        </span>
      )}
      <div className={styles.photoSide}>
        <h4 className={styles.subtitle}>{i18n._(m.photo)}</h4>
        <Input
          key={inputKey}
          name="photo"
          type="file"
          accept={WHATSAPP_PHOTO_TYPES.join(',')}
          label={i18n._(m.choosePhoto)}
          hint={i18n._(m.photoHint)}
          error={problem ?? (chosen === null ? props.photoError : undefined)}
          disabled={props.busy}
          onChange={choose}
        />
        {chosen !== null && (
          <div className={styles.buttons}>
            <Button type="button" busy={props.busy} onClick={() => props.onUpload(chosen)}>
              {i18n._(m.upload)}
            </Button>
            <Button type="button" variant="secondary" disabled={props.busy} onClick={keep}>
              {i18n._(m.cancelPhoto)}
            </Button>
          </div>
        )}
        {props.photoError !== undefined && chosen !== null && (
          <p role="alert" className={styles.alert}>
            {props.photoError}
          </p>
        )}
        {props.saved && chosen === null && (
          <p role="status" className={styles.success}>
            {i18n._(m.photoSaved)}
          </p>
        )}
      </div>
    </div>
  );
}
