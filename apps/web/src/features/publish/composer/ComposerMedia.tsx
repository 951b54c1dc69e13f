import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { publishComposerMessages as m, translate } from '@smm/i18n';
import type { PostMedia } from '@smm/model';
import {
  checkUpload,
  FORMAT_MIME_TYPES,
  formatBytes,
  isUploadRefusal,
  networkName,
  uploadOptions,
} from '@smm/networks';
import { Button, Icon, IconButton } from '@smm/ui';
import { useId, useRef } from 'react';
import * as styles from './ComposerMedia.css.js';

/** Props of {@link ComposerMedia}. */
export interface ComposerMediaProps {
  /** The networks the media go to: each one's upload limits apply. */
  readonly networks: readonly string[];
  readonly media: readonly PostMedia[];
  /** Uploads of this post or version, running or failed. */
  readonly uploads: readonly UploadEntry[];
  /** Files the person chose, to check and upload. */
  readonly onFiles: (files: readonly File[]) => void;
  readonly onRemove: (url: string) => void;
  /** Hides a failed upload's reason. */
  readonly onDismiss: (key: string) => void;
}

/** An upload the composer shows: running with its progress, or failed with the reason. */
export interface UploadEntry {
  readonly key: string;
  /** The network whose version it goes to; absent: the main post. */
  readonly network?: string;
  readonly name: string;
  /** How much is sent, 0 to 1. */
  readonly sent: number;
  readonly error: string | null;
}

/** The networks' limits in words: "X: JPEG, PNG photos up to 5 MB". */
export function limitsText(i18n: I18n, networks: readonly string[]): string {
  return networks
    .flatMap((network) => {
      const options = uploadOptions(network);
      const name = networkName(network);
      const parts: string[] = [];
      for (const kind of ['photo', 'video'] as const) {
        const limit = options[kind];
        if (!limit) continue;
        parts.push(
          translate(i18n, kind === 'photo' ? m.photoLimit : m.videoLimit, {
            network: name,
            formats: limit.formats.map((format) => format.toUpperCase()).join(', '),
            size: formatBytes(limit.maxBytes),
          }),
        );
      }
      return parts.length > 0 ? parts : [translate(i18n, m.noAttachments, { network: name })];
    })
    .join('; ');
}

/** The browser's check of a file against every network's limits: null when all take it. */
export function fileRefusal(i18n: I18n, networks: readonly string[], file: File): string | null {
  for (const network of networks) {
    const checked = checkUpload(network, { mimeType: file.type, bytes: file.size });
    if (!isUploadRefusal(checked)) continue;
    const name = networkName(network);
    if (checked.reason === 'noAttachments')
      return translate(i18n, m.noAttachments, { network: name });
    if (checked.reason === 'wrongType') {
      return translate(i18n, m.wrongType, { name: file.name, network: name });
    }
    return translate(i18n, m.tooLarge, {
      name: file.name,
      size: formatBytes(file.size),
      network: name,
      max: formatBytes(checked.limit.maxBytes),
    });
  }
  return null;
}

/**
 * The photos and videos of the post or of a network's version: thumbnails with Remove, "Add a
 * photo or video" (checked in the browser against every network's upload limits, then
 * uploaded with a progress bar), and the server's reason when it refuses a file.
 */
export function ComposerMedia(props: ComposerMediaProps) {
  const { i18n } = useLingui();
  const { networks, media, uploads, onRemove } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const accept = [
    ...new Set(
      networks.flatMap((network) => {
        const options = uploadOptions(network);
        return [...(options.photo?.formats ?? []), ...(options.video?.formats ?? [])].map(
          (format) => FORMAT_MIME_TYPES[format] ?? '',
        );
      }),
    ),
  ]
    .filter(Boolean)
    .join(',');

  const noNetworks = networks.length === 0;
  return (
    <div className={styles.media}>
      <div className={styles.row}>
        <h3 className={styles.heading} id={`${id}-heading`}>
          {i18n._(m.media)}
        </h3>
        <Button
          variant="secondary"
          disabled={noNetworks}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint`}
        >
          <Icon name="image" /> {i18n._(m.addMedia)}
        </Button>
        <input
          ref={input}
          className={styles.fileInput}
          type="file"
          multiple
          accept={accept}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            props.onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      <p className={styles.hint} id={`${id}-hint`}>
        {noNetworks ? i18n._(m.chooseChannelsFirst) : limitsText(i18n, networks)}
      </p>
      {media.length > 0 && (
        <ul className={styles.thumbs} aria-labelledby={`${id}-heading`}>
          {media.map((item) => (
            <li key={item.url} className={styles.thumb}>
              {item.kind === 'video' ? (
                <video
                  className={styles.thumbImage}
                  src={item.url}
                  preload="metadata"
                  muted
                  aria-label={item.name}
                />
              ) : (
                <img className={styles.thumbImage} src={item.url} alt={item.name} />
              )}
              <IconButton
                label={translate(i18n, m.removeMedia, { name: item.name })}
                title={translate(i18n, m.removeMedia, { name: item.name })}
                size="sm"
                className={styles.remove}
                onClick={() => onRemove(item.url)}
              >
                <Icon name="close" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {uploads.length > 0 && (
        <ul className={styles.uploads}>
          {uploads.map((entry) => {
            const label = translate(i18n, m.uploading, { name: entry.name });
            return (
              <li key={entry.key} className={styles.upload}>
                {entry.error === null ? (
                  <>
                    <span className={styles.uploadName}>{label}</span>
                    <span>{Math.round(entry.sent * 100)}%</span>
                    <progress
                      className={styles.progress}
                      value={entry.sent}
                      max={1}
                      aria-label={label}
                    />
                  </>
                ) : (
                  <>
                    <p className={styles.error} role="alert">
                      {entry.error}
                    </p>
                    <IconButton
                      label={i18n._(m.dismiss)}
                      title={i18n._(m.dismiss)}
                      size="sm"
                      onClick={() => props.onDismiss(entry.key)}
                    >
                      <Icon name="close" />
                    </IconButton>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
