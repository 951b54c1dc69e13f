import type { ApiClient } from '@smm/api-client';
import { decodeOrThrow, EmailConfirmed } from '@smm/model';

/**
 * Follows an e-mail change's confirmation link (a public call: no session needed); answers the
 * address the person signs in with from now on.
 */
export async function confirmEmail(api: ApiClient, token: string): Promise<string> {
  const confirmed = decodeOrThrow(
    EmailConfirmed,
    await api.unwrap(api.client.POST('/smm/accounts/confirm-email', { body: { token } })),
  );
  return confirmed.email;
}

/**
 * The token of a confirmation link's route (`#/confirm-email/<token>`, as the e-mail links it),
 * or null for any other route.
 *
 * @example
 * confirmationToken('/confirm-email/abc_-1') // 'abc_-1'
 * confirmationToken('/home') // null
 */
export function confirmationToken(path: string): string | null {
  return /^\/confirm-email\/([\w-]+)$/.exec(path.split('?')[0] ?? '')?.[1] ?? null;
}
