import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  type Network,
  SavedItem,
  UploadedMedia,
  WhatsAppTemplate,
} from '@smm/model';
import * as t from 'io-ts';

/**
 * The calls of the reply box's special modes (engage §7): WhatsApp's approved templates and
 * sending one, taking control of a Facebook conversation, uploading media, every answer decoded.
 */
export function composerCalls(api: ApiClient) {
  return {
    /**
     * Uploads a photo or video for a reply on `network` (multipart/form-data); the server checks
     * the network's upload limits again and keeps the file.
     */
    upload: async (network: Network, file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return decodeOrThrow(
        UploadedMedia,
        await api.unwrap(
          api.client.POST('/api/engage/uploads', {
            params: { query: { network } },
            body: form as never,
            bodySerializer: (body: unknown) => body as FormData,
          }),
        ),
      );
    },
    /** The message templates approved for a WhatsApp channel. */
    whatsappTemplates: async (channelId: string) =>
      decodeOrThrow(
        t.array(WhatsAppTemplate),
        await api.unwrap(
          api.client.GET('/api/engage/whatsapp/{channelId}/templates', {
            params: { path: { channelId } },
          }),
        ),
      ),
    /** Sends a template message in a WhatsApp conversation; answers it as it is being sent. */
    sendTemplate: async (
      conversationId: string,
      templateId: string,
      parameters: readonly string[],
    ) =>
      decodeOrThrow(
        SavedItem,
        await api.unwrap(
          api.client.POST('/api/engage/whatsapp/templates/send', {
            body: { conversationId, templateId, parameters: [...parameters] },
          }),
        ),
      ),
    /**
     * Takes the thread control of a Facebook conversation another app holds (the handover
     * protocol); answers the conversation as the product now controls it.
     */
    resyncControl: async (conversationId: string) =>
      decodeOrThrow(
        SavedItem,
        await api.unwrap(
          api.client.POST('/api/engage/conversations/{id}/resyncControl', {
            params: { path: { id: conversationId } },
          }),
        ),
      ),
  };
}

/** The calls of {@link composerCalls}. */
export type ComposerCalls = ReturnType<typeof composerCalls>;
