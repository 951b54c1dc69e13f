import type { ApiClient } from '@smm/api-client';
import { AccountLinkUsed, decodeOrThrow } from '@smm/model';

/** The public calls of the pages reached signed out (docs/decisions/0040, 0042). */
export function accountLinkCalls(api: ApiClient) {
  return {
    /** Follows an invitation's link with the chosen password; answers the address to sign in with. */
    acceptInvitation: async (token: string, password: string) =>
      decodeOrThrow(
        AccountLinkUsed,
        await api.unwrap(
          api.client.POST('/smm/accounts/accept-invitation', { body: { token, password } }),
        ),
      ).email,
    /** Follows a reset's link with the new password; answers the address to sign in with. */
    resetPassword: async (token: string, password: string) =>
      decodeOrThrow(
        AccountLinkUsed,
        await api.unwrap(
          api.client.POST('/smm/accounts/reset-password', { body: { token, password } }),
        ),
      ).email,
    /** Asks for a reset link (the answer is the same whether the address has an account). */
    requestReset: async (email: string): Promise<void> => {
      await api.unwrap(api.client.POST('/smm/accounts/password-reset', { body: { email } }));
    },
  };
}

/** The calls of the pages reached signed out. */
export type AccountLinkCalls = ReturnType<typeof accountLinkCalls>;
