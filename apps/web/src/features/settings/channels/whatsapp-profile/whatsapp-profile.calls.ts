import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  WhatsAppChannel,
  WhatsAppMessageTemplate,
  WhatsAppPhoneNumberGroup,
  WhatsAppPhoto,
  WhatsAppProfile,
  type WhatsAppProfileUpdate,
  type WhatsAppTemplateDraft,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of a WhatsApp channel's page (platform §7), every answer decoded. */
export function whatsappProfileCalls(api: ApiClient) {
  const decoded =
    <A>(codec: t.Type<A, unknown>) =>
    async (call: Promise<{ data?: unknown; error?: unknown; response: Response }>) =>
      decodeOrThrow(codec, await api.unwrap(call));
  const channelQuery = (channelId: string) => ({ params: { query: { channelId } } });
  return {
    /** The WhatsApp channels of the organisation, connected and being connected. */
    channels: () => decoded(t.array(WhatsAppChannel))(api.client.GET('/api/whatsapp2/channels')),
    /** The numbers of a business account. */
    numbers: (businessAccountId: string) =>
      decoded(WhatsAppPhoneNumberGroup)(
        api.client.GET('/api/whatsapp/phone-numbers', {
          params: { query: { businessAccountId } },
        }),
      ),
    /** Chooses a number to connect: it becomes a WhatsApp channel being connected. */
    chooseNumber: (phoneNumberId: string) =>
      decoded(WhatsAppChannel)(
        api.client.POST('/api/whatsapp/channels', { body: { phoneNumberId } }),
      ),
    /** Removes a number from its business account (409 while it is a connected channel). */
    removeNumber: async (id: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/api/whatsapp/phone-numbers/{id}', { params: { path: { id } } }),
      );
    },
    /** The channel's business profile. */
    profile: (channelId: string) =>
      decoded(WhatsAppProfile)(api.client.GET('/api/whatsapp/profile', channelQuery(channelId))),
    /** Saves the business profile (400 with the first field WhatsApp would refuse). */
    saveProfile: (update: WhatsAppProfileUpdate) =>
      decoded(WhatsAppProfile)(api.client.POST('/api/whatsapp/profile', { body: update })),
    /** Clears the business profile on WhatsApp: every field empty, vertical Other, no photo. */
    resetProfile: (channelId: string) =>
      decoded(WhatsAppProfile)(api.client.DELETE('/api/whatsapp/profile', channelQuery(channelId))),
    /** Uploads a profile photo (multipart field `file`); it also becomes the channel's picture. */
    uploadPhoto: (channelId: string, file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return decoded(WhatsAppPhoto)(
        api.client.POST('/api/whatsapp/profile/upload-photo', {
          ...channelQuery(channelId),
          body: form as never,
          bodySerializer: (body: unknown) => body as FormData,
        }),
      );
    },
    /** The message templates of the channel's business account, with their review. */
    templates: (channelId: string) =>
      decoded(t.array(WhatsAppMessageTemplate))(
        api.client.GET('/api/whatsapp/templates', channelQuery(channelId)),
      ),
    /** Submits a template for review: it starts PENDING. */
    createTemplate: (draft: WhatsAppTemplateDraft) =>
      decoded(WhatsAppMessageTemplate)(api.client.POST('/api/whatsapp/templates', { body: draft })),
    /** Deletes a template. */
    deleteTemplate: async (id: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/api/whatsapp/templates/{id}', { params: { path: { id } } }),
      );
    },
  };
}

/** What {@link whatsappProfileCalls} gives the page. */
export type WhatsAppProfileCalls = ReturnType<typeof whatsappProfileCalls>;
