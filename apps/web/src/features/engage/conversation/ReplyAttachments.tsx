import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { composerControlMessages as m, translate } from '@smm/i18n';
import type { UploadedMedia, UploadOptions } from '@smm/model';
import {
  checkUpload,
  FORMAT_MIME_TYPES,
  formatBytes,
  isUploadRefusal,
  networkName,
  uploadOptions,
} from '@smm/networks';
import { Icon, IconButton } from '@smm/ui';
import { useId, useRef, useState } from 'react';
import * as styles from './ReplyAttachments.css.js';

/** Props of {@link ReplyAttachments}. */
export interface ReplyAttachmentsProps {
  /** The network answered: its upload limits apply (engage §9). */
  readonly network: string;
  readonly attachments: readonly UploadedMedia[];
  readonly onChange: (attachments: readonly UploadedMedia[]) => void;
  /** Uploads a file the network takes; rejects with the server's error. */
  readonly upload: (file: File) => Promise<UploadedMedia>;
  /** Most files a reply carries. */
  readonly max?: number;
}

/** "JPEG, PNG, TIFF photos up to 25 MB; MP4, MOV videos up to 1 GB", in the reader's language. */
export function limitsText(i18n: I18n, options: UploadOptions): string {
  const parts: string[] = [];
  if (options.photo) {
    parts.push(
      translate(i18n, m.photoLimit, {
        formats: options.photo.formats.map((format) => format.toUpperCase()).join(', '),
        size: formatBytes(options.photo.maxBytes),
      }),
    );
  }
  if (options.video) {
    parts.push(
      translate(i18n, m.videoLimit, {
        formats: options.video.formats.map((format) => format.toUpperCase()).join(', '),
        size: formatBytes(options.video.maxBytes),
      }),
    );
  }
  return parts.join('; ');
}

/** The browser's check of a file before it is uploaded: null when the network takes it. */
function refusalText(i18n: I18n, network: string, file: File): string | null {
  const checked = checkUpload(network, { mimeType: file.type, bytes: file.size });
  if (!isUploadRefusal(checked)) return null;
  const name = networkName(network);
  if (checked.reason === 'tooLarge') {
    return translate(i18n, m.tooLarge, {
      name: file.name,
      size: formatBytes(file.size),
      network: name,
      kind: checked.kind,
      max: formatBytes(checked.limit.maxBytes),
    });
  }
  return translate(i18n, m.wrongType, {
    network: name,
    name: file.name,
    limits: limitsText(i18n, uploadOptions(network)),
  });
}

/**
 * The reply box's attachments: "Attach a file" (the file chooser offers the network's formats),
 * the network's limits as its hint, the attached files with "Remove", and why a file was not
 * taken — checked here against the spec's upload limits before anything is uploaded, and again
 * by the server.
 */
export function ReplyAttachments(props: ReplyAttachmentsProps) {
  const { i18n } = useLingui();
  const { network, attachments, onChange, upload, max = 4 } = props;
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = uploadOptions(network);
  const accept = (['photo', 'video'] as const)
    .flatMap((kind) => options[kind]?.formats ?? [])
    .map((format) => FORMAT_MIME_TYPES[format] ?? '')
    .filter(Boolean)
    .join(',');
  const hint = translate(i18n, m.accepted, {
    network: networkName(network),
    limits: limitsText(i18n, options),
  });

  const take = async (file: File) => {
    const refused = refusalText(i18n, network, file);
    setError(refused);
    if (refused !== null) return;
    setUploading(file.name);
    try {
      onChange([...attachments, await upload(file)]);
    } catch (cause) {
      const message =
        cause instanceof Error || (typeof cause === 'object' && cause !== null)
          ? String((cause as { message?: unknown }).message ?? '')
          : '';
      setError(translate(i18n, m.uploadFailed, { name: file.name, message }));
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className={styles.attachments} data-testid="reply-attachments">
      <input
        ref={input}
        type="file"
        className={styles.input}
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="attach-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void take(file);
        }}
      />
      <IconButton
        label={i18n._(m.attach)}
        aria-describedby={hintId}
        disabled={uploading !== null || attachments.length >= max}
        onClick={() => input.current?.click()}
      >
        <Icon name="paperclip" />
      </IconButton>
      <span id={hintId} className={styles.hint}>
        {hint}
      </span>
      {attachments.length > 0 && (
        <ul className={styles.list} aria-label={i18n._(m.attachments)}>
          {attachments.map((attachment) => (
            <li key={attachment.url} className={styles.file}>
              <Icon name={attachment.kind === 'video' ? 'video' : 'image'} />
              <span className={styles.fileName} title={attachment.name}>
                {attachment.name}
              </span>
              <span className={styles.status}>{formatBytes(attachment.bytes)}</span>
              <IconButton
                size="sm"
                variant="ghost"
                label={translate(i18n, m.removeAttachment, { name: attachment.name })}
                onClick={() => onChange(attachments.filter((other) => other !== attachment))}
              >
                <Icon name="close" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {uploading !== null && (
        <span role="status" className={styles.status}>
          {translate(i18n, m.uploading, { name: uploading })}
        </span>
      )}
      {error !== null && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
