import type { I18n } from '@lingui/core';
import { publishComposerMessages as m, translate } from '@smm/i18n';
import { PUBLISH_LIMITS, toApiError, type PostMedia } from '@smm/model';
import { useCallback, useRef, useState } from 'react';
import { fileRefusal, type UploadEntry } from './ComposerMedia.js';
import type { UploadMedia } from './publish-composer.calls.js';

/** Where uploaded files go: the main post (`network` absent) or a network's version. */
export interface UploadTarget {
  readonly network?: string;
  /** The networks whose upload limits the files must meet. */
  readonly networks: readonly string[];
  /** How many media the post or version has already. */
  readonly count: number;
}

/**
 * The composer's uploads: each chosen file is checked in the browser against the networks'
 * upload limits and the most media a post carries, then uploaded with its progress; a stored
 * file is added (`onStored`), a refused one keeps the reason until dismissed. The list lives in
 * the composer, so switching between a network's tab and the main text loses no upload.
 */
export function useUploads(
  i18n: I18n,
  upload: UploadMedia,
  onStored: (media: PostMedia, network: string | undefined) => void,
  initial: readonly UploadEntry[] = [],
) {
  const [uploads, setUploads] = useState<readonly UploadEntry[]>(initial);
  const next = useRef(0);

  const change = useCallback((key: string, update: Partial<UploadEntry> | null) => {
    setUploads((entries) =>
      update === null
        ? entries.filter((entry) => entry.key !== key)
        : entries.map((entry) => (entry.key === key ? { ...entry, ...update } : entry)),
    );
  }, []);

  const start = (target: UploadTarget, files: readonly File[]) => {
    files.forEach((file, index) => {
      next.current += 1;
      const key = `upload-${next.current}`;
      const refusal =
        target.count + index >= PUBLISH_LIMITS.media
          ? translate(i18n, m.tooMany, { max: PUBLISH_LIMITS.media })
          : fileRefusal(i18n, target.networks, file);
      const entry: UploadEntry = {
        key,
        name: file.name,
        sent: 0,
        error: refusal,
        ...(target.network === undefined ? {} : { network: target.network }),
      };
      setUploads((entries) => [...entries, entry]);
      if (refusal !== null) return;
      upload(target.networks, file, (sent) => change(key, { sent }))
        .then((stored) => {
          change(key, null);
          onStored(stored, target.network);
        })
        .catch((error: unknown) =>
          change(key, {
            error: translate(i18n, m.uploadFailed, {
              name: file.name,
              reason: toApiError(error).message,
            }),
          }),
        );
    });
  };

  return {
    uploads,
    /** Whether a file is still being sent. */
    busy: uploads.some((entry) => entry.error === null),
    start,
    dismiss: (key: string) => change(key, null),
  };
}
