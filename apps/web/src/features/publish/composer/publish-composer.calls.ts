import type { ApiClient } from '@smm/api-client';
import {
  ChannelGroup,
  decodeOrThrow,
  LinkPreview,
  PostMedia,
  PublishChannel,
  PublishPost,
  type PostInput,
} from '@smm/model';
import * as t from 'io-ts';
import { sendWithProgress } from './upload-progress.js';

/** Uploads a file for these networks, telling how much is sent (0 to 1); the stored media. */
export type UploadMedia = (
  networks: readonly string[],
  file: File,
  onProgress: (sent: number) => void,
) => Promise<PostMedia>;

/** The calls of the composer, their answers decoded. */
export interface PublishComposerCalls {
  /** The channels the caller sees, with their post permissions. */
  readonly channels: () => Promise<PublishChannel[]>;
  /** The organisation's channel groups, each with the caller's channels. */
  readonly channelGroups: () => Promise<ChannelGroup[]>;
  /** A link's preview, read by the server. */
  readonly linkMeta: (url: string) => Promise<LinkPreview>;
  readonly upload: UploadMedia;
  /** Saves a new post with its action. */
  readonly create: (input: PostInput) => Promise<PublishPost>;
  /** Saves a post again with its action. */
  readonly update: (id: string, input: PostInput) => Promise<PublishPost>;
}

/** The composer's calls through the typed client, every answer decoded. */
export function publishComposerCalls(api: ApiClient): PublishComposerCalls {
  return {
    channels: async () =>
      decodeOrThrow(
        t.array(PublishChannel),
        await api.unwrap(api.client.GET('/api/publish/channels')),
      ),
    channelGroups: async () =>
      decodeOrThrow(t.array(ChannelGroup), await api.unwrap(api.client.GET('/channels/v2/groups'))),
    linkMeta: async (url) =>
      decodeOrThrow(
        LinkPreview,
        await api.unwrap(api.client.GET('/api/publish/link-meta', { params: { query: { url } } })),
      ),
    upload: async (networks, file, onProgress) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return decodeOrThrow(
        PostMedia,
        await api.unwrap(
          api.client.POST('/api/publish/media', {
            params: { query: { networks: networks.join(',') } },
            body: form as never,
            bodySerializer: (body: unknown) => body as FormData,
            // The client's requests carry the token; this one also reports its progress.
            fetch: (request: Request) => sendWithProgress(request, onProgress),
          }),
        ),
      );
    },
    create: async (input) =>
      decodeOrThrow(
        PublishPost,
        await api.unwrap(api.client.POST('/api/publish/posts', { body: input })),
      ),
    update: async (id, input) =>
      decodeOrThrow(
        PublishPost,
        await api.unwrap(
          api.client.PUT('/api/publish/posts/{id}', { params: { path: { id } }, body: input }),
        ),
      ),
  };
}
