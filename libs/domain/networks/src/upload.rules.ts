import type { UploadLimit, UploadOptions } from '@smm/model';
import { networkFacts } from './networks.rules.js';

/** What kind of media a file is for the upload limits (engage §9). */
export type UploadKind = 'photo' | 'video';

/** The file formats the upload limits name, by the MIME type a browser gives the file. */
const FORMATS: Readonly<Record<string, { readonly kind: UploadKind; readonly format: string }>> = {
  'image/jpeg': { kind: 'photo', format: 'jpeg' },
  'image/pjpeg': { kind: 'photo', format: 'jpeg' },
  'image/png': { kind: 'photo', format: 'png' },
  'image/tiff': { kind: 'photo', format: 'tiff' },
  'image/gif': { kind: 'photo', format: 'gif' },
  'image/webp': { kind: 'photo', format: 'webp' },
  'video/mp4': { kind: 'video', format: 'mp4' },
  'video/quicktime': { kind: 'video', format: 'mov' },
};

/** The file name extension of each format, as uploads are stored. */
export const FORMAT_EXTENSIONS: Readonly<Record<string, string>> = {
  jpeg: 'jpg',
  png: 'png',
  tiff: 'tiff',
  gif: 'gif',
  webp: 'webp',
  mp4: 'mp4',
  mov: 'mov',
};

/** The MIME type each stored format is served with. */
export const FORMAT_MIME_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

/** A file as the browser or the server knows it before it is taken. */
export interface UploadFile {
  /** Its MIME type (`image/png`); the case and any parameters are ignored. */
  readonly mimeType: string;
  readonly bytes: number;
}

/** Why a file cannot be attached for a network. */
export type UploadRefusal =
  /** The network takes no attachments in replies (the spec gives it no upload limits). */
  | { readonly reason: 'noAttachments' }
  /** Not a format the network takes. */
  | { readonly reason: 'wrongType'; readonly accepted: UploadOptions }
  /** Bigger than the network takes for its kind. */
  | { readonly reason: 'tooLarge'; readonly kind: UploadKind; readonly limit: UploadLimit };

/** A file a network takes: its kind and format. */
export interface UploadAccepted {
  readonly kind: UploadKind;
  readonly format: string;
}

/**
 * The upload options of a network (engage §9): Facebook and Instagram photos 25 MiB (jpeg, png,
 * tiff) and videos 1 GiB; X photos 5 MiB and videos 512 MiB (mp4, mov); LinkedIn photos 10 MiB
 * (jpeg, png, gif); networks the spec gives no limits for take no attachments.
 *
 * @example
 * uploadOptions('linkedin') // { photo: { maxBytes: 10485760, formats: ['jpeg', 'png', 'gif'] } }
 */
export function uploadOptions(network: string): UploadOptions {
  return networkFacts(network)?.upload ?? {};
}

/**
 * Whether a reply on this network can carry a file (it has upload limits).
 *
 * @example
 * canAttach('facebook') // true
 * canAttach('youtube')  // false
 */
export function canAttach(network: string): boolean {
  const options = uploadOptions(network);
  return options.photo !== undefined || options.video !== undefined;
}

/**
 * Whether a network takes a file as an attachment, by its upload limits (engage §9): the
 * accepted kind and format, or why not — checked in the browser before the upload and again by
 * the server.
 *
 * @example
 * checkUpload('twitter', { mimeType: 'image/png', bytes: 6 * 1024 * 1024 })
 * // { reason: 'tooLarge', kind: 'photo', limit: { maxBytes: 5242880, formats: [...] } }
 * checkUpload('facebook', { mimeType: 'image/png', bytes: 1000 }) // { kind: 'photo', format: 'png' }
 */
export function checkUpload(network: string, file: UploadFile): UploadAccepted | UploadRefusal {
  const options = uploadOptions(network);
  if (!canAttach(network)) return { reason: 'noAttachments' };
  const type = FORMATS[file.mimeType.split(';')[0]?.trim().toLowerCase() ?? ''];
  const limit = type ? options[type.kind] : undefined;
  if (!type || !limit || !limit.formats.includes(type.format)) {
    return { reason: 'wrongType', accepted: options };
  }
  if (file.bytes > limit.maxBytes) return { reason: 'tooLarge', kind: type.kind, limit };
  return { kind: type.kind, format: type.format };
}

/** Whether {@link checkUpload} refused the file. */
export function isUploadRefusal(result: UploadAccepted | UploadRefusal): result is UploadRefusal {
  return 'reason' in result;
}

/**
 * A size as people read it, in binary units (the spec's limits are MiB and GiB): whole numbers
 * where exact, else one decimal.
 *
 * @example
 * formatBytes(26214400)   // '25 MB'
 * formatBytes(1073741824) // '1 GB'
 * formatBytes(5767168)    // '5.5 MB'
 * formatBytes(900)        // '900 B'
 */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${shown} ${units[unit]}`;
}
