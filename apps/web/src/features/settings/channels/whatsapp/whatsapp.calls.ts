import type { ApiClient } from '@smm/api-client';
import {
  Channel,
  decodeOrThrow,
  WhatsAppBusinessAccount,
  WhatsAppChannel,
  WhatsAppCodeSent,
  WhatsAppDeployment,
  WhatsAppPhoneNumberGroup,
  type WhatsAppNewNumber,
} from '@smm/model';
import * as t from 'io-ts';

/** The WhatsApp connect flow's calls (platform §7: WhatsApp and WhatsApp2), every answer decoded. */
export function whatsappCalls(api: ApiClient) {
  const decoded =
    <A>(codec: t.Type<A, unknown>) =>
    async (call: Promise<{ data?: unknown; error?: unknown; response: Response }>) =>
      decodeOrThrow(codec, await api.unwrap(call));
  const path = (id: string) => ({ params: { path: { id } } });
  const numbers = (businessAccountId: string) =>
    decoded(WhatsAppPhoneNumberGroup)(
      api.client.GET('/api/whatsapp/phone-numbers', { params: { query: { businessAccountId } } }),
    );
  return {
    /** The organisation's WhatsApp Business accounts. */
    businessAccounts: () =>
      decoded(t.array(WhatsAppBusinessAccount))(api.client.GET('/api/whatsapp/business-accounts')),
    /** A business account's numbers. */
    numbers,
    /** Adds a number to a business account: the account's numbers. */
    addNumber: (number: WhatsAppNewNumber) =>
      decoded(WhatsAppPhoneNumberGroup)(
        api.client.POST('/api/whatsapp/phone-numbers', { body: number }),
      ),
    /** Removes a number (409 while it is a connected channel): the account's numbers after. */
    removeNumber: async (businessAccountId: string, phoneNumberId: string) => {
      await api.unwrap(api.client.DELETE('/api/whatsapp/phone-numbers/{id}', path(phoneNumberId)));
      return numbers(businessAccountId);
    },
    /** Chooses a number to connect: its WhatsApp channel, the deployment's selected channel. */
    chooseNumber: (phoneNumberId: string) =>
      decoded(WhatsAppChannel)(
        api.client.POST('/api/whatsapp/channels', { body: { phoneNumberId } }),
      ),
    /** Stops connecting a number (409 once it is a channel: those are deleted as channels). */
    cancel: async (channelId: string) => {
      await api.unwrap(api.client.DELETE('/api/whatsapp/channels/{id}', path(channelId)));
    },
    /** The numbers being connected and connected, as WhatsApp channels. */
    channels: () => decoded(t.array(WhatsAppChannel))(api.client.GET('/api/whatsapp2/channels')),
    /** Asks WhatsApp to send the number its code by SMS (429 before `resendAfter`). */
    sendCode: (channelId: string) =>
      decoded(WhatsAppCodeSent)(
        api.client.POST('/api/whatsapp2/channels/{id}/verification', {
          ...path(channelId),
          body: { method: 'SMS' },
        }),
      ),
    /** Sends the code and the PIN as typed: the channel, VERIFIED. */
    verifyCode: (channelId: string, code: string, pin: string) =>
      decoded(WhatsAppChannel)(
        api.client.PUT('/api/whatsapp2/channels/{id}/verification', {
          ...path(channelId),
          body: { code, pin },
        }),
      ),
    /** Registers the number on WhatsApp (502 with the cause when WhatsApp refuses). */
    activate: (deploymentId: string, channelId: string) =>
      decoded(WhatsAppChannel)(
        api.client.POST('/api/whatsapp/deployment/{id}/activate', {
          ...path(deploymentId),
          body: { channelId },
        }),
      ),
    /** Checks the number is ACTIVE and VERIFIED and adds it to the deployment's verified ones. */
    verify: (deploymentId: string, channelId: string) =>
      decoded(WhatsAppDeployment)(
        api.client.POST('/api/whatsapp/deployment/{id}/verify', {
          ...path(deploymentId),
          body: { channelId },
        }),
      ),
    /** Adds verified numbers as the organisation's channels. */
    connect: (channelIds: readonly string[]) =>
      decoded(t.array(Channel))(
        api.client.POST('/api/whatsapp2/channels', { body: { channelIds: [...channelIds] } }),
      ),
  };
}

/** The WhatsApp connect flow's calls, as the screens receive them. */
export type WhatsAppCalls = ReturnType<typeof whatsappCalls>;
