import * as t from 'io-ts';
import { Count, oneOf } from './codec.utils.js';
import { Network } from './network.codec.js';

/** What kind of media an upload is, for the networks' upload limits (engage §9). */
export const UploadKind = oneOf(['photo', 'video']);
export type UploadKind = t.TypeOf<typeof UploadKind>;

/** `?network=`: the network a file is uploaded for (its upload limits apply). */
export const UploadTarget = t.type({ network: Network }, 'UploadTarget');
export type UploadTarget = t.TypeOf<typeof UploadTarget>;

/**
 * A file the server stored for a reply: where it is served (the reply's `images[].url`), its
 * type, size and kind, and the name it was uploaded with.
 */
export const UploadedMedia = t.type(
  { url: t.string, mimeType: t.string, bytes: Count, kind: UploadKind, name: t.string },
  'UploadedMedia',
);
export type UploadedMedia = t.TypeOf<typeof UploadedMedia>;
