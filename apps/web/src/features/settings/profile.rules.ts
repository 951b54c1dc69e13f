/** The largest picture the server takes, in characters of its data URL (1 MB). */
export const MAX_PICTURE_LENGTH = 1024 * 1024;

/** The picture types the server takes. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * Whether an e-mail address looks deliverable enough to send: something, an @, a domain with a
 * dot. The server decides; this spares a round trip for typos.
 *
 * @example
 * looksLikeEmail('ada@example.com') // true
 * looksLikeEmail('ada@example') // false
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/**
 * Whether both names have something in them once trimmed (the server refuses empty names).
 *
 * @example
 * hasNames(' Ada ', 'Lovelace') // true
 * hasNames('Ada', '  ') // false
 */
export function hasNames(firstName: string, lastName: string): boolean {
  return firstName.trim() !== '' && lastName.trim() !== '';
}
