import { PostMedia, PostMediaTarget } from '@smm/model';
import { formatBytes, networkName, uploadOptions } from '@smm/networks';
import {
  checkPostMedia,
  isPostMediaRefusal,
  postMediaMaxBytes,
  type PostMediaRefusal,
} from '@smm/publish';
import { HttpError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { acceptedText } from '../engage/uploads.routes.js';
import { bareMimeType, removeUpload, storeWithin } from '../engage/uploads.store.js';

const takes = (network: string) =>
  `${networkName(network)} takes ${acceptedText(uploadOptions(network))}`;

/** A refusal of `@smm/publish`'s `checkPostMedia` as the API answers it, naming the network. */
function refusalError(refusal: PostMediaRefusal, name: string, type: string): HttpError {
  switch (refusal.reason) {
    case 'noNetworks':
      return new HttpError(
        400,
        'networks: name the networks of the post (networks=twitter,instagram).',
        'upload.noNetworks',
      );
    case 'noAttachments':
      return new HttpError(
        422,
        `${networkName(refusal.network)} posts take no attachments here.`,
        'upload.noAttachments',
      );
    case 'wrongType':
      return new HttpError(
        415,
        `These networks do not take ${name} (${type}): ${refusal.networks.map(takes).join('. ')}.`,
        'upload.wrongType',
      );
    case 'typeRefused':
      return new HttpError(
        422,
        `${networkName(refusal.network)} does not take ${name} (${type}): ${takes(refusal.network)}.`,
        'upload.refusedBy',
      );
    case 'tooLarge':
      return new HttpError(
        413,
        `${name} is larger than any of these networks takes: ${refusal.kind}s up to ${formatBytes(refusal.maxBytes)}.`,
        'upload.tooLarge',
      );
    case 'tooLargeFor':
      return new HttpError(
        422,
        `${name} is larger than ${networkName(refusal.network)} takes: ${refusal.kind}s up to ${formatBytes(refusal.limit.maxBytes)}.`,
        'upload.refusedBy',
      );
  }
}

/**
 * A post's media (decision 0072): a file uploaded for a post on several networks is checked
 * against the upload limits of every one of them — its declared type, its real content (its
 * first bytes) and its size — and stored as reply media are (decision 0060).
 */
export function publishMediaRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/publish/media',
      tag: 'publish',
      summary:
        'Stores a photo or video for a post, within the upload limits of every network named (multipart/form-data, field file); 422 names the network that does not take it',
      access: 'user',
      upload: true,
      query: PostMediaTarget,
      response: PostMedia,
      status: 201,
      handle: async ({ caller, query, file }) => {
        const { networks } = query;
        const part = networks.length === 0 ? undefined : await file?.(postMediaMaxBytes(networks));
        const name = part?.filename.slice(0, 200) ?? '';
        const type = bareMimeType(part?.mimetype ?? '').slice(0, 100);
        const checked = checkPostMedia(networks, { mimeType: type, bytes: 0 });
        if (isPostMediaRefusal(checked) && checked.reason === 'noNetworks') {
          throw refusalError(checked, name, type);
        }
        if (!part) {
          throw new HttpError(
            400,
            'Send one file as multipart/form-data, in the field "file".',
            'upload.noFile',
          );
        }
        if (isPostMediaRefusal(checked)) {
          part.file.resume();
          throw refusalError(checked, name, type);
        }
        const most = postMediaMaxBytes(networks, checked.kind);
        const outcome = await storeWithin(caller.orgId, part, checked.format, most);
        if (!outcome.stored) {
          if (outcome.reason === 'tooLarge') {
            throw refusalError(
              { reason: 'tooLarge', kind: checked.kind, maxBytes: most },
              name,
              type,
            );
          }
          throw new HttpError(
            415,
            `${name} is not a ${checked.format.toUpperCase()} file, as its type says.`,
            'upload.wrongType',
          );
        }
        const sized = checkPostMedia(networks, { mimeType: type, bytes: outcome.bytes });
        if (isPostMediaRefusal(sized)) {
          await removeUpload(caller.orgId, outcome.url);
          throw refusalError(sized, name, type);
        }
        return { url: outcome.url, mimeType: type, bytes: outcome.bytes, kind: sized.kind, name };
      },
    }),
  ];
}
