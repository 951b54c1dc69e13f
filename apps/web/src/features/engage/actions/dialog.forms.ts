import { isEmailAddress, TEXT_LIMITS } from '@smm/model';

/** The most addresses one forward goes to. */
export const MAX_FORWARD_ADDRESSES = 20;

/** The longest subject of a forward, a ticket or a case the server takes. */
export const MAX_SUBJECT_LENGTH = TEXT_LIMITS.subject;

/** The longest case description the server takes. */
export const MAX_CASE_DESCRIPTION_LENGTH = TEXT_LIMITS.description;

/** What is wrong with the addresses of a forward, if anything. */
export type AddressesError =
  | { readonly kind: 'none' }
  | { readonly kind: 'tooMany'; readonly max: number }
  | { readonly kind: 'invalid'; readonly invalid: readonly string[] };

/**
 * The addresses typed in the forward dialog: split at commas, semicolons and new lines, trimmed, blanks
 * dropped, each once (case-insensitively, keeping the first spelling).
 *
 * @example
 * emailAddresses('ann@example.com, bob@example.com\n\nANN@example.com ')
 * // ['ann@example.com', 'bob@example.com']
 */
export function emailAddresses(text: string): readonly string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const part of text.split(/[,\n\r;]+/)) {
    const address = part.trim();
    const key = address.toLowerCase();
    if (address === '' || seen.has(key)) continue;
    seen.add(key);
    addresses.push(address);
  }
  return addresses;
}

/**
 * Why the addresses cannot be used: none, more than {@link MAX_FORWARD_ADDRESSES}, or some that
 * are not e-mail addresses (`isEmailAddress`); `null` when they are fine.
 *
 * @example
 * addressesError([])                      // { kind: 'none' }
 * addressesError(['ann@example.com', 'x']) // { kind: 'invalid', invalid: ['x'] }
 * addressesError(['ann@example.com'])      // null
 */
export function addressesError(addresses: readonly string[]): AddressesError | null {
  if (addresses.length === 0) return { kind: 'none' };
  if (addresses.length > MAX_FORWARD_ADDRESSES) {
    return { kind: 'tooMany', max: MAX_FORWARD_ADDRESSES };
  }
  const invalid = addresses.filter((address) => !isEmailAddress(address));
  return invalid.length > 0 ? { kind: 'invalid', invalid } : null;
}
