/** The longest profile picture the server takes, in characters of its data URL (platform §7). */
export const MAX_PICTURE_LENGTH = 1_000_000;

/** The picture types the server takes. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * Whether a text looks like a deliverable e-mail address: something, an @, a domain with a dot
 * (surrounding blanks ignored). The server checks every address it stores with this rule; the
 * app with it spares a round trip for typos.
 *
 * @example
 * isEmailAddress('ada@example.com') // true
 * isEmailAddress('ada@example') // false
 */
export function isEmailAddress(value: string): boolean {
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
