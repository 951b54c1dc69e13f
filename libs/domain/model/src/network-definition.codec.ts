import * as t from 'io-ts';
import { Count, struct } from './codec.utils.js';
import { DefinedNetwork } from './network.codec.js';

/** Limits for one kind of upload: maximum size in bytes and accepted formats. */
export const UploadLimit = t.type({ maxBytes: Count, formats: t.array(t.string) }, 'UploadLimit');
export type UploadLimit = t.TypeOf<typeof UploadLimit>;

/** Upload options of a network (engage §9); a kind the spec does not give is absent. */
export const UploadOptions = t.partial({ photo: UploadLimit, video: UploadLimit }, 'UploadOptions');
export type UploadOptions = t.TypeOf<typeof UploadOptions>;

/**
 * A network definition (platform §3): how the product names, draws and connects a network.
 * `contentMaxLength` is -1 where the network has no limit.
 */
export const NetworkDefinition = struct(
  'NetworkDefinition',
  {
    id: DefinedNetwork,
    name: t.string,
    oauthPath: t.string,
    colour: t.string,
    multiChannel: t.boolean,
    canBlockUsers: t.boolean,
    contentMaxLength: t.number,
    uploadOptions: UploadOptions,
  },
  { profileUrlTemplate: t.string },
);
export type NetworkDefinition = t.TypeOf<typeof NetworkDefinition>;
