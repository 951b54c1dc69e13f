import type { UploadLimit, UploadOptions } from '@smm/model';
import {
  canAttach,
  checkUpload,
  isUploadRefusal,
  uploadOptions,
  type UploadAccepted,
  type UploadFile,
  type UploadKind,
} from '@smm/networks';

/** Why a file cannot go with a post on a set of networks, naming the network where one refuses. */
export type PostMediaRefusal =
  /** No network was named. */
  | { readonly reason: 'noNetworks' }
  /** This network takes no attachments (the spec gives it no upload limits). */
  | { readonly reason: 'noAttachments'; readonly network: string }
  /** None of the networks takes the file's type. */
  | { readonly reason: 'wrongType'; readonly networks: readonly string[] }
  /** This network does not take the type the others take. */
  | { readonly reason: 'typeRefused'; readonly network: string; readonly accepted: UploadOptions }
  /** Larger than any of the networks takes for its kind. */
  | { readonly reason: 'tooLarge'; readonly kind: UploadKind; readonly maxBytes: number }
  /** Larger than this network takes (another takes it). */
  | {
      readonly reason: 'tooLargeFor';
      readonly network: string;
      readonly kind: UploadKind;
      readonly limit: UploadLimit;
    };

/**
 * The most any of the networks takes: of the kind given, or of any kind (what to read of a file
 * whose kind is not known yet).
 *
 * @example
 * postMediaMaxBytes(['twitter', 'linkedIn'], 'photo') // 10485760 (LinkedIn's 10 MB)
 */
export function postMediaMaxBytes(networks: readonly string[], kind?: UploadKind): number {
  const kinds: readonly UploadKind[] = kind ? [kind] : ['photo', 'video'];
  return Math.max(
    0,
    ...networks.flatMap((network) =>
      kinds.map((each) => uploadOptions(network)[each]?.maxBytes ?? 0),
    ),
  );
}

/**
 * Whether a file can go with a post on every one of its networks (decision 0072): each
 * network's upload limits (`@smm/networks`' `checkUpload`) must take its type and its size. The
 * answer names the network that refuses, so the composer and the server can say which; a file
 * larger than any of them takes is `tooLarge`. Checked in the browser when a file is chosen, and
 * again by the server (with `bytes: 0` before the file is read, then with its size).
 *
 * @example
 * checkPostMedia(['instagram', 'twitter'], { mimeType: 'image/png', bytes: 1000 })
 * // { kind: 'photo', format: 'png' }
 * checkPostMedia(['instagram', 'linkedIn'], { mimeType: 'video/mp4', bytes: 1000 })
 * // { reason: 'typeRefused', network: 'linkedIn', accepted: { photo: … } }
 * checkPostMedia(['instagram', 'twitter'], { mimeType: 'image/png', bytes: 6 * 1024 * 1024 })
 * // { reason: 'tooLargeFor', network: 'twitter', kind: 'photo', limit: { maxBytes: 5242880, … } }
 */
export function checkPostMedia(
  networks: readonly string[],
  file: UploadFile,
): UploadAccepted | PostMediaRefusal {
  if (networks.length === 0) return { reason: 'noNetworks' };
  const closed = networks.find((network) => !canAttach(network));
  if (closed !== undefined) return { reason: 'noAttachments', network: closed };
  const typed = networks.map((network) => ({
    network,
    checked: checkUpload(network, { mimeType: file.mimeType, bytes: 0 }),
  }));
  const accepted = typed
    .map(({ checked }) => checked)
    .find((checked): checked is UploadAccepted => !isUploadRefusal(checked));
  if (accepted === undefined) return { reason: 'wrongType', networks };
  const refusing = typed.find(({ checked }) => isUploadRefusal(checked))?.network;
  if (refusing !== undefined) {
    return { reason: 'typeRefused', network: refusing, accepted: uploadOptions(refusing) };
  }
  const maxBytes = postMediaMaxBytes(networks, accepted.kind);
  if (file.bytes > maxBytes) return { reason: 'tooLarge', kind: accepted.kind, maxBytes };
  const smaller = networks.find(
    (network) => file.bytes > (uploadOptions(network)[accepted.kind]?.maxBytes ?? 0),
  );
  const limit = smaller === undefined ? undefined : uploadOptions(smaller)[accepted.kind];
  if (smaller !== undefined && limit !== undefined) {
    return { reason: 'tooLargeFor', network: smaller, kind: accepted.kind, limit };
  }
  return accepted;
}

/** Whether {@link checkPostMedia} refused the file. */
export function isPostMediaRefusal(
  result: UploadAccepted | PostMediaRefusal,
): result is PostMediaRefusal {
  return 'reason' in result;
}
