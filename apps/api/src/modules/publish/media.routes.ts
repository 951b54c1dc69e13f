import { PostMedia, PostMediaTarget } from '@smm/model';
import {
  canAttach,
  checkUpload,
  formatBytes,
  isUploadRefusal,
  networkName,
  uploadOptions,
  type UploadAccepted,
} from '@smm/networks';
import { HttpError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { acceptedText } from '../engage/uploads.routes.js';
import { bareMimeType, removeUpload, storeWithin } from '../engage/uploads.store.js';

/** The largest file any of the networks takes, of the kind given or of any kind. */
const largest = (networks: readonly string[], kind?: UploadAccepted['kind']) =>
  Math.max(
    0,
    ...networks.flatMap((network) =>
      (kind ? [kind] : (['photo', 'video'] as const)).map(
        (each) => uploadOptions(network)[each]?.maxBytes ?? 0,
      ),
    ),
  );

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
        const networks = query.networks;
        if (networks.length === 0) {
          throw new HttpError(
            400,
            'networks: name the networks of the post (networks=twitter,instagram).',
            'upload.noNetworks',
          );
        }
        const closed = networks.find((network) => !canAttach(network));
        if (closed !== undefined) {
          throw new HttpError(
            422,
            `${networkName(closed)} posts take no attachments here.`,
            'upload.noAttachments',
          );
        }
        const part = await file?.(largest(networks));
        if (!part) {
          throw new HttpError(
            400,
            'Send one file as multipart/form-data, in the field "file".',
            'upload.noFile',
          );
        }
        const name = part.filename.slice(0, 200);
        const type = `${name} (${bareMimeType(part.mimetype).slice(0, 100)})`;
        const checks = networks.map((network) => ({
          network,
          checked: checkUpload(network, { mimeType: part.mimetype, bytes: 0 }),
        }));
        const accepted = checks
          .map(({ checked }) => checked)
          .find((checked): checked is UploadAccepted => !isUploadRefusal(checked));
        const refusing = checks.find(({ checked }) => isUploadRefusal(checked))?.network;
        const takes = (network: string) =>
          `${networkName(network)} takes ${acceptedText(uploadOptions(network))}`;
        if (accepted === undefined) {
          // Not a photo or video any of these networks takes.
          part.file.resume();
          throw new HttpError(
            415,
            `These networks do not take ${type}: ${networks.map(takes).join('. ')}.`,
            'upload.wrongType',
          );
        }
        if (refusing !== undefined) {
          part.file.resume();
          throw new HttpError(
            422,
            `${networkName(refusing)} does not take ${type}: ${takes(refusing)}.`,
            'upload.refusedBy',
          );
        }
        const most = largest(networks, accepted.kind);
        const outcome = await storeWithin(caller.orgId, part, accepted.format, most);
        if (!outcome.stored) {
          if (outcome.reason === 'tooLarge') {
            throw new HttpError(
              413,
              `${name} is larger than any of these networks takes: ${accepted.kind}s up to ${formatBytes(most)}.`,
              'upload.tooLarge',
            );
          }
          throw new HttpError(
            415,
            `${name} is not a ${accepted.format.toUpperCase()} file, as its type says.`,
            'upload.wrongType',
          );
        }
        const smaller = networks.find(
          (network) => outcome.bytes > (uploadOptions(network)[accepted.kind]?.maxBytes ?? 0),
        );
        if (smaller !== undefined) {
          await removeUpload(caller.orgId, outcome.url);
          throw new HttpError(
            422,
            `${name} is larger than ${networkName(smaller)} takes: ${accepted.kind}s up to ${formatBytes(uploadOptions(smaller)[accepted.kind]?.maxBytes ?? 0)}.`,
            'upload.refusedBy',
          );
        }
        return {
          url: outcome.url,
          mimeType: bareMimeType(part.mimetype),
          bytes: outcome.bytes,
          kind: accepted.kind,
          name,
        };
      },
    }),
  ];
}
