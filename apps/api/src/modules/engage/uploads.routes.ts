import { UploadedMedia, UploadTarget, type UploadOptions } from '@smm/model';
import {
  canAttach,
  checkUpload,
  formatBytes,
  isUploadRefusal,
  networkName,
  uploadOptions,
} from '@smm/networks';
import { HttpError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { bareMimeType, storeWithin } from './uploads.store.js';

/** What a network takes, as its refusals say it: "JPEG, PNG photos up to 25 MB; …". */
export function acceptedText(options: UploadOptions): string {
  const kinds = (['photo', 'video'] as const).flatMap((kind) => {
    const limit = options[kind];
    return limit
      ? [
          `${limit.formats.map((format) => format.toUpperCase()).join(', ')} ${kind}s up to ${formatBytes(limit.maxBytes)}`,
        ]
      : [];
  });
  return kinds.join('; ');
}

/**
 * Media for replies (engage §9, decision 0060): a file uploaded for a network is checked against
 * that network's upload limits — its declared type, its real content and its size, as the
 * browser checked before — and stored on disk; the reply names it in `images[].url`.
 */
export function uploadsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: `${ENGAGE}/uploads`,
      tag: 'engage replies',
      summary:
        "Stores a photo or video for a reply on a network, within the network's upload limits (multipart/form-data, field file)",
      access: 'user',
      upload: true,
      query: UploadTarget,
      response: UploadedMedia,
      status: 201,
      handle: async ({ caller, query, file }) => {
        const network = networkName(query.network);
        if (!canAttach(query.network)) {
          throw new HttpError(
            422,
            `${network} replies take no attachments.`,
            'upload.noAttachments',
          );
        }
        const options = uploadOptions(query.network);
        const most = Math.max(options.photo?.maxBytes ?? 0, options.video?.maxBytes ?? 0);
        const part = await file?.(most);
        if (!part) {
          throw new HttpError(
            400,
            'Send one file as multipart/form-data, in the field "file".',
            'upload.noFile',
          );
        }
        const name = part.filename.slice(0, 200);
        const checked = checkUpload(query.network, { mimeType: part.mimetype, bytes: 0 });
        if (isUploadRefusal(checked)) {
          part.file.resume();
          throw new HttpError(
            415,
            `${network} does not take ${name} (${part.mimetype}): it takes ${acceptedText(options)}.`,
            'upload.wrongType',
          );
        }
        const limit = options[checked.kind];
        const tooLarge = () =>
          new HttpError(
            413,
            `${name} is larger than ${network} takes: ${checked.kind}s up to ${formatBytes(limit?.maxBytes ?? 0)}.`,
            'upload.tooLarge',
          );
        const outcome = await storeWithin(caller.orgId, part, checked.format, limit?.maxBytes ?? 0);
        if (!outcome.stored) {
          if (outcome.reason === 'tooLarge') throw tooLarge();
          throw new HttpError(
            415,
            `${name} is not a ${checked.format.toUpperCase()} file, as its type says: ${network} takes ${acceptedText(options)}.`,
            'upload.wrongType',
          );
        }
        return {
          url: outcome.url,
          mimeType: bareMimeType(part.mimetype),
          bytes: outcome.bytes,
          kind: checked.kind,
          name,
        };
      },
    }),
  ];
}
